import type { CredentialType, NodeType } from '@weft/workflow';

/** Discord and WhatsApp Business: nodes, triggers and tool variants. */
export const chatAppsNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const chatAppsCredentialTypes: readonly CredentialType[] = [];
