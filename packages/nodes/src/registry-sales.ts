import type { CredentialType, NodeType } from '@weft/workflow';

/** Sales and support tools (Pipedrive, Zendesk…): node types, their triggers and tool variants. */
export const salesNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const salesCredentialTypes: readonly CredentialType[] = [];
