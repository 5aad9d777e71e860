import { describe, expect, it } from 'vitest';
import {
  ExpressionDataContext,
  RESULT_LABELS,
  createBasicScope,
  evaluateExpression,
  formatExpressionResult,
  resolveSegments,
  splitTemplate,
  type Item,
  type RunData,
  type Workflow,
} from '../index.js';

describe('templates', () => {
  it('splits plaintext and resolvable segments with offsets', () => {
    expect(splitTemplate('Hi {{ $json.a }}!')).toEqual([
      { kind: 'plaintext', text: 'Hi ', from: 0, to: 3 },
      { kind: 'resolvable', text: ' $json.a ', from: 3, to: 16 },
      { kind: 'plaintext', text: '!', from: 16, to: 17 },
    ]);
  });

  it('does not end a segment at braces inside objects or strings', () => {
    const segs = splitTemplate("{{ {a: {b: '}}'}} }}");
    expect(segs).toHaveLength(1);
    expect(segs[0]!.text).toBe(" {a: {b: '}}'}} ");
  });

  it('keeps an unterminated segment as text', () => {
    expect(splitTemplate('a {{ b')).toEqual([{ kind: 'plaintext', text: 'a {{ b', from: 0, to: 6 }]);
  });

  it('answers the typed value of a single segment and a string for mixed templates', () => {
    const scope = createBasicScope({ $json: { n: 2, o: { a: 1 } } });
    expect(evaluateExpression('={{ $json.n }}', scope)).toBe(2);
    expect(evaluateExpression('={{ $json.o }}', scope)).toEqual({ a: 1 });
    expect(evaluateExpression('=n={{ $json.n }} o={{ $json.o }}', scope)).toBe('n=2 o=[object Object]');
    expect(evaluateExpression('=plain', scope)).toBe('plain');
    expect(evaluateExpression('not an expression {{ 1 }}', scope)).toBe('not an expression {{ 1 }}');
  });

  it('resolves segments one by one, keeping errors on their segment', () => {
    const segs = resolveSegments('={{ 1 + 1 }} and {{ nope.deep }}', createBasicScope());
    expect(segs.map((s) => s.resolved)).toEqual([2, ' and ', undefined]);
    expect(segs[2]!.error?.message).toBe("Cannot read properties of undefined (reading 'deep')");
  });

  it("gives undefined for an error that is not an expression error, as n8n's engines do when a workflow runs", () => {
    const scope = createBasicScope({ $json: { s: 'x' } });
    expect(evaluateExpression('={{ $json.missing.deep }}', scope)).toBeUndefined();
    expect(evaluateExpression('=a {{ $json.missing.deep }} b {{ $json.s }}', scope)).toBe('a  b x');
    expect(evaluateExpression("={{ JSON.parse('{bad') }}", scope)).toBeUndefined();
    expect(evaluateExpression('={{ nothingHere ?? "fallback" }}', scope)).toBe('fallback');
    expect(evaluateExpression('={{ nothingHere + 1 }}', scope)).toBeNaN();
    // Expression errors still stop: a refused extension argument, a sandbox refusal.
    expect(() => evaluateExpression("={{ 'abc'.toNumber() }}", scope)).toThrow();
    expect(() => evaluateExpression('={{ constructor }}', scope)).toThrow();
    // Strict (the editor's preview, webhook paths) names the error.
    expect(() => evaluateExpression('={{ $json.missing.deep }}', scope, true)).toThrow(/deep/);
  });

  it('runs statements and returns the last expression', () => {
    expect(evaluateExpression('={{ const a = 2; const b = 3; a * b }}', createBasicScope())).toBe(6);
  });

  it('reports a syntax error clearly', () => {
    expect(() => evaluateExpression('={{ 1 + }}', createBasicScope())).toThrow(/invalid syntax/);
  });
});

describe('result messages', () => {
  it('labels special results as n8n does ([empty], [undefined], …)', () => {
    expect(formatExpressionResult({ isEmptyExpression: true })).toEqual({ text: '[empty]', state: 'valid' });
    expect(formatExpressionResult({ value: undefined })).toEqual({ text: '[undefined]', state: 'invalid' });
    expect(formatExpressionResult({ value: NaN }).text).toBe('null');
    expect(formatExpressionResult({ value: '' }).text).toBe('[empty string]');
    expect(formatExpressionResult({ value: () => 1 })).toEqual({
      text: '[this is a function, please add ()]',
      state: 'invalid',
    });
    expect(formatExpressionResult({ error: new Error('boom') })).toEqual({ text: '[ERROR: boom]', state: 'invalid' });
    expect(formatExpressionResult({ value: { a: 1 } }).text).toBe('[Object: {"a":1}]');
    expect(formatExpressionResult({ value: 5 }).text).toBe('5');
  });

  it('uses the labels it is given, so the editor can show them in its locale', () => {
    const labels = {
      ...RESULT_LABELS,
      empty: '[leer]',
      error: 'FEHLER',
      object: 'Objekt',
      noExecutionData: '[Vorherige Nodes ausführen]',
    };
    expect(formatExpressionResult({ isEmptyExpression: true }, labels).text).toBe('[leer]');
    expect(formatExpressionResult({ error: new Error('boom') }, labels).text).toBe('[FEHLER: boom]');
    expect(formatExpressionResult({ value: { a: 1 } }, labels).text).toBe('[Objekt: {"a":1}]');
    const noData = Object.assign(new Error('no data'), { context: { type: 'no_node_execution_data' } });
    expect(formatExpressionResult({ error: noData }, labels)).toEqual({
      text: '[Vorherige Nodes ausführen]',
      state: 'invalid',
    });
  });
});

const wf: Workflow = {
  name: 'Data scope',
  nodes: [
    { id: '1', name: 'Start', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    { id: '2', name: 'Users', type: 'weft.code', typeVersion: 2, position: [200, 0], parameters: {} },
    { id: '3', name: 'Keep', type: 'weft.filter', typeVersion: 2, position: [400, 0], parameters: {} },
    { id: '4', name: 'Here', type: 'weft.set', typeVersion: 3.4, position: [600, 0], parameters: { x: 1 } },
  ],
  connections: {
    Start: { main: [[{ node: 'Users', type: 'main', index: 0 }]] },
    Users: { main: [[{ node: 'Keep', type: 'main', index: 0 }]] },
    Keep: { main: [[{ node: 'Here', type: 'main', index: 0 }]] },
  },
};
const task = (items: Item[], source: string | null) => ({
  startTime: 0,
  executionIndex: 0,
  executionTime: 0,
  executionStatus: 'success' as const,
  source: source ? [{ previousNode: source }] : [],
  data: { main: [items] },
});
const users: Item[] = [
  { json: { name: 'ada' }, pairedItem: { item: 0 } },
  { json: { name: 'bob' }, pairedItem: { item: 0 } },
  { json: { name: 'cy' }, pairedItem: { item: 0 } },
];
const kept: Item[] = [
  { json: { name: 'bob', k: 1 }, pairedItem: { item: 1 } },
  { json: { name: 'cy', k: 2 }, pairedItem: { item: 2 } },
];
const runData: RunData = {
  Start: [task([{ json: {} }], null)],
  Users: [task(users, 'Start')],
  Keep: [task(kept, 'Users')],
};
const ctx = new ExpressionDataContext({
  workflow: wf,
  runData,
  nodeName: 'Here',
  inputItems: kept,
  inputSource: [{ previousNode: 'Keep' }],
  runIndex: 0,
  mode: 'manual',
  executionId: '42',
});

describe('data scope', () => {
  it('reads $json, $input, $itemIndex and $runIndex', () => {
    expect(ctx.evaluate('={{ $json.name }}', 1)).toBe('cy');
    expect(ctx.evaluate('={{ $input.all().length }}', 0)).toBe(2);
    expect(ctx.evaluate('={{ $input.first().json.k }}/{{ $input.last().json.k }}', 0)).toBe('1/2');
    expect(ctx.evaluate('={{ $input.item.json.name }}', 0)).toBe('bob');
    expect(ctx.evaluate('={{ $itemIndex }}-{{ $runIndex }}', 1)).toBe('1-0');
  });

  it("follows paired items back with $('Node').item and itemMatching", () => {
    expect(ctx.evaluate("={{ $('Users').item.json.name }}", 0)).toBe('bob');
    expect(ctx.evaluate("={{ $('Users').itemMatching(1).json.name }}", 0)).toBe('cy');
    expect(ctx.evaluate("={{ $('Users').all().length }}", 0)).toBe(3);
    expect(ctx.evaluate("={{ $('Users').first().json.name }}", 0)).toBe('ada');
    expect(ctx.evaluate("={{ $('Users').isExecuted }}", 0)).toBe(true);
    expect(ctx.evaluate('={{ $node["Users"].json.name }}', 0)).toBe('ada');
  });

  it("keeps $ and $('Node') working when their functions are taken apart", () => {
    expect(ctx.evaluate("={{ (() => { const f = $; return f('Users').item.json.name })() }}", 1)).toBe('cy');
    expect(
      ctx.evaluate(
        "={{ (() => { const { all, first } = $('Users'); return all().length + first().json.name })() }}",
        0,
      ),
    ).toBe('3ada');
    expect(ctx.evaluate("={{ (() => { const e = $evaluateExpression; return e('{{ $json.name }}') })() }}", 1)).toBe(
      'cy',
    );
    expect(ctx.evaluate("={{ Object.keys($('Users')).length + JSON.stringify($('Users')) }}", 0)).toBe('0{}');
  });

  it('never gives a scope or a node accessor a prototype of its own run', () => {
    // V8 gives each new prototype a hidden class in the old generation, which keeps the young
    // prototype, and with it everything the run made, through every young-generation collection.
    const other = new ExpressionDataContext({ ...ctx.source, additionalKeys: { $response: { ok: true } } });
    const scope = ctx.scopeFor(0);
    expect(Object.getPrototypeOf(other.scopeFor(1))).toBe(Object.getPrototypeOf(scope));
    expect(Object.getPrototypeOf(other.accessorFor('Users', 1))).toBe(
      Object.getPrototypeOf(ctx.accessorFor('Users', 0)),
    );
    expect(other.evaluate('={{ $response.ok }}', 0)).toBe(true);
    expect(ctx.evaluate('={{ typeof $response }}', 0)).toBe('undefined');
  });

  it('answers $prevNode, $workflow and $execution', () => {
    expect(ctx.evaluate('={{ $prevNode.name }}', 0)).toBe('Keep');
    expect(ctx.evaluate('={{ $workflow.name }}', 0)).toBe('Data scope');
    expect(ctx.evaluate('={{ $execution.id }} {{ $execution.mode }}', 0)).toBe('42 test');
  });

  it('names the node when a reference cannot be resolved', () => {
    expect(() => ctx.evaluate("={{ $('Nope').item }}", 0)).toThrow(/doesn't exist/);
    const broken: RunData = {
      ...runData,
      Keep: [task([{ json: { name: 'bob' } }, { json: { name: 'cy' } }, { json: {} }], 'Users')],
    };
    const c2 = new ExpressionDataContext({
      workflow: wf,
      runData: broken,
      nodeName: 'Here',
      inputItems: [{ json: {}, pairedItem: { item: 0 } }],
      inputSource: [{ previousNode: 'Keep' }],
      runIndex: 0,
      mode: 'manual',
    });
    expect(() => c2.evaluate("={{ $('Users').item.json.name }}", 0)).toThrow(
      /Paired item data for \$\('Users'\) is unavailable/,
    );
    try {
      c2.evaluate("={{ $('Users').item.json.name }}", 0);
    } catch (e) {
      expect((e as { description?: string }).description).toContain('"Keep"');
    }
  });

  it('blocks $env unless it is given', () => {
    expect(() => ctx.evaluate('={{ $env.HOME }}', 0)).toThrow(/access to env vars denied/);
  });

  it('offers luxon and $jmespath', () => {
    expect(ctx.evaluate("={{ DateTime.fromISO('2024-03-01').plus({ days: 1 }).toISODate() }}", 0)).toBe('2024-03-02');
    expect(ctx.evaluate("={{ $jmespath({ a: [{ b: 1 }, { b: 2 }] }, 'a[].b') }}", 0)).toEqual([1, 2]);
    expect(ctx.evaluate('={{ $ifEmpty($json.missing, "fallback") }}', 0)).toBe('fallback');
  });
});
