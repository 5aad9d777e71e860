import { withLocalTokenCount } from '../shared/ai/local-token-count.js';
import type { LLMResult } from '@langchain/core/outputs';
import type { NodeProperty, NodeType } from '@weft/workflow';
import { createLlmTracing, failedAttemptHandler } from '../shared/ai/llm-tracing.js';

const MIN_THINKING_BUDGET = 1024;
const DEFAULT_MAX_TOKENS = 4096;

/** The models the list of versions 1-1.2 offers (value → label); the `LEGACY` ones not in 1.2. */
const MODELS: Array<[string, string]> = [
  ['claude-3-5-sonnet-20241022', 'Claude 3.5 Sonnet(20241022)'],
  ['claude-3-opus-20240229', 'Claude 3 Opus(20240229)'],
  ['claude-3-5-sonnet-20240620', 'Claude 3.5 Sonnet(20240620)'],
  ['claude-3-sonnet-20240229', 'Claude 3 Sonnet(20240229)'],
  ['claude-3-5-haiku-20241022', 'Claude 3.5 Haiku(20241022)'],
  ['claude-3-haiku-20240307', 'Claude 3 Haiku(20240307)'],
  ['claude-2', 'LEGACY: Claude 2'],
  ['claude-2.1', 'LEGACY: Claude 2.1'],
  ['claude-instant-1.2', 'LEGACY: Claude Instant 1.2'],
  ['claude-instant-1', 'LEGACY: Claude Instant 1'],
];

function modelOptions(version: number, fallback: string): NodeProperty {
  const list = version >= 1.2 ? MODELS.filter(([, n]) => !n.startsWith('LEGACY')) : MODELS;
  return {
    displayName: 'Model',
    name: 'model',
    type: 'options',
    default: fallback,
    description: 'The model that answers',
    options: list.map(([value, name]) => ({ name, value })),
    displayOptions: { show: { '@version': [version] } },
  };
}

const noThinking = { hide: { thinking: [true] } };

/** Anthropic reports usage as `llmOutput.usage.{input_tokens, output_tokens}`. */
function anthropicTokenUsage(result: LLMResult) {
  const usage = (result.llmOutput as { usage?: { input_tokens?: number; output_tokens?: number } } | undefined)
    ?.usage ?? { input_tokens: 0, output_tokens: 0 };
  const promptTokens = usage.input_tokens ?? 0;
  const completionTokens = usage.output_tokens ?? 0;
  return { completionTokens, promptTokens, totalTokens: promptTokens + completionTokens };
}

/** The Anthropic Chat Model (`lmChatAnthropic` 1-1.3): LangChain's `ChatAnthropic`, extended thinking as an option. */
export const lmChatAnthropicNode: NodeType = {
  description: {
    displayName: 'Anthropic Chat Model',
    name: '@n8n/n8n-nodes-langchain.lmChatAnthropic',
    group: ['transform'],
    version: [1, 1.1, 1.2, 1.3],
    defaultVersion: 1.3,
    description: 'An Anthropic Claude chat model for chains and agents',
    icon: 'file:anthropic.svg',
    defaults: { name: 'Anthropic Chat Model' },
    codex: {
      categories: ['AI'],
      subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] },
    },
    inputs: [],
    outputs: ['ai_languageModel'],
    outputNames: ['Model'],
    credentials: [{ name: 'anthropicApi', required: true }],
    properties: [
      modelOptions(1, 'claude-2'),
      modelOptions(1.1, 'claude-3-sonnet-20240229'),
      modelOptions(1.2, 'claude-3-5-sonnet-20240620'),
      {
        displayName: 'Model',
        name: 'model',
        type: 'resourceLocator',
        required: true,
        default: {
          __rl: true,
          mode: 'list',
          value: 'claude-sonnet-4-5-20250929',
          cachedResultName: 'Claude Sonnet 4.5',
        },
        description: 'The model that answers: from the list, or by ID',
        modes: [
          {
            displayName: 'From List',
            name: 'list',
            type: 'list',
            placeholder: 'Select a model...',
            typeOptions: { searchListMethod: 'searchModels', searchable: true },
          },
          { displayName: 'ID', name: 'id', type: 'string', placeholder: 'Claude Sonnet' },
        ],
        displayOptions: { show: { '@version': [{ _cnd: { gte: 1.3 } }] } },
      },
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add Option',
        default: {},
        options: [
          {
            displayName: 'Maximum Number of Tokens',
            name: 'maxTokensToSample',
            type: 'number',
            default: DEFAULT_MAX_TOKENS,
            description: 'The most tokens the answer may have',
          },
          {
            displayName: 'Sampling Temperature',
            name: 'temperature',
            type: 'number',
            default: 0.7,
            typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
            description: 'Randomness of the answer: lower is more deterministic',
            displayOptions: noThinking,
          },
          {
            displayName: 'Top K',
            name: 'topK',
            type: 'number',
            default: -1,
            typeOptions: { maxValue: 1, minValue: -1, numberPrecision: 1 },
            description: 'Only the K likeliest tokens are considered (-1: off)',
            displayOptions: noThinking,
          },
          {
            displayName: 'Top P',
            name: 'topP',
            type: 'number',
            default: 1,
            typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
            description: 'Nucleus sampling: the share of likely tokens considered',
            displayOptions: noThinking,
          },
          {
            displayName: 'Enable Thinking',
            name: 'thinking',
            type: 'boolean',
            default: false,
            description: 'Whether the model thinks before it answers',
          },
          {
            displayName: 'Thinking Budget (Tokens)',
            name: 'thinkingBudget',
            type: 'number',
            default: MIN_THINKING_BUDGET,
            description: 'The most tokens the model may think with',
            displayOptions: { show: { thinking: [true] } },
          },
        ],
      },
    ],
  },
  async supplyData(ctx, itemIndex) {
    const credentials = await ctx.getCredentials('anthropicApi');
    const baseURL = String(credentials.url ?? 'https://api.anthropic.com');
    await ctx.helpers.assertHostAllowed(new URL(baseURL).hostname);
    const raw = ctx.getNodeParameter('model', itemIndex) as unknown;
    const modelName = String(raw && typeof raw === 'object' ? ((raw as { value?: unknown }).value ?? '') : (raw ?? ''));
    const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<
      string,
      number | boolean | undefined
    >;
    let invocationKwargs: Record<string, unknown> = {};
    if (options.thinking) {
      // Thinking takes no sampling settings, and needs room for the budget and the answer.
      invocationKwargs = {
        thinking: { type: 'enabled', budget_tokens: options.thinkingBudget ?? MIN_THINKING_BUDGET },
        max_tokens: options.maxTokensToSample ?? DEFAULT_MAX_TOKENS,
        top_k: undefined,
        top_p: undefined,
        temperature: undefined,
      };
    }
    // Every request (and redirect) passes the outgoing-connection guard at connect time too.
    const clientOptions: Record<string, unknown> = ctx.helpers.fetch ? { fetch: ctx.helpers.fetch } : {};
    let customHeader: string | undefined;
    if (
      credentials.header &&
      typeof credentials.headerName === 'string' &&
      credentials.headerName &&
      typeof credentials.headerValue === 'string'
    ) {
      clientOptions.defaultHeaders = { [credentials.headerName]: credentials.headerValue };
      customHeader = credentials.headerName;
    }
    const { ChatAnthropic } = await import('@langchain/anthropic');
    const model = new ChatAnthropic({
      anthropicApiKey: String(credentials.apiKey ?? ''),
      model: modelName,
      anthropicApiUrl: baseURL,
      maxTokens: options.maxTokensToSample as number | undefined,
      temperature: options.temperature as number | undefined,
      topK: options.topK as number | undefined,
      topP: options.topP as number | undefined,
      callbacks: [
        await createLlmTracing(ctx, {
          tokensUsageParser: anthropicTokenUsage,
          redactedHeaders: customHeader ? [customHeader] : [],
        }),
      ],
      onFailedAttempt: failedAttemptHandler(ctx, { credentialType: 'anthropicApi' }),
      invocationKwargs,
      clientOptions,
    });
    // Anthropic refuses temperature and top_p together: send only what was set.
    const mutable = model as unknown as { topP?: number; temperature?: number };
    if (options.topP === undefined) delete mutable.topP;
    if (options.topP !== undefined && options.temperature === undefined) delete mutable.temperature;
    return { response: withLocalTokenCount(model) };
  },
};
