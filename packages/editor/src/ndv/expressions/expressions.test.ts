import { describe, expect, it } from 'vitest';
import type { Workflow } from '@weft/workflow';
import { buildEditorContext, evaluateForDisplay, isEmptyExpression, runDataWithPins } from './evaluation';
import { highlightSegments, parseSegments, PARSE_FAILURE_MESSAGE } from './segments';

const workflow: Workflow = {
  name: 'Flow',
  active: false,
  nodes: [
    { id: 'a', name: 'Start', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    { id: 'b', name: 'Set', type: 'weft.set', typeVersion: 1, position: [200, 0], parameters: {} },
  ],
  connections: { Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
} as unknown as Workflow;

const runData = {
  Start: [
    {
      startTime: 0,
      executionIndex: 0,
      executionTime: 1,
      executionStatus: 'success',
      source: [],
      data: { main: [[{ json: { name: 'Ada', n: 2, tags: ['x'] } }, { json: { name: 'Bob', n: 3 } }]] },
    },
  ],
} as never;

function scopeFor(item = 0, data: unknown = runData) {
  return buildEditorContext({ workflow, runData: data as never, nodeName: 'Set' }).context.scopeFor(item);
}

describe('result messages, through the shared formatter', () => {
  it('evaluates against the input item the engine would use', () => {
    expect(evaluateForDisplay('={{ $json.name }}', scopeFor(0))).toEqual({ text: 'Ada', state: 'valid' });
    expect(evaluateForDisplay('={{ $json.name }}', scopeFor(1))).toEqual({ text: 'Bob', state: 'valid' });
    expect(evaluateForDisplay("=Hi {{ $('Start').item.json.n * 10 }}!", scopeFor(1)).text).toBe('Hi 30!');
  });
  it('empty expression gives [empty]', () => {
    expect(evaluateForDisplay('={{ }}', scopeFor()).text).toBe('[empty]');
    expect(evaluateForDisplay('=', scopeFor()).text).toBe('[empty]');
    expect(isEmptyExpression('{{  }}{{ }}')).toBe(true);
  });
  it('undefined gives [undefined] in the error state', () => {
    expect(evaluateForDisplay('={{ $json.missing }}', scopeFor())).toEqual({ text: '[undefined]', state: 'invalid' });
  });
  it('NaN gives null', () => {
    expect(evaluateForDisplay('={{ 0 / 0 }}', scopeFor()).text).toBe('null');
  });
  it('an empty string shows the empty-string label', () => {
    expect(evaluateForDisplay("={{ '' }}", scopeFor()).text).toBe('[empty string]');
  });
  it('an uncalled extension function has its own message', () => {
    expect(evaluateForDisplay('={{ $json.name.toUpperCase }}', scopeFor())).toEqual({
      text: '[this is a function, please add ()]',
      state: 'invalid',
    });
  });
  it('errors show the error label and the message in brackets', () => {
    const r = evaluateForDisplay('={{ $json.name.nope() }}', scopeFor());
    expect(r.state).toBe('invalid');
    expect(r.text).toMatch(/^\[ERROR: .+\]$/);
  });
  it('objects and arrays are shown as JSON', () => {
    expect(evaluateForDisplay('={{ $json.tags }}', scopeFor()).text).toBe('[Array: ["x"]]');
  });
  it('without data the preview asks to execute previous nodes', () => {
    expect(evaluateForDisplay('={{ $json.name }}', undefined).text).toBe('[Execute previous nodes for preview]');
  });
  it('reading the input before anything ran asks to execute previous nodes', () => {
    const ctx = buildEditorContext({ workflow, runData: null, nodeName: 'Set' });
    expect(ctx.hasInputData).toBe(false);
    expect(evaluateForDisplay('={{ $json.name }}', ctx.context.scopeFor(0), { hasInputData: false }).text).toBe(
      '[Execute previous nodes for preview]',
    );
    expect(evaluateForDisplay('={{ 1 + 1 }}', ctx.context.scopeFor(0), { hasInputData: false }).text).toBe('2');
  });
  it('pinned data stands in for a node that has not run', () => {
    const pinned = runDataWithPins(null, { Start: [{ json: { name: 'Pinned' } }] });
    expect(evaluateForDisplay('={{ $json.name }}', scopeFor(0, pinned)).text).toBe('Pinned');
  });
});

describe('segments', () => {
  it('splits and highlights resolved, error and pending segments', () => {
    const segs = highlightSegments('a {{ $json.name }} b {{ $json.x.y }} {{ }}', scopeFor());
    const resolvable = segs.filter((s) => s.kind === 'resolvable');
    expect(resolvable.map((s) => s.state)).toEqual(['resolved', 'error', 'pending']);
    expect(resolvable[0]!.result).toBe('Ada');
    expect(segs[0]).toMatchObject({ kind: 'plaintext', text: 'a ', from: 0, to: 2 });
    expect(resolvable[0]).toMatchObject({ from: 2, to: 18 });
  });
  it('without a scope every segment is pending', () => {
    expect(highlightSegments('{{ 1 }}', undefined).map((s) => s.state)).toEqual(['pending']);
  });
  it('a node without execution data is pending, not an error', () => {
    const noData = buildEditorContext({ workflow, runData: null, nodeName: 'Set' }).context.scopeFor(0);
    expect(highlightSegments("{{ $('Start').item.json.name }}", noData)[0]!.state).toBe('pending');
  });
  it('segments reading the input are pending while there is no input data', () => {
    const ctx = buildEditorContext({ workflow, runData: null, nodeName: 'Set' });
    expect(
      highlightSegments('{{ $json.name }} {{ 1 }}', ctx.context.scopeFor(0), { hasInputData: false })
        .filter((s) => s.kind === 'resolvable')
        .map((s) => s.state),
    ).toEqual(['pending', 'resolved']);
  });
  it('a parser failure throws "Failed to parse expression"', () => {
    expect(PARSE_FAILURE_MESSAGE).toBe('Failed to parse expression');
    expect(() => parseSegments(null as unknown as string)).toThrow('Failed to parse expression');
    expect(parseSegments('x {{ 1 }}')).toHaveLength(2);
  });
});
