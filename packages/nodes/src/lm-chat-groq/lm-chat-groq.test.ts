import { describe, expect, it } from 'vitest';
import type { SupplyDataContext } from '@weft/workflow';
import { lmChatMistralCloudNode } from '../lm-chat-mistral-cloud/index.js';
import { lmChatGroqNode } from './index.js';

/** A supplyData context over fixed parameters, recording the hosts it was asked to allow. */
function context(type: string, parameters: Record<string, unknown>, credentials: Record<string, unknown>) {
  const hosts: string[] = [];
  const ctx = {
    getCredentials: async () => credentials,
    getNodeParameter: (name: string, _i: number, fallback?: unknown) =>
      name in parameters ? parameters[name] : fallback,
    getNode: () => ({ id: 'm', name: 'Model', type, typeVersion: 1, position: [0, 0], parameters }),
    helpers: { assertHostAllowed: async (host: string) => void hosts.push(host) },
    addInputData: () => ({ index: 0 }),
    addOutputData: () => undefined,
  } as unknown as SupplyDataContext;
  return { ctx, hosts };
}

describe('chat models on fixed hosts', { timeout: 120_000 }, () => {
  it('lmChatGroq builds ChatGroq with the model, max tokens and temperature, on api.groq.com', async () => {
    const { ctx, hosts } = context(
      '@n8n/n8n-nodes-langchain.lmChatGroq',
      { model: 'llama-3.1-8b-instant', options: { maxTokensToSample: 100, temperature: 0.1 } },
      { apiKey: 'gsk' },
    );
    const { response } = await lmChatGroqNode.supplyData!(ctx, 0);
    expect(response).toMatchObject({ model: 'llama-3.1-8b-instant', maxTokens: 100, temperature: 0.1 });
    expect(hosts).toEqual(['api.groq.com']);
  });

  it('lmChatMistralCloud passes the options and asks JSON output of Magistral models', async () => {
    const { ctx, hosts } = context(
      '@n8n/n8n-nodes-langchain.lmChatMistralCloud',
      { model: 'magistral-medium-2509', options: { temperature: 0.2, topP: 0.5 } },
      { apiKey: 'mk' },
    );
    const { response } = await lmChatMistralCloudNode.supplyData!(ctx, 0);
    expect(response).toMatchObject({ model: 'magistral-medium-2509', temperature: 0.2, topP: 0.5 });
    expect((response as { metadata?: Record<string, unknown> }).metadata?.output_format).toBe('json');
    expect(hosts).toEqual(['api.mistral.ai']);
    const old = context(
      '@n8n/n8n-nodes-langchain.lmChatMistralCloud',
      { model: 'magistral-small-2506', options: {} },
      { apiKey: 'mk' },
    );
    const second = await lmChatMistralCloudNode.supplyData!(old.ctx, 0);
    expect((second.response as { metadata?: Record<string, unknown> }).metadata?.output_format).toBeUndefined();
  });
});
