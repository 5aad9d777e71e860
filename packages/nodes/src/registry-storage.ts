import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { awsCredentialTypeList, awsS3Node } from './aws-s3/index.js';
import { dropboxCredentialTypeList, dropboxNode } from './dropbox/index.js';
import { s3Credential, s3Node } from './s3/index.js';

/** File storage services (AWS S3, S3-compatible, Dropbox…): node types, their triggers and tool variants. */
export const storageNodeTypes: readonly NodeType[] = [
  ...awsS3Node,
  // n8n offers AWS S3 2 (not 1) to agents as a tool (`awsS3Tool`).
  ...buildToolVariants(awsS3Node, { awsS3: [2] }),
  ...s3Node,
  // n8n offers S3 1 to agents as a tool (`s3Tool`).
  ...buildToolVariants(s3Node, { s3: [1] }),
  ...dropboxNode,
  // n8n offers Dropbox 1 to agents as a tool (`dropboxTool`).
  ...buildToolVariants(dropboxNode, { dropbox: [1] }),
];

/** Credential types of these nodes. */
export const storageCredentialTypes: readonly CredentialType[] = [
  ...awsCredentialTypeList,
  s3Credential,
  ...dropboxCredentialTypeList,
];
