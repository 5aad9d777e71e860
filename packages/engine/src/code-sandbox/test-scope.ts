import type { Item } from '@weft/workflow';
import type { CodeSandboxOptions } from './types.js';

/** Five input items like the conformance cases' data node. Test helper. */
export const PEOPLE: Item[] = [
  { json: { id: 1, name: 'ada lovelace', age: 36, city: 'London', score: 91.256 }, pairedItem: { item: 0 } },
  { json: { id: 2, name: 'alan turing', age: 41, city: 'Manchester', score: 78.5 }, pairedItem: { item: 0 } },
  { json: { id: 3, name: 'grace hopper', age: 85, city: 'New York', score: 88 }, pairedItem: { item: 0 } },
  { json: { id: 4, name: 'linus torvalds', age: 54, city: 'Portland', score: 65.75 }, pairedItem: { item: 0 } },
  { json: { id: 5, name: 'ada lovelace', age: 36, city: 'London', score: 91.256 }, pairedItem: { item: 0 } },
];

/**
 * A plain-data `scopeFor` as the engine would build it: `$input`, `$('Node')`, `$node`, `$workflow`,
 * `$execution`, `$vars`, `$env`… over fixed node outputs. Test helper, not a mock of the sandbox.
 */
export function plainScope(
  items: Item[],
  outputs: Record<string, Item[]> = {},
): (i: number) => Record<string, unknown> {
  const customData: Record<string, string> = {};
  return (i: number) => ({
    $input: {
      all: () => items,
      first: () => items[0],
      last: () => items.at(-1),
      item: items[i],
      params: { mode: 'x' },
    },
    $: (name: string) => {
      const out = outputs[name];
      if (!out) throw new Error(`Referenced node doesn't exist`);
      return {
        all: (branch?: number, run?: number) => ((branch ?? 0) === 0 && (run ?? 0) === 0 ? out : []),
        first: () => out[0],
        last: () => out.at(-1),
        item: out[i],
        itemMatching: (k: number) => out[k],
        isExecuted: true,
        params: { value: name },
      };
    },
    $json: items[i]?.json,
    $binary: items[i]?.binary ?? {},
    $node: Object.fromEntries(
      Object.entries(outputs).map(([name, out]) => [name, { json: out[i]?.json ?? out[0]?.json, runIndex: 0 }]),
    ),
    $workflow: { id: 'wf1', name: 'My workflow', active: false },
    $execution: {
      id: 'exec1',
      mode: 'test',
      resumeUrl: 'http://localhost/webhook-waiting/exec1',
      customData: {
        set: (k: string, v: string) => {
          customData[k] = v;
        },
        get: (k: string) => customData[k],
        getAll: () => ({ ...customData }),
      },
    },
    $prevNode: { name: 'Data', outputIndex: 0, runIndex: 0 },
    $runIndex: 0,
    $itemIndex: i,
    $vars: { region: 'eu' },
    $env: { WEFT_TEST_VAR: 'hello' },
  });
}

/** Options for a run over {@link PEOPLE} with {@link plainScope}. Test helper. */
export function options(code: string, extra: Partial<CodeSandboxOptions> = {}): CodeSandboxOptions {
  const items = extra.items ?? PEOPLE;
  return { code, mode: 'runOnceForAllItems', items, scopeFor: plainScope(items, { Data: PEOPLE }), ...extra };
}
