import type { CredentialType, NodeType } from '@weft/workflow';

/** Evaluation (Evaluation Trigger and Evaluation nodes): node types, their triggers and tool variants. */
export const evaluationNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const evaluationCredentialTypes: readonly CredentialType[] = [];
