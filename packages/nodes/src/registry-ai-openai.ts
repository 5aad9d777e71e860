import type { CredentialType, NodeType } from '@weft/workflow';

/** AI (n8n's LangChain) nodes of this family; see registry-ai.ts. */
export const aiOpenaiNodeTypes: readonly NodeType[] = [];

/** Credential types of this family. */
export const aiOpenaiCredentialTypes: readonly CredentialType[] = [];
