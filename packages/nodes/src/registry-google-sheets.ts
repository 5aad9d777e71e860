import type { CredentialType, NodeType } from '@weft/workflow';

/** The google-sheets family's node types (every version listed). */
export const googleSheetsNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes (beyond the shared Google ones). */
export const googleSheetsCredentialTypes: readonly CredentialType[] = [];
