import type { CredentialType, NodeType } from '@weft/workflow';

/** Accounting (Xero): node types, their triggers and tool variants. */
export const accountingNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const accountingCredentialTypes: readonly CredentialType[] = [];
