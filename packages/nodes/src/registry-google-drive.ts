import type { CredentialType, NodeType } from '@weft/workflow';

/** The google-drive family's node types (every version listed). */
export const googleDriveNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes (beyond the shared Google ones). */
export const googleDriveCredentialTypes: readonly CredentialType[] = [];
