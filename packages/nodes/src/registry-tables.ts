import type { CredentialType, NodeType } from '@weft/workflow';

/** Hosted tables and no-code databases (NocoDB, Baserow…): node types, their triggers and tool variants. */
export const tablesNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const tablesCredentialTypes: readonly CredentialType[] = [];
