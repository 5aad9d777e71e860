/**
 * The Perplexity node's description (`n8n-nodes-base.perplexity` 1, n8n's parameter names, values
 * and defaults): one operation, "Message a Model". n8n's node is declarative; Weft's runs it in
 * code (execute.ts), so that it is also offered to agents as `perplexityTool`.
 */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { requestOptionsProperty } from './request-options.js';

const shown = { show: { resource: ['chat'], operation: ['complete'] } };

const completeProperties: NodeProperty[] = [
  {
    displayName: 'Model',
    name: 'model',
    type: 'options',
    default: 'sonar',
    required: true,
    displayOptions: shown,
    description: 'The model that answers',
    options: [
      { name: 'Sonar', value: 'sonar' },
      { name: 'Sonar Deep Research', value: 'sonar-deep-research' },
      { name: 'Sonar Pro', value: 'sonar-pro' },
      { name: 'Sonar Reasoning', value: 'sonar-reasoning' },
      { name: 'Sonar Reasoning Pro', value: 'sonar-reasoning-pro' },
    ],
  },
  {
    displayName: 'Messages',
    name: 'messages',
    type: 'fixedCollection',
    required: true,
    displayOptions: shown,
    placeholder: 'Add Message',
    description:
      'The conversation so far: an optional system message first, then user and assistant turns in alternation',
    typeOptions: { multipleValues: true, sortable: true },
    default: { message: [{ role: 'user', content: '' }] },
    options: [
      {
        displayName: 'Message',
        name: 'message',
        values: [
          {
            displayName: 'Text',
            name: 'content',
            type: 'string',
            default: '',
            description: 'What the message says',
            typeOptions: { rows: 2 },
          },
          {
            displayName: 'Role',
            name: 'role',
            type: 'options',
            required: true,
            default: 'user',
            description: 'Who speaks: the model (assistant), the instructions (system) or the user',
            options: [
              { name: 'Assistant', value: 'assistant' },
              { name: 'System', value: 'system' },
              { name: 'User', value: 'user' },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Simplify Output',
    name: 'simplify',
    type: 'boolean',
    default: false,
    displayOptions: shown,
    description:
      'Whether to answer only the id, creation time, citations and the message text instead of the whole answer',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    displayOptions: shown,
    options: [
      {
        displayName: 'Frequency Penalty',
        name: 'frequencyPenalty',
        type: 'number',
        default: 0,
        typeOptions: { minValue: 0 },
        description: 'Above 1.0, makes repeating what was already said less likely',
      },
      {
        displayName: 'Maximum Number of Tokens',
        name: 'maxTokens',
        type: 'number',
        default: 1,
        description: 'The most tokens the answer may have',
      },
      {
        displayName: 'Output Randomness (Temperature)',
        name: 'temperature',
        type: 'number',
        default: 0.2,
        typeOptions: { minValue: 0, maxValue: 1.99 },
        description: 'How random the answer is: lower is more focused',
      },
      {
        displayName: 'Top K',
        name: 'topK',
        type: 'number',
        default: 0,
        typeOptions: { minValue: 0, maxValue: 2048 },
        description: 'How many of the likeliest tokens are sampled from (0 for no limit)',
      },
      {
        displayName: 'Top P',
        name: 'topP',
        type: 'number',
        default: 0.9,
        typeOptions: { minValue: 0, maxValue: 1 },
        description: 'Nucleus sampling: the share of probability mass sampled from',
      },
      {
        displayName: 'Presence Penalty',
        name: 'presencePenalty',
        type: 'number',
        default: 0,
        typeOptions: { minValue: -2.0, maxValue: 2.0 },
        description: 'From -2.0 to 2.0: positive values favour new topics',
      },
      {
        displayName: 'Return Images',
        name: 'returnImages',
        type: 'boolean',
        default: false,
        description: 'Whether the answer may include images',
      },
      {
        displayName: 'Return Related Questions',
        name: 'returnRelatedQuestions',
        type: 'boolean',
        default: false,
        description: 'Whether the answer may include related questions',
      },
      {
        displayName: 'Search Domain Filter',
        name: 'searchDomainFilter',
        type: 'string',
        default: '',
        placeholder: 'e.g. domain1,domain2,-domain3',
        description: 'Comma-separated domains to search in (or, prefixed with -, to leave out)',
      },
      {
        displayName: 'Search Recency Filter',
        name: 'searchRecency',
        type: 'options',
        default: 'month',
        description: 'How recent the searched sources must be',
        options: [
          { name: 'Day', value: 'day' },
          { name: 'Hour', value: 'hour' },
          { name: 'Month', value: 'month' },
          { name: 'Week', value: 'week' },
        ],
      },
    ],
  },
];

/** `perplexity` 1. */
export const perplexityDescription: NodeTypeDescription = {
  name: 'weft.perplexity',
  displayName: 'Perplexity',
  icon: 'file:perplexity.svg',
  group: ['transform'],
  version: 1,
  subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
  description: "Ask Perplexity's models, which answer with citations",
  defaults: { name: 'Perplexity' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'perplexityApi', required: true }],
  properties: [
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'hidden',
      noDataExpression: true,
      options: [{ name: 'Chat', value: 'chat' }],
      default: 'chat',
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      default: 'complete',
      displayOptions: { show: { resource: ['chat'] } },
      options: [
        {
          name: 'Message a Model',
          value: 'complete',
          action: 'Message a model',
          description: 'Get a completion of the conversation from a model',
        },
      ],
    },
    ...completeProperties,
    requestOptionsProperty,
  ],
};
