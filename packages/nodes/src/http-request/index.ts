import type { NodeType } from '@weft/workflow';
import { httpRequestDescription } from './description.js';
import { executeHttpRequest } from './execute.js';
import { httpRequestV1Description, httpRequestV2Description } from './legacy-description.js';
import { executeLegacyHttpRequest } from './legacy-execute.js';

/**
 * The HTTP Request node (n8n's `n8n-nodes-base.httpRequest`): versions 3–4.3 (method, send
 * query/headers/body switches), and the legacy versions 1 and 2 (requestMethod, responseFormat,
 * JSON/UI parameter lists), each with its own parameters.
 */
export const httpRequestNode: NodeType[] = [
  { description: httpRequestDescription, execute: executeHttpRequest },
  { description: httpRequestV1Description, execute: executeLegacyHttpRequest },
  { description: httpRequestV2Description, execute: executeLegacyHttpRequest },
];
