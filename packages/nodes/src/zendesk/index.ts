import type { NodeType } from '@weft/workflow';
import { zendeskDescription } from './description.js';
import { executeZendesk } from './execute.js';
import { zendeskMethods } from './methods.js';

export { zendeskApiCredential, zendeskCredentialTypeList, zendeskOAuth2ApiCredential } from './credentials.js';

/** Zendesk 1 (n8n's `n8n-nodes-base.zendesk`): tickets, ticket fields, users and organizations of a Zendesk Support account. */
export const zendeskNode: NodeType[] = [
  { description: zendeskDescription, execute: executeZendesk, methods: zendeskMethods },
];
