import type { NodeType } from '@weft/workflow';
import { quickBooksDescription } from './description.js';
import { executeQuickBooks } from './execute.js';
import { quickBooksMethods } from './methods.js';

export { quickBooksOAuth2ApiCredential } from './credentials.js';

/** QuickBooks Online 1 (n8n's `n8n-nodes-base.quickbooks`). */
export const quickBooksNode: NodeType[] = [
  { description: quickBooksDescription, execute: executeQuickBooks, methods: quickBooksMethods },
];
