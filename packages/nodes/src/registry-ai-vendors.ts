import type { CredentialType, NodeType } from '@weft/workflow';

/** AI vendor nodes and vector stores (Anthropic, Milvus): node types, their triggers and tool variants. */
export const aiVendorsNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const aiVendorsCredentialTypes: readonly CredentialType[] = [];
