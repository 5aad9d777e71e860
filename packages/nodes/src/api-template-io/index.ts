import type { NodeType } from '@weft/workflow';
import { apiTemplateIoDescription } from './description.js';
import { executeApiTemplateIo } from './execute.js';
import { apiTemplateIoMethods } from './methods.js';

export { apiTemplateIoApiCredential, apiTemplateIoCredentialTypeList } from './credentials.js';

/** APITemplate.io 1 (n8n's `n8n-nodes-base.apiTemplateIo`): images and PDFs rendered from templates, and the account. */
export const apiTemplateIoNode: NodeType[] = [
  { description: apiTemplateIoDescription, execute: executeApiTemplateIo, methods: apiTemplateIoMethods },
];
