import { withLocalTokenCount } from '../shared/ai/local-token-count.js';
import type { NodeType } from '@weft/workflow';
import { createLlmTracing, failedAttemptHandler } from '../shared/ai/llm-tracing.js';

/** Magistral models answer JSON output, but for the two first releases. */
function jsonOutputModel(model: string): boolean {
  return model.includes('magistral') && !['magistral-small-2506', 'magistral-medium-2506'].includes(model);
}

/** The Mistral Cloud Chat Model (`lmChatMistralCloud` 1): LangChain's `ChatMistralAI` (api.mistral.ai). */
export const lmChatMistralCloudNode: NodeType = {
  description: {
    displayName: 'Mistral Cloud Chat Model',
    name: '@n8n/n8n-nodes-langchain.lmChatMistralCloud',
    group: ['transform'],
    version: 1,
    description: 'A Mistral AI chat model, for chains and agents',
    icon: 'file:mistral.svg',
    defaults: { name: 'Mistral Cloud Chat Model' },
    codex: {
      categories: ['AI'],
      subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] },
    },
    inputs: [],
    outputs: ['ai_languageModel'],
    outputNames: ['Model'],
    credentials: [{ name: 'mistralCloudApi', required: true }],
    properties: [
      {
        displayName: 'Model',
        name: 'model',
        type: 'options',
        default: 'mistral-small',
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
            displayName: 'Maximum Number of Tokens',
            name: 'maxTokens',
            type: 'number',
            default: -1,
            typeOptions: { maxValue: 32768 },
            description: 'The most tokens the answer may have (-1: no limit)',
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
          {
            displayName: 'Enable Safe Mode',
            name: 'safeMode',
            type: 'boolean',
            default: false,
            description: 'Whether a safety prompt is put before the conversation',
          },
          {
            displayName: 'Random Seed',
            name: 'randomSeed',
            type: 'number',
            default: undefined as unknown as number,
            description: 'A seed for reproducible sampling',
          },
        ],
      },
    ],
  },
  async supplyData(ctx, itemIndex) {
    const credentials = await ctx.getCredentials('mistralCloudApi');
    const model = ctx.getNodeParameter('model', itemIndex) as string;
    const options = (ctx.getNodeParameter('options', itemIndex, {
      maxRetries: 2,
      topP: 1,
      temperature: 0.7,
      maxTokens: -1,
      safeMode: false,
      randomSeed: undefined,
    }) ?? {}) as Record<string, unknown>;
    await ctx.helpers.assertHostAllowed('api.mistral.ai');
    const { ChatMistralAI } = await import('@langchain/mistralai');
    const chat = new ChatMistralAI({
      apiKey: String(credentials.apiKey ?? ''),
      model,
      ...options,
      callbacks: [await createLlmTracing(ctx)],
      onFailedAttempt: failedAttemptHandler(ctx, { credentialType: 'mistralCloudApi' }),
      metadata: { output_format: jsonOutputModel(model) ? 'json' : undefined },
    });
    return { response: withLocalTokenCount(chat) };
  },
};
