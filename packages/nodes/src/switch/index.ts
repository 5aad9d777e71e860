import type { NodeMethodContext, NodePropertyOption, NodeType } from '@weft/workflow';
import { switchDescription } from './description.js';
import { executeSwitch } from './execute.js';
import { switchV1Description, switchV2Description } from './legacy-description.js';
import { executeLegacySwitch } from './legacy-execute.js';

/** Choices of "Fallback Output": none, an extra output, or the output of one of the rules. */
export async function getFallbackOutputOptions(
  ctx: Pick<NodeMethodContext, 'getCurrentNodeParameter'>,
): Promise<NodePropertyOption[]> {
  const rules =
    (ctx.getCurrentNodeParameter('rules') as { values?: Array<{ outputKey?: string }> } | undefined)?.values ?? [];
  return [
    { name: 'None (default)', value: 'none', description: 'Items will be ignored' },
    { name: 'Extra Output', value: 'extra', description: 'Items will be sent to the extra, separate, output' },
    ...rules.map((rule, i) => ({
      name: `Output ${rule.outputKey || i}`,
      value: i,
      description: `Items will be sent to the same output as when matched rule ${i + 1}`,
    })),
  ];
}

/** Choices of Switch 2's "Fallback Output": none (-1) or the output of one of the rules. */
export async function getLegacyFallbackOutputOptions(
  ctx: Pick<NodeMethodContext, 'getCurrentNodeParameter'>,
): Promise<NodePropertyOption[]> {
  const rules = (ctx.getCurrentNodeParameter('rules.rules') as Array<{ outputKey?: string }> | undefined) ?? [];
  return [
    { name: 'None', value: -1 },
    ...rules.map((rule, index) => ({ name: `${index} ${rule.outputKey ?? ''}`, value: index })),
  ];
}

/**
 * The Switch node: routes items to outputs by rules or by an expression. Three registrations:
 * 3–3.4 (filter conditions), 2 (typed rules, one output per rule) and 1 (typed rules, four outputs).
 */
export const switchNode: NodeType[] = [
  { description: switchDescription, execute: executeSwitch, methods: { loadOptions: { getFallbackOutputOptions } } },
  {
    description: switchV2Description,
    execute: (ctx) => executeLegacySwitch(ctx, 2),
    methods: { loadOptions: { getFallbackOutputOptions: getLegacyFallbackOutputOptions } },
  },
  { description: switchV1Description, execute: (ctx) => executeLegacySwitch(ctx, 1) },
];
