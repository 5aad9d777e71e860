import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  credentialClashPackage,
  declarativePackage,
  invalidExportPackage,
  n8nStylePackage,
  packPackage,
  plainPackage,
  restart,
  shoutPackage,
  startForecastApi,
  throwingPackage,
  type Restarted,
} from './community-packages-helpers.js';
import { waitFor } from './executions-fixtures.js';
import { createTestServer, DB_KINDS, type TestClient, type TestServer } from './harness.js';

/** Manual Trigger → Edit Fields (text: 'hello') → the community node under test. */
function workflowUsing(type: string, typeVersion = 1, parameters: Record<string, unknown> = {}) {
  return {
    name: `Uses ${type}`,
    nodes: [
      {
        id: 'a',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: 'b',
        name: 'Text',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [200, 0],
        parameters: {
          mode: 'manual',
          assignments: { assignments: [{ id: 't', name: 'text', value: 'hello', type: 'string' }] },
          options: {},
        },
      },
      { id: 'c', name: 'Community', type, typeVersion, position: [400, 0], parameters },
    ],
    connections: {
      Start: { main: [[{ node: 'Text', type: 'main', index: 0 }]] },
      Text: { main: [[{ node: 'Community', type: 'main', index: 0 }]] },
    },
    settings: {},
  };
}

type Request = (method: string, url: string, body?: unknown) => Promise<{ status: number; body: any; text: string }>;

/** Runs a workflow through /rest/workflows/run and answers the finished execution. */
async function runToEnd(request: Request, workflowData: unknown): Promise<any> {
  const started = await request('POST', '/rest/workflows/run', { workflowData });
  expect(started.status, started.text).toBe(200);
  const id = started.body.data.executionId as string;
  return waitFor(
    async () => {
      const res = await request('GET', `/rest/executions/${id}`);
      return res.status === 200 && res.body.data.finished !== undefined && res.body.data.stoppedAt
        ? res.body.data
        : undefined;
    },
    20_000,
    `execution ${id}`,
  );
}

const nodeTypeNames = (list: Array<{ name: string }>) => list.map((d) => d.name);

describe.each(DB_KINDS)('community packages on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient;
  let member: TestClient;
  let restarted: Restarted | undefined;
  const tarballs: Record<string, string> = {};

  beforeAll(async () => {
    tarballs.shout = packPackage(shoutPackage());
    tarballs.shout2 = packPackage(shoutPackage('1.1.0', '!!'));
    tarballs.shoutBroken = packPackage({
      ...shoutPackage('1.2.0'),
      'dist/shout.node.js': "throw new Error('exploded in 1.2.0');\n",
    });
    tarballs.greeter = packPackage(n8nStylePackage());
    tarballs.forecast = packPackage(declarativePackage());
    tarballs.broken = packPackage(throwingPackage());
    tarballs.invalid = packPackage(invalidExportPackage());
    tarballs.plain = packPackage(plainPackage());
    tarballs.clash = packPackage(credentialClashPackage());
    // npm never reaches the network here: every install is a local tarball, and npm runs --offline.
    server = await createTestServer(kind, { WEFT_COMMUNITY_PACKAGES_NPM_OFFLINE: 'true', WEFT_LOG_LEVEL: 'silent' });
    owner = await server.owner();
    member = await server.member();
  }, 120_000);
  afterAll(async () => {
    if (restarted) await restarted.destroy();
    else await server?.close();
    for (const tarball of Object.values(tarballs)) rmSync(dirname(tarball), { recursive: true, force: true });
  });

  const ownerRequest: Request = (method, url, body) => owner.request(method, url, body);

  it('reports community nodes enabled and npm available in the settings', async () => {
    const s = (await server.anonymous.get('/rest/settings')).body.data;
    expect(s.communityNodesEnabled).toBe(true);
    expect(s.isNpmAvailable).toBe(true);
  });

  it('installs a tarball made with npm pack, lists it, serves its node and runs it in a workflow', async () => {
    const res = await owner.post('/rest/community-packages', { name: tarballs.shout });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      packageName: 'weft-nodes-shout',
      installedVersion: '1.0.0',
      authorName: 'Sam Shout',
      authorEmail: 'sam@example.com',
      installedNodes: [{ name: 'Shout', type: 'weft-nodes-shout.shout', latestVersion: 2 }],
    });
    // Installed into {home}/nodes, never into the repository.
    expect(
      (await import('node:fs')).existsSync(
        join(server.home, 'nodes', 'node_modules', 'weft-nodes-shout', 'package.json'),
      ),
    ).toBe(true);

    const list = (await owner.get('/rest/community-packages')).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      packageName: 'weft-nodes-shout',
      installedNodes: [{ type: 'weft-nodes-shout.shout' }],
    });
    expect(list[0].updateAvailable).toBeUndefined();

    expect(nodeTypeNames((await server.anonymous.get('/types/nodes.json')).body)).toContain('weft-nodes-shout.shout');
    expect(nodeTypeNames((await owner.get('/rest/types/nodes.json')).body)).toContain('weft-nodes-shout.shout');
    expect((await owner.get('/types/credentials.json')).body.map((c: { name: string }) => c.name)).toContain(
      'shoutApi',
    );

    const execution = await runToEnd(ownerRequest, workflowUsing('weft-nodes-shout.shout', 2, { field: 'text' }));
    expect(execution.status, JSON.stringify(execution.data.resultData.error)).toBe('success');
    expect(execution.data.resultData.runData.Community[0].data.main[0][0].json).toEqual({ text: 'HELLO!' });
  });

  it('loads n8n-format packages (n8n block, CommonJS classes using this)', async () => {
    const res = await owner.post('/rest/community-packages', { name: tarballs.greeter });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      packageName: 'n8n-nodes-greeter',
      installedVersion: '0.3.0',
      authorName: 'Gia Greeter',
      installedNodes: [{ name: 'Greeter', type: 'n8n-nodes-greeter.greeter', latestVersion: 1 }],
    });
    const execution = await runToEnd(ownerRequest, workflowUsing('n8n-nodes-greeter.greeter', 1, { who: 'Weft' }));
    expect(execution.status, JSON.stringify(execution.data.resultData.error)).toBe('success');
    expect(execution.data.resultData.runData.Community[0].data.main[0][0].json).toEqual({
      text: 'hello',
      greeting: 'Hello Weft',
    });
    // Its n8n-style remote methods get the context as `this` and their own arguments.
    const node = encodeURIComponent(JSON.stringify({ name: 'n8n-nodes-greeter.greeter', version: 1 }));
    const options = await owner.get(
      `/rest/node-parameter-options?nodeTypeAndVersion=${node}&methodName=getGreetings&currentNodeParameters=${encodeURIComponent('{"who":"Ada"}')}`,
    );
    expect(options.body.data).toEqual([{ name: 'Hello Ada', value: 'hello' }]);
    const list = await owner.get(`/rest/nodes-list-search?nodeTypeAndVersion=${node}&methodName=searchPeople&filter=a`);
    expect(list.body.data).toEqual({
      results: [
        { name: 'Ada', value: 'ada' },
        { name: 'Alan', value: 'alan' },
        { name: 'Grace', value: 'grace' },
      ],
      paginationToken: 'page-2',
    });
    const next = await owner.get(
      `/rest/nodes-list-search?nodeTypeAndVersion=${node}&methodName=searchPeople&filter=gr&paginationToken=page-2`,
    );
    expect(next.body.data).toEqual({ results: [{ name: 'Grace', value: 'grace' }] });
  });

  it('installs an n8n declarative package: its options load from the API and it runs without an execute', async () => {
    const api = await startForecastApi();
    try {
      const res = await owner.post('/rest/community-packages', { name: tarballs.forecast });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.installedNodes).toEqual([
        { name: 'Forecast', type: 'n8n-nodes-forecast.forecast', latestVersion: 1 },
      ]);
      // Its credential type's generic authenticate signs the credential test.
      const tested = await owner.post('/rest/credentials/test', {
        credentials: { type: 'forecastApi', data: { url: api.url, apiKey: 'forecast-key' } },
      });
      expect(tested.body.data).toEqual({ status: 'OK', message: 'Connection successful!' });
      const credential = (
        await owner.post('/rest/credentials', {
          name: 'Forecast account',
          type: 'forecastApi',
          data: { url: api.url, apiKey: 'forecast-key' },
        })
      ).body.data as { id: string; name: string };

      // The editor's remote options call for "City" (declarative loadOptions).
      const ref = { forecastApi: { id: credential.id, name: 'Forecast account' } };
      const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
      const options = await owner.get(
        `/rest/node-parameter-options?nodeTypeAndVersion=${q({ name: 'n8n-nodes-forecast.forecast', version: 1 })}&path=city&currentNodeParameters=${q({ operation: 'daily' })}&credentials=${q(ref)}`,
      );
      expect(options.status, options.text).toBe(200);
      expect(options.body.data).toEqual([
        { name: 'Bergen', value: 'ber' },
        { name: 'Oslo', value: 'osl' },
        { name: 'Trondheim', value: 'trd' },
      ]);

      // A run: one request per input item, the days limited by the postReceive limit.
      const workflow = workflowUsing('n8n-nodes-forecast.forecast', 1, { operation: 'daily', city: 'osl', days: 2 });
      workflow.nodes[2] = { ...workflow.nodes[2]!, credentials: ref } as (typeof workflow.nodes)[number];
      const execution = await runToEnd(ownerRequest, workflow);
      expect(execution.status, JSON.stringify(execution.data.resultData.error)).toBe('success');
      expect(execution.data.resultData.runData.Community[0].data.main[0].map((i: { json: unknown }) => i.json)).toEqual(
        [
          { city: 'osl', day: 1, high: 10 },
          { city: 'osl', day: 2, high: 11 },
        ],
      );
      expect(api.seen.filter((s) => s.path.startsWith('/forecast')).map((s) => [s.path, s.auth])).toEqual([
        ['/forecast/osl?days=2', 'Bearer forecast-key'],
      ]);
    } finally {
      await api.close();
    }
    expect((await owner.request('DELETE', '/rest/community-packages?name=n8n-nodes-forecast')).status).toBe(200);
    expect((await owner.get('/types/credentials.json')).body.map((c: { name: string }) => c.name)).not.toContain(
      'forecastApi',
    );
  });

  it('refuses broken packages with a clear 400 and keeps answering', async () => {
    const broken = await owner.post('/rest/community-packages', { name: tarballs.broken });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toContain('weft-nodes-broken');
    expect(broken.body.message).toContain('broken on purpose at import');

    const invalid = await owner.post('/rest/community-packages', { name: tarballs.invalid });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/"half" .* is not valid: its version must be a number/);

    const plain = await owner.post('/rest/community-packages', { name: tarballs.plain });
    expect(plain.status).toBe(400);
    expect(plain.body.message).toContain('no "weft" block');

    const clash = await owner.post('/rest/community-packages', { name: tarballs.clash });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toContain('The credential type "httpBasicAuth" is already taken');
    expect(
      (await owner.get('/types/credentials.json')).body.filter((c: { name: string }) => c.name === 'httpBasicAuth'),
    ).toHaveLength(1);

    // Nothing half-installed stays behind, and the server still works.
    expect(
      (await owner.get('/rest/community-packages')).body.data.map((p: { packageName: string }) => p.packageName),
    ).toEqual(['n8n-nodes-greeter', 'weft-nodes-shout']);
    expect((await import('node:fs')).existsSync(join(server.home, 'nodes', 'node_modules', 'weft-nodes-broken'))).toBe(
      false,
    );
    expect((await server.anonymous.get('/rest/settings')).status).toBe(200);
    expect((await server.anonymous.get('/healthz')).status).toBe(200);
  });

  it('validates what it is asked to install and never passes it to a shell', async () => {
    for (const name of [
      'foo; rm -rf /',
      '$(touch /tmp/x)',
      '--global',
      'UPPER',
      '../escape',
      'relative/file.tgz',
      '/no/such/file.tgz',
      '',
      42,
    ]) {
      const res = await owner.post('/rest/community-packages', { name });
      expect(res.status, String(name)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await owner.post('/rest/community-packages', { name: 'n8n-nodes-base' })).body.message).toContain(
      'reserved',
    );
    expect((await owner.post('/rest/community-packages', { name: tarballs.shout })).status).toBe(409);
    expect((await owner.request('DELETE', '/rest/community-packages?name=not-installed')).status).toBe(404);
  });

  it('is for the owner only', async () => {
    expect((await member.get('/rest/community-packages')).status).toBe(403);
    expect((await member.post('/rest/community-packages', { name: tarballs.shout })).status).toBe(403);
    expect((await member.patch('/rest/community-packages', { name: tarballs.shout2 })).status).toBe(403);
    expect((await member.request('DELETE', '/rest/community-packages?name=weft-nodes-shout')).status).toBe(403);
    expect((await server.client().get('/rest/community-packages')).status).toBe(401);
  });

  it('updates a package from a newer tarball without a restart', async () => {
    const res = await owner.patch('/rest/community-packages', { name: tarballs.shout2 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.installedVersion).toBe('1.1.0');
    const execution = await runToEnd(ownerRequest, workflowUsing('weft-nodes-shout.shout', 2, { field: 'text' }));
    expect(execution.data.resultData.runData.Community[0].data.main[0][0].json).toEqual({ text: 'HELLO!!' });
    // Updating to a build that throws at import is refused, and the working one stays.
    const bad = await owner.patch('/rest/community-packages', { name: tarballs.shoutBroken });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('exploded in 1.2.0');
    expect(
      (await owner.get('/rest/community-packages')).body.data.find(
        (p: { packageName: string }) => p.packageName === 'weft-nodes-shout',
      ).installedVersion,
    ).toBe('1.1.0');
    const again = await runToEnd(ownerRequest, workflowUsing('weft-nodes-shout.shout', 2, { field: 'text' }));
    expect(again.data.resultData.runData.Community[0].data.main[0][0].json).toEqual({ text: 'HELLO!!' });
  });

  it('loads installed packages again after a restart, skipping one that no longer loads', async () => {
    // Break the greeter on disk: at the next start it throws while loading.
    writeFileSync(
      join(server.home, 'nodes', 'node_modules', 'n8n-nodes-greeter', 'dist', 'nodes', 'Greeter', 'Greeter.node.js'),
      "throw new Error('corrupted on disk');\n",
    );
    restarted = await restart(server.app, server.ctx);
    const r = restarted;
    const req: Request = (method, url, body) => r.request(method, url, owner.cookie, body);
    const names = nodeTypeNames((await r.request('GET', '/types/nodes.json')).body);
    expect(names).toContain('weft-nodes-shout.shout');
    expect(names).not.toContain('n8n-nodes-greeter.greeter');
    const list = (await req('GET', '/rest/community-packages')).body.data as Array<{
      packageName: string;
      failedLoading?: boolean;
      loadError?: string;
    }>;
    expect(list.find((p) => p.packageName === 'n8n-nodes-greeter')).toMatchObject({
      failedLoading: true,
      loadError: expect.stringContaining('corrupted on disk'),
    });
    expect(list.find((p) => p.packageName === 'weft-nodes-shout')?.failedLoading).toBeUndefined();

    const execution = await runToEnd(req, workflowUsing('weft-nodes-shout.shout', 2, { field: 'text' }));
    expect(execution.status).toBe('success');
    expect(execution.data.resultData.runData.Community[0].data.main[0][0].json).toEqual({ text: 'HELLO!!' });

    // Uninstalling removes the node from the running server.
    expect((await req('DELETE', '/rest/community-packages?name=weft-nodes-shout')).status).toBe(200);
    expect((await req('DELETE', '/rest/community-packages?name=n8n-nodes-greeter')).status).toBe(200);
    expect((await req('GET', '/rest/community-packages')).body.data).toEqual([]);
    expect(nodeTypeNames((await r.request('GET', '/types/nodes.json')).body)).not.toContain('weft-nodes-shout.shout');
    expect((await r.request('GET', '/types/credentials.json')).body.map((c: { name: string }) => c.name)).not.toContain(
      'shoutApi',
    );
    const gone = await runToEnd(req, workflowUsing('weft-nodes-shout.shout', 2));
    expect(gone.status).toBe('error');
    expect(JSON.stringify(gone.data.resultData.error)).toContain('weft-nodes-shout.shout');
  });
});
