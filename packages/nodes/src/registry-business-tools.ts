import type { CredentialType, NodeType } from '@weft/workflow';

/** Business tools (uProc, Clockify, Mailgun…): node types, their triggers and tool variants. */
export const businessToolsNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const businessToolsCredentialTypes: readonly CredentialType[] = [];
