import type { CredentialType, NodeType } from '@weft/workflow';

/** Microsoft 365 over Microsoft Graph: Outlook, Excel, OneDrive and Teams. */
export const microsoftNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const microsoftCredentialTypes: readonly CredentialType[] = [];
