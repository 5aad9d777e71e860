import type { NodeType } from '@weft/workflow';
import { sendGridDescription } from './description.js';
import { executeSendGrid } from './execute.js';
import { sendGridMethods } from './methods.js';

export { sendGridApiCredential } from './credentials.js';

/** SendGrid 1 (n8n's `n8n-nodes-base.sendGrid`): marketing contacts, lists and mail. */
export const sendGridNode: NodeType[] = [
  { description: sendGridDescription, execute: executeSendGrid, methods: sendGridMethods },
];
