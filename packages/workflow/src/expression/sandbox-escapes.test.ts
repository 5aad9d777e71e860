/**
 * Escape attempts of the kinds used against n8n's expression sandbox. Every one must fail with
 * an error, and none may change the host: no new globals, no polluted prototypes, no files.
 */
import { existsSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBasicScope, evaluateExpression, setExpressionTimeout } from '../index.js';

const CANARY_FILE = '/tmp/weft-expression-escape-canary';

const ATTEMPTS: Array<[string, string]> = [
  ['this', '{{ this }}'],
  ['this.constructor', '{{ this.constructor }}'],
  ['constructor chain from data', "{{ $json.constructor.constructor('return process')() }}"],
  ['computed constructor chain', "{{ $json['constructor']['constructor']('return process')() }}"],
  ['concatenated key', "{{ $json['constr' + 'uctor'] }}"],
  ['string constructor', "{{ ''.constructor.constructor('return this')() }}"],
  ['array constructor', "{{ [].constructor.constructor('return globalThis')() }}"],
  ['arrow constructor', "{{ (() => {}).constructor('return process')() }}"],
  ['facade constructor', '{{ Object.constructor }}'],
  ['__proto__ read', '{{ $json.__proto__ }}'],
  ['__proto__ computed write', "{{ $json['__proto__'].polluted = 1 }}"],
  ['literal __proto__ write', '{{ ({}).__proto__.polluted = 1 }}'],
  ['prototype via facade', '{{ Object.assign(Object.prototype, { polluted: 1 }) }}'],
  ['process', '{{ process }}'],
  ['process.env', '{{ process.env }}'],
  ['require fs', "{{ require('fs') }}"],
  ['require write file', `{{ require('fs').writeFileSync('${CANARY_FILE}', 'x') }}`],
  ['globalThis', '{{ globalThis }}'],
  ['global.process', '{{ global.process }}'],
  ['eval', "{{ eval('1+1') }}"],
  ['indirect eval', "{{ (0, eval)('process') }}"],
  ['Function', "{{ Function('return process')() }}"],
  ['new Function', "{{ new Function('return 1')() }}"],
  ['dynamic import', "{{ import('fs') }}"],
  ['import.meta', '{{ import.meta }}'],
  ['setTimeout', '{{ setTimeout(() => 1, 0) }}'],
  ['queueMicrotask', '{{ queueMicrotask(() => 1) }}'],
  ['Reflect', "{{ Reflect.get($json, 'constructor') }}"],
  ['Proxy', '{{ new Proxy({}, {}) }}'],
  ['Symbol', '{{ Symbol.iterator }}'],
  ['Symbol key', "{{ $json[Symbol.for('x')] }}"],
  ['template literal constructor', '{{ `${"".constructor}` }}'],
  ['tagged template', '{{ String.raw`${$json.constructor}` }}'],
  ['function this', '{{ (function () { return this })() }}'],
  ['arguments.callee', '{{ (function () { return arguments.callee.caller })() }}'],
  ['getter literal', '{{ ({ get x() { return 1 } }).x }}'],
  ['setter literal', '{{ ({ set x(v) {} }) }}'],
  ['__proto__ literal', '{{ ({ __proto__: null }) }}'],
  ['defineProperty', "{{ Object.defineProperty({}, 'x', { value: 1 }) }}"],
  ['getOwnPropertyDescriptor', "{{ Object.getOwnPropertyDescriptor($json, 'a') }}"],
  ['getPrototypeOf', '{{ Object.getPrototypeOf($json) }}'],
  ['Error.prepareStackTrace', '{{ Error.prepareStackTrace = (e, s) => s }}'],
  [
    'caught error constructor',
    "{{ (() => { try { null.x } catch (e) { return e.constructor.constructor('return process')() } })() }}",
  ],
  ['caught error computed', "{{ (() => { try { null.x } catch (e) { return e['constr' + 'uctor'] } })() }}"],
  ['async arrow', '{{ (async () => 1)() }}'],
  ['Promise chain', '{{ Promise.resolve().then(() => 1) }}'],
  ['generator', '{{ (function* () { yield 1 })() }}'],
  ['class expression', '{{ (class A {}) }}'],
  ['class constructor', '{{ new (class { constructor() {} })() }}'],
  ['infinite loop', '{{ (() => { while (true) {} })() }}'],
  ['infinite for', '{{ (() => { for (;;) {} })() }}'],
  ['loop hidden in try', '{{ (() => { for (;;) { try { for (;;) {} } catch (e) {} } })() }}'],
  ['unbounded recursion', '{{ (function f() { return f() })() }}'],
  ['recursion swallowing errors', '{{ (function f() { try { return f() } catch (e) { return f() } })() }}'],
  ['overwrite Math.max', '{{ Math.max = () => 1 }}'],
  ['overwrite JSON.parse', '{{ JSON.parse = 1 }}'],
  ['delete facade member', '{{ delete Math.max }}'],
  ['method constructor', '{{ [].map.constructor }}'],
  ['luxon prototype', '{{ DateTime.prototype }}'],
  ['overwrite luxon', '{{ DateTime.now = () => 1 }}'],
  ['push.call on facade', '{{ [].push.call(Math, 1) }}'],
  ['call with function receiver', '{{ [].push.call(DateTime, 1) }}'],
  ['bind then constructor', "{{ $json.toString.bind(null)['constr' + 'uctor'] }}"],
  ['__defineGetter__', "{{ ({}).__defineGetter__('x', () => 1) }}"],
  ['__lookupGetter__', "{{ $json.__lookupGetter__('a') }}"],
  ['arrow computed constructor', "{{ (x => x)['constructor'] }}"],
  ['arguments', '{{ arguments }}'],
  ['with statement', '{{ (() => { with ({}) { return 1 } })() }}'],
  ['jmespath result constructor', "{{ $jmespath({}, 'x').constructor }}"],
  ['window', '{{ window.document }}'],
  ['runtime helper name', '{{ __s }}'],
  ['runtime helper binding', '{{ (() => { let __k = 1; return __k })() }}'],
  ['unicode escape in name', '{{ $json.\\u0063onstructor }}'],
  ['hex escape in key', "{{ $json['\\x63onstructor'] }}"],
  ['toString key object', "{{ $json[{ toString: () => 'constructor' }] }}"],
  ['huge Array.from', '{{ Array.from({ length: 1e9 }) }}'],
  ['huge Array', '{{ Array(1e10) }}'],
  ['free toString', '{{ toString.constructor }}'],
  ['input accessor constructor', '{{ $input.all.constructor }}'],
  ['destructure constructor', '{{ (({ constructor }) => constructor)($json) }}'],
  ['destructure computed', "{{ (({ ['constr' + 'uctor']: c }) => c)($json) }}"],
  ['assign to scope name', '{{ $json = 1 }}'],
  ['super', '{{ ({ m() { return super.x } }).m() }}'],
  ['new.target', '{{ (function () { return new.target })() }}'],
];

describe('expression sandbox escape corpus', () => {
  const protoKeys = Object.getOwnPropertyNames(Object.prototype).sort();
  const arrayProtoKeys = Object.getOwnPropertyNames(Array.prototype).sort();
  const realMax = Math.max;

  beforeAll(() => {
    setExpressionTimeout(300);
    rmSync(CANARY_FILE, { force: true });
  });
  afterAll(() => setExpressionTimeout(5000));

  it('has at least 50 attempts', () => {
    expect(ATTEMPTS.length).toBeGreaterThanOrEqual(50);
  });

  for (const [name, template] of ATTEMPTS) {
    it(`refuses: ${name}`, () => {
      const scope = createBasicScope({
        $json: { a: 1, name: 'ada' },
        $input: { all: () => [], first: () => undefined },
      });
      // Strict: every attempt must fail. A run turns the failures that are not expression errors
      // into `undefined`, as n8n does; that run must leave the host untouched too.
      expect(() => evaluateExpression(`=${template}`, scope, true)).toThrow();
      let value: unknown;
      try {
        value = evaluateExpression(`=${template}`, scope);
      } catch {
        value = undefined;
      }
      expect(typeof value === 'function' ? 'a function escaped' : 'ok').toBe('ok');
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoKeys);
      expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(arrayProtoKeys);
      expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
      expect((globalThis as Record<string, unknown>).polluted).toBeUndefined();
      expect(Math.max).toBe(realMax);
      expect(existsSync(CANARY_FILE)).toBe(false);
    });
  }

  it('converts a computed key once, so a key that changes between checks cannot slip through', () => {
    const scope = createBasicScope({ $json: { a: 1 } });
    const template = "={{ (() => { let n = 0; return $json[{ toString: () => (n++ ? 'constructor' : 'a') }] })() }}";
    expect(evaluateExpression(template, scope)).toBe(1);
  });

  it('still evaluates ordinary expressions after the attempts', () => {
    const scope = createBasicScope({ $json: { a: 2, tags: ['x', 'y'] } });
    expect(evaluateExpression('={{ $json.a * 21 }}', scope)).toBe(42);
    expect(evaluateExpression("={{ $json.tags.map(t => t.toUpperCase()).join('-') }}", scope)).toBe('X-Y');
    expect(evaluateExpression('={{ Math.max(1, 5) }}', scope)).toBe(5);
  });
});
