import type { CredentialType, NodeType } from '@weft/workflow';

/** Outreach (lemlist, Mautic…): node types, their triggers and tool variants. */
export const outreachNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const outreachCredentialTypes: readonly CredentialType[] = [];
