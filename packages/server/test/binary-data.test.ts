import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@weft/server';
import { insertWorkflow } from './activation-helpers.js';
import { downloadWorkflow, startFileServer } from './binary-data-helpers.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { startQueueCluster, type QueueCluster } from './queue-helpers.js';

type Files = Awaited<ReturnType<typeof startFileServer>>;

/** The binary property the Download node produced in a stored execution. */
async function downloaded(server: TestServer, executionId: string) {
  const row = await server.ctx.db.kysely
    .selectFrom('execution')
    .select('data')
    .where('id', '=', Number(executionId))
    .executeTakeFirstOrThrow();
  return { raw: row.data, binary: JSON.parse(row.data).resultData.runData.Download[0].data.main[0][0].binary.data };
}

describe.each(DB_KINDS)('binary data in a folder (WEFT_BINARY_DATA_MODE=filesystem) on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['owner']>>;
  let files: Files;
  const folder = mkdtempSync(join(tmpdir(), 'weft-binary-'));
  beforeAll(async () => {
    files = await startFileServer();
    server = await createTestServer(kind, { WEFT_BINARY_DATA_MODE: 'filesystem', WEFT_BINARY_DATA_PATH: folder });
    owner = await server.owner();
  });
  afterAll(async () => {
    await server?.close();
    await files?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('stores the file on disk, keeps only its id and metadata, serves it through /rest/data and deletes it with the execution', async () => {
    const workflowId = await insertWorkflow(server.ctx, { ...downloadWorkflow(files.url), ownerId: owner.user.id });
    const workflow = { ...downloadWorkflow(files.url), id: workflowId };
    const { executionId, done } = await server.ctx.executions.start({
      workflow,
      mode: 'manual',
      userId: owner.user.id,
    });
    expect((await done).status).toBe('success');

    const { raw, binary } = await downloaded(server, executionId);
    expect(binary).toMatchObject({
      data: 'filesystem-v2',
      mimeType: 'image/png',
      fileName: 'photo.png',
      fileExtension: 'png',
      fileSize: '68.4 kB',
    });
    expect(binary.id).toMatch(
      new RegExp(`^filesystem-v2:workflows/${workflowId}/executions/${executionId}/binary_data/[0-9a-f-]{36}$`),
    );
    expect(raw.length).toBeLessThan(5000);
    const file = join(folder, binary.id.slice('filesystem-v2:'.length));
    expect(readFileSync(file).equals(files.bytes)).toBe(true);

    const url = `/rest/data/${encodeURIComponent(binary.id)}?mode=download&fileName=photo.png&mimeType=image/png`;
    const res = await server.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie! } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(files.bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="photo.png"/);
    const view = await server.app.inject({
      method: 'GET',
      url: `/rest/data/${encodeURIComponent(binary.id)}?mode=view&mimeType=image/png`,
      headers: { cookie: owner.cookie! },
    });
    expect(view.headers['content-disposition']).toBe('inline');
    expect(view.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'self'");

    expect((await server.anonymous.get(url)).status).toBe(401);
    const member = await server.member();
    expect((await member.get(url)).status).toBe(404);
    const traversal = await owner.get(
      `/rest/data/${encodeURIComponent('filesystem-v2:workflows/../../../etc/passwd')}`,
    );
    expect(traversal.status).toBe(400);
    expect(traversal.body.message).toMatch(/is not a binary data id/);
    expect((await owner.get('/rest/data/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);

    const deleted = await owner.post('/rest/executions/delete', { ids: [executionId] });
    expect(deleted.body.data.deleted).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(join(folder, 'workflows', workflowId, 'executions', executionId))).toBe(false);
    expect((await owner.get(url)).status).toBe(404);
  });

  it('refuses an unknown mode by name', () => {
    expect(() => loadConfig({ WEFT_BINARY_DATA_MODE: 's3' })).toThrow('WEFT_BINARY_DATA_MODE must be "default"');
  });
});

describe('binary data in the default mode: payloads above WEFT_BINARY_DATA_INLINE_MAX_BYTES go to files', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['owner']>>;
  let files: Files;
  const folder = mkdtempSync(join(tmpdir(), 'weft-binary-spill-'));
  beforeAll(async () => {
    files = await startFileServer();
    server = await createTestServer('sqlite', {
      WEFT_BINARY_DATA_PATH: folder,
      WEFT_BINARY_DATA_INLINE_MAX_BYTES: '50000',
    });
    owner = await server.owner();
  });
  afterAll(async () => {
    await server?.close();
    await files?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const run = async (url: string) => {
    const workflowId = await insertWorkflow(server.ctx, { ...downloadWorkflow(url), ownerId: owner.user.id });
    const { executionId, done } = await server.ctx.executions.start({
      workflow: { ...downloadWorkflow(url), id: workflowId },
      mode: 'manual',
      userId: owner.user.id,
    });
    expect((await done).status).toBe('success');
    return { workflowId, executionId, ...(await downloaded(server, executionId)) };
  };

  it('writes a payload above the limit to a file, serves it, and deletes it with its execution', async () => {
    const { workflowId, executionId, binary, raw } = await run(files.url);
    expect(binary.data).toBe('filesystem-v2');
    expect(binary.id).toMatch(new RegExp(`^filesystem-v2:workflows/${workflowId}/executions/${executionId}/`));
    expect(raw.length).toBeLessThan(5000);
    const file = join(folder, binary.id.slice('filesystem-v2:'.length));
    expect(readFileSync(file).equals(files.bytes)).toBe(true);
    const url = `/rest/data/${encodeURIComponent(binary.id)}?mode=download&mimeType=image/png`;
    const res = await server.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie! } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(files.bytes)).toBe(true);
    expect((await owner.post('/rest/executions/delete', { ids: [executionId] })).body.data.deleted).toBe(1);
    expect(existsSync(file)).toBe(false);
  });

  it('keeps a payload up to the limit inline, as before', async () => {
    const small = await startFileServer(40_000);
    try {
      const { binary } = await run(small.url);
      expect(binary.id).toBeUndefined();
      expect(Buffer.from(binary.data, 'base64').equals(small.bytes)).toBe(true);
    } finally {
      await small.close();
    }
  });

  it('keeps everything inline in queue mode unless a limit is set, and refuses a limit that is not a number', () => {
    expect(loadConfig({}).binaryData.inlineMaxBytes).toBe(1024 * 1024);
    expect(loadConfig({ WEFT_EXECUTIONS_MODE: 'queue' }).binaryData.inlineMaxBytes).toBe(0);
    expect(
      loadConfig({ WEFT_EXECUTIONS_MODE: 'queue', WEFT_BINARY_DATA_INLINE_MAX_BYTES: '2048' }).binaryData
        .inlineMaxBytes,
    ).toBe(2048);
    expect(() => loadConfig({ WEFT_BINARY_DATA_INLINE_MAX_BYTES: '1MB' })).toThrow(
      'WEFT_BINARY_DATA_INLINE_MAX_BYTES must be a whole number of bytes',
    );
  });
});

describe('binary data in queue mode: a worker writes the file, main serves it', () => {
  let cluster: QueueCluster;
  let files: Files;
  const folder = mkdtempSync(join(tmpdir(), 'weft-binary-queue-'));
  beforeAll(async () => {
    files = await startFileServer(5000);
    cluster = await startQueueCluster('binary', { WEFT_BINARY_DATA_MODE: 'filesystem', WEFT_BINARY_DATA_PATH: folder });
    await cluster.worker(1);
  });
  afterAll(async () => {
    await cluster?.close();
    await files?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves what the worker stored, to the owner', async () => {
    const owner = await cluster.main.owner();
    const { executionId, done } = await cluster.main.ctx.executions.start({
      workflow: downloadWorkflow(files.url),
      mode: 'manual',
      userId: owner.user.id,
    });
    expect((await done).status).toBe('success');
    const { binary } = await downloaded(cluster.main, executionId);
    expect(binary.id).toMatch(/^filesystem-v2:workflows\/unsaved\//);
    const res = await cluster.main.app.inject({
      method: 'GET',
      url: `/rest/data/${encodeURIComponent(binary.id)}?mode=download`,
      headers: { cookie: owner.cookie! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(files.bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/octet-stream');
  });
});
