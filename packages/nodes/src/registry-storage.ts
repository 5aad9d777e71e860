import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { awsCredentialTypeList, awsS3Node } from './aws-s3/index.js';

/** File storage services (AWS S3, S3-compatible, Dropbox…): node types, their triggers and tool variants. */
export const storageNodeTypes: readonly NodeType[] = [
  ...awsS3Node,
  // n8n offers AWS S3 2 (not 1) to agents as a tool (`awsS3Tool`).
  ...buildToolVariants(awsS3Node, { awsS3: [2] }),
];

/** Credential types of these nodes. */
export const storageCredentialTypes: readonly CredentialType[] = [...awsCredentialTypeList];
