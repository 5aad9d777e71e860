import type { NodeType } from '@weft/workflow';
import { mailchimpDescription } from './description.js';
import { executeMailchimp } from './execute.js';
import { mailchimpMethods } from './methods.js';

export { mailchimpApiCredential, mailchimpOAuth2ApiCredential } from './credentials.js';
export { mailchimpMethods } from './methods.js';

/** Mailchimp 1 (n8n's `n8n-nodes-base.mailchimp`): members, member tags, interest groups and campaigns. */
export const mailchimpNode: NodeType[] = [
  { description: mailchimpDescription, execute: executeMailchimp, methods: mailchimpMethods },
];
