import type { NodeType } from '@weft/workflow';
import { jwtDescription } from './description.js';
import { executeJwt } from './execute.js';

/** JWT, version 1 (n8n's `n8n-nodes-base.jwt`), on the `jwtAuth` credential Respond to Webhook uses too. */
export const jwtNode: NodeType[] = [{ description: jwtDescription, execute: executeJwt }];
