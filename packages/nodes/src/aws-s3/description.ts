/** AWS S3 1 and 2's descriptions (n8n's `n8n-nodes-base.awsS3`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { awsS3V1Properties } from './properties-v1.js';
import { awsS3V2Properties } from './properties-v2.js';

const shared = {
  name: 'weft.awsS3',
  displayName: 'AWS S3',
  description: 'Sends data to AWS S3',
  group: ['output'],
  icon: 'file:s3.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'AWS S3' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Development', 'Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.awss3/',
} satisfies Partial<NodeTypeDescription>;

/** AWS S3 1: buckets, files and folders with an `aws` credential. */
export const awsS3V1Description: NodeTypeDescription = {
  ...shared,
  version: 1,
  credentials: [{ name: 'aws', required: true }],
  properties: awsS3V1Properties,
};

/** AWS S3 2: as 1, calling each bucket's own region, with an `aws` or `awsAssumeRole` credential. */
export const awsS3V2Description: NodeTypeDescription = {
  ...shared,
  version: 2,
  usableAsTool: true,
  credentials: [
    { name: 'aws', required: true, displayOptions: { show: { authentication: ['iam'] } } },
    { name: 'awsAssumeRole', required: true, displayOptions: { show: { authentication: ['assumeRole'] } } },
  ],
  properties: awsS3V2Properties,
};
