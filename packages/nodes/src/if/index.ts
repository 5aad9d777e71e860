import type { NodeType } from '@weft/workflow';
import { splitItemsByConditions } from '../shared/filter-conditions/index.js';
import { ifDescription } from './description.js';

/**
 * The If node (n8n `if` 2–2.2): sends each item to output 0 ("true") when its conditions hold,
 * else to output 1 ("false"). Items pass through unchanged.
 */
export const ifNode: NodeType[] = [
  {
    description: ifDescription,
    async execute(ctx) {
      return splitItemsByConditions(ctx, 2.1);
    },
  },
];
