/**
 * The save flow's lock conflict against a real Weft server in-process: a save
 * over a newer version sends 'User attempted to save locked workflow' with sharing_role 'owner' or
 * 'sharee', and the server publishes it on its event bus under weft.telemetry.workflow.save.locked.
 * The editor's relative `/rest` calls go to the server through `app.inject` (there is no page
 * origin in jsdom); nothing else stands in for the server.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestServer, type TestClient, type TestServer } from '../../../server/test/harness';
import type { EventBusTables } from '../../../server/src/eventbus/store';
import { useSettingsStore } from '../stores/settings/store';
import { useUsersStore } from '../stores/users/store';
import { useWorkflowStore } from '../stores/workflow/store';
import { fromWorkflow } from '../stores/workflow/model';
import type { InstanceSettings } from '../api/types';
import { flushTelemetry, startTelemetry, stopTelemetry } from '../telemetry/telemetry';
import { saveWorkflow, useConflictStore } from './save';

/** Routes the editor's fetch calls to the server, as `cookie`'s user. */
function serveFetchFrom(server: TestServer, cookie: string) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const res = await server.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { ...(init.headers as Record<string, string> | undefined), cookie },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(res.body || null, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });
}

async function lockedSaveEvents(server: TestServer) {
  await server.ctx.eventBus.flush();
  const k = server.ctx.db.kysely as unknown as Kysely<EventBusTables>;
  const rows = await k
    .selectFrom('eventbus_event')
    .selectAll()
    .where('eventName', '=', 'weft.telemetry.workflow.save.locked')
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({ message: r.message, payload: JSON.parse(r.payload) as Record<string, unknown> }));
}

describe('save over a newer version', () => {
  let server: TestServer;
  let owner: TestClient & { user: { id: string } };
  let member: TestClient & { user: { id: string } };
  let workflowId = '';

  beforeAll(async () => {
    server = await createTestServer('sqlite', { WEFT_DIAGNOSTICS_ENABLED: 'true' });
    owner = await server.owner();
    member = await server.member();
    const created = await owner.post('/rest/workflows', { name: 'Shared invoices', nodes: [], connections: {} });
    workflowId = created.body.data.id;
    expect((await owner.put(`/rest/workflows/${workflowId}/share`, { shareWithIds: [member.user.id] })).status).toBe(
      200,
    );
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    stopTelemetry();
    vi.unstubAllGlobals();
  });

  /** Opens the workflow as `who`, lets the owner save a newer version, then saves the stale copy. */
  async function saveStaleCopyAs(who: TestClient & { user: { id: string } }): Promise<boolean> {
    serveFetchFrom(server, who.cookie!);
    const settings = (await who.get('/rest/settings')).body.data as InstanceSettings;
    useSettingsStore.setState({ settings });
    useUsersStore.setState({ currentUserId: who.user.id });
    await startTelemetry({
      enabled: !!settings.telemetry?.enabled,
      instanceId: settings.instanceId,
      getWorkflowId: () => useWorkflowStore.getState().workflow.id,
    });

    const opened = (await who.get(`/rest/workflows/${workflowId}`)).body.data;
    useWorkflowStore.getState().setWorkflow(fromWorkflow(opened));
    const newer = await owner.patch(`/rest/workflows/${workflowId}`, {
      name: `Shared invoices ${Date.now()}`,
      versionId: opened.versionId,
    });
    expect(newer.status, newer.text).toBe(200);

    const saving = saveWorkflow(() => undefined);
    await vi.waitFor(() => expect(useConflictStore.getState().resolve).not.toBeNull());
    useConflictStore.getState().answer('cancel');
    const saved = await saving;
    await flushTelemetry();
    return saved;
  }

  it("reports a sharee's attempt as 'sharee'", async () => {
    expect(await saveStaleCopyAs(member)).toBe(false);
    const events = await lockedSaveEvents(server);
    expect(events).toHaveLength(1);
    expect(events[0]!.message).toBe('User attempted to save locked workflow');
    expect(events[0]!.payload).toMatchObject({
      sharing_role: 'sharee',
      workflow_id: workflowId,
      userId: member.user.id,
      instanceId: server.ctx.instanceId,
      instance_id: server.ctx.instanceId,
    });
  });

  it("reports the owner's attempt as 'owner'", async () => {
    expect(await saveStaleCopyAs(owner)).toBe(false);
    const events = await lockedSaveEvents(server);
    expect(events.map((e) => [e.payload.sharing_role, e.payload.userId])).toEqual([
      ['sharee', member.user.id],
      ['owner', owner.user.id],
    ]);
  });
});
