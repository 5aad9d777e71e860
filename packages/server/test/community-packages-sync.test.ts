/**
 * How one process catches up with the cluster's list of community packages: the plan as data
 * (`planSync`), the refusal a run gets for a missing node (`missingTypeProblem`), and a second
 * server context with a home of its own, on the same database, running real passes (npm,
 * offline, on tarballs kept in the database).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer, type ServerContext } from '@weft/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingTypeProblem, packageOfType } from '../src/community-nodes/missing-types.js';
import type { PackageRecord } from '../src/community-nodes/repository.js';
import { planSync, UNKNOWN_SOURCE, type PresentPackage } from '../src/community-nodes/sync-plan.js';
import { packPackage, shoutPackage } from './community-packages-helpers.js';
import { createTestServer, type TestClient, type TestServer } from './harness.js';

const SHA_A = 'a'.repeat(64);
const SHA_B = 'b'.repeat(64);

function row(packageName: string, installedVersion: string, source?: PackageRecord['source']): PackageRecord {
  return {
    packageName,
    installedVersion,
    authorName: null,
    authorEmail: null,
    installedNodes: [],
    createdAt: '',
    updatedAt: '',
    ...(source ? { source } : {}),
  };
}

function present(p: Partial<PresentPackage>): PresentPackage {
  return { listed: true, fromTarball: false, ...p };
}

describe('planSync: how a process catches up with installed_packages', () => {
  const registry = { kind: 'registry' } as const;

  it('installs what is missing or at another version, loads what is on disk but not loaded, and removes what is no longer listed', () => {
    const steps = planSync(
      [
        row('missing', '1.0.0', registry),
        row('older', '2.0.0', registry),
        row('unloaded', '1.0.0', registry),
        row('fine', '3.0.0', registry),
      ],
      new Map([
        ['older', present({ diskVersion: '1.9.0', loadedVersion: '1.9.0' })],
        ['unloaded', present({ diskVersion: '1.0.0' })],
        ['fine', present({ diskVersion: '3.0.0', loadedVersion: '3.0.0' })],
        ['dropped', present({ diskVersion: '0.1.0', loadedVersion: '0.1.0' })],
      ]),
      new Map(),
      new Set(),
    );
    expect(steps.map((s) => [s.kind, s.kind === 'remove' ? s.packageName : s.record.packageName])).toEqual([
      ['remove', 'dropped'],
      ['install', 'missing'],
      ['install', 'older'],
      ['load', 'unloaded'],
    ]);
  });

  it('tells tarballs apart by their hash, and a registry install from a tarball one', () => {
    const wanted = [
      row('same', '1.0.0', { kind: 'tarball', sha256: SHA_A }),
      row('repacked', '1.0.0', { kind: 'tarball', sha256: SHA_B }),
      row('was-tarball', '1.0.0', registry),
    ];
    const steps = planSync(
      wanted,
      new Map([
        ['same', present({ diskVersion: '1.0.0', loadedVersion: '1.0.0', fromTarball: true, tarballSha256: SHA_A })],
        [
          'repacked',
          present({ diskVersion: '1.0.0', loadedVersion: '1.0.0', fromTarball: true, tarballSha256: SHA_A }),
        ],
        [
          'was-tarball',
          present({ diskVersion: '1.0.0', loadedVersion: '1.0.0', fromTarball: true, tarballSha256: SHA_A }),
        ],
      ]),
      new Map(),
      'all',
    );
    expect(steps.map((s) => s.kind !== 'remove' && s.record.packageName)).toEqual(['repacked', 'was-tarball']);
  });

  it('leaves a package that failed for exactly what its row asks alone, unless it is named for a retry', () => {
    const wanted = [row('broken', '1.0.0', { kind: 'tarball', sha256: SHA_A })];
    const failed = new Map([['broken', `1.0.0#${SHA_A}`]]);
    expect(planSync(wanted, new Map(), failed, new Set())).toEqual([]);
    expect(planSync(wanted, new Map(), failed, new Set(['broken']))).toEqual([{ kind: 'install', record: wanted[0] }]);
    expect(planSync(wanted, new Map(), failed, 'all')).toHaveLength(1);
    // A new version (or tarball) is a new attempt.
    expect(
      planSync([row('broken', '1.0.0', { kind: 'tarball', sha256: SHA_B })], new Map(), failed, new Set()),
    ).toHaveLength(1);
  });

  it('refuses to guess the source of a row written before sources were recorded, but keeps a process that has it', () => {
    const legacy = row('legacy', '1.0.0');
    expect(planSync([legacy], new Map(), new Map(), new Set())).toEqual([
      { kind: 'refuse', record: legacy, reason: UNKNOWN_SOURCE },
    ]);
    expect(
      planSync(
        [legacy],
        new Map([['legacy', present({ diskVersion: '1.0.0', loadedVersion: '1.0.0', fromTarball: true })]]),
        new Map(),
        new Set(),
      ),
    ).toEqual([]);
  });
});

describe('missingTypeProblem: why a run is refused', () => {
  const node = { name: 'Shout', type: 'weft-nodes-shout.shout', typeVersion: 2 };

  it('names the package of a community type, and no package for built-in types', () => {
    expect(packageOfType('weft-nodes-shout.shout')).toBe('weft-nodes-shout');
    expect(packageOfType('@acme/n8n-nodes-x.thing')).toBe('@acme/n8n-nodes-x');
    expect(packageOfType('n8n-nodes-base.set')).toBeUndefined();
    expect(packageOfType('weft.noSuchNode')).toBeUndefined();
    expect(packageOfType('plain')).toBeUndefined();
  });

  it('says whether the package is not installed, failed here, is still installing, or lacks the node', () => {
    expect(missingTypeProblem(node, 'weft-nodes-shout', {}, 'this worker').message).toBe(
      'The node "Shout" needs the community package "weft-nodes-shout", which is not installed',
    );
    const failed = missingTypeProblem(
      node,
      'weft-nodes-shout',
      { listedVersion: '1.1.0', failure: 'npm could not install it.' },
      'this worker (host w1, pid 7)',
    );
    expect(failed.message).toBe(
      'The node "Shout" needs the community package "weft-nodes-shout" 1.1.0, which could not be installed on this worker (host w1, pid 7)',
    );
    expect(failed.description).toMatch(/^npm could not install it\. GET \/rest\/community-packages/);
    expect(
      missingTypeProblem(node, 'weft-nodes-shout', { listedVersion: '1.1.0', installing: true }, 'this worker').message,
    ).toContain('which is still being installed on this worker');
    expect(
      missingTypeProblem(node, 'weft-nodes-shout', { listedVersion: '1.1.0', loadedVersion: '1.1.0' }, 'this worker')
        .message,
    ).toBe('The community package "weft-nodes-shout" 1.1.0 has no node type "weft-nodes-shout.shout" in version 2');
  });
});

describe('another process with its own home catches up with the database, one pass at a time', () => {
  let server: TestServer;
  let owner: TestClient;
  let other: { app: FastifyInstance; ctx: ServerContext };
  let otherHome = '';
  const tarballs: string[] = [];
  const TYPE = 'weft-nodes-shout.shout';

  beforeAll(async () => {
    tarballs.push(packPackage(shoutPackage('1.0.0', '!')), packPackage(shoutPackage('1.1.0', '!!')));
    server = await createTestServer('sqlite', {
      WEFT_COMMUNITY_PACKAGES_NPM_OFFLINE: 'true',
      WEFT_LOG_LEVEL: 'silent',
    });
    owner = await server.owner();
    otherHome = mkdtempSync(join(tmpdir(), 'weft-other-'));
    // Same database and key, another WEFT_HOME: what a worker on another machine has.
    other = await createServer({ ...server.ctx.config, home: otherHome });
  }, 60_000);
  afterAll(async () => {
    await other?.app.close();
    await other?.ctx.db.close();
    await server?.close();
    rmSync(otherHome, { recursive: true, force: true });
    for (const t of tarballs) rmSync(dirname(t), { recursive: true, force: true });
  });

  /** Counts npm installs in the other process and how many ran at once (wrapping the real method). */
  function watchInstalls() {
    const folder = other.ctx.communityPackages.folder;
    const original = folder.install.bind(folder);
    const seen = { count: 0, active: 0, most: 0 };
    folder.install = async (target, what) => {
      seen.count++;
      seen.most = Math.max(seen.most, ++seen.active);
      try {
        return await original(target, what);
      } finally {
        seen.active--;
      }
    };
    return seen;
  }

  it('installs, updates and removes through passes; requests made together share one pass', async () => {
    const sync = other.ctx.communityPackages.sync;
    const installs = watchInstalls();
    expect((await owner.post('/rest/community-packages', { name: tarballs[0] })).status).toBe(200);
    expect(other.ctx.nodeTypes.get(TYPE, 2)).toBeUndefined();

    let passes = 0;
    const stop = sync.onPass(() => passes++);
    await Promise.all([sync.run(), sync.run(), sync.run(new Set(['weft-nodes-shout'])), sync.run('all'), sync.run()]);
    expect(passes).toBe(1);
    expect(installs).toMatchObject({ count: 1, most: 1 });
    expect(other.ctx.communityPackages.loaded.versionOf('weft-nodes-shout')).toBe('1.0.0');
    expect(other.ctx.nodeTypes.get(TYPE, 2)).toBeDefined();
    // Nothing changed: a pass does nothing.
    await sync.run();
    expect(installs.count).toBe(1);

    expect((await owner.patch('/rest/community-packages', { name: tarballs[1] })).status).toBe(200);
    // Two passes asked one after the other run one after the other; only the first has work.
    const first = sync.run();
    await new Promise((r) => setImmediate(r));
    await Promise.all([first, sync.run()]);
    expect(passes).toBe(4);
    stop();
    expect(installs).toMatchObject({ count: 2, most: 1 });
    expect(other.ctx.communityPackages.loaded.versionOf('weft-nodes-shout')).toBe('1.1.0');

    expect((await owner.request('DELETE', '/rest/community-packages?name=weft-nodes-shout')).status).toBe(200);
    await sync.run();
    expect(other.ctx.nodeTypes.get(TYPE, 2)).toBeUndefined();
    expect(other.ctx.communityPackages.folder.versionOnDisk('weft-nodes-shout')).toBeUndefined();
  }, 60_000);

  it('records a failure without throwing, and tries it again only when asked to', async () => {
    const sync = other.ctx.communityPackages.sync;
    expect((await owner.post('/rest/community-packages', { name: tarballs[0] })).status).toBe(200);
    const kysely = server.ctx.db.kysely;
    const kept = await kysely.selectFrom('installed_package_tarball').selectAll().executeTakeFirstOrThrow();
    // In transactions: committed before the other connection reads (SQLite batches plain writes).
    await kysely.transaction().execute((trx) => trx.deleteFrom('installed_package_tarball').execute());

    await sync.run();
    expect(sync.failed().get('weft-nodes-shout')).toMatchObject({
      version: '1.0.0',
      message: 'its tarball is not in the database (installed_package_tarball)',
    });
    const refused = other.ctx.communityPackages.checkNodeTypes([
      { id: 'c', name: 'Shout', type: TYPE, typeVersion: 2, position: [0, 0], parameters: {} },
    ]);
    await expect(refused).rejects.toThrow(
      'The node "Shout" needs the community package "weft-nodes-shout" 1.0.0, which could not be installed on this instance',
    );

    await kysely.transaction().execute((trx) => trx.insertInto('installed_package_tarball').values(kept).execute());
    await sync.run();
    expect(other.ctx.nodeTypes.get(TYPE, 2)).toBeUndefined();
    await sync.run(new Set(['weft-nodes-shout']));
    expect(other.ctx.nodeTypes.get(TYPE, 2)).toBeDefined();
    expect(sync.failed().size).toBe(0);
  }, 60_000);
});

/** A loopback npm registry serving `weft-nodes-shout` 1.0.0 and 1.1.0 (latest), recording what npm fetched. */
async function startRegistry(
  tarballs: Record<string, string>,
): Promise<{ url: string; fetched: string[]; close(): Promise<void> }> {
  const fetched: string[] = [];
  let base = '';
  const server = createHttpServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/weft-nodes-shout') {
      const versions = Object.fromEntries(
        Object.entries(tarballs).map(([version, file]) => {
          const bytes = readFileSync(file);
          const dist = {
            tarball: `${base}/weft-nodes-shout/-/weft-nodes-shout-${version}.tgz`,
            shasum: createHash('sha1').update(bytes).digest('hex'),
            integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
          };
          return [version, { name: 'weft-nodes-shout', version, dist }];
        }),
      );
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ name: 'weft-nodes-shout', 'dist-tags': { latest: '1.1.0' }, versions }));
    }
    const version = /^\/weft-nodes-shout\/-\/weft-nodes-shout-(.+)\.tgz$/.exec(path)?.[1];
    const file = version ? tarballs[version] : undefined;
    if (file) {
      fetched.push(version!);
      res.setHeader('content-type', 'application/octet-stream');
      return res.end(readFileSync(file));
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url: `${base}/`, fetched, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('another process installs a registry package as name@version, the version main installed', () => {
  let server: TestServer;
  let owner: TestClient;
  let other: { app: FastifyInstance; ctx: ServerContext };
  let registry: Awaited<ReturnType<typeof startRegistry>>;
  const dirs: string[] = [];
  const saved = { registry: process.env.npm_config_registry, cache: process.env.npm_config_cache };

  beforeAll(async () => {
    const v1 = packPackage(shoutPackage('1.0.0', '!'));
    const v2 = packPackage(shoutPackage('1.1.0', '!!'));
    dirs.push(
      dirname(v1),
      dirname(v2),
      mkdtempSync(join(tmpdir(), 'weft-npm-cache-')),
      mkdtempSync(join(tmpdir(), 'weft-other-')),
    );
    registry = await startRegistry({ '1.0.0': v1, '1.1.0': v2 });
    // npm (run by both processes) asks this registry, with a cache of its own.
    process.env.npm_config_registry = registry.url;
    process.env.npm_config_cache = dirs[2];
    server = await createTestServer('sqlite', {
      WEFT_COMMUNITY_PACKAGES_CHECK_UPDATES: 'false',
      WEFT_LOG_LEVEL: 'silent',
    });
    owner = await server.owner();
    other = await createServer({ ...server.ctx.config, home: dirs[3]! });
  }, 60_000);
  afterAll(async () => {
    await other?.app.close();
    await other?.ctx.db.close();
    await server?.close();
    await registry?.close();
    for (const [k, v] of [
      ['npm_config_registry', saved.registry],
      ['npm_config_cache', saved.cache],
    ] as const) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('installs the pinned version, not the latest, then follows an update to the latest', async () => {
    const sync = other.ctx.communityPackages.sync;
    const installed = await owner.post('/rest/community-packages', { name: 'weft-nodes-shout@1.0.0' });
    expect(installed.status, installed.text).toBe(200);
    await sync.run();
    const otherFolder = other.ctx.communityPackages.folder;
    expect(otherFolder.versionOnDisk('weft-nodes-shout')).toBe('1.0.0');
    expect(otherFolder.dependencies()['weft-nodes-shout']).not.toMatch(/^file:/);
    expect(other.ctx.communityPackages.loaded.versionOf('weft-nodes-shout')).toBe('1.0.0');
    // Nothing of a registry install is kept in the database but its name and version.
    expect(await server.ctx.db.kysely.selectFrom('installed_package_tarball').selectAll().execute()).toEqual([]);

    expect(
      (await owner.patch('/rest/community-packages', { name: 'weft-nodes-shout' })).body.data.installedVersion,
    ).toBe('1.1.0');
    await sync.run();
    expect(other.ctx.communityPackages.loaded.versionOf('weft-nodes-shout')).toBe('1.1.0');
    // Both tarballs came from the registry (the two processes share npm's cache here).
    expect(new Set(registry.fetched)).toEqual(new Set(['1.0.0', '1.1.0']));
  }, 60_000);
});
