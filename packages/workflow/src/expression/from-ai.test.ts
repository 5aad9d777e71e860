import { describe, expect, it } from 'vitest';
import { collectFromAiCalls, fromAiScope, parseFromAiCalls } from './from-ai.js';

describe('$fromAI', () => {
  it('reads the literal arguments of each call, in order', () => {
    expect(
      parseFromAiCalls(
        `{{ $fromAI('city', "The city, 'quoted'", 'string') }} and {{ $fromAi("n", \`a count\`, 'number', 3) }}`,
      ),
    ).toEqual([
      { key: 'city', description: "The city, 'quoted'", type: 'string' },
      { key: 'n', description: 'a count', type: 'number', defaultValue: 3 },
    ]);
    expect(parseFromAiCalls("{{ $fromai('cfg', '', 'json', {\"a\": [1, 2]}) }}")).toEqual([
      { key: 'cfg', type: 'json', defaultValue: { a: [1, 2] } },
    ]);
    expect(parseFromAiCalls('{{ $fromAI(someVariable) }}')).toEqual([]);
    expect(parseFromAiCalls("{{ $fromAI('x', 'd', 'weird') }}")).toEqual([
      { key: 'x', description: 'd', type: 'string' },
    ]);
  });

  it('collects the calls of a node’s expressions only, first call of a key winning', () => {
    const params = {
      url: "=https://x/{{ $fromAI('id') }}",
      plain: "$fromAI('notAnExpression')",
      nested: { list: ["={{ $fromAI('id', 'again') }}", "={{ $fromAI('q', 'query') }}"] },
    };
    expect(collectFromAiCalls(params)).toEqual([
      { key: 'id', type: 'string' },
      { key: 'q', description: 'query', type: 'string' },
    ]);
    expect(() => collectFromAiCalls({ a: "={{ $fromAI('bad key') }}" })).toThrow(
      'The $fromAI key "bad key" is not valid',
    );
  });

  it('answers the model’s argument, else the default, else a clear error', () => {
    const { $fromAI } = fromAiScope({ city: 'Oslo', zero: 0 }) as { $fromAI: (...a: unknown[]) => unknown };
    expect($fromAI('city')).toBe('Oslo');
    expect($fromAI('zero')).toBe(0);
    expect($fromAI('missing', '', 'string', 'dflt')).toBe('dflt');
    expect(() => $fromAI('missing')).toThrow('The model gave no value for "missing"');
    const outside = fromAiScope(undefined).$fromAI as (...a: unknown[]) => unknown;
    expect(() => outside('city')).toThrow('has a value only when the node runs as an AI agent');
  });
});
