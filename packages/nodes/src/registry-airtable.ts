import type { CredentialType, NodeType } from '@weft/workflow';

/** Airtable: the node (every version), its trigger and its tool variant. */
export const airtableNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const airtableCredentialTypes: readonly CredentialType[] = [];
