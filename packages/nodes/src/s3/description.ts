/** S3 1's description (n8n's `n8n-nodes-base.s3`: S3-compatible services such as MinIO). */
import type { NodeTypeDescription } from '@weft/workflow';
import { s3Properties } from './properties.js';

/** S3 1: buckets, files and folders on any S3-compatible service, with an `s3` credential. */
export const s3Description: NodeTypeDescription = {
  name: 'weft.s3',
  displayName: 'S3',
  description: 'Sends data to any S3-compatible service',
  group: ['output'],
  version: 1,
  icon: 'file:s3.png',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'S3' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 's3', required: true }],
  properties: s3Properties,
  codex: { categories: ['Development', 'Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.s3/',
};
