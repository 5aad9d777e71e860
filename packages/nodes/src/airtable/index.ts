import type { NodeType } from '@weft/workflow';
import { airtableV1Description } from './description-v1.js';
import { airtableV2Description } from './description-v2.js';
import { executeAirtableV1 } from './execute-v1.js';
import { executeAirtableV2 } from './execute-v2.js';
import { airtableMethods } from './methods.js';

export {
  airtableApiCredential,
  airtableCredentialTypeList,
  airtableOAuth2ApiCredential,
  airtableTokenApiCredential,
} from './credentials.js';

/**
 * Airtable 1 and Airtable 2–2.1 (n8n's `n8n-nodes-base.airtable`): version 1's table operations, and
 * 2.x's base and record resources through Airtable's Web API.
 */
export const airtableNode: NodeType[] = [
  { description: airtableV1Description, execute: executeAirtableV1 },
  { description: airtableV2Description, execute: executeAirtableV2, methods: airtableMethods },
];
