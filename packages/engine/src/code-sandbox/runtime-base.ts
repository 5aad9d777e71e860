/**
 * First half of the JavaScript that runs inside the isolate (plain JS kept as text, since the isolate
 * has no module system). It sits in the body of `init(bridgeRef, logRef, sleepRef)`: the three host
 * References stay in this closure and never reach user code. Defines the host call, answer
 * revival, error description, console, timers, base64 and the CommonJS `require`.
 */
export const RUNTIME_BASE = String.raw`
'use strict';
const G = globalThis;
const JSONparse = JSON.parse;
const JSONstringify = JSON.stringify;
const defineProperty = Object.defineProperty;
const isArray = Array.isArray;
const FN = '\u0000fn';
const DT = '\u0000dt';
const ERR = '\u0000err';
const ARR = '\u0000arr';
const luxon = G.luxon;
delete G.WebAssembly;
const errorMeta = new WeakMap();
let cur = 0;

function revive(key, value) {
  if (value !== null && typeof value === 'object' && !isArray(value)) {
    if (FN in value) {
      const id = value[FN];
      return function hostFunction() { return host({ op: 'call', id: id, args: Array.prototype.slice.call(arguments) }, true); };
    }
    if (DT in value) {
      const iso = value[DT][0];
      const zone = value[DT][1];
      const parsed = luxon.DateTime.fromISO(iso, { setZone: true });
      const zoned = zone ? parsed.setZone(zone) : parsed;
      return zoned.isValid ? zoned : parsed;
    }
  }
  return value;
}

function host(request, reviveMarkers) {
  if (request.i === undefined) request.i = cur;
  const text = bridgeRef.applySync(undefined, [JSONstringify(request)], { arguments: { copy: true }, result: { copy: true } });
  const answer = reviveMarkers ? JSONparse(text, revive) : JSONparse(text);
  if (answer.e) {
    const error = new Error(answer.e.message);
    errorMeta.set(error, { host: !answer.e.module, description: answer.e.description });
    throw error;
  }
  return answer.v;
}

function trimArgs(args) {
  const list = Array.prototype.slice.call(args);
  while (list.length > 0 && list[list.length - 1] === undefined) list.pop();
  return list;
}

function safeJson(value) {
  try {
    const seen = new WeakSet();
    const text = JSONstringify(value, function (k, v) {
      if (typeof v === 'bigint') return String(v) + 'n';
      if (typeof v === 'function') return '[Function: ' + (v.name || 'anonymous') + ']';
      if (typeof v === 'symbol') return String(v);
      if (v !== null && typeof v === 'object') {
        if (seen.has(v)) return '[Circular]';
        seen.add(v);
      }
      return v;
    });
    return text === undefined ? String(value) : text;
  } catch (e) {
    return '[unserializable value]';
  }
}

function describe(e) {
  try {
    if (e !== null && (typeof e === 'object' || typeof e === 'function') && 'message' in e) {
      const meta = errorMeta.get(e) || {};
      const stack = e.stack;
      return {
        errorLike: true,
        name: String(e.name),
        message: String(e.message),
        stack: typeof stack === 'string' ? stack : undefined,
        description: typeof meta.description === 'string' ? meta.description : undefined,
        host: meta.host === true,
      };
    }
    return { errorLike: false, value: safeJson(e) };
  } catch (x) {
    return { errorLike: false, value: '[unreadable value]' };
  }
}

function loggable(value) {
  if (value === null || value === undefined) return value;
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean') return value;
  if (type === 'bigint') return String(value) + 'n';
  if (type === 'symbol') return String(value);
  if (type === 'function') return '[Function: ' + (value.name || 'anonymous') + ']';
  if (value instanceof Error) return typeof value.stack === 'string' ? value.stack : String(value);
  const text = safeJson(value);
  try { return JSONparse(text); } catch (e) { return text; }
}

let logCount = 0;
const noop = function () {};
const consoleObject = {};
['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'dirxml', 'table', 'time', 'timeEnd', 'timeLog', 'group',
  'groupCollapsed', 'groupEnd', 'assert', 'count', 'countReset', 'clear'].forEach(function (m) { consoleObject[m] = noop; });
consoleObject.log = function log() {
  logCount++;
  if (logCount > 10000) return;
  const args = logCount === 10000 ? ['[further console output of this run is dropped]'] : Array.prototype.map.call(arguments, loggable);
  try { logRef.applyIgnored(undefined, args, { arguments: { copy: true } }); } catch (e) { /* host gone */ }
};
G.console = consoleObject;

let timerSeq = 0;
const timers = new Set();
function schedule(id, ms, fn, args, repeat) {
  const delay = Math.max(0, Number(ms) || 0);
  sleepRef.apply(undefined, [delay], { arguments: { copy: true }, result: { promise: true } }).then(function () {
    if (!timers.has(id)) return;
    if (!repeat) timers.delete(id);
    if (typeof fn === 'function') fn.apply(undefined, args);
    if (repeat && timers.has(id)) schedule(id, ms, fn, args, true);
  }, noop);
}
G.setTimeout = function setTimeout(fn, ms) { const id = ++timerSeq; timers.add(id); schedule(id, ms, fn, Array.prototype.slice.call(arguments, 2), false); return id; };
G.setInterval = function setInterval(fn, ms) { const id = ++timerSeq; timers.add(id); schedule(id, ms, fn, Array.prototype.slice.call(arguments, 2), true); return id; };
G.setImmediate = function setImmediate(fn) { const id = ++timerSeq; timers.add(id); schedule(id, 0, fn, Array.prototype.slice.call(arguments, 1), false); return id; };
G.clearTimeout = G.clearInterval = G.clearImmediate = function clearTimer(id) { timers.delete(id); };
G.queueMicrotask = function queueMicrotask(fn) { Promise.resolve().then(fn); };

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
G.btoa = function btoa(input) {
  const s = String(input);
  let out = '';
  for (let i = 0; i < s.length; i += 3) {
    const a = s.charCodeAt(i), b = s.charCodeAt(i + 1), c = s.charCodeAt(i + 2);
    if (a > 255 || b > 255 || c > 255) throw new Error('Invalid character');
    const n = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (i + 1 < s.length ? B64[(n >> 6) & 63] : '=') + (i + 2 < s.length ? B64[n & 63] : '=');
  }
  return out;
};
G.atob = function atob(input) {
  const s = String(input).replace(/[\t\n\f\r ]/g, '').replace(/=+$/, '');
  if (/[^A-Za-z0-9+/]/.test(s) || s.length % 4 === 1) throw new Error('The string to be decoded is not correctly encoded.');
  let out = '', bits = 0, value = 0;
  for (let i = 0; i < s.length; i++) {
    value = (value << 6) | B64.indexOf(s[i]);
    bits += 6;
    if (bits >= 8) { bits -= 8; out += String.fromCharCode((value >> bits) & 255); }
  }
  return out;
};

const moduleCache = new Map();
function loadModule(file) {
  const cached = moduleCache.get(file.filename);
  if (cached) return cached.exports;
  const module = { exports: {}, filename: file.filename, loaded: false };
  moduleCache.set(file.filename, module);
  if (file.json) {
    module.exports = JSONparse(file.source);
  } else {
    const dirname = file.filename.replace(/[\\/][^\\/]*$/, '');
    const localRequire = function require(request) {
      if (typeof request === 'string' && (request.indexOf('./') === 0 || request.indexOf('../') === 0)) {
        return loadModule(host({ op: 'requireFile', from: file.filename, request: request }, false));
      }
      return G.require(request);
    };
    const wrapper = (0, eval)('(function (exports, require, module, __filename, __dirname) {' + file.source + '\n})\n//# sourceURL=' + file.filename);
    wrapper.call(module.exports, module.exports, localRequire, module, file.filename, dirname);
  }
  module.loaded = true;
  return module.exports;
}
G.require = function require(request) {
  if (typeof request !== 'string') throw new TypeError('The "id" argument must be of type string');
  return loadModule(host({ op: 'require', request: request }, false));
};
G.module = { exports: {} };
G.global = G;
`;
