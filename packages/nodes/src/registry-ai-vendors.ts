import type { CredentialType, NodeType } from '@weft/workflow';
import { toolVariant } from './ai-tool-variants/index.js';
import { anthropicNode } from './anthropic/index.js';
import { milvusApi, vectorStoreMilvusNode } from './vector-store-milvus/index.js';

/** n8n offers Anthropic 1 to agents as a tool (`@n8n/n8n-nodes-langchain.anthropicTool`). */
const anthropicTool = toolVariant(anthropicNode[0]!, [1], 'anthropic');

/** AI vendor nodes and vector stores (Anthropic, Milvus): node types, their triggers and tool variants. */
export const aiVendorsNodeTypes: readonly NodeType[] = [
  ...anthropicNode,
  ...(anthropicTool ? [anthropicTool] : []),
  ...vectorStoreMilvusNode,
];

/** Credential types of these nodes (`anthropicApi` comes with the chat models' family). */
export const aiVendorsCredentialTypes: readonly CredentialType[] = [milvusApi];
