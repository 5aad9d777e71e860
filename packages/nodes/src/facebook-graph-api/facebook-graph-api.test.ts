/**
 * Facebook Graph API 1 against the loopback Graph fake (test-fake/facebook-fake.mjs), in
 * workflows as n8n stores them: the URL from host, version, node and edge; the token, fields and
 * query parameters (the JSON ones winning); multipart uploads; Graph's errors as node errors and
 * as n8n's continue-on-fail items; a text answer; the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { ACCESS_TOKEN, start, type FacebookFake } from './test-fake/facebook-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: FacebookFake;
const PAGE = '104000000000001';

beforeEach(async () => {
  await server?.close();
  server = await start({
    objects: [{ id: PAGE, type: 'Page', name: 'Weft', fan_count: 3 }],
    edges: { [`${PAGE}/feed`]: [] },
  });
  fake = server.fake;
  process.env.WEFT_FACEBOOK_GRAPH_URL = server.url;
});
afterAll(async () => {
  await server?.close();
  delete process.env.WEFT_FACEBOOK_GRAPH_URL;
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; token?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'f1',
    name: 'Graph',
    type: 'n8n-nodes-base.facebookGraphApi',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { facebookGraphApi: { id: '1', name: 'FB' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'fb test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Graph',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ accessToken: options.token ?? ACCESS_TOKEN }) },
  });
  const items = result.data.resultData.runData.Graph?.[0]?.data?.main?.[0] ?? [];
  return { json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const last = () => fake.state.calls.at(-1)!;

describe('Facebook Graph API', () => {
  it('registers version 1, facebookGraphApiTool 1 and the token credential sent as access_token', () => {
    expect(registry.versions?.('n8n-nodes-base.facebookGraphApi')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.facebookGraphApiTool')).toEqual([1]);
    const credential = builtinCredentialTypes.find((c) => c.name === 'facebookGraphApi')!;
    expect(credential.authenticate?.({ accessToken: 't' }, { url: 'x' }).qs).toEqual({ access_token: 't' });
  });

  it('reads a node with fields at a version, and an edge with query parameters (JSON ones win)', async () => {
    const me = await run({
      node: 'me',
      graphApiVersion: 'v23.0',
      options: { fields: { field: [{ name: 'id' }, { name: 'name' }] } },
    });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/v23.0/me',
      query: { access_token: ACCESS_TOKEN, fields: 'id,name' },
      accept: 'application/json,text/*;q=0.99',
    });
    expect(me.json).toEqual([{ id: '10150000000000001', name: 'Ada Lovelace' }]);
    await run({
      node: PAGE,
      edge: 'feed',
      options: {
        queryParameters: {
          parameter: [
            { name: 'limit', value: '2' },
            { name: 'x', value: 'list' },
          ],
        },
        queryParametersJson: '{"x":"json"}',
      },
    });
    expect(last()).toMatchObject({
      path: `/${PAGE}/feed`,
      query: { access_token: ACCESS_TOKEN, limit: '2', x: 'json' },
    });
  });

  it('uploads a binary field as a multipart part, named by "part:field"', async () => {
    const { json } = await run(
      {
        httpRequestMethod: 'POST',
        hostUrl: 'graph-video.facebook.com',
        node: PAGE,
        edge: 'videos',
        sendBinaryData: true,
        binaryPropertyName: 'source:clip',
        options: {},
      },
      {
        items: [
          {
            json: {},
            binary: {
              clip: { data: Buffer.from('video!').toString('base64'), mimeType: 'video/mp4', fileName: 'c.mp4' },
            },
          },
        ],
      },
    );
    expect(last().form).toEqual({ source: { filename: 'c.mp4', contentType: 'video/mp4', size: 6 } });
    expect(json).toEqual([{ id: '8000000000000001' }]);
  });

  it('fails on Graph errors, or gives { statusCode, ...error, headers } with Continue On Fail', async () => {
    const failed = await run({ node: '999', options: {} });
    expect(failed.error?.message).toBe('Bad request - please check your parameters');
    const cont = await run({ node: '999', options: {} }, { onError: 'continueRegularOutput' });
    expect(cont.json[0]).toMatchObject({
      statusCode: 400,
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
      headers: { connection: 'close', 'content-type': 'application/json; charset=UTF-8' },
    });
    const token = await run({ node: 'me', options: {} }, { onError: 'continueRegularOutput', token: 'bad' });
    expect(token.json[0]).toMatchObject({
      statusCode: 400,
      code: 190,
      headers: { 'www-authenticate': expect.stringContaining('invalid_token') },
    });
  });

  it('refuses a text answer unless continuing, then gives { message }', async () => {
    expect((await run({ node: 'weft-plain-text', options: {} })).error?.message).toBe(
      'Response body is not valid JSON.',
    );
    expect((await run({ node: 'weft-plain-text', options: {} }, { onError: 'continueRegularOutput' })).json).toEqual([
      { message: 'Not JSON at all' },
    ]);
  });
});
