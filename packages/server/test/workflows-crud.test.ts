import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { sampleWorkflow, scheduledWorkflow } from './workflows-fixtures.js';

const CONFLICT_MESSAGE =
  'Your most recent changes may be lost, because someone else just updated this workflow. Open this workflow in a new tab to see those new updates.';

describe.each(DB_KINDS)('workflow CRUD on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['owner']>>;
  beforeAll(async () => {
    server = await createTestServer(kind);
    owner = await server.owner();
  });
  afterAll(async () => server?.close());

  it('proposes unused names: My workflow, My workflow 2, My workflow 3', async () => {
    let res = await owner.get('/rest/workflows/new');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ name: 'My workflow', onboardingFlowEnabled: false });
    expect((await owner.post('/rest/workflows', { name: 'My workflow' })).status).toBe(200);
    expect((await owner.get('/rest/workflows/new')).body.data.name).toBe('My workflow 2');
    expect((await owner.post('/rest/workflows', { name: 'My workflow 2' })).status).toBe(200);
    expect((await owner.get('/rest/workflows/new')).body.data.name).toBe('My workflow 3');
    res = await owner.get(`/rest/workflows/new?name=${encodeURIComponent('  Invoices  ')}`);
    expect(res.body.data.name).toBe('Invoices');
    await owner.post('/rest/workflows', { name: 'Invoices' });
    await owner.post('/rest/workflows', { name: 'Invoices 3' });
    expect((await owner.get('/rest/workflows/new?name=Invoices')).body.data.name).toBe('Invoices 2');
    expect((await owner.get('/rest/workflows/new?name=100%25_done')).body.data.name).toBe('100%_done');
  });

  it('creates a workflow inactive, owned by its creator, with Weft type names and a versionId', async () => {
    const res = await owner.post('/rest/workflows', { ...sampleWorkflow('  Created  '), active: true });
    expect(res.status).toBe(200);
    const wf = res.body.data;
    expect(wf.id).toMatch(/^[0-9A-Za-z]{16}$/);
    expect(wf.name).toBe('Created');
    expect(wf.active).toBe(false);
    expect(wf.versionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(wf.nodes.map((n: { type: string }) => n.type)).toEqual(['weft.manualTrigger', 'weft.set']);
    expect(wf.ownedBy.id).toBe(owner.user.id);
    expect(wf.sharedWith).toEqual([]);
    expect(wf.tags).toEqual([]);
    expect(wf.usedCredentials).toEqual([]);

    const got = (await owner.get(`/rest/workflows/${wf.id}`)).body.data;
    expect(got.connections).toEqual({ Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } });
    expect(got.settings).toEqual({ executionOrder: 'v1', timezone: 'Europe/Berlin', saveManualExecutions: true });
    expect(got.pinData).toEqual({});
    expect(got.staticData).toBeNull();
    expect(got.versionId).toBe(wf.versionId);
    expect(got.createdAt).toBeTruthy();
  });

  it('lists workflows without their nodes, filtered by name and tags', async () => {
    const tag = (await owner.post('/rest/tags', { name: 'billing' })).body.data;
    const tagged = (await owner.post('/rest/workflows', { ...sampleWorkflow('Billing run'), tags: [tag.id] })).body
      .data;
    expect(tagged.tags).toEqual([{ id: tag.id, name: 'billing' }]);
    const all = (await owner.get('/rest/workflows')).body.data;
    expect(all.length).toBeGreaterThan(3);
    const row = all.find((w: { id: string }) => w.id === tagged.id);
    expect(row).toMatchObject({
      name: 'Billing run',
      active: false,
      tags: [{ id: tag.id, name: 'billing' }],
      sharedWith: [],
      versionId: tagged.versionId,
    });
    expect(row.ownedBy.email).toBe('owner@example.com');
    expect(row.nodes).toBeUndefined();

    const byName = (
      await owner.get(`/rest/workflows?filter=${encodeURIComponent(JSON.stringify({ name: 'billing' }))}`)
    ).body.data;
    expect(byName.map((w: { id: string }) => w.id)).toEqual([tagged.id]);
    const byTag = (await owner.get(`/rest/workflows?filter=${encodeURIComponent(JSON.stringify({ tags: [tag.id] }))}`))
      .body.data;
    expect(byTag.map((w: { id: string }) => w.id)).toEqual([tagged.id]);
    const byTagName = (
      await owner.get(`/rest/workflows?filter=${encodeURIComponent(JSON.stringify({ tags: ['billing'] }))}`)
    ).body.data;
    expect(byTagName).toHaveLength(1);
    const none = (
      await owner.get(`/rest/workflows?filter=${encodeURIComponent(JSON.stringify({ name: 'zzz-nothing' }))}`)
    ).body.data;
    expect(none).toEqual([]);
  });

  it('rejects a malformed list filter with a 400', async () => {
    const res = await owner.get('/rest/workflows?filter=%7Bnot-json');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/filter/);
    expect((await owner.get(`/rest/workflows?filter=${encodeURIComponent('{"name":5}')}`)).status).toBe(400);
  });

  it('updates any subset, storing a new versionId each time', async () => {
    const wf = (await owner.post('/rest/workflows', sampleWorkflow('To update'))).body.data;
    const renamed = await owner.patch(`/rest/workflows/${wf.id}`, { name: 'Updated ', versionId: wf.versionId });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Updated');
    expect(renamed.body.data.nodes).toHaveLength(2);
    expect(renamed.body.data.versionId).not.toBe(wf.versionId);

    const settings = {
      timezone: 'DEFAULT',
      saveDataErrorExecution: 'all',
      saveDataSuccessExecution: 'none',
      saveManualExecutions: false,
      saveExecutionProgress: true,
      errorWorkflow: 'abc',
      executionTimeout: 120,
      callerPolicy: 'workflowsFromSameOwner',
      callerIds: '',
      executionOrder: 'v0',
    };
    const res = await owner.patch(`/rest/workflows/${wf.id}`, { settings, pinData: { Set: [{ a: 1 }] } });
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toEqual(settings);
    expect(res.body.data.pinData).toEqual({ Set: [{ json: { a: 1 } }] });
    expect(res.body.data.versionId).not.toBe(renamed.body.data.versionId);
    expect((await owner.get(`/rest/workflows/${wf.id}`)).body.data.versionId).toBe(res.body.data.versionId);
  });

  it('answers a second save from the same version with code 100 unless forceSave=true', async () => {
    const wf = (await owner.post('/rest/workflows', sampleWorkflow('Contested'))).body.data;
    const first = await owner.patch(`/rest/workflows/${wf.id}`, { name: 'First', versionId: wf.versionId });
    expect(first.status).toBe(200);
    const second = await owner.patch(`/rest/workflows/${wf.id}`, { name: 'Second', versionId: wf.versionId });
    expect(second.status).toBe(400);
    expect(second.body.code).toBe(100);
    expect(second.body.message).toBe(CONFLICT_MESSAGE);
    expect((await owner.get(`/rest/workflows/${wf.id}`)).body.data.name).toBe('First');
    const forced = await owner.patch(`/rest/workflows/${wf.id}?forceSave=true`, {
      name: 'Second',
      versionId: wf.versionId,
    });
    expect(forced.status).toBe(200);
    expect(forced.body.data.name).toBe('Second');
    expect(forced.body.data.versionId).not.toBe(first.body.data.versionId);
  });

  it('sets and clears the active flag through the activation service', async () => {
    const wf = (await owner.post('/rest/workflows', scheduledWorkflow('Activated'))).body.data;
    const on = await owner.patch(`/rest/workflows/${wf.id}`, { active: true, versionId: wf.versionId });
    expect(on.status).toBe(200);
    expect(on.body.data.active).toBe(true);
    expect((await owner.get(`/rest/workflows/${wf.id}`)).body.data.active).toBe(true);
    const off = await owner.patch(`/rest/workflows/${wf.id}`, { active: false });
    expect(off.body.data.active).toBe(false);
    expect((await owner.get(`/rest/workflows/${wf.id}`)).body.data.active).toBe(false);
  });

  it('keeps a workflow inactive when activation fails, saying why', async () => {
    const wf = (await owner.post('/rest/workflows', sampleWorkflow('Will not start'))).body.data;
    const original = server.ctx.activeWorkflows.activate;
    server.ctx.activeWorkflows.activate = async () => {
      throw new Error('no trigger node');
    };
    try {
      const res = await owner.patch(`/rest/workflows/${wf.id}`, { active: true });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/could not be activated: no trigger node/);
    } finally {
      server.ctx.activeWorkflows.activate = original;
    }
    expect((await owner.get(`/rest/workflows/${wf.id}`)).body.data.active).toBe(false);
  });

  it('deletes a workflow (deactivating it first)', async () => {
    const wf = (await owner.post('/rest/workflows', scheduledWorkflow('Doomed'))).body.data;
    await owner.patch(`/rest/workflows/${wf.id}`, { active: true });
    const calls: string[] = [];
    const original = server.ctx.activeWorkflows.deactivate;
    server.ctx.activeWorkflows.deactivate = async (id) => {
      calls.push(id);
    };
    try {
      const res = await owner.delete(`/rest/workflows/${wf.id}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toBe(true);
    } finally {
      server.ctx.activeWorkflows.deactivate = original;
    }
    expect(calls).toEqual([wf.id]);
    expect((await owner.get(`/rest/workflows/${wf.id}`)).status).toBe(404);
    expect((await owner.delete(`/rest/workflows/${wf.id}`)).status).toBe(404);
    expect((await owner.patch(`/rest/workflows/${wf.id}`, { name: 'x' })).status).toBe(404);
  });
});
