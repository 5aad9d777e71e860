import type { NodeType } from '@weft/workflow';
import { splitItemsByConditions } from '../shared/filter-conditions/index.js';
import { filterDescription } from './description.js';

/**
 * The Filter node (n8n `filter` 2–2.2): keeps the items whose conditions hold. Like n8n it
 * returns the discarded items as a second output array, which the editor shows but no
 * connection can use.
 */
export const filterNode: NodeType[] = [
  {
    description: filterDescription,
    async execute(ctx) {
      return splitItemsByConditions(ctx, 2.1);
    },
  },
];
