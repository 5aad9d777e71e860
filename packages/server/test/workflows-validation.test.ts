import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { sampleWorkflow } from './workflows-fixtures.js';

describe.each(DB_KINDS)('workflow validation on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['owner']>>;
  beforeAll(async () => {
    server = await createTestServer(kind, { WEFT_EXECUTIONS_TIMEOUT_MAX: '600' });
    owner = await server.owner();
  });
  afterAll(async () => server?.close());

  const bad = async (body: unknown, pattern: RegExp) => {
    const res = await owner.post('/rest/workflows', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toMatch(pattern);
  };
  const node = (name: string, type = 'n8n-nodes-base.noOp', extra: Record<string, unknown> = {}) => ({
    name,
    type,
    typeVersion: 1,
    position: [0, 0],
    parameters: {},
    ...extra,
  });

  it('rejects an unknown node type, naming the node', async () => {
    await bad(
      { name: 'x', nodes: [node('Mystery', 'n8n-nodes-base.doesNotExist')], connections: {} },
      /Node "Mystery" has the unknown type "n8n-nodes-base\.doesNotExist"/,
    );
  });

  it('rejects a node at a typeVersion Weft lacks, naming the node, its type, the version and the versions there are', async () => {
    await bad(
      { name: 'x', nodes: [node('Old Set', 'n8n-nodes-base.set', { typeVersion: 0.5 })], connections: {} },
      /^Node "Old Set" \(n8n-nodes-base\.set\) is at typeVersion 0\.5, which Weft does not have; Weft has typeVersions [0-9., ]*3\.4 of this type$/,
    );
    const wf = (await owner.post('/rest/workflows', sampleWorkflow('Versions'))).body.data;
    const res = await owner.patch(`/rest/workflows/${wf.id}`, {
      nodes: [node('Start', 'n8n-nodes-base.noOp', { typeVersion: 2 })],
      connections: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Node "Start" (n8n-nodes-base.noOp) is at typeVersion 2, which Weft does not have; Weft has typeVersion 1 of this type',
    );
    const stored = (await owner.get(`/rest/workflows/${wf.id}`)).body.data;
    expect(stored.nodes.map((n: { name: string }) => n.name)).toEqual(wf.nodes.map((n: { name: string }) => n.name));
  });

  it('rejects duplicate node names and malformed nodes', async () => {
    await bad(
      { name: 'x', nodes: [node('Twin'), node('Twin')], connections: {} },
      /Node "Twin" appears more than once/,
    );
    await bad({ name: 'x', nodes: ['not a node'], connections: {} }, /Node 1 is not an object/);
    await bad({ name: 'x', nodes: [{ type: 'weft.noOp' }], connections: {} }, /Node 1 has no name/);
    await bad({ name: 'x', nodes: [{ name: 'Typeless' }], connections: {} }, /Node "Typeless" has no type/);
    await bad(
      { name: 'x', nodes: [node('P', 'weft.noOp', { position: 'top' })], connections: {} },
      /Node "P": "position"/,
    );
    await bad(
      { name: 'x', nodes: [node('P', 'weft.noOp', { parameters: [] })], connections: {} },
      /Node "P": "parameters"/,
    );
    await bad(
      { name: 'x', nodes: [node('P', 'weft.noOp', { typeVersion: '1' })], connections: {} },
      /Node "P": "typeVersion"/,
    );
    await bad(
      { name: 'x', nodes: [node('P', 'weft.noOp', { disabled: 'yes' })], connections: {} },
      /Node "P": "disabled"/,
    );
    await bad(
      { name: 'x', nodes: [node('P', 'weft.noOp', { credentials: { httpBasicAuth: 5 } })], connections: {} },
      /Node "P": the "httpBasicAuth" credential/,
    );
  });

  it('rejects connections to or from missing nodes', async () => {
    await bad(
      { name: 'x', nodes: [node('A')], connections: { A: { main: [[{ node: 'Ghost', type: 'main', index: 0 }]] } } },
      /Node "A" is connected to "Ghost"/,
    );
    await bad(
      { name: 'x', nodes: [node('A')], connections: { Ghost: { main: [[{ node: 'A', type: 'main', index: 0 }]] } } },
      /start at "Ghost"/,
    );
    await bad(
      { name: 'x', nodes: [node('A'), node('B')], connections: { A: { main: [[{ node: 'B' }]] } } },
      /malformed target/,
    );
    await bad({ name: 'x', nodes: [node('A')], connections: [] }, /"connections" must be an object/);
  });

  it('drops duplicate connection targets', async () => {
    const target = { node: 'B', type: 'main', index: 0 };
    const res = await owner.post('/rest/workflows', {
      name: 'dups',
      nodes: [node('A'), node('B')],
      connections: { A: { main: [[target, target]] } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.connections.A.main[0]).toEqual([target]);
  });

  it('checks names: required, trimmed, at most 128 characters', async () => {
    await bad({ nodes: [], connections: {} }, /name must not be empty/);
    await bad({ name: '   ' }, /name must not be empty/);
    await bad({ name: 42 }, /name must be a string/);
    await bad({ name: 'n'.repeat(129) }, /at most 128 characters/);
    const res = await owner.post('/rest/workflows', { name: ` ${'n'.repeat(128)} ` });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toHaveLength(128);
  });

  it('answers wrong field types and malformed JSON with 400, never 500', async () => {
    await bad({ name: 'x', nodes: {} }, /"nodes" must be an array/);
    await bad({ name: 'x', settings: 'fast' }, /"settings" must be an object/);
    await bad({ name: 'x', tags: 'a' }, /"tags" must be a list/);
    await bad({ name: 'x', tags: ['no-such-tag'] }, /no tag with ID "no-such-tag"/);
    await bad({ name: 'x', pinData: [] }, /"pinData" must be an object/);
    await bad({ name: 'x', pinData: { Ghost: [] } }, /pinned data for "Ghost"/);
    await bad({ name: 'x', active: 'yes' }, /"active" must be true or false/);
    await bad({ name: 'x', staticData: 3 }, /"staticData" must be an object/);
    await bad([sampleWorkflow()], /must be a JSON object/);
    const raw = await owner.request('POST', '/rest/workflows', '{"name": "broken', {
      'content-type': 'application/json',
    });
    expect(raw.status).toBe(400);
    expect(raw.body.message).toMatch(/not valid JSON/);
    const wf = (await owner.post('/rest/workflows', sampleWorkflow('Patch target'))).body.data;
    const patchRaw = await owner.request('PATCH', `/rest/workflows/${wf.id}`, '[1,', {
      'content-type': 'application/json',
    });
    expect(patchRaw.status).toBe(400);
    for (const body of [
      { nodes: 'x' },
      { versionId: 5 },
      { name: null },
      { connections: { Start: { main: 'x' } } },
      [1, 2],
    ]) {
      const res = await owner.patch(`/rest/workflows/${wf.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('checks nodes and connections of a PATCH against the resulting workflow', async () => {
    const wf = (await owner.post('/rest/workflows', sampleWorkflow('Renamed nodes'))).body.data;
    const res = await owner.patch(`/rest/workflows/${wf.id}`, { nodes: [node('Only')] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/"Start"/);
    const unknown = await owner.patch(`/rest/workflows/${wf.id}`, {
      nodes: [node('Start', 'n8n-nodes-base.doesNotExist')],
      connections: {},
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Node "Start" has the unknown type/);
    const ok = await owner.patch(`/rest/workflows/${wf.id}`, { nodes: [node('Only')], connections: {} });
    expect(ok.status).toBe(200);
    expect(ok.body.data.nodes).toHaveLength(1);
  });

  it('checks settings, with the execution timeout bounded by the instance maximum', async () => {
    await bad({ name: 'x', settings: { executionTimeout: 601 } }, /above this instance's maximum of 600 seconds/);
    await bad({ name: 'x', settings: { executionTimeout: 0 } }, /"executionTimeout"/);
    await bad({ name: 'x', settings: { timezone: 'Mars/Olympus' } }, /"timezone"/);
    await bad({ name: 'x', settings: { saveDataErrorExecution: 'some' } }, /"saveDataErrorExecution"/);
    await bad({ name: 'x', settings: { saveManualExecutions: 'yes' } }, /"saveManualExecutions"/);
    await bad({ name: 'x', settings: { callerPolicy: 'anyone' } }, /"callerPolicy"/);
    await bad({ name: 'x', settings: { executionOrder: 'v2' } }, /"executionOrder"/);
    const ok = await owner.post('/rest/workflows', {
      name: 'x',
      settings: { executionTimeout: 600, timezone: 'Asia/Tokyo', custom: { kept: true } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.settings).toEqual({ executionTimeout: 600, timezone: 'Asia/Tokyo', custom: { kept: true } });
    expect((await owner.post('/rest/workflows', { name: 'y', settings: { executionTimeout: -1 } })).status).toBe(200);
  });
});
