import type { CredentialType, NodeType } from '@weft/workflow';
import { evaluationNode } from './evaluation/index.js';
import { evaluationTriggerNode } from './evaluation-trigger/index.js';

/** Evaluation (Evaluation Trigger and Evaluation nodes): node types, their triggers and tool variants. */
export const evaluationNodeTypes: readonly NodeType[] = [
  ...evaluationTriggerNode,
  // n8n offers neither node as a tool. Their Google credentials are registered with Google Sheets.
  ...evaluationNode,
];

/** Credential types of these nodes. */
export const evaluationCredentialTypes: readonly CredentialType[] = [];
