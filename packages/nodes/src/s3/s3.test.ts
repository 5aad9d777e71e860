/**
 * S3 1 (S3-compatible services) against the loopback S3 fake, which recomputes each request's
 * Signature V4: where requests go for a credential's endpoint (bucket subdomain or path style),
 * the operations shared with AWS S3 (upload, download, lists, folders), its own wording, errors,
 * continue-on-fail and the registration.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { s3Url } from '../aws-s3/client.js';
import { ACCESS_KEY_ID, SECRET_ACCESS_KEY, start, type S3Fake } from '../aws-s3/test-fake/s3-fake.mjs';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: S3Fake;

beforeEach(async () => {
  await server?.close();
  server = await start({
    buckets: [
      {
        name: 'media',
        region: 'eu-central-1',
        objects: [
          { key: 'docs/', body: '' },
          { key: 'docs/a.txt', body: 'alpha', contentType: 'text/plain' },
        ],
      },
    ],
  });
  fake = server.fake;
  process.env.WEFT_S3_API_URL = server.url;
});
afterEach(() => {
  delete process.env.WEFT_S3_API_URL;
});
afterAll(async () => {
  await server?.close();
});

const CREDENTIALS = {
  endpoint: 'https://minio.weft.example',
  region: 'us-east-1',
  accessKeyId: ACCESS_KEY_ID,
  secretAccessKey: SECRET_ACCESS_KEY,
  forcePathStyle: false,
  ignoreSSLIssues: false,
};

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; credentials?: Record<string, unknown> } = {},
) {
  const node: Record<string, unknown> = {
    id: 's1',
    name: 'S3',
    type: 'n8n-nodes-base.s3',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { s3: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 's3 test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'S3',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => options.credentials ?? CREDENTIALS },
  });
  const items = result.data.resultData.runData.S3?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}

describe('S3 registration and addresses', () => {
  it('registers S3 1, s3Tool 1 and the s3 credential', () => {
    expect(registry.versions?.('n8n-nodes-base.s3')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.s3Tool')).toEqual([1]);
    expect(builtinCredentialTypes.find((c) => c.name === 's3')!.properties.map((p) => p.name)).toEqual([
      'endpoint',
      'region',
      'accessKeyId',
      'secretAccessKey',
      'forcePathStyle',
      'ignoreSSLIssues',
    ]);
  });

  it("puts the bucket in the host, or in the path with Force Path Style, keeping the endpoint's path", () => {
    delete process.env.WEFT_S3_API_URL;
    const keys = { accessKeyId: 'a', secretAccessKey: 'b' };
    const target = {
      kind: 'compatible' as const,
      keys,
      region: 'us-east-1',
      endpoint: 'https://minio.weft.example:9000/store',
    };
    expect(s3Url(target, { method: 'GET', bucket: 'media', path: '/a b.txt' })).toBe(
      'https://media.minio.weft.example:9000/store/a%20b.txt',
    );
    expect(s3Url({ ...target, forcePathStyle: true }, { method: 'GET', bucket: 'media', path: '/a b.txt' })).toBe(
      'https://minio.weft.example:9000/store/media/a%20b.txt',
    );
    expect(s3Url(target, { method: 'GET' })).toBe('https://minio.weft.example:9000/store/');
    const aws = { kind: 'aws' as const, keys, region: 'eu-west-1' };
    expect(s3Url(aws, { method: 'GET', bucket: 'media', path: '/k' })).toBe(
      'https://media.s3.eu-west-1.amazonaws.com/k',
    );
    expect(s3Url(aws, { method: 'GET', bucket: 'my.media', pathStyle: true, path: '/k', region: 'us-east-2' })).toBe(
      'https://s3.us-east-2.amazonaws.com/my.media/k',
    );
    expect(s3Url({ ...aws, region: 'cn-north-1' }, { method: 'GET' })).toBe('https://s3.cn-north-1.amazonaws.com.cn/');
  });

  it('refuses an endpoint without a scheme', async () => {
    const { error } = await run(
      { resource: 'bucket', operation: 'getAll', returnAll: true },
      { credentials: { ...CREDENTIALS, endpoint: 'minio.weft.example' } },
    );
    expect(error?.message).toBe('HTTP(S) Scheme is required in endpoint definition');
  });
});

describe('S3 operations', () => {
  it("uploads under a folder key, signs for the bucket's region, and downloads the file", async () => {
    const items: Item[] = [
      {
        json: {},
        binary: { data: { data: Buffer.from('beta').toString('base64'), mimeType: 'text/plain', fileName: 'b.txt' } },
      },
    ];
    expect(
      (
        await run(
          {
            resource: 'file',
            operation: 'upload',
            bucketName: 'media',
            fileName: '',
            additionalFields: { parentFolderKey: 'docs' },
          },
          { items },
        )
      ).json,
    ).toEqual([{ success: true }]);
    // No file name: the binary data's own name.
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'PUT', path: '/media/docs/b.txt' });
    expect(String(fake.state.calls.at(-1)!.headers.authorization)).toContain('/eu-central-1/s3/aws4_request');
    const down = await run({ resource: 'file', operation: 'download', bucketName: 'media', fileKey: 'docs/b.txt' });
    expect(Buffer.from(down.items[0]!.binary!.data!.data, 'base64').toString()).toBe('beta');
  });

  it("lists files and folders, and words a folder download as n8n's S3 node does", async () => {
    expect(
      (
        await run({
          resource: 'file',
          operation: 'getAll',
          bucketName: 'media',
          returnAll: true,
          options: { folderKey: 'docs/' },
        })
      ).json.map((o) => o.Key),
    ).toEqual(['docs/a.txt']);
    expect(
      (
        await run({ resource: 'folder', operation: 'getAll', bucketName: 'media', returnAll: true, options: {} })
      ).json.map((o) => o.Key),
    ).toEqual(['docs/']);
    expect(
      (await run({ resource: 'file', operation: 'download', bucketName: 'media', fileKey: 'docs/' })).error?.message,
    ).toBe('Downloding a whole directory is not yet supported, please provide a file key');
  });

  it('continues on fail with the 404 wording, and stops on a wrong key otherwise', async () => {
    const items = [{ json: { k: 'nope' } }, { json: { k: 'docs/a.txt' } }];
    const { json } = await run(
      {
        resource: 'file',
        operation: 'delete',
        bucketName: '={{ $json.k === "nope" ? "gone" : "media" }}',
        fileKey: '={{ $json.k }}',
        options: {},
      },
      { items, onError: 'continueRegularOutput' },
    );
    expect(json).toEqual([{ error: 'The resource you are requesting could not be found' }, { success: true }]);
    const { error } = await run(
      { resource: 'bucket', operation: 'getAll', returnAll: true },
      { credentials: { ...CREDENTIALS, accessKeyId: 'AKIAUNKNOWN' } },
    );
    expect(error?.message).toBe('Forbidden - perhaps check your credentials?');
  });
});
