import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { createBasicScope } from '@weft/workflow';
import { expressionCompletions, scopeResolver, segmentTextBefore } from './completions';
import {
  extensionCompletions,
  isValidIdentifier,
  keyCompletions,
  luxonCompletions,
  memberAccessAt,
  nodeNameCompletions,
} from './completion-data';
import {
  buildVariableTree,
  dataTooLargeLabel,
  DATA_TOO_LARGE_THRESHOLD,
  filterVariableTree,
  isDataTooLarge,
  type VariableNode,
} from './variable-tree';
import { codeCompletions } from '../code/completions';
import {
  codeAfterModeChange,
  codeToFill,
  assertCodeNodeMode,
  ALL_ITEMS_PLACEHOLDER,
  EACH_ITEM_PLACEHOLDER,
} from '../code/templates';

const labels = (r: { options: Array<{ label: string }> } | undefined) => (r?.options ?? []).map((o) => o.label);

describe('expression completion', () => {
  it('only completes inside {{ }}', () => {
    expect(segmentTextBefore('a {{ $js', 8)).toBe(' $js');
    expect(segmentTextBefore('a {{ 1 }} b', 11)).toBeUndefined();
  });
  it('offers $ variables and node names at the root', () => {
    const r = expressionCompletions(' $', ['Set', "Bob's node"]);
    expect(labels(r)).toEqual(
      expect.arrayContaining([
        '$json',
        '$input',
        '$now',
        '$workflow',
        '$execution',
        '$vars',
        "$('Set')",
        "$('Bob\\'s node')",
      ]),
    );
    expect(r!.replace).toBe(1);
  });
  it('offers extension functions by the resolved value type', () => {
    const resolve = scopeResolver(createBasicScope({ $json: { name: 'Ada', n: 2, list: [1], 'first name': 'A' } }));
    expect(labels(expressionCompletions(' $json.name.', [], resolve))).toContain('toUpperCase');
    expect(labels(expressionCompletions(' $json.n.', [], resolve))).toContain('round');
    expect(labels(expressionCompletions(' $json.list.', [], resolve))).toContain('first');
    const keys = labels(expressionCompletions(' $json.', [], resolve));
    expect(keys).toEqual(expect.arrayContaining(['name', 'n', "['first name']"]));
    expect(expressionCompletions(' $json.na', [], resolve)!.replace).toBe(2);
  });
  it('offers Luxon methods after $now.', () => {
    const r = labels(expressionCompletions(' $now.', []));
    expect(r).toEqual(expect.arrayContaining(['toFormat', 'plus', 'minus', 'startOf', 'toISO']));
    expect(luxonCompletions().find((c) => c.label === 'toFormat')!.apply).toBe('toFormat()');
  });
  it('completion identifiers never start with a digit or contain special characters', () => {
    expect(isValidIdentifier('a1')).toBe(true);
    expect(isValidIdentifier('1a')).toBe(false);
    expect(isValidIdentifier('a-b')).toBe(false);
    expect(keyCompletions({ '1x': 1, ok: 2 }).map((c) => c.label)).toEqual(["['1x']", 'ok']);
  });
  it('finds the base of a member access', () => {
    expect(memberAccessAt("$('My node').item.json.")).toEqual({ base: "$('My node').item.json", partial: '' });
    expect(memberAccessAt('fn($json.a.to')).toEqual({ base: '$json.a', partial: 'to' });
    expect(extensionCompletions('String').length).toBeGreaterThan(10);
    expect(nodeNameCompletions(['A'])[0]!.label).toBe("$('A')");
    expect(DateTime.isDateTime(DateTime.now())).toBe(true);
  });
});

describe('code completion', () => {
  it('offers $input, items, DateTime and node names', () => {
    const r = labels(codeCompletions('const x = ', 'runOnceForAllItems', ['Set']));
    expect(r).toEqual([]);
    const root = labels(codeCompletions('const x = $', 'runOnceForAllItems', ['Set']));
    expect(root).toEqual(expect.arrayContaining(['$input', 'items', 'DateTime', "$('Set')"]));
    expect(root).not.toContain('$json');
    expect(labels(codeCompletions('const x = $', 'runOnceForEachItem', []))).toContain('$json');
  });
  it('does not complete inside comments (50-character window for block comments)', () => {
    expect(codeCompletions('// use $', 'runOnceForAllItems', [])).toBeUndefined();
    expect(codeCompletions('/* $', 'runOnceForAllItems', [])).toBeUndefined();
    expect(codeCompletions('/* done */ $', 'runOnceForAllItems', [])).toBeDefined();
    expect(codeCompletions(`/*${' '.repeat(60)}\n$`, 'runOnceForAllItems', [])).toBeDefined();
  });
  it('offers item source members, Luxon and extension functions after a dot', () => {
    expect(labels(codeCompletions('$input.', 'runOnceForAllItems', []))).toEqual(
      expect.arrayContaining(['all', 'first', 'last', 'item', 'itemMatching']),
    );
    expect(labels(codeCompletions('DateTime.', 'runOnceForAllItems', []))).toContain('fromISO');
    expect(labels(codeCompletions('DateTime.now().', 'runOnceForAllItems', []))).toContain('toFormat');
    expect(labels(codeCompletions('$input.first().', 'runOnceForAllItems', []))).toEqual(['json', 'binary']);
    expect(labels(codeCompletions("'abc'.", 'runOnceForAllItems', []))).toContain('toSnakeCase');
  });
});

describe('variable selector', () => {
  const input = {
    inputItems: [{ json: { name: 'Ada', 'e-mail': 'a@x.io', address: { city: 'Paris' } } }],
    itemIndex: 0,
    nodes: [{ name: 'Start', items: [{ json: { id: 1 } }] }],
    workflow: { id: 'w1', name: 'Flow', active: false },
    execution: { id: 'x', mode: 'test', resumeUrl: 'r' },
    vars: { region: 'eu' },
  };
  const find = (nodes: VariableNode[], name: string): VariableNode | undefined => {
    for (const n of nodes) {
      if (n.name === name) return n;
      const c = n.children && find(n.children, name);
      if (c) return c;
    }
    return undefined;
  };
  it('lists input, nodes, $workflow, $execution, $vars and dates with insertable expressions', () => {
    const tree = buildVariableTree(input);
    expect(tree.map((n) => n.name)).toEqual([
      'Current Node',
      'Nodes',
      '$workflow',
      '$execution',
      '$vars',
      '$now',
      '$today',
    ]);
    expect(find(tree, 'city')!.expression).toBe('{{ $json.address.city }}');
    expect(find(tree, 'e-mail')!.expression).toBe("{{ $json['e-mail'] }}");
    expect(find(tree, 'id')!.expression).toBe("{{ $('Start').item.json.id }}");
    expect(find(tree, 'region')!.expression).toBe('{{ $vars.region }}');
  });
  it('filters by name, keeping the path to a match', () => {
    const shown = filterVariableTree(buildVariableTree(input), 'CIT');
    expect(shown.map((n) => n.name)).toEqual(['Current Node']);
    expect(find(shown, 'city')).toBeDefined();
    expect(find(shown, 'name')).toBeUndefined();
    expect(filterVariableTree(buildVariableTree(input), 'zzz')).toEqual([]);
  });
  it("shows 'Data too large' at 102400 characters", () => {
    expect(DATA_TOO_LARGE_THRESHOLD).toBe(102400);
    const big = [{ json: { s: 'x'.repeat(DATA_TOO_LARGE_THRESHOLD) } }];
    expect(isDataTooLarge(big)).toBe(true);
    expect(isDataTooLarge('x'.repeat(DATA_TOO_LARGE_THRESHOLD - 3))).toBe(false);
    const tree = buildVariableTree({ ...input, inputItems: big });
    expect(find(tree, 'Input Data')!.tooLarge).toBe(true);
    expect(dataTooLargeLabel()).toBe('Data too large');
  });
});

describe('Code node modes and default code', () => {
  it('fills an empty value with the mode placeholder', () => {
    expect(codeToFill('', 'runOnceForAllItems')).toBe(ALL_ITEMS_PLACEHOLDER);
    expect(codeToFill('return [];', 'runOnceForAllItems')).toBeUndefined();
  });
  it('swaps the placeholder only when empty or the other mode placeholder', () => {
    expect(codeAfterModeChange(ALL_ITEMS_PLACEHOLDER, 'runOnceForEachItem')).toBe(EACH_ITEM_PLACEHOLDER);
    expect(codeAfterModeChange('', 'runOnceForAllItems')).toBe(ALL_ITEMS_PLACEHOLDER);
    expect(codeAfterModeChange('return [];', 'runOnceForEachItem')).toBe('return [];');
  });
  it('rejects an unknown mode', () => {
    expect(() => assertCodeNodeMode('sometimes')).toThrow(/Invalid Code node mode/);
  });
});
