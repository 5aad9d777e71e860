import type { NodeType } from '@weft/workflow';
import { httpRequestDescription } from './description.js';
import { executeHttpRequest } from './execute.js';

/** The HTTP Request node, versions 4, 4.1 and 4.2 (n8n's `n8n-nodes-base.httpRequest`). */
export const httpRequestNode: NodeType[] = [{ description: httpRequestDescription, execute: executeHttpRequest }];
