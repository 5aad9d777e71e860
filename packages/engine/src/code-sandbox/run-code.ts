import type ivm from 'isolated-vm';
import type { Item } from '@weft/workflow';
import { HostBridge } from './bridge.js';
import {
  CODE_FILENAME,
  CodeCancelledError,
  CodeExecutionError,
  CodeMemoryError,
  CodeTimeoutError,
  CodeValidationError,
  toCodeExecutionError,
} from './errors.js';
import type { ThrownDescription } from './errors.js';
import { acquireIsolate, isolatedVm, releaseIsolate } from './isolate-pool.js';
import { noteIsolateDisposed } from './teardown-guard.js';
import type { PooledIsolate } from './isolate-pool.js';
import { positive, sandboxLimitsFromEnv } from './limits.js';
import { moduleAllowListsFromEnv } from './modules.js';
import { runPythonInSandbox } from './python/run-python.js';
import type { CodeSandboxOptions, CodeSandboxResult } from './types.js';
import { arrayReturned, eachItemCodeRefusal, validateAllItemsResult, validateEachItemResult } from '@weft/workflow';

export { DEFAULT_CODE_TIMEOUT_MS, DEFAULT_CODE_MEMORY_MB, sandboxLimitsFromEnv } from './limits.js';

const ERR_MARK = '\u0000err';
/** Marks an each-item result that was an array (its first element's type, or '' when empty). */
const ARR_MARK = '\u0000arr';

interface RunAnswer {
  ok: boolean;
  json?: string;
  error?: ThrownDescription;
  index?: number;
  /** The static data the code read (`$getWorkflowStaticData`), as it left it: JSON by type. */
  staticData?: string;
}

/** Writes back the static data the code changed: each type's object gets the sandbox's keys and values. */
function keepStaticData(answer: RunAnswer, staticData: CodeSandboxOptions['staticData']): void {
  if (!answer.staticData || !staticData) return;
  const copies = JSON.parse(answer.staticData) as Partial<Record<'global' | 'node', Record<string, unknown>>>;
  for (const type of ['global', 'node'] as const) {
    const copy = copies[type];
    if (!copy || typeof copy !== 'object') continue;
    const target = staticData(type);
    if (JSON.stringify(target) === JSON.stringify(copy)) continue;
    for (const key of Object.keys(target)) delete target[key];
    Object.assign(target, copy);
  }
}

function syntaxError(error: Error): CodeExecutionError {
  const match = /^(.*?)(?: \[evalmachine\.<anonymous>:(\d+):\d+\])?$/.exec(error.message);
  const line = match?.[2] === undefined ? undefined : Number(match[2]);
  const message = `${match?.[1] ?? error.message}${line === undefined ? '' : ` [line ${line}]`}`;
  return new CodeExecutionError(message, { description: error.name, lineNumber: line });
}

function eachItemOutputs(json: string | undefined, continueOnFail: boolean): Item[] {
  const list = JSON.parse(json ?? '[]') as Array<Record<string, unknown>>;
  return list.map((entry) => {
    const failed = entry[ERR_MARK] as ThrownDescription | undefined;
    const index = Number(entry.i ?? (entry.pairedItem as { item?: number } | undefined)?.item ?? 0);
    if (failed) return errorItem(toCodeExecutionError(failed, index).message, index);
    try {
      if (ARR_MARK in entry) throw arrayReturned(String(entry[ARR_MARK]), index);
      return validateEachItemResult(entry, index);
    } catch (error) {
      // As n8n's Code node: with continueOnFail an invalid result is an error item, like a throw.
      if (continueOnFail && error instanceof CodeValidationError) return errorItem(error.message, index);
      throw error;
    }
  });
}

/** The item n8n's Code node outputs for a failed item under continueOnFail. */
function errorItem(message: string, index?: number): Item {
  return index === undefined ? { json: { error: message } } : { json: { error: message }, pairedItem: { item: index } };
}

/**
 * Runs Code-node JavaScript in a fresh context of a pooled V8 isolate (isolated-vm), with n8n's
 * globals served lazily from `scopeFor` through a copying bridge, and returns the output items
 * normalised and validated as n8n's Code node does (task-runner semantics: results cross as JSON).
 *
 * Throws {@link CodeExecutionError} (user code threw; message names the line), `CodeValidationError`
 * (bad return value), {@link CodeTimeoutError}, {@link CodeMemoryError} or {@link CodeCancelledError}.
 * With `continueOnFail`, user-code errors become `{json: {error}}` items instead.
 */
export async function runCodeInSandbox(options: CodeSandboxOptions): Promise<CodeSandboxResult> {
  if (options.language === 'python') return runPythonInSandbox(options);
  const { code, mode, items, continueOnFail = false, signal } = options;
  const limits = sandboxLimitsFromEnv();
  const timeoutMs = positive(options.timeoutMs, limits.timeoutMs);
  const memoryMb = Math.max(8, Math.round(positive(options.memoryMb, limits.memoryMb)));
  const envLists = moduleAllowListsFromEnv();
  if (mode === 'runOnceForEachItem') {
    if (items.length === 0) return { items: [] };
    const refusal = eachItemCodeRefusal(code);
    if (refusal && !continueOnFail) throw refusal;
    // n8n checks the code once per item, each failing on its own.
    if (refusal) return { items: items.map((_, i) => errorItem(eachItemCodeRefusal(code, i)!.message, i)) };
  }
  if (signal?.aborted) throw new CodeCancelledError();

  const pooled: PooledIsolate = acquireIsolate(memoryMb);
  const { isolate } = pooled;
  const bridge = new HostBridge(
    items,
    options.scopeFor,
    options.allowBuiltin ?? envLists.allowBuiltin,
    options.allowExternal ?? envLists.allowExternal,
    options.staticData,
  );
  const hostTimers = new Map<NodeJS.Timeout, () => void>();
  const bridgeRef = new (isolatedVm().Reference)((text: unknown) => bridge.handle(text));
  const logRef = new (isolatedVm().Reference)((...args: unknown[]) => {
    try {
      options.onConsole?.(...args);
    } catch {
      /* a failing listener must not fail the run */
    }
  });
  const sleepRef = new (isolatedVm().Reference)(
    (ms: unknown) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(
          () => {
            hostTimers.delete(timer);
            resolve();
          },
          Math.min(Math.max(Number(ms) || 0, 0), timeoutMs),
        );
        hostTimers.set(timer, resolve);
      }),
  );
  let ended: 'timeout' | 'cancel' | undefined;
  const kill = (why: 'timeout' | 'cancel') => {
    ended ??= why;
    if (!isolate.isDisposed) isolate.dispose();
  };
  const deadline = setTimeout(() => kill('timeout'), timeoutMs);
  const onAbort = () => kill('cancel');
  signal?.addEventListener('abort', onAbort, { once: true });
  let context: ivm.Context | undefined;
  let healthy = false;
  try {
    context = await isolate.createContext();
    await pooled.luxon.run(context, { timeout: timeoutMs });
    await pooled.buffer.run(context, { timeout: timeoutMs });
    const init = (await pooled.runtime.run(context, { reference: true, timeout: timeoutMs })) as ivm.Reference<
      (...a: unknown[]) => unknown
    >;
    const run = await init.apply(undefined, [bridgeRef, logRef, sleepRef], {
      result: { reference: true },
      timeout: timeoutMs,
    });
    let script: ivm.Script;
    try {
      script = await isolate.compileScript(`(async function VmCodeWrapper() {${code}\n})`, { filename: CODE_FILENAME });
    } catch (error) {
      if (error instanceof Error && error.name === 'SyntaxError') {
        healthy = true;
        const syntax = syntaxError(error);
        if (continueOnFail && mode === 'runOnceForAllItems') return { items: [errorItem(syntax.message)] };
        if (continueOnFail) return { items: items.map((_, index) => errorItem(syntax.message, index)) };
        throw syntax;
      }
      throw error;
    }
    const userFn = (await script.run(context, { reference: true, timeout: timeoutMs })) as ivm.Reference<unknown>;
    const settings = { mode, count: items.length, continueOnFail, timezone: options.timezone ?? '' };
    const answer = (await run.apply(
      undefined,
      [userFn.derefInto(), new (isolatedVm().ExternalCopy)(settings).copyInto()],
      {
        result: { promise: true, copy: true },
        timeout: timeoutMs,
      },
    )) as RunAnswer;
    healthy = true;
    // Kept whether the code then failed or not: n8n's Code node changes the live object.
    keepStaticData(answer, options.staticData);
    if (mode === 'runOnceForEachItem') {
      if (!answer.ok) throw toCodeExecutionError(answer.error ?? { errorLike: false }, answer.index);
      return { items: eachItemOutputs(answer.json, continueOnFail) };
    }
    if (!answer.ok) {
      const error = toCodeExecutionError(answer.error ?? { errorLike: false });
      if (continueOnFail) return { items: [errorItem(error.message)] };
      throw error;
    }
    try {
      return { items: validateAllItemsResult(answer.json === undefined ? undefined : JSON.parse(answer.json)) };
    } catch (error) {
      // n8n validates inside the same try as the run: under continueOnFail a bad result is one error item.
      if (continueOnFail && error instanceof CodeValidationError) return { items: [errorItem(error.message)] };
      throw error;
    }
  } catch (error) {
    if (ended === 'cancel') throw new CodeCancelledError();
    if (ended === 'timeout') throw new CodeTimeoutError(timeoutMs);
    const message = error instanceof Error ? error.message : String(error);
    if (/memory limit/i.test(message)) throw new CodeMemoryError(memoryMb);
    if (/Script execution timed out/i.test(message)) throw new CodeTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(deadline);
    signal?.removeEventListener('abort', onAbort);
    // Timers still pending when the run ends would keep the host alive and run code after the
    // run: the isolate is thrown away instead of pooled, then the waits are settled.
    const pendingTimers = hostTimers.size > 0;
    bridgeRef.release();
    logRef.release();
    sleepRef.release();
    if (context && !isolate.isDisposed) context.release();
    releaseIsolate(pooled, healthy && ended === undefined && !pendingTimers);
    // A disposed isolate (memory limit, timeout, cancel, not pooled) is torn down on another thread.
    if (isolate.isDisposed) noteIsolateDisposed(memoryMb);
    for (const [timer, resolve] of hostTimers) {
      clearTimeout(timer);
      resolve();
    }
  }
}
