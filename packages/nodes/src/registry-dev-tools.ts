import type { CredentialType, NodeType } from '@weft/workflow';

/** Developer and browser-automation services (Airtop, Linear, Hacker News…): node types, their triggers and tool variants. */
export const devToolsNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const devToolsCredentialTypes: readonly CredentialType[] = [];
