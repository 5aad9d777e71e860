import { withLocalTokenCount } from '../shared/ai/local-token-count.js';
import type { NodeProperty, NodeType } from '@weft/workflow';
import { createLlmTracing, failedAttemptHandler } from '../shared/ai/llm-tracing.js';

/** The options of n8n's Ollama models (sampling, runtime and format), passed to LangChain as they are. */
export const ollamaOptions: NodeProperty = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add Option',
  default: {},
  options: [
    {
      displayName: 'Sampling Temperature',
      name: 'temperature',
      type: 'number',
      default: 0.7,
      typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
      description: 'Randomness of the answer: lower is more deterministic',
    },
    {
      displayName: 'Top K',
      name: 'topK',
      type: 'number',
      default: -1,
      typeOptions: { maxValue: 100, minValue: -1, numberPrecision: 1 },
      description: 'Only the K likeliest tokens are considered (-1: off)',
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
      displayName: 'Frequency Penalty',
      name: 'frequencyPenalty',
      type: 'number',
      default: 0,
      typeOptions: { minValue: 0 },
      description: 'Positive values make repeating the same words less likely',
    },
    {
      displayName: 'Keep Alive',
      name: 'keepAlive',
      type: 'string',
      default: '5m',
      description: 'How long the model stays loaded after the request (e.g. 5m, 1h)',
    },
    {
      displayName: 'Low VRAM Mode',
      name: 'lowVram',
      type: 'boolean',
      default: false,
      description: 'Whether to use less GPU memory, more slowly',
    },
    {
      displayName: 'Main GPU ID',
      name: 'mainGpu',
      type: 'number',
      default: 0,
      description: 'The GPU for small tensors',
    },
    {
      displayName: 'Context Batch Size',
      name: 'numBatch',
      type: 'number',
      default: 512,
      description: 'Tokens processed at once',
    },
    {
      displayName: 'Context Length',
      name: 'numCtx',
      type: 'number',
      default: 2048,
      description: 'The size of the context window',
    },
    {
      displayName: 'Number of GPUs',
      name: 'numGpu',
      type: 'number',
      default: -1,
      description: 'Layers sent to the GPUs (-1: automatic)',
    },
    {
      displayName: 'Max Tokens to Generate',
      name: 'numPredict',
      type: 'number',
      default: -1,
      description: 'The most tokens the answer may have (-1: no limit)',
    },
    {
      displayName: 'Number of CPU Threads',
      name: 'numThread',
      type: 'number',
      default: 0,
      description: 'CPU threads (0: automatic)',
    },
    {
      displayName: 'Penalize Newlines',
      name: 'penalizeNewline',
      type: 'boolean',
      default: true,
      description: 'Whether newlines count for the repetition penalty',
    },
    {
      displayName: 'Presence Penalty',
      name: 'presencePenalty',
      type: 'number',
      default: 0,
      description: 'Positive values make new topics more likely',
    },
    {
      displayName: 'Repetition Penalty',
      name: 'repeatPenalty',
      type: 'number',
      default: 1,
      description: 'How strongly repetition is penalised',
    },
    {
      displayName: 'Use Memory Locking',
      name: 'useMLock',
      type: 'boolean',
      default: false,
      description: 'Whether the model is locked in memory',
    },
    {
      displayName: 'Use Memory Mapping',
      name: 'useMMap',
      type: 'boolean',
      default: true,
      description: 'Whether the model file is memory-mapped',
    },
    {
      displayName: 'Load Vocabulary Only',
      name: 'vocabOnly',
      type: 'boolean',
      default: false,
      description: 'Whether only the vocabulary is loaded',
    },
    {
      displayName: 'Output Format',
      name: 'format',
      type: 'options',
      default: 'default',
      options: [
        { name: 'Default', value: 'default' },
        { name: 'JSON', value: 'json' },
      ],
      description: 'JSON makes the model answer a JSON object',
    },
  ],
};

/** The model parameter of the Ollama nodes. */
export const ollamaModel: NodeProperty = {
  displayName: 'Model',
  name: 'model',
  type: 'options',
  default: 'llama3.2',
  description: 'The model that answers (pulled on the Ollama server)',
  typeOptions: { loadOptionsMethod: 'listModels' },
};

/** The Ollama Chat Model (`lmChatOllama` 1): LangChain's `ChatOllama` on the credential's server. */
export const lmChatOllamaNode: NodeType = {
  description: {
    displayName: 'Ollama Chat Model',
    name: '@n8n/n8n-nodes-langchain.lmChatOllama',
    group: ['transform'],
    version: 1,
    description: 'A chat model on an Ollama server, for chains and agents',
    icon: 'file:ollama.svg',
    defaults: { name: 'Ollama Chat Model' },
    codex: {
      categories: ['AI'],
      subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] },
    },
    inputs: [],
    outputs: ['ai_languageModel'],
    outputNames: ['Model'],
    credentials: [{ name: 'ollamaApi', required: true }],
    properties: [ollamaModel, ollamaOptions],
  },
  async supplyData(ctx, itemIndex) {
    const credentials = await ctx.getCredentials('ollamaApi');
    const baseUrl = String(credentials.baseUrl ?? 'http://localhost:11434');
    await ctx.helpers.assertHostAllowed(new URL(baseUrl).hostname);
    const model = ctx.getNodeParameter('model', itemIndex) as string;
    const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>;
    const { ChatOllama } = await import('@langchain/ollama');
    const chat = new ChatOllama({
      ...options,
      baseUrl,
      model,
      format: options.format === 'default' ? undefined : options.format,
      callbacks: [await createLlmTracing(ctx)],
      onFailedAttempt: failedAttemptHandler(ctx, { credentialType: 'ollamaApi' }),
      headers: credentials.apiKey ? { Authorization: `Bearer ${String(credentials.apiKey)}` } : undefined,
      // Every request passes the outgoing-connection guard at connect time too.
      ...(ctx.helpers.fetch ? { fetch: ctx.helpers.fetch } : {}),
    } as ConstructorParameters<typeof ChatOllama>[0]);
    return { response: withLocalTokenCount(chat) };
  },
};
