import type { CredentialType, NodeType } from '@weft/workflow';

/** AI nodes on MongoDB (MongoDB chat memory, MongoDB Atlas vector store): node types, their triggers and tool variants. */
export const aiMongoNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const aiMongoCredentialTypes: readonly CredentialType[] = [];
