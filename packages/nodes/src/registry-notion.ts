import type { CredentialType, NodeType } from '@weft/workflow';

/** Notion: the node (every version), its trigger and its tool variant. */
export const notionNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const notionCredentialTypes: readonly CredentialType[] = [];
