/** The Evaluation Trigger's description (n8n's `n8n-nodes-base.evaluationTrigger`, 4.6 and 4.7). */
import type { NodeTypeDescription } from '@weft/workflow';
import { evaluationTriggerProperties } from './properties.js';

/** The Google credentials of the dataset (n8n's, shown by `authentication`). */
export const datasetCredentials: NodeTypeDescription['credentials'] = [
  {
    name: 'googleApi',
    required: true,
    displayOptions: { show: { authentication: ['serviceAccount'] } },
  },
  { name: 'googleSheetsOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
];

/** Evaluation Trigger 4.6–4.7: one row of a test dataset (Google Sheet or data table) per run. */
export const evaluationTriggerDescription: NodeTypeDescription = {
  name: 'weft.evaluationTrigger',
  displayName: 'Evaluation Trigger',
  description: 'Runs the workflow on the rows of a test dataset to measure how well it does',
  icon: 'fa:check-double',
  group: ['trigger'],
  version: [4.6, 4.7],
  defaults: { name: 'When fetching a dataset row', color: '#c3c9d5' },
  inputs: [],
  outputs: ['main'],
  credentials: datasetCredentials,
  properties: evaluationTriggerProperties,
  codex: { alias: ['Test', 'Metrics', 'Evals', 'Set Output', 'Set Metrics'] },
};
