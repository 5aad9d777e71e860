import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '@weft/workflow';
import {
  DEPENDENCY_LOOP_CAP,
  clearHiddenValues,
  displayedParameters,
  resolveValuesForDisplay,
  CUSTOM_API_CALL_KEY,
} from './display';

const prop = (name: string, extra: Partial<NodeProperty> = {}): NodeProperty => ({
  displayName: name,
  name,
  type: 'string',
  default: '',
  ...extra,
});

describe('display rules', () => {
  const props: NodeProperty[] = [
    prop('mode', {
      type: 'options',
      default: 'a',
      options: [
        { name: 'A', value: 'a' },
        { name: 'B', value: 'b' },
      ],
    }),
    prop('onlyA', { displayOptions: { show: { mode: ['a'] } } }),
    prop('onlyB', { displayOptions: { show: { mode: ['b'] } } }),
    prop('secret', { type: 'hidden' }),
    prop('newer', { displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } } }),
  ];

  it('shows parameters whose conditions match and never hidden-type ones', () => {
    const names = displayedParameters(props, { mode: 'a' }, { nodeVersion: 1 }).map((p) => p.name);
    expect(names).toEqual(['mode', 'onlyA']);
    expect(displayedParameters(props, { mode: 'b' }, { nodeVersion: 2 }).map((p) => p.name)).toEqual([
      'mode',
      'onlyB',
      'newer',
    ]);
  });

  it('resolves expressions before applying the conditions', () => {
    const resolved = resolveValuesForDisplay({ mode: '={{ "b" }}' });
    expect(resolved.mode).toBe('b');
    expect(displayedParameters(props, resolved).map((p) => p.name)).toContain('onlyB');
  });

  it('follows $parameter references', () => {
    expect(resolveValuesForDisplay({ a: 'b', mode: '={{ $parameter.a }}' }).mode).toBe('b');
  });

  it('caps dependency loops and yields an empty value', () => {
    let calls = 0;
    const resolved = resolveValuesForDisplay(
      { a: '={{ $parameter.b }}', b: '={{ $parameter.a }}', c: 'x' },
      1,
      (expr, scope) => {
        calls++;
        return (scope as { $parameter: Record<string, unknown> }).$parameter[expr.includes('.b') ? 'b' : 'a'];
      },
    );
    expect(resolved.a).toBe('');
    expect(resolved.b).toBe('');
    expect(resolved.c).toBe('x');
    // Each of the two roots stops at the cap (depth 0..cap), never running forever.
    expect(calls).toBeLessThanOrEqual(2 * (DEPENDENCY_LOOP_CAP + 2));
    expect(calls).toBeGreaterThan(DEPENDENCY_LOOP_CAP);
  });

  it('a failed expression yields an empty value', () => {
    expect(resolveValuesForDisplay({ mode: '={{ (() => { throw new Error("x") })() }}' }).mode).toBe('');
  });

  it('with a custom API call selected keeps authentication/resource/operation and set values without hide rules', () => {
    const list = [
      prop('resource'),
      prop('operation'),
      prop('authentication'),
      prop('body'),
      prop('other'),
      prop('hidden', { displayOptions: { hide: { x: ['y'] } } }),
    ];
    const names = displayedParameters(list, { operation: CUSTOM_API_CALL_KEY, body: 'x', hidden: 'y' }).map(
      (p) => p.name,
    );
    expect(names).toEqual(['resource', 'operation', 'authentication', 'body']);
  });

  it('hides the main authentication field of node types with credentials outside the exception list', () => {
    const list = [prop('authentication'), prop('url')];
    expect(
      displayedParameters(list, {}, { nodeType: 'weft.someService', hasCredentials: true }).map((p) => p.name),
    ).toEqual(['url']);
    expect(
      displayedParameters(list, {}, { nodeType: 'weft.httpRequest', hasCredentials: true }).map((p) => p.name),
    ).toEqual(['authentication', 'url']);
  });

  it('clears the value of a parameter that stops being displayed', () => {
    expect(clearHiddenValues(props, { mode: 'b', onlyA: 'keep me?', onlyB: 'x' })).toEqual({ mode: 'b', onlyB: 'x' });
    const same = { mode: 'a', onlyA: 'v' };
    expect(clearHiddenValues(props, same)).toBe(same);
  });

  it('clears transitively: hiding one parameter can hide the next', () => {
    const chain = [
      prop('a', { type: 'boolean', default: false }),
      prop('b', { displayOptions: { show: { a: [true] } } }),
      prop('c', { displayOptions: { show: { b: ['on'] } } }),
    ];
    expect(clearHiddenValues(chain, { a: false, b: 'on', c: 'x' })).toEqual({ a: false });
  });

  it('clears hidden values inside collections and fixed-collection items', () => {
    const nested: NodeProperty[] = [
      {
        displayName: 'Body',
        name: 'body',
        type: 'fixedCollection',
        default: {},
        typeOptions: { multipleValues: true },
        options: [
          {
            displayName: 'Parameter',
            name: 'parameters',
            values: [
              prop('parameterType', { default: 'formData' }),
              prop('value', { displayOptions: { show: { parameterType: ['formData'] } } }),
              prop('inputDataFieldName', { displayOptions: { show: { parameterType: ['formBinaryData'] } } }),
            ],
          },
        ],
      } as unknown as NodeProperty,
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        default: {},
        options: [prop('a'), prop('b', { displayOptions: { show: { a: ['on'] } } })],
      },
    ];
    const values = {
      body: {
        parameters: [
          { parameterType: 'formBinaryData', value: 'stale', inputDataFieldName: 'data' },
          { parameterType: 'formData', value: 'x' },
        ],
      },
      options: { a: 'off', b: 'stale' },
    };
    expect(clearHiddenValues(nested, values)).toEqual({
      body: {
        parameters: [
          { parameterType: 'formBinaryData', inputDataFieldName: 'data' },
          { parameterType: 'formData', value: 'x' },
        ],
      },
      options: { a: 'off' },
    });
  });
});
