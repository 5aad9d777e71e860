import { withLocalTokenCount } from '../shared/ai/local-token-count.js';
import type { NodeType } from '@weft/workflow';
import { ollamaModel, ollamaOptions } from '../lm-chat-ollama/index.js';
import { createLlmTracing, failedAttemptHandler } from '../shared/ai/llm-tracing.js';

/** The Ollama Model (`lmOllama` 1): LangChain's text-generation `Ollama` over `/api/generate`. */
export const lmOllamaNode: NodeType = {
  description: {
    displayName: 'Ollama Model',
    name: '@n8n/n8n-nodes-langchain.lmOllama',
    group: ['transform'],
    version: 1,
    description: 'A text generation model on an Ollama server',
    icon: 'file:ollama.svg',
    defaults: { name: 'Ollama Model' },
    codex: {
      categories: ['AI'],
      subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Text Completion Models'] },
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
    const { Ollama } = await import('@langchain/ollama');
    const llm = new Ollama({
      baseUrl,
      model,
      ...options,
      callbacks: [await createLlmTracing(ctx)],
      onFailedAttempt: failedAttemptHandler(ctx, { credentialType: 'ollamaApi' }),
      headers: credentials.apiKey ? { Authorization: `Bearer ${String(credentials.apiKey)}` } : undefined,
    });
    return { response: withLocalTokenCount(llm) };
  },
};
