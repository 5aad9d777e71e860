import type { NodeType } from '@weft/workflow';
import { splitItemsByConditions } from '../shared/filter-conditions/index.js';
import { splitByLegacyConditions } from '../shared/legacy-conditions/index.js';
import { ifDescription } from './description.js';
import { legacyIfDescription } from './legacy-description.js';

/**
 * The If node: sends each item to output 0 ("true") when its conditions hold, else to output 1
 * ("false"). Items pass through unchanged. Versions 2–2.3 use the filter parameter; version 1
 * (n8n's legacy If) lists conditions by data type, combined by `combineOperation` (all / any).
 */
export const ifNode: NodeType[] = [
  {
    description: ifDescription,
    async execute(ctx) {
      return splitItemsByConditions(ctx, 2.1);
    },
    itemwise: { perItemParameters: ['conditions', 'options', 'looseTypeValidation'] },
  },
  {
    description: legacyIfDescription,
    async execute(ctx) {
      return splitByLegacyConditions(
        ctx,
        (i) => (ctx.getNodeParameter('combineOperation', i, 'all') === 'any' ? 'any' : 'all'),
        false,
      );
    },
    itemwise: { perItemParameters: ['conditions', 'combineOperation'] },
  },
];
