/** Google BigQuery (n8n's `n8n-nodes-base.googleBigQuery`), typeVersions 1, 2 and 2.1. */
import type { NodeType, NodeTypeDescription } from '@weft/workflow';
import { executeBigQueryV1 } from './execute-v1.js';
import { executeBigQueryV2 } from './execute-v2.js';
import { bigQueryV1Methods, bigQueryV2Methods } from './methods.js';
import { bigQueryV1Properties } from './properties-v1.js';
import { bigQueryV2Properties } from './properties-v2.js';

export { googleBigQueryOAuth2Api } from './credentials.js';

const credentials: NodeTypeDescription['credentials'] = [
  { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
  { name: 'googleBigQueryOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
];

const base = {
  name: 'weft.googleBigQuery',
  displayName: 'Google BigQuery',
  icon: 'file:googleBigQuery.svg',
  group: ['input'],
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Query and insert rows in Google BigQuery',
  defaults: { name: 'Google BigQuery' },
  inputs: ['main'],
  outputs: ['main'],
  credentials,
  codex: { categories: ['Data & Storage', 'Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.googlebigquery/',
} satisfies Partial<NodeTypeDescription>;

/** Google BigQuery 1: the legacy record resource (insert, read a table). */
export const googleBigQueryV1Description: NodeTypeDescription = {
  ...base,
  version: 1,
  properties: bigQueryV1Properties,
};

/** Google BigQuery 2 and 2.1: execute a query, insert rows. */
export const googleBigQueryV2Description: NodeTypeDescription = {
  ...base,
  version: [2, 2.1],
  defaultVersion: 2.1,
  usableAsTool: true,
  properties: bigQueryV2Properties,
};

/** Google BigQuery 1, 2 and 2.1. */
export const googleBigQueryNode: NodeType[] = [
  { description: googleBigQueryV1Description, execute: executeBigQueryV1, methods: bigQueryV1Methods },
  { description: googleBigQueryV2Description, execute: executeBigQueryV2, methods: bigQueryV2Methods },
];
