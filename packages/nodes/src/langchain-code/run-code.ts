/**
 * Runs a LangChain Code node's JavaScript. It cannot run in Weft's Code sandbox: it works on live
 * LangChain objects (the connected model, memory, tools), which cannot be copied into a separate
 * V8 isolate. It therefore runs in Weft's own process, as trusted code, which is why the node is
 * left out of `weft start` until the operator enables it (see `nodes-exclude.ts`), as Execute
 * Command is. What the code sees is n8n's: the expression globals (`$input`, `$json`, `$('Node')`,
 * …), `items` when it executes, `require` for LangChain's modules, and on `this` the node's
 * functions (`getInputConnectionData`, `getInputData`, `getNode`, `addInputData`, …).
 */
import { runInThisContext } from 'node:vm';
import { WeftError, type ExecuteContext, type Item, type SupplyDataContext } from '@weft/workflow';
import { isNodeTool, toLangChainTool } from '../shared/ai/node-tool.js';
import { ModuleNotAvailableError, prepareRequire } from './modules.js';

/** The file name the code is compiled under; stack frames name it with the line. */
const FILENAME = 'LangChainCode';

/** The user's code threw: the message names the line, the description the error's type (n8n's shape). */
export class LangChainCodeError extends WeftError {
  readonly lineNumber: number | undefined;
  constructor(thrown: unknown, itemIndex?: number) {
    const error = thrown instanceof Error ? thrown : undefined;
    const line = /\bLangChainCode:(\d+):\d+/.exec(error?.stack ?? '')?.[1];
    const where =
      line === undefined ? '' : itemIndex === undefined ? ` [line ${line}]` : ` [line ${line}, for item ${itemIndex}]`;
    const message = error ? error.message || 'Unknown error' : String(thrown);
    const own = error instanceof WeftError ? error.description : undefined;
    const type = own ?? (error && error.name !== 'Error' ? error.name : undefined);
    super(`${message}${where}`, {
      ...(type ? { description: type } : {}),
      ...(itemIndex === undefined ? {} : { context: { itemIndex } }),
    });
    this.name = 'LangChainCodeError';
    this.lineNumber = line === undefined ? undefined : Number(line);
    if (error) this.cause = error;
  }
}

type Compiled = (scope: object, self: object) => Promise<unknown>;

/** The code as the body of an async function whose free names resolve in `scope`, on line 1 so that line numbers hold. */
function compile(code: string): Compiled {
  const source = `(function (__weftScope, __weftSelf) { with (__weftScope) { return (async function () {${code}\n}).call(__weftSelf); } })`;
  return runInThisContext(source, { filename: FILENAME }) as Compiled;
}

/** The expression globals for an item, read live from the node's data proxy (`$`-names and Luxon's classes). */
function dataGlobals(ctx: ExecuteContext, itemIndex: number): Record<string, PropertyDescriptor> {
  const data = ctx.getWorkflowDataProxy?.(itemIndex) ?? {};
  const out: Record<string, PropertyDescriptor> = {};
  for (const key in data) {
    if (!key.startsWith('$') && key !== 'DateTime' && key !== 'Duration' && key !== 'Interval') continue;
    out[key] = {
      enumerable: true,
      get: () => {
        const value: unknown = Reflect.get(data, key, data);
        return typeof value === 'function' && key.startsWith('$') ? (value as () => unknown).bind(data) : value;
      },
    };
  }
  return out;
}

/** What the code finds on `this` (and as free names, as in n8n, where `this` is the sandbox's global). */
function nodeFunctions(
  ctx: ExecuteContext & Partial<SupplyDataContext>,
  outputs: () => unknown[],
): Record<string, unknown> {
  const bound: Record<string, unknown> = {
    getInputConnectionData: async (type: string, index: number) => {
      if (!ctx.getInputConnectionData) throw new WeftError('This node takes no sub-nodes here');
      const supplied = await ctx.getInputConnectionData(type, index);
      if (type !== 'ai_tool') return supplied;
      // Nodes used as tools reach agents as Weft's own objects: the code gets LangChain tools, as in n8n.
      const asTool = async (entry: unknown) => (isNodeTool(entry) ? toLangChainTool(entry) : entry);
      return Array.isArray(supplied) ? Promise.all(supplied.map(asTool)) : asTool(supplied);
    },
    getInputData: (inputIndex?: number) => ctx.getInputData(inputIndex),
    getNode: () => ctx.getNode(),
    getNodeOutputs: outputs,
    getExecutionCancelSignal: () => ctx.signal,
    getWorkflowDataProxy: (index: number) => ctx.getWorkflowDataProxy?.(index),
    $getNodeParameter: (name: string, index = 0, fallback?: unknown) => ctx.getNodeParameter(name, index, fallback),
    $getWorkflowStaticData: (type: 'global' | 'node') => ctx.getWorkflowStaticData(type),
    helpers: ctx.helpers,
    logger: {
      debug: () => undefined,
      info: (...args: unknown[]) => ctx.sendMessageToUI(...args),
      warn: (...args: unknown[]) => ctx.sendMessageToUI(...args),
      error: (...args: unknown[]) => ctx.sendMessageToUI(...args),
    },
  };
  if (ctx.addInputData) bound.addInputData = ctx.addInputData.bind(ctx);
  if (ctx.addOutputData) bound.addOutputData = ctx.addOutputData.bind(ctx);
  return bound;
}

/** Options of one run of the node's code. */
export interface RunLangChainCodeOptions {
  code: string;
  ctx: ExecuteContext & Partial<SupplyDataContext>;
  itemIndex: number;
  /** The node's declared outputs, answered by `this.getNodeOutputs()`. */
  outputs: () => unknown[];
  /** The input items, given to the code as `items` (when it executes, not when it supplies data). */
  items?: Item[];
}

/** Runs the code and answers what it returned; throws {@link LangChainCodeError} when it throws. */
export async function runLangChainCode(options: RunLangChainCodeOptions): Promise<unknown> {
  const { code, ctx, itemIndex } = options;
  const require = await prepareRequire(code);
  const scope = Object.create(null) as Record<string, unknown>;
  Object.defineProperties(scope, dataGlobals(ctx, itemIndex));
  Object.assign(scope, nodeFunctions(ctx, options.outputs), {
    require,
    console: {
      log: (...args: unknown[]) => ctx.sendMessageToUI(...args),
      info: (...args: unknown[]) => ctx.sendMessageToUI(...args),
      warn: (...args: unknown[]) => ctx.sendMessageToUI(...args),
      error: (...args: unknown[]) => ctx.sendMessageToUI(...args),
      debug: (...args: unknown[]) => ctx.sendMessageToUI(...args),
    },
  });
  if (options.items) scope.items = options.items;
  let run: Compiled;
  try {
    run = compile(code);
  } catch (e) {
    throw new LangChainCodeError(e);
  }
  try {
    return await run(scope, scope);
  } catch (e) {
    // The node's own errors (a sub-node missing, a connected node failing) pass as they are.
    if (e instanceof WeftError && !(e instanceof ModuleNotAvailableError)) throw e;
    throw new LangChainCodeError(e);
  }
}
