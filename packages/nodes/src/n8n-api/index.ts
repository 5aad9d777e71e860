import type { NodeType } from '@weft/workflow';
import { n8nApiNodeDescription } from './description.js';
import { executeN8nApiNode } from './execute.js';
import { searchApiWorkflows } from './search.js';

export { n8nApi } from './credential.js';

/** The n8n node, version 1 (n8n's `n8n-nodes-base.n8n`): an instance's public API as a node. */
export const n8nApiNode: NodeType[] = [
  {
    description: n8nApiNodeDescription,
    execute: executeN8nApiNode,
    methods: { listSearch: { searchWorkflows: searchApiWorkflows } },
  },
];
