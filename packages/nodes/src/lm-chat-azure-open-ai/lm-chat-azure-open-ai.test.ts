/**
 * The Azure OpenAI Chat Model against the loopback fake (which answers Azure's deployment paths):
 * the deployment, API version and key on the wire, n8n's option mapping, the key refused with
 * n8n's authorization error, and Entra ID tokens from a loopback token endpoint.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { askModel } from '../../test/ai-model-harness.js';

const TYPE = '@n8n/n8n-nodes-langchain.lmChatAzureOpenAi';
let fake: AiFake;
let tokens: Server;
let tokenUrl = '';
const tokenRequests: string[] = [];
beforeAll(async () => {
  fake = await startAiFake({ port: 0 });
  tokens = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      tokenRequests.push(body);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ token_type: 'Bearer', expires_in: 3599, access_token: 'entra-token' }));
    });
  });
  await new Promise<void>((r) => tokens.listen(0, '127.0.0.1', () => r()));
  tokenUrl = `http://127.0.0.1:${(tokens.address() as { port: number }).port}/tenant/oauth2/token`;
});
afterAll(async () => {
  await fake?.close();
  await new Promise<void>((r) => tokens.close(() => r()));
});

const apiKey = (key = 'az-key') => ({
  azureOpenAiApi: { apiKey: key, resourceName: 'weft', apiVersion: '2025-03-01-preview', endpoint: fake.url },
});

describe('Azure OpenAI Chat Model', () => {
  it('calls the deployment with the API version and key, passing the options', async () => {
    const before = fake.requests.length;
    const { answer, modelRuns, error } = await askModel(
      {
        type: TYPE,
        typeVersion: 1,
        parameters: {
          model: 'gpt-4o-prod',
          options: { temperature: 0.2, maxTokens: 50, responseFormat: 'json_object' },
        },
        credentials: apiKey(),
      },
      'Hello Azure @json({"ok": true})',
    );
    expect(error).toBeUndefined();
    expect(answer!.text).toBe('{"ok": true}');
    const [request] = fake.requests.slice(before);
    expect(request!.path).toBe('/openai/deployments/gpt-4o-prod/chat/completions');
    expect(request!.query).toEqual({ 'api-version': '2025-03-01-preview' });
    expect(request!.headers['api-key']).toBe('az-key');
    expect(request!.body).toMatchObject({
      model: 'gpt-4o-prod',
      temperature: 0.2,
      max_tokens: 50,
      response_format: { type: 'json_object' },
    });
    expect(modelRuns).toHaveLength(1);
  });

  it('fails on a refused key with the authorization error naming the credential', async () => {
    const { error, modelRuns } = await askModel(
      {
        type: TYPE,
        typeVersion: 1,
        parameters: { model: 'gpt-4o', options: { maxRetries: 0 } },
        credentials: apiKey('bad-key'),
      },
      'x',
    );
    expect(error?.message).toMatch(/^Authorization failed - please check your credential/);
    expect(modelRuns[0]!.executionStatus).toBe('error');
  });

  it('refuses a credential without a key, and sends an Entra ID token when asked to', async () => {
    const missing = await askModel(
      { type: TYPE, typeVersion: 1, parameters: { model: 'gpt-4o', options: {} }, credentials: apiKey('') },
      'x',
    );
    expect(missing.error?.message).toBe(
      'API Key is missing in the selected Azure OpenAI API credential. Please configure the API Key or choose Entra ID authentication.',
    );
    const before = fake.requests.length;
    const { answer, error } = await askModel(
      {
        type: TYPE,
        typeVersion: 1,
        parameters: { authentication: 'azureEntraCognitiveServicesOAuth2Api', model: 'gpt-4o', options: {} },
        credentials: {
          azureEntraCognitiveServicesOAuth2Api: {
            clientId: 'cid',
            clientSecret: 'cs',
            accessTokenUrl: tokenUrl,
            resourceName: 'weft',
            apiVersion: '2024-10-21',
            endpoint: fake.url,
            scope: 'openid offline_access',
          },
        },
      },
      'Hello Entra',
    );
    expect(error).toBeUndefined();
    expect(answer!.text).toBe('Echo: Hello Entra');
    expect(fake.requests.slice(before)[0]!.headers.authorization).toBe('Bearer entra-token');
    expect(Object.fromEntries(new URLSearchParams(tokenRequests.at(-1)))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'cid',
      client_secret: 'cs',
      scope: 'openid offline_access',
      resource: 'https://cognitiveservices.azure.com/',
    });
  });
});
