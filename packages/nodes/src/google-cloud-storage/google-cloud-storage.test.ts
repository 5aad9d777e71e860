/**
 * Google Cloud Storage 1 against the loopback JSON API fake (test-fake/gcs-fake.mjs), in workflows as
 * n8n stores them: the requests each operation sends (paths, query, multipart upload), the items it
 * answers, list paging, object data as binary, Google's refusals, continue-on-fail and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { start, type GcsFake, type GcsSeed } from './test-fake/gcs-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: GcsFake;

const SEED: GcsSeed = {
  pageSize: 2,
  buckets: [
    {
      name: 'assets',
      objects: [
        { name: 'a.txt', content: 'A', contentType: 'text/plain' },
        { name: 'b.txt', content: 'B', contentType: 'text/plain' },
        { name: 'c.txt', content: 'C', contentType: 'text/plain' },
      ],
    },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_GOOGLE_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_GOOGLE_API_URL;
  await server?.close();
});

async function run(parameters: Record<string, unknown>, options: { items?: Item[]; onError?: string } = {}) {
  const node: Record<string, unknown> = {
    id: 'g1',
    name: 'GCS',
    type: 'n8n-nodes-base.googleCloudStorage',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { googleCloudStorageOAuth2Api: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'gcs test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'GCS',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }) },
  });
  const items = result.data.resultData.runData.GCS?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;

describe('Google Cloud Storage registration', () => {
  it('registers 1, its tool variant and the OAuth2 credential', () => {
    expect(registry.versions?.('n8n-nodes-base.googleCloudStorage')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.googleCloudStorageTool')).toEqual([1]);
    expect(builtinCredentialTypes.find((c) => c.name === 'googleCloudStorageOAuth2Api')?.extends).toEqual([
      'googleOAuth2Api',
    ]);
  });
});

describe('Google Cloud Storage objects', () => {
  it('lists every page with Return All, and one page of the asked size without', async () => {
    const all = await run({ resource: 'object', operation: 'getAll', bucketName: 'assets', returnAll: true });
    expect(all.json.map((o) => o.name)).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect(calls().map((c) => c.query.pageToken)).toEqual([undefined, '2']);
    const one = await run({ resource: 'object', operation: 'getAll', bucketName: 'assets', maxResults: 1 });
    expect(one.json.map((o) => o.name)).toEqual(['a.txt']);
    expect(calls().at(-1)!.query).toMatchObject({ maxResults: '1', projection: 'noAcl' });
  });

  it('uploads text as multipart/related with its metadata', async () => {
    const { json } = await run({
      resource: 'object',
      operation: 'create',
      bucketName: 'assets',
      objectName: 'new.txt',
      createFromBinary: false,
      createContent: 'hello',
      createData: { metadata: '{"by":"weft"}' },
    });
    expect(json[0]).toMatchObject({ name: 'new.txt', size: '5', contentType: 'text/plain', metadata: { by: 'weft' } });
    const upload = calls().at(-1)!;
    expect(upload.path).toBe('/upload/storage/v1/b/assets/o/');
    expect(upload.query).toEqual({ name: 'new.txt', uploadType: 'multipart', projection: 'full' });
    expect(String(upload.headers['content-type'])).toMatch(/^multipart\/related; boundary=/);
  });

  it('downloads object data as binary', async () => {
    const { items } = await run({
      resource: 'object',
      operation: 'get',
      bucketName: 'assets',
      objectName: 'b.txt',
      alt: 'media',
    });
    expect(items[0]!.json).toEqual({});
    expect(items[0]!.binary?.data?.fileName).toBe('b.txt');
    expect(Buffer.from(items[0]!.binary!.data!.data, 'base64').toString()).toBe('B');
  });

  it("fails with n8n's message for a missing object, or answers it on the item under Continue", async () => {
    const params = { resource: 'object', operation: 'get', bucketName: 'assets', objectName: 'nope' };
    expect((await run(params)).error?.message).toBe('The resource you are requesting could not be found');
    expect((await run(params, { onError: 'continueRegularOutput' })).json).toEqual([
      { error: 'The resource you are requesting could not be found' },
    ]);
  });
});

describe('Google Cloud Storage buckets', () => {
  it('creates a bucket in the project with the parsed JSON fields', async () => {
    const { json } = await run({
      resource: 'bucket',
      operation: 'create',
      projectId: 'p1',
      bucketName: 'fresh',
      createBody: { labels: '{"env":"test"}' },
    });
    expect(json[0]).toMatchObject({ name: 'fresh', labels: { env: 'test' } });
    const create = calls().at(-1)!;
    expect(create.query).toEqual({ project: 'p1', projection: 'noAcl' });
    expect(JSON.parse(create.body.toString())).toEqual({ name: 'fresh', labels: { env: 'test' } });
  });
});
