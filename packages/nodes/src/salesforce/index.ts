import type { NodeType } from '@weft/workflow';
import { salesforceDescription } from './description.js';
import { executeSalesforce } from './execute.js';
import { salesforceMethods } from './methods.js';

export {
  salesforceCredentialTypeList,
  salesforceJwtApiCredential,
  salesforceOAuth2ApiCredential,
} from './credentials.js';

/** Salesforce 1 (n8n's `n8n-nodes-base.salesforce`): accounts, attachments, cases, contacts, custom objects, documents, flows, leads, opportunities, search, tasks and users. */
export const salesforceNode: NodeType[] = [
  { description: salesforceDescription, execute: executeSalesforce, methods: salesforceMethods },
];
