import { withLocalTokenCount } from '../shared/ai/local-token-count.js';
import type { NodeType } from '@weft/workflow';
import { createLlmTracing, failedAttemptHandler } from '../shared/ai/llm-tracing.js';

/**
 * The legacy OpenAI Model (`lmOpenAi` 1): LangChain's text-completion `OpenAI` over `/completions`.
 * As in n8n, its base URL comes from the Base URL option only, never from the credential.
 */
export const lmOpenAiNode: NodeType = {
  description: {
    displayName: 'OpenAI Model',
    name: '@n8n/n8n-nodes-langchain.lmOpenAi',
    group: ['transform'],
    version: 1,
    description: 'An OpenAI text completion model (legacy: chat models are recommended)',
    icon: 'file:openAi.svg',
    hidden: true,
    defaults: { name: 'OpenAI Model' },
    codex: {
      categories: ['AI'],
      subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Text Completion Models'] },
    },
    inputs: [],
    outputs: ['ai_languageModel'],
    outputNames: ['Model'],
    credentials: [{ name: 'openAiApi', required: true }],
    properties: [
      {
        displayName: 'This node is deprecated: use the OpenAI Chat Model instead.',
        name: 'deprecated',
        type: 'notice',
        default: '',
      },
      {
        displayName: 'Model',
        name: 'model',
        type: 'resourceLocator',
        default: { __rl: true, mode: 'list', value: 'gpt-3.5-turbo-instruct' },
        required: true,
        description: 'The completion model: from the list, or by ID',
        modes: [
          {
            displayName: 'From List',
            name: 'list',
            type: 'list',
            placeholder: 'Select a model...',
            typeOptions: { searchListMethod: 'searchModels', searchable: true },
          },
          { displayName: 'ID', name: 'id', type: 'string', placeholder: 'gpt-3.5-turbo-instruct' },
        ],
      },
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add Option',
        default: {},
        options: [
          {
            displayName: 'Base URL',
            name: 'baseURL',
            type: 'string',
            default: 'https://api.openai.com/v1',
            description: 'Another address for the API',
          },
          {
            displayName: 'Frequency Penalty',
            name: 'frequencyPenalty',
            type: 'number',
            default: 0,
            typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 },
            description: 'Positive values make repeating the same words less likely',
          },
          {
            displayName: 'Maximum Number of Tokens',
            name: 'maxTokens',
            type: 'number',
            default: -1,
            typeOptions: { maxValue: 32768 },
            description: 'The most tokens the answer may have (-1: no limit)',
          },
          {
            displayName: 'Presence Penalty',
            name: 'presencePenalty',
            type: 'number',
            default: 0,
            typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 },
            description: 'Positive values make new topics more likely',
          },
          {
            displayName: 'Sampling Temperature',
            name: 'temperature',
            type: 'number',
            default: 0.7,
            typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
            description: 'Randomness of the answer: lower is more deterministic',
          },
          {
            displayName: 'Timeout',
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
  },
  async supplyData(ctx, itemIndex) {
    const credentials = await ctx.getCredentials('openAiApi');
    const model = ctx.getNodeParameter('model', itemIndex, '', { extractValue: true }) as string;
    const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>;
    const configuration: Record<string, unknown> = {};
    if (options.baseURL) configuration.baseURL = options.baseURL;
    await ctx.helpers.assertHostAllowed(new URL(String(options.baseURL ?? 'https://api.openai.com/v1')).hostname);
    const { OpenAI } = await import('@langchain/openai');
    const llm = new OpenAI({
      apiKey: credentials.apiKey,
      model,
      ...options,
      configuration,
      timeout: options.timeout ?? 60000,
      maxRetries: options.maxRetries ?? 2,
      callbacks: [await createLlmTracing(ctx)],
      onFailedAttempt: failedAttemptHandler(ctx, { credentialType: 'openAiApi' }),
    } as unknown as ConstructorParameters<typeof OpenAI>[0]);
    return { response: withLocalTokenCount(llm) };
  },
};
