/**
 * Second half of the isolate runtime (see runtime-base.ts): n8n's Code-node globals as lazy
 * proxies over the host bridge, and the two run loops. Its last statement returns `run`, the
 * function the host calls with the compiled user function and the run settings.
 */
export const RUNTIME_SCOPE = String.raw`
G.DateTime = luxon.DateTime;
G.Duration = luxon.Duration;
G.Interval = luxon.Interval;

let inputCache;
function inputItems() {
  if (inputCache === undefined) inputCache = host({ op: 'input' }, false) || [];
  return inputCache;
}

const runCache = new Map();
const itemCache = new Map();
function getPath(path, perItem) {
  const cache = perItem ? itemCache : runCache;
  const key = JSONstringify(path);
  if (!cache.has(key)) cache.set(key, host({ op: 'get', path: path }, true));
  return cache.get(key);
}

// Members in n8n's order of Object.keys($input); itemMatching is there but not listed.
const $input = {
  all: function all() { return inputItems(); },
  get context() { return getPath(['$input', 'context'], false); },
  first: function first() { return inputItems()[0]; },
  get item() { return inputItems()[cur]; },
  last: function last() { const a = inputItems(); return a[a.length - 1]; },
  get params() { return getPath(['$input', 'params'], false); },
};
defineProperty($input, 'itemMatching', { value: function itemMatching(index) { return inputItems()[index]; } });

/** Hides an object's members from Object.keys and JSON.stringify, as n8n's proxies have none of their own. */
function unlisted(object) {
  Object.keys(object).forEach(function (key) { defineProperty(object, key, { enumerable: false }); });
  return object;
}

const existingNodes = new Set();
function checkNodeExists(name) {
  if (existingNodes.has(name)) return;
  host({ op: 'nodeExists', name: name }, false);
  existingNodes.add(name);
}

const nodeAccessors = new Map();
function nodeCall(name, member, args) {
  return host({ op: 'node', name: name, member: member, args: args }, true);
}
function $(name) {
  if (typeof name !== 'string') throw new Error('$() needs a node name, e.g. $("Node Name")');
  let accessor = nodeAccessors.get(name);
  if (accessor) return accessor;
  // As in n8n, a node that does not exist fails at once ("Referenced node doesn't exist").
  checkNodeExists(name);
  const allRuns = new Map();
  const all = function all() {
    const args = trimArgs(arguments);
    const key = JSONstringify(args);
    if (!allRuns.has(key)) allRuns.set(key, host({ op: 'node', name: name, member: 'all', args: args }, false) || []);
    return allRuns.get(key);
  };
  accessor = {
    all: all,
    first: function first() { return all.apply(undefined, arguments)[0]; },
    last: function last() { const a = all.apply(undefined, arguments); return a[a.length - 1]; },
    itemMatching: function itemMatching(index) { return nodeCall(name, 'itemMatching', trimArgs(arguments)); },
    pairedItem: function pairedItem() { return nodeCall(name, 'pairedItem', trimArgs(arguments)); },
    get item() { return nodeCall(name, 'item', []); },
    get isExecuted() { return nodeCall(name, 'isExecuted', []); },
    get params() { return nodeCall(name, 'params', []); },
    get context() { return nodeCall(name, 'context', []); },
  };
  unlisted(accessor);
  nodeAccessors.set(name, accessor);
  return accessor;
}

const $node = new Proxy({}, {
  get: function (target, name) {
    if (typeof name !== 'string' || name === 'then') return undefined;
    // Throws n8n's "Referenced node doesn't exist" for a name that is no node (asked once per name).
    checkNodeExists(name);
    return new Proxy({}, {
      get: function (t, prop) { return typeof prop === 'string' ? getPath(['$node', name, prop], true) : undefined; },
    });
  },
});

function keyedProxy(root) {
  const read = function (key) { return getPath([root, key], false); };
  const keys = function () { return getPath([root], false) === undefined ? [] : host({ op: 'keys', path: [root] }, false); };
  return new Proxy({}, {
    get: function (t, key) { return typeof key === 'string' ? read(key) : undefined; },
    has: function (t, key) { return typeof key === 'string' && keys().indexOf(key) !== -1; },
    ownKeys: function () { return keys(); },
    getOwnPropertyDescriptor: function (t, key) {
      if (typeof key !== 'string' || keys().indexOf(key) === -1) return undefined;
      return { value: read(key), writable: false, enumerable: true, configurable: true };
    },
    set: function () { return false; },
  });
}

let jmespath;
function $jmespath(data, expression) {
  if (!jmespath) {
    const holder = {};
    (0, eval)('(function (exports) {' + host({ op: 'source' }, false) + '\n})')(holder);
    jmespath = holder;
  }
  return jmespath.search(data, expression);
}

const overrides = new Map();
function defineGlobal(name, getter) {
  defineProperty(G, name, {
    configurable: true,
    enumerable: false,
    get: function () { return overrides.has(name) ? overrides.get(name) : getter(); },
    set: function (value) { overrides.set(name, value); },
  });
}

function currentItem() { return inputItems()[cur]; }
defineGlobal('$input', function () { return $input; });
defineGlobal('$', function () { return $; });
defineGlobal('$node', function () { return $node; });
defineGlobal('$json', function () { const it = currentItem(); return it ? it.json : undefined; });
defineGlobal('$binary', function () { const it = currentItem(); return (it && it.binary) || {}; });
defineGlobal('$itemIndex', function () { return cur; });
defineGlobal('$jmespath', function () { return $jmespath; });
defineGlobal('$items', function () {
  return function $items() { return host({ op: 'items', args: trimArgs(arguments) }, false) || []; };
});
defineGlobal('$evaluateExpression', function () {
  return function $evaluateExpression(expression, itemIndex) {
    return host({ op: 'evaluate', expression: String(expression), itemIndex: itemIndex }, true);
  };
});
// Static data: a copy the code may change; the run's answer carries it back to the host.
const staticCopies = {};
defineGlobal('$getWorkflowStaticData', function () {
  return function $getWorkflowStaticData(type) {
    if (!(type in staticCopies)) staticCopies[type] = host({ op: 'staticData', type: type }, false);
    return staticCopies[type];
  };
});
function staticDataAnswer() {
  if (Object.keys(staticCopies).length === 0) return undefined;
  try {
    return JSONstringify(staticCopies);
  } catch (e) {
    return undefined;
  }
}
defineGlobal('$vars', function () { return keyedProxy('$vars'); });
defineGlobal('$env', function () { return keyedProxy('$env'); });
['$workflow', '$execution', '$prevNode', '$runIndex', '$now', '$today', '$parameter', '$mode', '$nodeVersion', '$nodeId',
  '$webhookId'].forEach(function (name) { defineGlobal(name, function () { return getPath([name], false); }); });

async function runAll(userFn) {
  cur = 0;
  defineGlobal('items', inputItems);
  try {
    const result = await userFn();
    return { ok: true, json: JSONstringify(result), staticData: staticDataAnswer() };
  } catch (e) {
    return { ok: false, error: describe(e), staticData: staticDataAnswer() };
  }
}

async function runEach(userFn, settings) {
  defineGlobal('item', currentItem);
  const out = [];
  for (let i = 0; i < settings.count; i++) {
    cur = i;
    overrides.clear();
    itemCache.clear();
    let result;
    try {
      result = await userFn();
    } catch (e) {
      if (!settings.continueOnFail) return { ok: false, error: describe(e), index: i, staticData: staticDataAnswer() };
      const failed = {};
      failed[ERR] = describe(e);
      failed.i = i;
      out.push(failed);
      continue;
    }
    if (!result) continue;
    if (Array.isArray(result)) {
      // n8n refuses an array here ("Code doesn't return a single object"); the host says so.
      const refused = { i: i };
      refused[ARR] = result.length > 0 ? typeof result[0] : '';
      out.push(refused);
      continue;
    }
    const isObject = typeof result === 'object' || typeof result === 'function';
    const output = { json: isObject && 'json' in result ? result.json : result, pairedItem: { item: i } };
    if (isObject && result.binary) output.binary = result.binary;
    out.push(output);
  }
  try {
    return { ok: true, json: JSONstringify(out), staticData: staticDataAnswer() };
  } catch (e) {
    return { ok: false, error: describe(e), staticData: staticDataAnswer() };
  }
}

return function run(userFn, settings) {
  if (settings.timezone) luxon.Settings.defaultZone = settings.timezone;
  return settings.mode === 'runOnceForEachItem' ? runEach(userFn, settings) : runAll(userFn);
};
`;
