/**
 * The Azure OpenAI Chat Model's parameters: names, types, defaults, choices and display rules as
 * n8n 1.123 declares them (`lmChatAzureOpenAi` 1).
 */
import type { NodeTypeDescription } from '@weft/workflow';

const penalty = { maxValue: 2, minValue: -2, numberPrecision: 1 };

/** The node type description. */
export const lmChatAzureOpenAiDescription: NodeTypeDescription = {
  displayName: 'Azure OpenAI Chat Model',
  name: '@n8n/n8n-nodes-langchain.lmChatAzureOpenAi',
  group: ['transform'],
  version: 1,
  description: 'For advanced usage with an AI chain',
  defaults: { name: 'Azure OpenAI Chat Model' },
  codex: {
    categories: ['AI'],
    subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] },
  },
  inputs: [],
  outputs: ['ai_languageModel'],
  outputNames: ['Model'],
  credentials: [
    { name: 'azureOpenAiApi', required: true, displayOptions: { show: { authentication: ['azureOpenAiApi'] } } },
    {
      name: 'azureEntraCognitiveServicesOAuth2Api',
      required: true,
      displayOptions: { show: { authentication: ['azureEntraCognitiveServicesOAuth2Api'] } },
    },
  ],
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      default: 'azureOpenAiApi',
      options: [
        { name: 'API Key', value: 'azureOpenAiApi' },
        { name: 'Azure Entra ID (OAuth2)', value: 'azureEntraCognitiveServicesOAuth2Api' },
      ],
    },
    {
      displayName:
        "This node must be connected to an AI chain. <a data-action='openSelectiveNodeCreator' data-action-parameter-creatorview='AI'>Insert one</a>",
      name: 'notice',
      type: 'notice',
      default: '',
      typeOptions: { containerClass: 'ndv-connection-hint-notice' },
    },
    {
      displayName:
        'If using JSON response format, you must include word "json" in the prompt in your chain or agent. Also, make sure to select latest models released post November 2023.',
      name: 'notice',
      type: 'notice',
      default: '',
      displayOptions: { show: { '/options.responseFormat': ['json_object'] } },
    },
    {
      displayName: 'Model (Deployment) Name',
      name: 'model',
      type: 'string',
      required: true,
      default: '',
      description: 'The name of the deployment that answers (e.g. gpt-4o)',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      description: 'Additional options to add',
      options: [
        {
          displayName: 'Frequency Penalty',
          name: 'frequencyPenalty',
          type: 'number',
          default: 0,
          typeOptions: penalty,
          description: 'Positive values make repeating the same words less likely',
        },
        {
          displayName: 'Maximum Number of Tokens',
          name: 'maxTokens',
          type: 'number',
          default: -1,
          typeOptions: { maxValue: 128000 },
          description: 'The most tokens the answer may have (-1: the default)',
        },
        {
          displayName: 'Response Format',
          name: 'responseFormat',
          type: 'options',
          default: 'text',
          options: [
            { name: 'Text', value: 'text', description: 'A plain text answer' },
            { name: 'JSON', value: 'json_object', description: 'JSON mode: the answer is a valid JSON object' },
          ],
        },
        {
          displayName: 'Presence Penalty',
          name: 'presencePenalty',
          type: 'number',
          default: 0,
          typeOptions: penalty,
          description: 'Positive values make new topics more likely',
        },
        {
          displayName: 'Sampling Temperature',
          name: 'temperature',
          type: 'number',
          default: 0.7,
          typeOptions: { maxValue: 2, minValue: 0, numberPrecision: 1 },
          description: 'Randomness of the answer: lower is more deterministic',
        },
        {
          displayName: 'Timeout (Ms)',
          name: 'timeout',
          type: 'number',
          default: 60000,
          description: 'The longest a request may take, in milliseconds',
        },
        {
          displayName: 'Max Retries',
          name: 'maxRetries',
          type: 'number',
          default: 2,
          description: 'How many times a failed request is tried again',
        },
        {
          displayName: 'Top P',
          name: 'topP',
          type: 'number',
          default: 1,
          typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
          description: 'Nucleus sampling: the share of likely tokens considered',
        },
      ],
    },
  ],
};
