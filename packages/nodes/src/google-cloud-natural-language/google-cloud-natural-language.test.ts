/**
 * Google Cloud Natural Language 1 against the loopback sentiment fake (test-fake/language-fake.mjs),
 * in workflows as n8n stores them: the request each item sends (URL, token, document, encoding,
 * language) and the answer it gives as an item, Cloud Storage URIs, refusals as node errors (the
 * run passing the input on with continue-on-fail), 429 retries, token renewal and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { sentimentBody } from './execute.js';
import { start, type LanguageFake } from './test-fake/language-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: LanguageFake;

beforeEach(async () => {
  await server?.close();
  server = await start({ objects: { 'gs://b/review.txt': 'Bad box. Great loom!' } });
  fake = server.fake;
  process.env.WEFT_GOOGLE_API_URL = server.url;
  process.env.WEFT_GOOGLE_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_GOOGLE_API_URL;
  delete process.env.WEFT_GOOGLE_RETRY_BASE_MS;
  await server?.close();
});

type Json = Record<string, any>;
const CREDENTIALS = { oauthTokenData: { access_token: 'nl-token', token_type: 'Bearer' } };

async function run(
  parameters: Record<string, unknown>,
  options: {
    items?: Item[];
    onError?: string;
    getCredentials?: (node: unknown, type: string, wf: unknown, o?: { refresh?: boolean }) => Promise<Json>;
  } = {},
) {
  const node: Json = {
    id: 'n1',
    name: 'Language',
    type: 'n8n-nodes-base.googleCloudNaturalLanguage',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { googleCloudNaturalLanguageOAuth2Api: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'nl test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Language',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: options.getCredentials ?? (async () => CREDENTIALS) },
  });
  const items = result.data.resultData.runData.Language?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), error: result.data.resultData.error };
}
const last = () => fake.state.calls.at(-1)!;

describe('Google Cloud Natural Language', () => {
  it('registers the node, its tool variant and the credential', () => {
    expect(registry.versions?.('n8n-nodes-base.googleCloudNaturalLanguage')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.googleCloudNaturalLanguageTool')).toEqual([1]);
    const credential = builtinCredentialTypes.find((c) => c.name === 'googleCloudNaturalLanguageOAuth2Api');
    expect(credential?.extends).toEqual(['googleOAuth2Api']);
    expect(credential?.properties[0]?.default).toBe(
      'https://www.googleapis.com/auth/cloud-language https://www.googleapis.com/auth/cloud-platform',
    );
  });

  it("builds n8n's body: defaults, Cloud Storage URI and language", () => {
    expect(sentimentBody('content', 'Hi', {})).toEqual({
      document: { type: 'PLAIN_TEXT', content: 'Hi' },
      encodingType: 'UTF16',
    });
    expect(
      sentimentBody('gcsContentUri', 'gs://b/o', { documentType: 'HTML', encodingType: 'UTF8', language: 'de' }),
    ).toEqual({
      document: { type: 'HTML', gcsContentUri: 'gs://b/o', language: 'de' },
      encodingType: 'UTF8',
    });
  });

  it('analyses each item’s text and gives Google’s answer as its item', async () => {
    const { items, error } = await run(
      { content: '={{ $json.text }}', options: { encodingType: 'UTF8' } },
      { items: [{ json: { text: 'I love it.' } }, { json: { text: 'Terrible. Bad!' } }] },
    );
    expect(error).toBeUndefined();
    expect(items.map((i) => i.json.documentSentiment)).toEqual([
      { magnitude: 0.4, score: 0.9 },
      { magnitude: 0.8, score: -0.9 },
    ]);
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v1/documents:analyzeSentiment',
      authorization: 'Bearer nl-token',
      body: { document: { type: 'PLAIN_TEXT', content: 'Terrible. Bad!' }, encodingType: 'UTF8' },
    });
  });

  it('reads a Cloud Storage URI', async () => {
    const { json } = await run({ source: 'gcsContentUri', gcsContentUri: 'gs://b/review.txt', options: {} });
    expect(json[0]).toMatchObject({ language: 'en', documentSentiment: { score: 0 } });
    expect(last().body).toEqual({
      document: { type: 'PLAIN_TEXT', gcsContentUri: 'gs://b/review.txt' },
      encodingType: 'UTF16',
    });
  });

  it('stops on a refusal with n8n’s message and Google’s reason', async () => {
    const { error } = await run({ source: 'gcsContentUri', gcsContentUri: 'gs://b/none', options: {} });
    expect(error?.message).toBe('Bad request - please check your parameters');
    expect(error?.description).toContain('gs://b/none');
  });

  it('passes the input on when the node continues on failure, as n8n does', async () => {
    const { json } = await run(
      { content: '={{ $json.text }}', options: {} },
      { items: [{ json: { text: 'Fine.' } }, { json: { text: '' } }], onError: 'continueRegularOutput' },
    );
    expect(json).toEqual([{ text: 'Fine.' }, { text: '' }]);
  });

  it('waits out a 429 and tries again', async () => {
    fake.state.rateLimited = 1;
    const { json, error } = await run({ content: 'Good.', options: {} });
    expect(error).toBeUndefined();
    expect(json).toHaveLength(1);
    expect(fake.state.calls).toHaveLength(2);
  });

  it('renews a refused token once', async () => {
    let renewed = 0;
    const { error } = await run(
      { content: 'Good.', options: {} },
      {
        getCredentials: async (_n, _t, _w, o) => {
          if (!o?.refresh) return { oauthTokenData: { access_token: 'revoked' } };
          renewed++;
          return CREDENTIALS;
        },
      },
    );
    expect(error).toBeUndefined();
    expect(renewed).toBe(1);
    expect(fake.state.calls.map((c) => c.authorization)).toEqual(['Bearer revoked', 'Bearer nl-token']);
  });
});
