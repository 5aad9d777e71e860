import type { Item } from '@weft/workflow';

/** The two run modes of the Code node. */
export type CodeMode = 'runOnceForAllItems' | 'runOnceForEachItem';

/** Options of {@link runCodeInSandbox}. */
export interface CodeSandboxOptions {
  /** The user's JavaScript: the body of an async function (top-level `await` and `return` allowed). */
  code: string;
  /** `python` runs `code` as n8n's Python Code node does, with Pyodide in a locked-down child process. Default: JavaScript. */
  language?: 'javaScript' | 'python';
  /** `runOnceForAllItems` runs the code once; `runOnceForEachItem` once per input item. */
  mode: CodeMode;
  /** The node's input items (`$input.all()`, `items`, `item`, `$json`). They are copied into the sandbox. */
  items: Item[];
  /**
   * The host's expression scope for an item: `$input`, `$`, `$json`, `$binary`, `$node`, `$workflow`,
   * `$execution`, `$prevNode`, `$runIndex`, `$itemIndex`, `$vars`, `$env`, `$now`, `$today`.
   * Only called on the host; the sandbox sees copies of what it answers.
   */
  scopeFor: (itemIndex: number) => Record<string, unknown>;
  /** With true, user-code errors become `{json: {error}}` items instead of failing (n8n's continue-on-fail). */
  continueOnFail?: boolean;
  /** Wall-clock limit for the whole run, in ms. Default: `WEFT_CODE_TIMEOUT` seconds, else 60 000. */
  timeoutMs?: number;
  /** Heap limit of the isolate, in MB. Default: `WEFT_CODE_MEMORY_MB`, else 128. */
  memoryMb?: number;
  /** Node built-ins the code may `require` (`*` for all). Default: `WEFT_FUNCTION_ALLOW_BUILTIN`. */
  allowBuiltin?: string[];
  /** External modules the code may `require` (`*` for all). Default: `WEFT_FUNCTION_ALLOW_EXTERNAL`. */
  allowExternal?: string[];
  /** IANA zone for luxon's default zone (`DateTime.now()`), e.g. the workflow's timezone. */
  timezone?: string;
  /** Receives the (copied) arguments of each `console.log` call. */
  onConsole?: (...args: unknown[]) => void;
  /**
   * The workflow's static data of a type, for `$getWorkflowStaticData`: the code gets a copy, and
   * what it changed is written back into this object when the run ends.
   */
  staticData?: (type: 'global' | 'node') => Record<string, unknown>;
  /** Aborting ends the run at once (the isolate is destroyed). */
  signal?: AbortSignal;
}

/** What {@link runCodeInSandbox} answers. */
export interface CodeSandboxResult {
  /** Output items, normalised and validated as n8n's Code node does. */
  items: Item[];
}
