import type { CredentialType, NodeType } from '@weft/workflow';

/** Cloud storage and data warehouses (Google Cloud Storage, BigQuery, Nextcloud, SharePoint…): node types, their triggers and tool variants. */
export const cloudDataNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const cloudDataCredentialTypes: readonly CredentialType[] = [];
