import type { NodeType } from '@weft/workflow';
import { evaluationMethods } from '../evaluation-trigger/methods.js';
import { evaluationDescription } from './description.js';
import { executeEvaluation } from './execute.js';

/** Evaluation 4.6–4.8 (n8n's `n8n-nodes-base.evaluation`): set inputs, outputs and metrics; check if evaluating. */
export const evaluationNode: NodeType[] = [
  { description: evaluationDescription, execute: executeEvaluation, methods: evaluationMethods },
];
