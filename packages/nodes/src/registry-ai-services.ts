import type { CredentialType, NodeType } from '@weft/workflow';

/** AI services outside the LangChain packages: Perplexity, the legacy OpenAI node, and the SerpApi and Wikipedia tools. */
export const aiServicesNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const aiServicesCredentialTypes: readonly CredentialType[] = [];
