import type { CredentialType, NodeType } from '@weft/workflow';

/** GitHub: the GitHub node, its trigger and its tool variant. */
export const githubNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const githubCredentialTypes: readonly CredentialType[] = [];
