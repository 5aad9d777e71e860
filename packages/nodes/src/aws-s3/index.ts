import type { CredentialType, NodeType } from '@weft/workflow';
import { awsAssumeRoleCredential, awsCredential } from './credentials.js';
import { awsS3V1Description, awsS3V2Description } from './description.js';
import { executeS3 } from './execute.js';

export { awsAssumeRoleCredential, awsCredential } from './credentials.js';

/** AWS S3 1 and 2 (n8n's `n8n-nodes-base.awsS3`): buckets, files and folders on Amazon S3. */
export const awsS3Node: NodeType[] = [
  { description: awsS3V1Description, execute: (ctx) => executeS3(ctx, 'aws1') },
  { description: awsS3V2Description, execute: (ctx) => executeS3(ctx, 'aws2') },
];

/** The AWS credential types (`aws`, `awsAssumeRole`). */
export const awsCredentialTypeList: CredentialType[] = [awsCredential, awsAssumeRoleCredential];
