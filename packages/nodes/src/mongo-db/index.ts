import type { NodeType } from '@weft/workflow';
import { mongoDbDescription } from './description.js';
import { executeMongoDb } from './execute.js';

export { mongoDbCredential } from './credential.js';

/** MongoDB, typeVersions 1, 1.1 and 1.2 (n8n's `n8n-nodes-base.mongoDb`). */
export const mongoDbNode: NodeType[] = [{ description: mongoDbDescription, execute: executeMongoDb }];
