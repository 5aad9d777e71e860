import type { NodeType } from '@weft/workflow';
import { wordpressDescription } from './description.js';
import { executeWordpress } from './execute.js';
import { wordpressMethods } from './methods.js';

export { wordpressApiCredential } from './credentials.js';

/** WordPress 1 (n8n's `n8n-nodes-base.wordpress`): posts, pages and users of a site. */
export const wordpressNode: NodeType[] = [
  { description: wordpressDescription, execute: executeWordpress, methods: wordpressMethods },
];
