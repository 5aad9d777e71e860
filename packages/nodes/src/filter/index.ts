import type { NodeType } from '@weft/workflow';
import { splitItemsByConditions } from '../shared/filter-conditions/index.js';
import { splitByLegacyConditions } from '../shared/legacy-conditions/index.js';
import { filterDescription } from './description.js';
import { legacyFilterDescription } from './legacy-description.js';

/**
 * The Filter node: keeps the items whose conditions hold. Like n8n it returns the discarded
 * items as a second output array, which the editor shows but no connection can use. Versions
 * 2–2.3 use the filter parameter; version 1 (n8n's legacy Filter) lists conditions by data type,
 * combined by `combineConditions` (AND / OR).
 */
export const filterNode: NodeType[] = [
  {
    description: filterDescription,
    async execute(ctx) {
      return splitItemsByConditions(ctx, 2.1);
    },
    itemwise: { perItemParameters: ['conditions', 'options', 'looseTypeValidation'] },
  },
  {
    description: legacyFilterDescription,
    async execute(ctx) {
      return splitByLegacyConditions(
        ctx,
        (i) => (ctx.getNodeParameter('combineConditions', i, 'AND') === 'OR' ? 'any' : 'all'),
        true,
      );
    },
    itemwise: { perItemParameters: ['conditions', 'combineConditions'] },
  },
];
