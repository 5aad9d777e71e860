import type { NodeType } from '@weft/workflow';
import { pipedriveDescription } from './description.js';
import { executePipedrive } from './execute.js';
import { pipedriveMethods } from './methods.js';

export { pipedriveApiCredential, pipedriveCredentialTypeList, pipedriveOAuth2ApiCredential } from './credentials.js';

/** Pipedrive 1 (n8n's `n8n-nodes-base.pipedrive`): a Pipedrive company's deals, persons, organizations, activities, notes, leads, products and files. */
export const pipedriveNode: NodeType[] = [
  { description: pipedriveDescription, execute: executePipedrive, methods: pipedriveMethods },
];
