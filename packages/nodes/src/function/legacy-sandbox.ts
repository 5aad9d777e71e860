import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext } from '@weft/workflow';

/**
 * Runs the legacy Function / Function Item code in the Code node's sandbox (`ctx.runCode`).
 *
 * The user's code becomes the body of an async function that receives n8n's legacy globals as
 * parameters (`items` or `item`, `$item`, `$items`, `getWorkflowStaticData`, `getNodeParameter`,
 * the binary helpers); everything else (`$json`, `$node`, `$input`, `$`, `DateTime`, `$jmespath` …)
 * comes from the sandbox. The generated script keeps the user's first line on line 1, so the line
 * numbers of errors are the user's. The script never lets user errors escape: it answers one item
 * holding the raw result (or the error, with its line), and the workflow static data as changed
 * by the code, which the host copies back.
 */

/** Error thrown by user code, as the wrapper reports it. */
export interface LegacyCodeError {
  message: string;
  line?: number;
  index?: number;
}

/** What one run of the wrapper answers. */
export interface LegacyRunAnswer {
  /** All-items mode: the returned value (absent when undefined). */
  value?: unknown;
  /** Each-item mode: per item the returned value, or its error. */
  results?: Array<{ value?: unknown; binary?: unknown; error?: LegacyCodeError }>;
  error?: LegacyCodeError;
}

// The prelude is one line: the user's code starts on line 1 of the script.
const PRELUDE = [
  'const __weft = (function () {',
  'function describeError(e, index) {',
  "const out = { message: e !== null && typeof e === 'object' && 'message' in e ? String(e.message) : String(e) };",
  "const stack = e !== null && typeof e === 'object' && typeof e.stack === 'string' ? e.stack : '';",
  "const rows = stack.split('\\n').filter(function (row) { return row.indexOf('evalmachine.<anonymous>:') !== -1; });",
  "const user = rows.filter(function (row) { return row.indexOf('VmCodeWrapper') === -1; });",
  "const m = /evalmachine\\.<anonymous>:(\\d+):/.exec(user.length ? user[0] : (rows[0] || ''));",
  'if (m) out.line = Number(m[1]);',
  'if (index !== undefined) out.index = index;',
  'return out; }',
  'function nodeAt(i) { return new Proxy({}, { get: function (t, name) {',
  "if (typeof name !== 'string') return undefined;",
  'const pick = function () { const all = $(name).all(); return all[i]; };',
  'return { get json() { const it = pick(); return it ? it.json : undefined; },',
  'get data() { const it = pick(); return it ? it.json : undefined; },',
  'get binary() { const it = pick(); return it ? it.binary : undefined; },',
  'get parameter() { return $(name).params; },',
  'get context() { return $(name).context; } }; } }); }',
  'function inputAt(i) { return { all: $input.all, first: $input.first, last: $input.last, itemMatching: $input.itemMatching, get item() { return $input.all()[i]; }, get params() { return $input.params; }, get context() { return $input.context; } }; }',
  'function $items(name, outputIndex, runIndex) { return name === undefined ? $input.all() : $(name).all(outputIndex, runIndex); }',
  'function $item(i) { const at = function () { return $input.all()[i]; };',
  'return { get $json() { const it = at(); return it ? it.json : undefined; },',
  'get $data() { const it = at(); return it ? it.json : undefined; },',
  'get $binary() { const it = at(); return (it && it.binary) || {}; },',
  'get $node() { return nodeAt(i); }, $items: $items, $position: i, $thisItemIndex: i, $itemIndex: i,',
  'get $parameter() { return $parameter; }, get $runIndex() { return $runIndex; }, get $thisRunIndex() { return $runIndex; },',
  'get $workflow() { return $workflow; }, get $execution() { return $execution; }, get $env() { return $env; },',
  'get $vars() { return $vars; }, get $now() { return $now; }, get $today() { return $today; }, get $mode() { return $mode; },',
  'get $prevNode() { return $prevNode; }, $jmespath: $jmespath, get $input() { return inputAt(i); }, $: $, DateTime: DateTime, Duration: Duration, Interval: Interval }; }',
  'const sd = __WEFT_STATIC__; const params = __WEFT_PARAMS__;',
  "function getWorkflowStaticData(type) { return sd[type === 'node' ? 'node' : 'global']; }",
  'function getNodeParameter(name, itemIndex, fallback) { return Object.prototype.hasOwnProperty.call(params, name) ? params[name] : fallback; }',
  'const helpers = { returnJsonArray: function (data) { return (Array.isArray(data) ? data : [data]).map(function (d) { return d && d.json ? Object.assign({}, d) : { json: d }; }); } };',
  'return { helpers: helpers, describeError: describeError, nodeAt: nodeAt, inputAt: inputAt, $items: $items, $item: $item, sd: sd, getWorkflowStaticData: getWorkflowStaticData, getNodeParameter: getNodeParameter };',
  '})();',
].join(' ');

/** Function: `items` once for all. */
function allItemsScript(code: string): string {
  return `${PRELUDE} const __weftUser = async function (items, $item, $items, $node, getWorkflowStaticData, getNodeParameter, helpers, getBinaryDataAsync, setBinaryDataAsync) {${code}
};
const __weftItems = $input.all();
__weftItems.forEach(function (it, i) { it.index = i; });
const __weftAnswer = {};
try {
  const value = await __weftUser(__weftItems, __weft.$item, __weft.$items, __weft.nodeAt(0), __weft.getWorkflowStaticData, __weft.getNodeParameter, __weft.helpers,
    async function (item) { return item ? item.binary : undefined; },
    async function (item, data) {
      if (!item) throw new Error('No item was provided to setBinaryDataAsync (item: INodeExecutionData, data: IBinaryKeyData).');
      if (!data) throw new Error('No data was provided to setBinaryDataAsync (item: INodeExecutionData, data: IBinaryKeyData).');
      item.binary = data;
    });
  if (value !== undefined) __weftAnswer.value = value;
} catch (e) {
  __weftAnswer.error = __weft.describeError(e);
}
return [{ json: { answer: JSON.parse(JSON.stringify(__weftAnswer)), staticData: __weft.sd } }];`;
}

/** Function Item: `item` (a copy of the item's JSON) once per item. */
function eachItemScript(code: string): string {
  return `${PRELUDE} const __weftUser = async function (item, $item, $items, $input, $json, $binary, $node, $position, $itemIndex, $thisItemIndex, getWorkflowStaticData, getNodeParameter, helpers, getBinaryData, setBinaryData, getBinaryDataAsync, setBinaryDataAsync) {${code}
};
const __weftResults = [];
const __weftAll = $input.all();
for (let __i = 0; __i < __weftAll.length; __i++) {
  const __copy = JSON.parse(JSON.stringify(__weftAll[__i]));
  __copy.index = __i;
  const __holder = { binary: __copy.binary };
  const __getBinary = function () { return __holder.binary; };
  const __setBinary = async function (data) { __holder.binary = data; };
  const __setBinaryAsync = async function (data) {
    if (!data) throw new Error('No data was provided to setBinaryDataAsync (data: IBinaryKeyData).');
    __holder.binary = data;
  };
  try {
    const value = await __weftUser(__copy.json, __weft.$item, __weft.$items, __weft.inputAt(__i), __weftAll[__i].json, __weftAll[__i].binary || {}, __weft.nodeAt(__i), __i, __i, __i,
      __weft.getWorkflowStaticData, __weft.getNodeParameter, __weft.helpers, __getBinary, __setBinary, async function () { return __holder.binary; }, __setBinaryAsync);
    const entry = {};
    if (value !== undefined) entry.value = value;
    if (__holder.binary !== undefined) entry.binary = __holder.binary;
    __weftResults.push(JSON.parse(JSON.stringify(entry)));
  } catch (e) {
    __weftResults.push({ error: __weft.describeError(e, __i) });
  }
}
return [{ json: { answer: { results: __weftResults }, staticData: __weft.sd } }];`;
}

function copyInto(target: Record<string, unknown>, source: unknown): void {
  for (const key of Object.keys(target)) delete target[key];
  if (source && typeof source === 'object') Object.assign(target, source);
}

/** A JSON literal safe to embed in a script (line separators escaped). */
function literal(value: unknown): string {
  return JSON.stringify(value ?? {})
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Runs legacy Function code (`mode` 'all' for Function, 'each' for Function Item) and answers the
 * raw result; the workflow static data changed by the code is written back.
 */
export async function runLegacyCode(ctx: ExecuteContext, code: string, mode: 'all' | 'each'): Promise<LegacyRunAnswer> {
  const node = ctx.getNode();
  const globalData = ctx.getWorkflowStaticData('global');
  const nodeData = ctx.getWorkflowStaticData('node');
  const script = (mode === 'all' ? allItemsScript(code) : eachItemScript(code))
    .replace('__WEFT_STATIC__', () => literal({ global: globalData, node: nodeData }))
    .replace('__WEFT_PARAMS__', () => literal(node.parameters));
  let answer: { answer?: LegacyRunAnswer; staticData?: { global?: unknown; node?: unknown } };
  try {
    const { items } = await ctx.runCode({ code: script, mode: 'runOnceForAllItems' });
    answer = items[0]?.json ?? {};
  } catch (error) {
    // Syntax errors, time and memory limits: the sandbox's own errors.
    const message = error instanceof Error ? error.message : String(error);
    throw new NodeOperationError(node, message.replace(/ \[line (\d+)\]$/, ' [Line $1]'));
  }
  copyInto(globalData, answer.staticData?.global);
  copyInto(nodeData, answer.staticData?.node);
  return answer.answer ?? {};
}
