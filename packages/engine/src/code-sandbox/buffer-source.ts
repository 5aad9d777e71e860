import { readPackageFile } from './modules.js';

/**
 * The script that gives Code-node JavaScript a `Buffer`, as n8n's Code node has: the pure-JavaScript
 * `buffer` package (with `base64-js` and `ieee754`), wired with a tiny CommonJS loader. It only
 * manipulates bytes inside the isolate: no host object is reachable through it.
 */
export function bufferScriptSource(): string {
  const base64 = readPackageFile('base64-js', 'index.js');
  const ieee754 = readPackageFile('ieee754', 'index.js');
  // 'buffer/' names the npm package, not Node's built-in module of the same name.
  const buffer = readPackageFile('buffer/', 'index.js');
  const wrap = (source: string) => `function (module, exports, require) {\n${source}\n}`;
  return `(function () {
  'use strict';
  var factories = { 'base64-js': ${wrap(base64)}, 'ieee754': ${wrap(ieee754)}, 'buffer': ${wrap(buffer)} };
  var cache = {};
  function load(name) {
    if (cache[name]) return cache[name].exports;
    var module = { exports: {} };
    cache[name] = module;
    factories[name](module, module.exports, load);
    return module.exports;
  }
  Object.defineProperty(globalThis, 'Buffer', { value: load('buffer').Buffer, writable: true, configurable: true, enumerable: false });
})();`;
}
