import type { CredentialType, NodeType } from '@weft/workflow';

/** Work and project tools (Twilio, ClickUp, Trello…): node types, their triggers and tool variants. */
export const workAppsNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const workAppsCredentialTypes: readonly CredentialType[] = [];
