import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoutPackage } from './community-packages-helpers.js';
import { startFakeNpmRegistry, type FakeNpmRegistry } from './fake-npm-registry.js';
import { createTestServer, type TestClient, type TestServer } from './harness.js';

const KEYWORD = 'n8n-community-node-package';

/** Writes a package's files into a fresh folder (the fake registry packs it). */
function writePackage(files: Record<string, string>, patch: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'weft-search-pkg-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(
      join(dir, path),
      path === 'package.json' ? JSON.stringify({ ...JSON.parse(content), ...patch }) : content,
    );
  }
  return dir;
}

/** A closed loopback port: a registry nobody answers on. */
async function closedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

describe('searching the npm registry for community packages', () => {
  let registry: FakeNpmRegistry;
  let server: TestServer;
  let owner: TestClient;
  let member: TestClient;
  const folders: string[] = [];
  const before = { registry: process.env.WEFT_COMMUNITY_PACKAGES_REGISTRY, cache: process.env.npm_config_cache };

  beforeAll(async () => {
    registry = await startFakeNpmRegistry();
    const shout = writePackage(shoutPackage(), {
      keywords: [KEYWORD, 'text'],
      description: 'Upper-cases a field, loudly',
    });
    const other = writePackage(shoutPackage(), {
      name: '@acme/n8n-nodes-whisper',
      keywords: [KEYWORD],
      description: 'Lower-cases a field',
      weft: { nodes: ['dist/shout.node.js'] },
    });
    const plain = writePackage(shoutPackage(), {
      name: 'weft-nodes-shout-clone',
      keywords: ['text'],
      description: 'Shouts without the keyword',
    });
    folders.push(shout, other, plain);
    registry.addFolder(shout, { weeklyDownloads: 321 });
    registry.addFolder(other);
    registry.addFolder(plain);
    registry.addListing({
      name: 'n8n-nodes-base',
      version: '1.0.0',
      description: 'Posing as the built-in nodes',
      keywords: [KEYWORD],
    });
    process.env.WEFT_COMMUNITY_PACKAGES_REGISTRY = `${registry.url}/`;
    // A cache of its own, so npm really fetches the tarball from the fake registry.
    const cache = mkdtempSync(join(tmpdir(), 'weft-search-npm-cache-'));
    folders.push(cache);
    process.env.npm_config_cache = cache;
    server = await createTestServer('sqlite', { WEFT_LOG_LEVEL: 'silent' });
    owner = await server.owner();
    member = await server.member();
  }, 120_000);
  afterAll(async () => {
    for (const [key, value] of [
      ['WEFT_COMMUNITY_PACKAGES_REGISTRY', before.registry],
      ['npm_config_cache', before.cache],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await server?.close();
    await registry?.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('asks the search API for the community keyword and answers packages with links, leaving out reserved names', async () => {
    const res = await owner.get('/rest/community-packages/search');
    expect(res.status, res.text).toBe(200);
    const { total, packages } = res.body.data;
    expect(packages.map((p: { name: string }) => p.name)).toEqual(['@acme/n8n-nodes-whisper', 'weft-nodes-shout']);
    expect(total).toBe(2);
    const search = registry.seen.filter((s) => s.startsWith('/-/v1/search')).at(-1)!;
    const params = new URL(search, 'http://x').searchParams;
    expect(params.get('text')).toBe(`keywords:${KEYWORD}`);
    expect([params.get('size'), params.get('from')]).toEqual(['20', '0']);
    expect(packages[1]).toMatchObject({
      name: 'weft-nodes-shout',
      version: '1.0.0',
      description: 'Upper-cases a field, loudly',
      author: 'Sam Shout <sam@example.com>',
      keywords: [KEYWORD, 'text'],
      links: { npm: 'https://www.npmjs.com/package/weft-nodes-shout' },
      weeklyDownloads: 321,
      installed: false,
    });
    expect(packages[1].installedVersion).toBeUndefined();
    expect(Date.parse(packages[1].date)).not.toBeNaN();
  });

  it('passes the words, size and from on', async () => {
    const res = await owner.get('/rest/community-packages/search?q=%20loudly%20&size=5&from=0');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.packages.map((p: { name: string }) => p.name)).toEqual(['weft-nodes-shout']);
    const params = new URL(registry.seen.at(-1)!, 'http://x').searchParams;
    expect([params.get('text'), params.get('size'), params.get('from')]).toEqual([
      `keywords:${KEYWORD} loudly`,
      '5',
      '0',
    ]);
    // Sorted by name the registry's third hit is weft-nodes-shout (the second, n8n-nodes-base, is left out).
    const third = await owner.get('/rest/community-packages/search?size=1&from=2');
    expect(third.body.data.packages.map((p: { name: string }) => p.name)).toEqual(['weft-nodes-shout']);
    expect(new URL(registry.seen.at(-1)!, 'http://x').searchParams.get('from')).toBe('2');
    expect((await owner.get('/rest/community-packages/search?q=nothing-like-this')).body.data).toEqual({
      total: 0,
      packages: [],
    });
    expect((await owner.get('/rest/community-packages/search?size=0')).status).toBe(400);
    expect((await owner.get('/rest/community-packages/search?from=-1')).status).toBe(400);
  });

  it('installs a package found by the search from the same registry, and then says it is installed', async () => {
    const found = (await owner.get('/rest/community-packages/search?q=shout')).body.data.packages[0];
    expect(found.name).toBe('weft-nodes-shout');
    const seenBefore = registry.seen.length;
    const res = await owner.post('/rest/community-packages', { name: found.name });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ packageName: 'weft-nodes-shout', installedVersion: '1.0.0' });
    // npm fetched the packument and the tarball from the fake registry.
    expect(registry.seen.slice(seenBefore)).toEqual(
      expect.arrayContaining(['/weft-nodes-shout', '/weft-nodes-shout/-/weft-nodes-shout-1.0.0.tgz']),
    );
    expect((await owner.get('/rest/types/nodes.json')).body.map((d: { name: string }) => d.name)).toContain(
      'weft-nodes-shout.shout',
    );
    const after = (await owner.get('/rest/community-packages/search')).body.data.packages;
    expect(after.find((p: { name: string }) => p.name === 'weft-nodes-shout')).toMatchObject({
      installed: true,
      installedVersion: '1.0.0',
    });
    expect(after.find((p: { name: string }) => p.name === '@acme/n8n-nodes-whisper')).toMatchObject({
      installed: false,
    });
  }, 120_000);

  it('checks for updates on the same registry and updates from it (npm view and install get --registry)', async () => {
    const newer = writePackage(shoutPackage('1.1.0', '!!'), {
      keywords: [KEYWORD, 'text'],
      description: 'Upper-cases a field, louder',
    });
    folders.push(newer);
    registry.addFolder(newer);
    const listed = await owner.get('/rest/community-packages');
    expect(listed.body.data.find((p: { packageName: string }) => p.packageName === 'weft-nodes-shout')).toMatchObject({
      installedVersion: '1.0.0',
      updateAvailable: '1.1.0',
    });
    const seenBefore = registry.seen.length;
    const updated = await owner.patch('/rest/community-packages', { name: 'weft-nodes-shout' });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.data.installedVersion).toBe('1.1.0');
    expect(registry.seen.slice(seenBefore), JSON.stringify(registry.seen)).toContain(
      '/weft-nodes-shout/-/weft-nodes-shout-1.1.0.tgz',
    );
    const found = (await owner.get('/rest/community-packages/search?q=shout')).body.data.packages[0];
    expect(found).toMatchObject({
      name: 'weft-nodes-shout',
      version: '1.1.0',
      installed: true,
      installedVersion: '1.1.0',
    });
  }, 120_000);

  it('installs a scoped package from it too (packument at /@scope%2fname)', async () => {
    const seenBefore = registry.seen.length;
    const res = await owner.post('/rest/community-packages', { name: '@acme/n8n-nodes-whisper' });
    expect(res.status, res.text).toBe(200);
    expect(registry.seen.slice(seenBefore)).toEqual(
      expect.arrayContaining(['/@acme%2fn8n-nodes-whisper', '/@acme/n8n-nodes-whisper/-/n8n-nodes-whisper-1.0.0.tgz']),
    );
    const found = (await owner.get('/rest/community-packages/search?q=whisper')).body.data.packages;
    expect(found).toEqual([
      expect.objectContaining({ name: '@acme/n8n-nodes-whisper', installed: true, installedVersion: '1.0.0' }),
    ]);
  }, 120_000);

  it('refuses members', async () => {
    const res = await member.get('/rest/community-packages/search?q=shout');
    expect(res.status).toBe(403);
    expect((await server.anonymous.get('/rest/community-packages/search')).status).toBe(401);
  });

  it('answers 502 naming the registry and the reason when it cannot be reached', async () => {
    const dead = `http://127.0.0.1:${await closedPort()}`;
    process.env.WEFT_COMMUNITY_PACKAGES_REGISTRY = dead;
    try {
      const res = await owner.get('/rest/community-packages/search?q=shout');
      expect(res.status).toBe(502);
      expect(res.body.message).toContain(`The npm registry at ${dead} could not be searched`);
      expect(res.body.message).toContain('ECONNREFUSED');
    } finally {
      process.env.WEFT_COMMUNITY_PACKAGES_REGISTRY = registry.url;
    }
  });

  it('answers 400 when community packages are switched off', async () => {
    const off = await createTestServer('sqlite', {
      WEFT_LOG_LEVEL: 'silent',
      WEFT_COMMUNITY_PACKAGES_ENABLED: 'false',
    });
    try {
      const res = await (await off.owner()).get('/rest/community-packages/search?q=shout');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Community packages are switched off on this instance');
    } finally {
      await off.close();
    }
  });
});
