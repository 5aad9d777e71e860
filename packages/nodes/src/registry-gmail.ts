import type { CredentialType, NodeType } from '@weft/workflow';

/** The gmail family's node types (every version listed). */
export const gmailNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes (beyond the shared Google ones). */
export const gmailCredentialTypes: readonly CredentialType[] = [];
