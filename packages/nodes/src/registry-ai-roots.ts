import type { CredentialType, NodeType } from '@weft/workflow';

/** AI (n8n's LangChain) nodes of this family; see registry-ai.ts. */
export const aiRootsNodeTypes: readonly NodeType[] = [];

/** Credential types of this family. */
export const aiRootsCredentialTypes: readonly CredentialType[] = [];
