import type { NodeMethodContext, NodePropertyOption, NodeType } from '@weft/workflow';
import { mergeDescription } from './description.js';
import { executeMerge } from './execute.js';
import { mergeV1Description } from './v1/description.js';
import { executeMergeV1 } from './v1/execute.js';
import { mergeV2Description } from './v2/description.js';
import { executeMergeV2 } from './v2/execute.js';

const numberOfInputs = (ctx: Pick<NodeMethodContext, 'getCurrentNodeParameter'>) =>
  Number(ctx.getCurrentNodeParameter('numberInputs') ?? 2) || 2;

/** Choices of "When Field Values Clash", which depend on the number of inputs. */
async function getResolveClashOptions(
  ctx: Pick<NodeMethodContext, 'getCurrentNodeParameter'>,
): Promise<NodePropertyOption[]> {
  if (numberOfInputs(ctx) <= 2) {
    return [
      { name: 'Always Add Input Number to Field Names', value: 'addSuffix' },
      { name: 'Prefer Input 1 Version', value: 'preferInput1' },
      { name: 'Prefer Input 2 Version', value: 'preferLast' },
    ];
  }
  return [
    { name: 'Always Add Input Number to Field Names', value: 'addSuffix' },
    { name: 'Use Earliest Version', value: 'preferInput1' },
  ];
}

/** Choices of "Use Data of Input": 1 … numberInputs. */
async function getInputs(ctx: Pick<NodeMethodContext, 'getCurrentNodeParameter'>): Promise<NodePropertyOption[]> {
  return Array.from({ length: numberOfInputs(ctx) }, (_, i) => ({ name: `${i + 1}`, value: i + 1 }));
}

/**
 * The Merge node, three registrations as n8n's versions: 3–3.2 (append, combine by matching fields
 * / position / all combinations, or choose one branch, with 2–10 inputs; the SQL mode is not
 * supported and fails with a clear error), 2–2.1 (two inputs, combination modes mergeByFields /
 * mergeByPosition / multiplex) and 1 (two inputs, key and index modes, pass-through, wait).
 */
export const mergeNode: NodeType[] = [
  {
    description: mergeDescription,
    execute: executeMerge,
    methods: { loadOptions: { getResolveClashOptions, getInputs } },
  },
  { description: mergeV2Description, execute: executeMergeV2 },
  { description: mergeV1Description, execute: executeMergeV1 },
];
