import type { CredentialType, NodeType } from '@weft/workflow';

/** Messaging services (Telegram and others). */
export const messagingNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const messagingCredentialTypes: readonly CredentialType[] = [];
