import type { NodeType } from '@weft/workflow';
import { lemlistV1Description, lemlistV2Description } from './description.js';
import { executeLemlist } from './execute.js';
import { lemlistMethods } from './methods.js';

export { lemlistApiCredential } from './credentials.js';
export { lemlistMethods } from './methods.js';

/** Lemlist 1 and 2 (n8n's `n8n-nodes-base.lemlist`): activities, campaigns, leads, team, unsubscribes, enrichment. */
export const lemlistNode: NodeType[] = [
  { description: lemlistV1Description, execute: executeLemlist, methods: lemlistMethods },
  { description: lemlistV2Description, execute: executeLemlist, methods: lemlistMethods },
];
