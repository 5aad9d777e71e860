import { withLocalTokenCount } from '../shared/ai/local-token-count.js';
import type { NodeType } from '@weft/workflow';
import { createLlmTracing, failedAttemptHandler } from '../shared/ai/llm-tracing.js';

/** The Groq Chat Model (`lmChatGroq` 1): LangChain's `ChatGroq` (api.groq.com). */
export const lmChatGroqNode: NodeType = {
  description: {
    displayName: 'Groq Chat Model',
    name: '@n8n/n8n-nodes-langchain.lmChatGroq',
    group: ['transform'],
    version: 1,
    description: 'A chat model served by Groq, for chains and agents',
    icon: 'file:groq.svg',
    defaults: { name: 'Groq Chat Model' },
    codex: {
      categories: ['AI'],
      subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] },
    },
    inputs: [],
    outputs: ['ai_languageModel'],
    outputNames: ['Model'],
    credentials: [{ name: 'groqApi', required: true }],
    properties: [
      {
        displayName: 'Model',
        name: 'model',
        type: 'options',
        default: 'llama3-8b-8192',
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
            name: 'maxTokensToSample',
            type: 'number',
            default: 4096,
            description: 'The most tokens the answer may have',
          },
          {
            displayName: 'Sampling Temperature',
            name: 'temperature',
            type: 'number',
            default: 0.7,
            typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
            description: 'Randomness of the answer: lower is more deterministic',
          },
        ],
      },
    ],
  },
  async supplyData(ctx, itemIndex) {
    const credentials = await ctx.getCredentials('groqApi');
    const model = ctx.getNodeParameter('model', itemIndex) as string;
    const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, number | undefined>;
    await ctx.helpers.assertHostAllowed('api.groq.com');
    const { ChatGroq } = await import('@langchain/groq');
    const chat = new ChatGroq({
      apiKey: String(credentials.apiKey ?? ''),
      model,
      maxTokens: options.maxTokensToSample,
      temperature: options.temperature,
      callbacks: [await createLlmTracing(ctx)],
      onFailedAttempt: failedAttemptHandler(ctx, { credentialType: 'groqApi' }),
    });
    return { response: withLocalTokenCount(chat) };
  },
};
