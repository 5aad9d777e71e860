/** The Evaluation node's description (n8n's `n8n-nodes-base.evaluation`, 4.6–4.8). */
import type { NodeTypeDescription } from '@weft/workflow';
import { evaluationProperties } from './properties.js';

/** The inputs: a Model input too when Set Metrics scores with a model (correctness, helpfulness). */
export const EVALUATION_INPUTS =
  "={{ $parameter.operation === 'setMetrics' && ['correctness', 'helpfulness'].includes($parameter.metric)" +
  " ? [{ type: 'main' }, { type: 'ai_languageModel', displayName: 'Model', maxConnections: 1 }]" +
  " : [{ type: 'main' }] }}";

/** The outputs: "Evaluation" and "Normal" for Check If Evaluating, else one. */
export const EVALUATION_OUTPUTS =
  "={{ $parameter.operation === 'checkIfEvaluating'" +
  " ? [{ type: 'main', displayName: 'Evaluation' }, { type: 'main', displayName: 'Normal' }]" +
  " : [{ type: 'main' }] }}";

/** Evaluation 4.6–4.8: records inputs, outputs and metrics of an evaluation run, or routes by whether one is running. */
export const evaluationDescription: NodeTypeDescription = {
  name: 'weft.evaluation',
  displayName: 'Evaluation',
  description: 'Records the inputs, outputs and scores of an evaluation run',
  icon: 'fa:check-double',
  group: ['transform'],
  version: [4.6, 4.7, 4.8],
  subtitle: '={{$parameter["operation"]}}',
  defaults: { name: 'Evaluation', color: '#c3c9d5' },
  inputs: EVALUATION_INPUTS,
  outputs: EVALUATION_OUTPUTS,
  credentials: [
    {
      name: 'googleApi',
      required: true,
      displayOptions: { show: { authentication: ['serviceAccount'], operation: ['setOutputs'] } },
    },
    {
      name: 'googleSheetsOAuth2Api',
      required: true,
      displayOptions: { show: { authentication: ['oAuth2'], operation: ['setOutputs'] } },
    },
  ],
  properties: evaluationProperties,
  codex: { alias: ['Test', 'Metrics', 'Evals', 'Set Output', 'Set Metrics'] },
};
