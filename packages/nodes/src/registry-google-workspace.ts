import type { CredentialType, NodeType } from '@weft/workflow';

/** Google Calendar, Tasks, Contacts and the other Google Workspace nodes. */
export const googleWorkspaceNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const googleWorkspaceCredentialTypes: readonly CredentialType[] = [];
