/**
 * Property names an expression may never read or write: they lead from data to constructors,
 * prototypes and the host's functions.
 */
export const BLOCKED_PROPERTIES: ReadonlySet<string> = new Set([
  'constructor', '__proto__', 'prototype', '__defineGetter__', '__defineSetter__', '__lookupGetter__',
  '__lookupSetter__', 'caller', 'callee', 'arguments', 'mainModule', 'binding', '_linkedBinding',
  'getPrototypeOf', 'setPrototypeOf', 'defineProperty', 'defineProperties', 'getOwnPropertyDescriptor',
  'getOwnPropertyDescriptors', 'prepareStackTrace', 'captureStackTrace', 'stackTraceLimit',
]);

/**
 * Identifiers that name host capabilities. An expression that mentions one is refused at compile
 * time, before anything runs.
 */
export const BLOCKED_GLOBALS: ReadonlySet<string> = new Set([
  'process', 'require', 'module', 'exports', 'globalThis', 'global', 'window', 'self', 'document',
  'eval', 'Function', 'AsyncFunction', 'GeneratorFunction', 'Reflect', 'Proxy', 'constructor',
  'setTimeout', 'setInterval', 'setImmediate', 'clearTimeout', 'clearInterval', 'queueMicrotask',
  'WebAssembly', 'SharedArrayBuffer', 'Atomics', 'arguments', 'fetch', 'XMLHttpRequest', 'Buffer',
  'Symbol', 'WeakRef', 'FinalizationRegistry', 'Worker', 'importScripts', 'Deno', 'Bun', 'this',
  '__dirname', '__filename', 'Promise', 'Error', 'EvalError', 'TypeError', 'RangeError',
]);
