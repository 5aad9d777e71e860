import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@weft/workflow';
import { runCodeInSandbox } from './run-code.js';
import { options } from './test-scope.js';

const MARKER = join(tmpdir(), `weft-sandbox-escape-${process.pid}`);
const touch = `"touch ${MARKER}"`;

/** Escape attempts: each must fail with an error, or succeed with a check proving no host access. */
const ATTEMPTS: Array<[string, string, 'error' | ((items: Item[]) => void)]> = [
  ['process global', `process.mainModule.require('child_process').execSync(${touch})`, 'error'],
  ['require child_process', `require('child_process').execSync(${touch})`, 'error'],
  ['require fs', `require('fs').writeFileSync('${MARKER}', 'x')`, 'error'],
  ['require absolute path', `require('/etc/passwd')`, 'error'],
  ['require relative path', `require('../../../../../etc/passwd')`, 'error'],
  ['this.constructor.constructor', `const p = this.constructor.constructor('return process')(); p.exit(1)`, 'error'],
  [
    'Function constructor globalThis',
    `return [{ p: typeof new Function('return this')().process }]`,
    (i) => expect(i[0]!.json.p).toBe('undefined'),
  ],
  ['eval', `eval('process').exit(1)`, 'error'],
  ['dynamic import', `const fs = await import('fs'); fs.writeFileSync('${MARKER}', 'x')`, 'error'],
  [
    'globalThis inventory',
    `return [{ names: Object.getOwnPropertyNames(globalThis).filter((n) => /^(process|WebAssembly|ivm|_ivm|bridgeRef|logRef|sleepRef)$|bridge/i.test(n)) }]`,
    (i) => expect(i[0]!.json.names).toEqual([]),
  ],
  [
    "Buffer is the isolate's own, not the host's",
    `return [{ p: typeof Buffer.from('x').constructor.constructor('return this')().process, poolSize: Buffer.poolSize, native: typeof Buffer.prototype.latin1Slice }]`,
    (i) => expect(i[0]!.json).toEqual({ p: 'undefined', poolSize: 8192, native: 'undefined' }),
  ],
  [
    'Error.prepareStackTrace frames',
    `Error.prepareStackTrace = (e, frames) => frames.map((f) => f.getThis());
const things = new Error().stack; const outs = things.filter(Boolean).map((t) => t.constructor.constructor('return typeof process')());
return [{ outs }]`,
    (i) => expect(i[0]!.json.outs).not.toContain('object'),
  ],
  [
    'Error.prepareStackTrace getFunction',
    `Error.prepareStackTrace = (e, frames) => frames.map((f) => f.getFunction && f.getFunction());
const fns = new Error().stack.filter(Boolean); return [{ n: fns.map((f) => typeof f.constructor('return process')()) }]`,
    'error',
  ],
  [
    'Promise chain constructor',
    `return Promise.resolve().then(() => Promise.constructor.constructor('return process')().exit(1))`,
    'error',
  ],
  ['async function constructor', `const AF = (async () => {}).constructor; await AF('process.exit(1)')()`, 'error'],
  [
    'prototype pollution',
    `Object.prototype.polluted = 'yes'; Array.prototype.evil = 1; Function.prototype.bad = 1; return [{ ok: ({}).polluted }]`,
    (i) => expect(i[0]!.json.ok).toBe('yes'),
  ],
  [
    '__proto__ in output',
    `return [{ json: JSON.parse('{"__proto__": {"polluted": "yes"}, "a": 1}') }]`,
    (i) => expect(i[0]!.json.a).toBe(1),
  ],
  [
    'getter on output',
    `return [{ json: { get x() { return 1 + 1; } } }]`,
    (i) => {
      expect(Object.getOwnPropertyDescriptor(i[0]!.json, 'x')).toEqual({
        value: 2,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    },
  ],
  ['getter reaching for process', `return [{ json: { get x() { return process.pid; } } }]`, 'error'],
  [
    'Symbol tricks',
    `return [{ json: { [Symbol.toPrimitive]: () => 'x', [Symbol.for('nodejs.util.inspect.custom')]: () => process, toString: () => 'y', a: 1 } }]`,
    (i) => {
      expect(Object.getOwnPropertySymbols(i[0]!.json)).toEqual([]);
      expect(i[0]!.json).toEqual({ a: 1 });
    },
  ],
  ['Proxy output', `return [{ json: new Proxy({}, { ownKeys() { throw new Error('trap'); } }) }]`, 'error'],
  ['WebAssembly', `const m = new WebAssembly.Memory({ initial: 30000 }); new Uint8Array(m.buffer).fill(1)`, 'error'],
  ['SharedArrayBuffer bomb', `const s = new SharedArrayBuffer(2 ** 31); new Uint8Array(s).fill(1)`, 'error'],
  ['Atomics.wait forever', `Atomics.wait(new Int32Array(new SharedArrayBuffer(16)), 0, 0)`, 'error'],
  ['stack overflow', `const f = () => f(); f()`, 'error'],
  ['host function stub constructor', `$execution.customData.set.constructor('return process')().exit(1)`, 'error'],
  ['bridge path constructor', `return [{ c: typeof $env.constructor.constructor }]`, 'error'],
  ['bridge path __proto__', `return [{ c: $node['Data'].__proto__ }]`, 'error'],
  [
    'bridge inherited method',
    `return [{ t: typeof $env.toString, v: typeof $vars.valueOf }]`,
    (i) => expect(i[0]!.json).toEqual({ t: 'undefined', v: 'undefined' }),
  ],
  [
    'arguments.callee.caller',
    `const c = arguments.callee.caller; return [{ c: c === null ? null : typeof c.constructor('return process')() }]`,
    'error',
  ],
  [
    'JSON.stringify override',
    `JSON.stringify = () => '{"__proto__":{"polluted":1}}'; return [{ a: 1 }]`,
    (i) => expect(i).toEqual([{ json: { a: 1 } }]),
  ],
  [
    'customData __proto__',
    `$execution.customData.set('__proto__', { polluted: 'yes' }); return [{}]`,
    (i) => expect(i).toEqual([{ json: {} }]),
  ],
  [
    'console getter',
    `console.log({ get x() { return process; } }); return [{}]`,
    (i) => expect(i).toEqual([{ json: {} }]),
  ],
];

describe('Code sandbox security corpus', () => {
  const protoKeys = Object.getOwnPropertyNames(Object.prototype).sort();
  const arrayKeys = Object.getOwnPropertyNames(Array.prototype).sort();
  const globalKeys = Object.getOwnPropertyNames(globalThis).sort();
  const logs: unknown[][] = [];
  beforeAll(() => rmSync(MARKER, { force: true }));
  afterAll(() => rmSync(MARKER, { force: true }));

  it.each(ATTEMPTS)('%s', async (_name, code, expectation) => {
    const run = runCodeInSandbox(options(code, { timeoutMs: 2000, memoryMb: 64, onConsole: (...a) => logs.push(a) }));
    if (expectation === 'error') {
      await expect(run).rejects.toBeInstanceOf(Error);
    } else {
      expectation((await run).items);
    }
    expect(existsSync(MARKER)).toBe(false);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoKeys);
    expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(arrayKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves the host untouched after the whole corpus', () => {
    expect(ATTEMPTS.length).toBeGreaterThanOrEqual(25);
    expect(Object.getOwnPropertyNames(globalThis).sort()).toEqual(globalKeys);
    expect((Function.prototype as unknown as Record<string, unknown>).bad).toBeUndefined();
    expect(logs).toEqual([['[unserializable value]']]);
    expect(process.exitCode ?? 0).toBe(0);
  });
});
