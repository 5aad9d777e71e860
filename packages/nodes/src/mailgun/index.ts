import type { NodeType } from '@weft/workflow';
import { mailgunDescription } from './description.js';
import { executeMailgun } from './execute.js';

export { mailgunApiCredential, mailgunCredentialTypeList } from './credentials.js';

/** Mailgun 1 (n8n's `n8n-nodes-base.mailgun`): sends an email per item. */
export const mailgunNode: NodeType[] = [{ description: mailgunDescription, execute: executeMailgun }];
