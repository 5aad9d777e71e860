/**
 * The parameters of the Evaluation node 4.6–4.8 (n8n's `n8n-nodes-base.evaluation`): names, types,
 * defaults and display conditions are n8n's; display texts are Weft's.
 */
import type { NodeProperty } from '@weft/workflow';
import {
  authenticationProperty,
  credentialsProperty,
  datasetDocument,
  datasetSheet,
  dataTableProperty,
  sourceProperty,
} from '../evaluation-trigger/properties.js';
import {
  CORRECTNESS_INPUT_PROMPT,
  CORRECTNESS_PROMPT,
  HELPFULNESS_INPUT_PROMPT,
  HELPFULNESS_PROMPT,
} from './prompts.js';

const on = (operation: string, more: Record<string, unknown> = {}): NodeProperty['displayOptions'] => ({
  show: { operation: [operation], ...more },
});
const metricIs = (...metrics: string[]) => on('setMetrics', { metric: metrics });

/** A name/value list (Set Inputs, Set Outputs). */
function pairs(kind: 'input' | 'output'): NodeProperty {
  const title = kind === 'input' ? 'Input' : 'Output';
  return {
    displayName: `${title}s`,
    name: `${kind}s`,
    placeholder: `Add ${title}`,
    type: 'fixedCollection',
    typeOptions: { multipleValueButtonText: `Add ${title}`, multipleValues: true },
    default: {},
    options: [
      {
        displayName: title,
        name: 'values',
        values: [
          {
            displayName: 'Name',
            name: `${kind}Name`,
            type: 'string',
            default: '',
            requiresDataPath: 'single',
          } as NodeProperty,
          { displayName: 'Value', name: `${kind}Value`, type: 'string', default: '' },
        ],
      },
    ],
    displayOptions: on(kind === 'input' ? 'setInputs' : 'setOutputs'),
  };
}

/** The Options of a metric: its name in the results, and for AI-judged ones the message template. */
function metricOptions(metric: string, name: string, inputPrompt?: { fallback: string; hint: string }): NodeProperty {
  const options: NodeProperty[] = [
    {
      displayName: 'Metric Name',
      name: 'metricName',
      type: 'string',
      default: name,
      ...(inputPrompt ? { description: 'The name the score is reported under' } : {}),
    },
  ];
  if (inputPrompt)
    options.push({
      displayName: 'Input Prompt',
      name: 'inputPrompt',
      type: 'string',
      default: inputPrompt.fallback,
      typeOptions: { rows: 4 },
      hint: inputPrompt.hint,
    });
  return {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add Option',
    options,
    displayOptions: metricIs(metric),
  };
}

/** The Evaluation node's parameters (one list for 4.6–4.8; `source` and `metric` differ by version). */
export const evaluationProperties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Set Inputs', value: 'setInputs' },
      { name: 'Set Outputs', value: 'setOutputs' },
      { name: 'Set Metrics', value: 'setMetrics' },
      { name: 'Check If Evaluating', value: 'checkIfEvaluating' },
    ],
    default: 'setOutputs',
  },
  sourceProperty('dataTable', { show: { '@version': [{ _cnd: { gte: 4.8 } }], operation: ['setOutputs'] } }),
  sourceProperty('googleSheets', { show: { '@version': [{ _cnd: { lte: 4.7 } }], operation: ['setOutputs'] } }),
  authenticationProperty,
  {
    displayName:
      'Adds columns of the dataset to the evaluation results, so a run can be compared with the case it came from.',
    name: 'setInputsNotice',
    type: 'notice',
    default: '',
    displayOptions: on('setInputs'),
  },
  pairs('input'),
  credentialsProperty,
  datasetDocument({ show: { operation: ['setOutputs'] }, hide: { source: ['dataTable'] } }),
  datasetSheet({ show: { operation: ['setOutputs'] }, hide: { source: ['dataTable'] } }),
  dataTableProperty,
  pairs('output'),
  {
    displayName: 'Metrics score a run; an evaluation shows them per test case and on average.',
    name: 'notice',
    type: 'notice',
    default: '',
    displayOptions: on('setMetrics'),
  },
  {
    displayName: 'Metric',
    name: 'metric',
    type: 'hidden',
    default: 'customMetrics',
    displayOptions: on('setMetrics', { '@version': [4.6] }),
  },
  {
    displayName: 'Metric',
    name: 'metric',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Correctness (AI-Based)',
        value: 'correctness',
        description: 'A model scores from 1 to 5 how far the answer means what the reference answer means',
      },
      {
        name: 'Helpfulness (AI-Based)',
        value: 'helpfulness',
        description: 'A model scores from 1 to 5 how well the response answers the query',
      },
      {
        name: 'String Similarity',
        value: 'stringSimilarity',
        description: 'From 0 to 1: one less the edit distance to the reference answer over the longer length',
      },
      {
        name: 'Categorization',
        value: 'categorization',
        description: '1 when the answer equals the reference answer exactly, else 0',
      },
      {
        name: 'Tools Used',
        value: 'toolsUsed',
        description: 'From 0 to 1: the share of the expected tools the agent called',
      },
      { name: 'Custom Metrics', value: 'customMetrics', description: 'Numbers of your own' },
    ],
    default: 'correctness',
    displayOptions: on('setMetrics', { '@version': [{ _cnd: { gte: 4.7 } }] }),
  },
  {
    displayName: 'Expected Answer',
    name: 'expectedAnswer',
    type: 'string',
    default: '',
    description: 'The reference answer, usually a column of the dataset',
    displayOptions: metricIs('correctness', 'stringSimilarity', 'categorization'),
  },
  {
    displayName: 'Actual Answer',
    name: 'actualAnswer',
    type: 'string',
    default: '',
    description: 'What the workflow answered (e.g. an agent’s output)',
    displayOptions: metricIs('correctness', 'stringSimilarity', 'categorization'),
  },
  {
    displayName: 'User Query',
    name: 'userQuery',
    type: 'string',
    default: '',
    description: 'The question or request the workflow got',
    displayOptions: metricIs('helpfulness'),
  },
  {
    displayName: 'Response',
    name: 'actualAnswer',
    type: 'string',
    default: '',
    description: 'What the workflow answered to the query',
    displayOptions: metricIs('helpfulness'),
  },
  {
    displayName: 'Expected Tools',
    name: 'expectedTools',
    type: 'string',
    default: '',
    description: 'The names of the tools the agent should call, separated by commas',
    placeholder: 'Search Orders, Send Email',
    displayOptions: metricIs('toolsUsed'),
  },
  {
    displayName: 'Intermediate Steps (of Agent)',
    name: 'intermediateSteps',
    type: 'string',
    default: '',
    hint: 'Map the agent’s <code>intermediateSteps</code> here (turn on “Return Intermediate Steps” in the agent’s options)',
    displayOptions: metricIs('toolsUsed'),
  },
  {
    displayName: 'Prompt',
    name: 'prompt',
    type: 'string',
    default: CORRECTNESS_PROMPT,
    description: 'The instruction the model scores the answer by',
    typeOptions: { rows: 4 },
    displayOptions: metricIs('correctness'),
  },
  {
    displayName: 'Prompt',
    name: 'prompt',
    type: 'string',
    default: HELPFULNESS_PROMPT,
    description: 'The instruction the model scores the response by',
    typeOptions: { rows: 4 },
    displayOptions: metricIs('helpfulness'),
  },
  {
    displayName: 'Work out the metrics in earlier nodes and map them below; each must be a number.',
    name: 'notice',
    type: 'notice',
    default: '',
    displayOptions: metricIs('customMetrics'),
  },
  {
    displayName: 'Metrics to Return',
    name: 'metrics',
    type: 'assignmentCollection',
    default: { assignments: [{ name: '', value: '', type: 'number' }] },
    typeOptions: { assignment: { disableType: true, defaultType: 'number' } },
    displayOptions: metricIs('customMetrics'),
  },
  metricOptions('correctness', 'Correctness', {
    fallback: CORRECTNESS_INPUT_PROMPT,
    hint: 'Must hold <code>{actual_answer}</code> and <code>{expected_answer}</code>',
  }),
  metricOptions('helpfulness', 'Helpfulness', {
    fallback: HELPFULNESS_INPUT_PROMPT,
    hint: 'Must hold <code>{user_query}</code> and <code>{actual_answer}</code>',
  }),
  metricOptions('categorization', 'Categorization'),
  metricOptions('stringSimilarity', 'String similarity'),
  metricOptions('toolsUsed', 'Tools Used'),
  {
    displayName:
      'Items go to the “Evaluation” output when the run started from the Evaluation Trigger, else to “Normal”.',
    name: 'notice',
    type: 'notice',
    default: '',
    displayOptions: on('checkIfEvaluating'),
  },
];
