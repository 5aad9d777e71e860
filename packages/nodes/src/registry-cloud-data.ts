import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { googleBigQueryNode, googleBigQueryOAuth2Api } from './google-big-query/index.js';
import { googleCloudStorageNode, googleCloudStorageOAuth2Api } from './google-cloud-storage/index.js';
import { nextCloudApiCredential, nextCloudNode, nextCloudOAuth2ApiCredential } from './next-cloud/index.js';

/** Cloud storage and data warehouses (Google Cloud Storage, BigQuery, Nextcloud, SharePoint…): node types, their triggers and tool variants. */
export const cloudDataNodeTypes: readonly NodeType[] = [
  ...googleBigQueryNode,
  // n8n offers BigQuery 2 and 2.1 to agents as a tool (`googleBigQueryTool`); version 1 is not usable as a tool.
  ...buildToolVariants(googleBigQueryNode, { googleBigQuery: [2, 2.1] }),
  ...googleCloudStorageNode,
  ...buildToolVariants(googleCloudStorageNode, { googleCloudStorage: [1] }),
  ...nextCloudNode,
  ...buildToolVariants(nextCloudNode, { nextCloud: [1] }),
];

/** Credential types of these nodes (the Google service account `googleApi` is the Google family's). */
export const cloudDataCredentialTypes: readonly CredentialType[] = [
  googleBigQueryOAuth2Api,
  googleCloudStorageOAuth2Api,
  nextCloudApiCredential,
  nextCloudOAuth2ApiCredential,
];
