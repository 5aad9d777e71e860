/**
 * Chat models of providers with an OpenAI-compatible API (OpenRouter, DeepSeek, xAI): LangChain's
 * `ChatOpenAI` on the credential's base URL, with n8n's options for them (all passed through).
 */
import { withLocalTokenCount } from '../shared/ai/local-token-count.js';
import type { NodeType } from '@weft/workflow';
import { createLlmTracing, failedAttemptHandler } from '../shared/ai/llm-tracing.js';

/** What differs between the OpenAI-compatible chat models. */
export interface CompatibleModelSpec {
  /** The type name without n8n's package prefix, e.g. `lmChatOpenRouter`. */
  name: string;
  displayName: string;
  credential: string;
  defaultModel: string;
  /** Whether `stream_options` is left out of requests (xAI). */
  noStreamOptions?: boolean;
}

/** A chat model node over an OpenAI-compatible API (version 1). */
export function openAiCompatibleChatModel(spec: CompatibleModelSpec): NodeType {
  return {
    description: {
      displayName: spec.displayName,
      name: `@n8n/n8n-nodes-langchain.${spec.name}`,
      group: ['transform'],
      version: [1],
      description: `A chat model of ${spec.displayName.replace(/ Chat Model$/, '')} for chains and agents`,
      defaults: { name: spec.displayName },
      codex: {
        categories: ['AI'],
        subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] },
      },
      inputs: [],
      outputs: ['ai_languageModel'],
      outputNames: ['Model'],
      credentials: [{ name: spec.credential, required: true }],
      properties: [
        {
          displayName: 'Model',
          name: 'model',
          type: 'options',
          default: spec.defaultModel,
          description: 'The model that answers',
          typeOptions: { loadOptionsMethod: 'listModels' },
        },
        {
          displayName: 'Options',
          name: 'options',
          type: 'collection',
          placeholder: 'Add Option',
          default: {},
          options: [
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
              typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 },
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
              displayName: 'Timeout',
              name: 'timeout',
              type: 'number',
              default: 360000,
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
      const credentials = await ctx.getCredentials(spec.credential);
      const model = ctx.getNodeParameter('model', itemIndex) as string;
      const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>;
      const baseURL = String(credentials.url ?? '');
      if (baseURL) await ctx.helpers.assertHostAllowed(new URL(baseURL).hostname);
      const { ChatOpenAI } = await import('@langchain/openai');
      const format = options.responseFormat ? { response_format: { type: options.responseFormat } } : undefined;
      const fields: Record<string, unknown> = {
        apiKey: credentials.apiKey,
        model,
        ...options,
        timeout: options.timeout ?? 60000,
        maxRetries: options.maxRetries ?? 2,
        configuration: { baseURL: baseURL || undefined, ...(ctx.helpers.fetch ? { fetch: ctx.helpers.fetch } : {}) },
        callbacks: [await createLlmTracing(ctx)],
        modelKwargs: spec.noStreamOptions ? { stream_options: undefined, ...format } : format,
        onFailedAttempt: failedAttemptHandler(ctx, { credentialType: spec.credential }),
      };
      return { response: withLocalTokenCount(new ChatOpenAI(fields as ConstructorParameters<typeof ChatOpenAI>[0])) };
    },
  };
}
