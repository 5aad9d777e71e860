import type { CredentialType, NodeType } from '@weft/workflow';

/** Image and document generation (APITemplate.io, Bannerbear): node types, their triggers and tool variants. */
export const mediaGenerationNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const mediaGenerationCredentialTypes: readonly CredentialType[] = [];
