import type { NodeMethodContext, NodePropertyOption, NodeType } from '@weft/workflow';
import { switchDescription } from './description.js';
import { executeSwitch } from './execute.js';

/** Choices of "Fallback Output": none, an extra output, or the output of one of the rules. */
export async function getFallbackOutputOptions(ctx: Pick<NodeMethodContext, 'getCurrentNodeParameter'>): Promise<NodePropertyOption[]> {
  const rules = ((ctx.getCurrentNodeParameter('rules') as { values?: Array<{ outputKey?: string }> } | undefined)?.values) ?? [];
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

/** The Switch node (n8n `switch` 3–3.2): routes items to outputs by rules or by an expression. */
export const switchNode: NodeType[] = [
  { description: switchDescription, execute: executeSwitch, methods: { loadOptions: { getFallbackOutputOptions } } },
];
