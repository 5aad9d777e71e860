/**
 * AWS S3 1 and 2 against the loopback S3 fake (test-fake/s3-fake.mjs, which recomputes every
 * request's Signature V4), in workflows as n8n stores them: the signer against AWS's published
 * example, each operation's requests and items, binary upload and download, the bucket's region,
 * paging, S3's refusals as node errors, continue-on-fail, 429 retries, assumed roles and the
 * registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { aclHeader, storageClassHeader } from './execute.js';
import { signRequest } from './sigv4.js';
import {
  ACCESS_KEY_ID,
  SECRET_ACCESS_KEY,
  start,
  TEMP_KEY_ID,
  type S3Fake,
  type S3Seed,
} from './test-fake/s3-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: S3Fake;

const SEED: S3Seed = {
  buckets: [
    {
      name: 'weft-reports',
      objects: [
        { key: 'reports/', body: '' },
        { key: 'reports/a.csv', body: 'id\n1\n', contentType: 'text/csv' },
        { key: 'reports/b.csv', body: 'id\n2\n', contentType: 'text/csv' },
        { key: 'readme.txt', body: 'hi' },
      ],
    },
    { name: 'weft-eu', region: 'eu-west-1', objects: [{ key: 'x.txt', body: 'x' }] },
    { name: 'weft.dotted', objects: [{ key: 'dot.txt', body: 'dotted' }] },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_AWS_S3_API_URL = server.url;
  process.env.WEFT_AWS_S3_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_AWS_S3_API_URL;
  delete process.env.WEFT_AWS_S3_RETRY_BASE_MS;
  await server?.close();
});

const AWS = {
  region: 'us-east-1',
  accessKeyId: ACCESS_KEY_ID,
  secretAccessKey: SECRET_ACCESS_KEY,
  temporaryCredentials: false,
  customEndpoints: false,
};

async function run(
  parameters: Record<string, unknown>,
  options: { version?: number; items?: Item[]; onError?: string; credentials?: Record<string, unknown> } = {},
) {
  const type = parameters.authentication === 'assumeRole' ? 'awsAssumeRole' : 'aws';
  const node: Record<string, unknown> = {
    id: 's1',
    name: 'S3',
    type: 'n8n-nodes-base.awsS3',
    typeVersion: options.version ?? 2,
    position: [0, 0],
    parameters,
    credentials: { [type]: { id: 'c', name: 'c' } },
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
    services: { getCredentials: async () => options.credentials ?? AWS },
  });
  const items = result.data.resultData.runData.S3?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const scope = (i: number) =>
  /Credential=[^/]+\/\d{8}\/([^/]+)\/s3\//.exec(String(calls()[i]!.headers.authorization))?.[1];

describe('Signature V4', () => {
  it("signs AWS's published S3 GET example to its published signature", () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: 'https://examplebucket.s3.amazonaws.com/test.txt',
        headers: { Range: 'bytes=0-9' },
        region: 'us-east-1',
        service: 's3',
        date: new Date('2013-05-24T00:00:00Z'),
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
    );
    expect(headers.Authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('is refused by the fake with a wrong secret, as S3 refuses it', async () => {
    const { error } = await run(
      { resource: 'bucket', operation: 'getAll', returnAll: true },
      { credentials: { ...AWS, secretAccessKey: 'wrong' } },
    );
    expect(error?.message).toBe('Forbidden - perhaps check your credentials?');
  });

  it('the aws credential signs other requests too (its test: STS GetCallerIdentity)', () => {
    const cred = builtinCredentialTypes.find((c) => c.name === 'aws')!;
    const signed = cred.authenticate!(AWS, {
      url: '?Action=GetCallerIdentity&Version=2011-06-15',
      baseURL: 'https://sts.us-east-1.amazonaws.com',
      method: 'POST',
    } as never);
    expect(signed.url).toBe('https://sts.us-east-1.amazonaws.com/?Action=GetCallerIdentity&Version=2011-06-15');
    expect(signed.headers!.Authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAWEFTFAKE00000001\/\d{8}\/us-east-1\/sts\/aws4_request, SignedHeaders=host;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });
});

describe('AWS S3 registration', () => {
  it('registers AWS S3 1 and 2, awsS3Tool 2 and the aws and awsAssumeRole credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.awsS3')).toEqual([1, 2]);
    expect(registry.versions?.('n8n-nodes-base.awsS3Tool')).toEqual([2]);
    expect(
      builtinCredentialTypes
        .find((c) => c.name === 'awsAssumeRole')!
        .properties.map((p) => p.name)
        .slice(0, 8),
    ).toEqual([
      'region',
      'useSystemCredentialsForRole',
      'stsAccessKeyId',
      'stsSecretAccessKey',
      'stsSessionToken',
      'roleArn',
      'externalId',
      'roleSessionName',
    ]);
  });

  it('names storage classes and ACLs as n8n sends them', () => {
    expect(['standardIA', 'onezoneIA', 'deepArchive', 'RecudedRedundancy'].map(storageClassHeader)).toEqual([
      'STANDARD_IA',
      'ONEZONE_IA',
      'DEEP_ARCHIVE',
      'RECUDED_REDUNDANCY',
    ]);
    expect(['publicReadWrite', 'Private', 'bucketOwnerFullControl'].map(aclHeader)).toEqual([
      'public-read-write',
      'private',
      'bucket-owner-full-control',
    ]);
  });
});

describe('AWS S3 files', () => {
  it('uploads binary data with its type, MD5 and tags, then downloads it as binary data', async () => {
    const items: Item[] = [
      {
        json: { n: 1 },
        binary: { data: { data: Buffer.from('hello').toString('base64'), mimeType: 'text/plain', fileName: 'h.txt' } },
      },
    ];
    const up = await run(
      {
        resource: 'file',
        operation: 'upload',
        bucketName: 'weft-reports',
        fileName: 'h.txt',
        tagsUi: {
          tagsValues: [
            { key: 'a', value: '1' },
            { key: 'b', value: '2' },
          ],
        },
        additionalFields: { parentFolderKey: 'in', storageClass: 'standardIA', acl: 'publicRead' },
      },
      { items },
    );
    expect(up.error).toBeUndefined();
    const put = calls().at(-1)!;
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual(['GET /weft-reports', 'PUT /weft-reports/in/h.txt']);
    expect(put.headers).toMatchObject({
      'content-type': 'text/plain',
      'content-md5': 'XUFAKrxLKna5cZ2REBfFkg==',
      'x-amz-tagging': 'a=1&b=2',
      'x-amz-storage-class': 'STANDARD_IA',
      'x-amz-acl': 'public-read',
    });
    const down = await run(
      {
        resource: 'file',
        operation: 'download',
        bucketName: 'weft-reports',
        fileKey: 'in/h.txt',
        binaryPropertyName: 'file',
      },
      { items: [{ json: { keep: true } }] },
    );
    expect(down.json).toEqual([{ keep: true }]);
    expect(down.items[0]!.binary!.file).toMatchObject({ fileName: 'h.txt', mimeType: 'text/plain' });
    expect(Buffer.from(down.items[0]!.binary!.file!.data, 'base64').toString()).toBe('hello');
  });

  it('uploads text as text/html, lists files page by page, copies and deletes', async () => {
    await run({
      resource: 'file',
      operation: 'upload',
      bucketName: 'weft-reports',
      fileName: 'note.txt',
      binaryData: false,
      fileContent: 'plain note',
      additionalFields: {},
    });
    expect(fake.state.buckets[0]!.objects.find((o) => o.key === 'note.txt')).toMatchObject({
      contentType: 'text/html',
    });
    await server!.close();
    server = await start({ ...SEED, pageSize: 1 });
    fake = server.fake;
    process.env.WEFT_AWS_S3_API_URL = server.url;
    const listed = await run({
      resource: 'file',
      operation: 'getAll',
      bucketName: 'weft-reports',
      returnAll: true,
      options: { folderKey: 'reports/' },
    });
    expect(listed.json.map((o) => o.Key)).toEqual(['reports/a.csv', 'reports/b.csv']);
    const pages = calls().filter((c) => c.query['list-type'] === '2');
    expect(pages.map((c) => c.query['continuation-token'] !== undefined)).toEqual([false, true, true]);
    expect(pages[0]!.query).toMatchObject({ prefix: 'reports/', delimiter: '/' });
    const copied = await run({
      resource: 'file',
      operation: 'copy',
      sourcePath: '/weft-reports/readme.txt',
      destinationPath: '/weft-eu/copy/readme.txt',
      additionalFields: {},
    });
    expect(copied.json[0]).toMatchObject({ ETag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    expect(calls().at(-1)!.headers['x-amz-copy-source']).toBe('/weft-reports/readme.txt');
    expect(
      (
        await run({
          resource: 'file',
          operation: 'delete',
          bucketName: 'weft-reports',
          fileKey: 'readme.txt',
          options: {},
        })
      ).json,
    ).toEqual([{ success: true }]);
    expect(fake.state.buckets[0]!.objects.map((o) => o.key)).not.toContain('readme.txt');
  });

  it("version 2 calls the bucket's own region, version 1 the credential's", async () => {
    await run({ resource: 'file', operation: 'getAll', bucketName: 'weft-eu', returnAll: true, options: {} });
    expect([scope(0), scope(1)]).toEqual(['us-east-1', 'eu-west-1']);
    fake.state.calls.length = 0;
    await run(
      { resource: 'file', operation: 'getAll', bucketName: 'weft-eu', returnAll: true, options: {} },
      { version: 1 },
    );
    expect([scope(0), scope(1)]).toEqual(['us-east-1', 'us-east-1']);
  });

  it('refuses to download a folder, and a missing key is a 404', async () => {
    expect(
      (await run({ resource: 'file', operation: 'download', bucketName: 'weft-reports', fileKey: 'reports/' })).error
        ?.message,
    ).toBe('Downloading a whole directory is not yet supported, please provide a file key');
    expect(
      (await run({ resource: 'file', operation: 'download', bucketName: 'weft-reports', fileKey: 'nope' })).error
        ?.message,
    ).toBe('The resource you are requesting could not be found');
  });
});

describe('AWS S3 buckets and folders', () => {
  it('creates a bucket in another region with its location, and searches a bucket with a limit', async () => {
    expect(
      (await run({ resource: 'bucket', name: 'weft-new', additionalFields: { region: 'eu-west-1' } })).json,
    ).toEqual([{ success: true }]);
    expect(calls().at(-1)!.body).toContain('<LocationConstraint>eu-west-1</LocationConstraint>');
    expect(fake.state.buckets.find((b) => b.name === 'weft-new')!.region).toBe('eu-west-1');
    const found = await run({
      resource: 'bucket',
      operation: 'search',
      bucketName: 'weft-reports',
      limit: 2,
      additionalFields: { prefix: 'reports/' },
    });
    expect(found.json.map((o) => o.Key)).toEqual(['reports/', 'reports/a.csv']);
    expect(calls().at(-1)!.query).toMatchObject({ 'max-keys': '2', prefix: 'reports/', 'list-type': '2' });
  });

  it('creates, lists and deletes folders (a folder with files through DeleteObjects)', async () => {
    await run({
      resource: 'folder',
      operation: 'create',
      bucketName: 'weft-reports',
      folderName: 'inbox',
      additionalFields: {},
    });
    const folders = await run({
      resource: 'folder',
      operation: 'getAll',
      bucketName: 'weft-reports',
      returnAll: true,
      options: {},
    });
    expect(folders.json.map((o) => o.Key)).toEqual(['inbox/', 'reports/']);
    const deleted = await run({
      resource: 'folder',
      operation: 'delete',
      bucketName: 'weft-reports',
      folderKey: 'reports/',
    });
    expect(deleted.json).toEqual([
      { deleted: [{ Key: 'reports/' }, { Key: 'reports/a.csv' }, { Key: 'reports/b.csv' }] },
    ]);
    expect(calls().at(-1)).toMatchObject({ method: 'POST', query: { delete: '' } });
  });

  it('reaches a bucket whose name has a dot (path style)', async () => {
    const listed = await run({
      resource: 'file',
      operation: 'getAll',
      bucketName: 'weft.dotted',
      returnAll: true,
      options: {},
    });
    expect(listed.json.map((o) => o.Key)).toEqual(['dot.txt']);
  });
});

describe('AWS S3 errors and retries', () => {
  it("continues on fail with the item's error, and fails on a missing bucket otherwise", async () => {
    const items = [{ json: { b: 'weft-missing' } }, { json: { b: 'weft-reports' } }];
    const { json } = await run(
      { resource: 'file', operation: 'delete', bucketName: '={{ $json.b }}', fileKey: 'readme.txt', options: {} },
      { items, onError: 'continueRegularOutput' },
    );
    expect(json).toEqual([{ error: 'The resource you are requesting could not be found' }, { success: true }]);
  });

  it('waits out a 429, a 503 and a 500 and tries again', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 }, { status: 503 }, { status: 500, code: 'InternalError' });
    const { json, error } = await run({ resource: 'bucket', operation: 'getAll', returnAll: true });
    expect(error).toBeUndefined();
    expect(json.map((b) => b.Name)).toEqual(['weft-reports', 'weft-eu', 'weft.dotted']);
  });

  it('assumes a role through STS and signs with the temporary key and its session token', async () => {
    const credentials = {
      region: 'us-east-1',
      stsAccessKeyId: ACCESS_KEY_ID,
      stsSecretAccessKey: SECRET_ACCESS_KEY,
      roleArn: 'arn:aws:iam::123456789012:role/Weft',
      externalId: 'ext-1',
      roleSessionName: 'weft',
    };
    const { json, error } = await run(
      { authentication: 'assumeRole', resource: 'bucket', operation: 'getAll', returnAll: true },
      { credentials },
    );
    expect(error).toBeUndefined();
    expect(json).toHaveLength(3);
    expect(fake.state.assumed).toEqual([
      {
        Action: 'AssumeRole',
        Version: '2011-06-15',
        RoleArn: credentials.roleArn,
        RoleSessionName: 'weft',
        ExternalId: 'ext-1',
      },
    ]);
    expect(String(calls().at(-1)!.headers.authorization)).toContain(`Credential=${TEMP_KEY_ID}/`);
  });
});
