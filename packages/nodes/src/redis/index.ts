import type { NodeType } from '@weft/workflow';
import { redisDescription } from './description.js';
import { executeRedis } from './execute.js';

export { redisCredential } from './credential.js';

/** Redis, version 1 (n8n's `n8n-nodes-base.redis`). */
export const redisNode: NodeType[] = [{ description: redisDescription, execute: executeRedis }];
