import type { CredentialType, NodeType } from '@weft/workflow';
import { agentNodeTypes } from './agent/index.js';
import { langchainCodeNode } from './langchain-code/index.js';

/** AI (n8n's LangChain) nodes of this family; see registry-ai.ts. */
export const aiRootsNodeTypes: readonly NodeType[] = [...agentNodeTypes, ...langchainCodeNode];

/** Credential types of this family. */
export const aiRootsCredentialTypes: readonly CredentialType[] = [];
