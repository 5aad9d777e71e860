import type { NodeType } from '@weft/workflow';
import { evaluationTriggerDescription } from './description.js';
import { executeEvaluationTrigger } from './execute.js';
import { evaluationMethods } from './methods.js';

export { evaluationMethods } from './methods.js';

/** Evaluation Trigger 4.6–4.7 (n8n's `n8n-nodes-base.evaluationTrigger`): one dataset row per run. */
export const evaluationTriggerNode: NodeType[] = [
  { description: evaluationTriggerDescription, execute: executeEvaluationTrigger, methods: evaluationMethods },
];
