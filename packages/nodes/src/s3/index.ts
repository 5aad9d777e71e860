import type { NodeType } from '@weft/workflow';
import { executeS3 } from '../aws-s3/execute.js';
import { s3Description } from './description.js';

export { s3Credential } from './credentials.js';

/** S3 1 (n8n's `n8n-nodes-base.s3`): AWS S3's operations on the endpoint an `s3` credential names. */
export const s3Node: NodeType[] = [{ description: s3Description, execute: (ctx) => executeS3(ctx, 's3') }];
