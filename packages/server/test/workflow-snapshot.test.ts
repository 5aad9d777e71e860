import type { Workflow } from '@weft/workflow';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ExecutionRepository, workflowSnapshotJson } from '../src/repositories/executions.js';
import { createTestServer, type TestServer } from './harness.js';

const workflow = (): Workflow => ({
  id: 'w1',
  name: 'Orders',
  active: true,
  nodes: [{ id: 'n1', name: 'Start', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} }],
  connections: {},
  settings: { timezone: 'Europe/Paris' },
  staticData: { lastId: 1 },
});

describe('workflowSnapshotJson', () => {
  it('answers the workflow as JSON, run after run', () => {
    const w = workflow();
    expect(JSON.parse(workflowSnapshotJson(w))).toEqual(JSON.parse(JSON.stringify(w)));
    expect(workflowSnapshotJson(w)).toBe(JSON.stringify(w));
  });

  it('follows static data changed in place, and keys given new values', () => {
    const w = workflow();
    workflowSnapshotJson(w);
    (w.staticData as Record<string, unknown>).lastId = 2;
    expect(JSON.parse(workflowSnapshotJson(w)).staticData).toEqual({ lastId: 2 });
    w.name = 'Invoices';
    expect(JSON.parse(workflowSnapshotJson(w)).name).toBe('Invoices');
    w.nodes = [];
    expect(JSON.parse(workflowSnapshotJson(w)).nodes).toEqual([]);
    delete w.staticData;
    expect(JSON.parse(workflowSnapshotJson(w))).not.toHaveProperty('staticData');
    (w as Workflow & { pinData?: unknown }).pinData = { Start: [{ json: { a: 1 } }] };
    expect(JSON.parse(workflowSnapshotJson(w)).pinData).toEqual({ Start: [{ json: { a: 1 } }] });
  });
});

describe('workflowSnapshotJson on a copy of the workflow', () => {
  it('reuses the snapshot, serialising only the static data', () => {
    const w = workflow();
    const first = workflowSnapshotJson(w);
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      expect(workflowSnapshotJson({ ...w })).toBe(first);
      expect(stringify).toHaveBeenCalledTimes(1);
      expect(stringify).toHaveBeenCalledWith(w.staticData);
    } finally {
      stringify.mockRestore();
    }
    // A copy with a value of its own is serialised anew.
    expect(JSON.parse(workflowSnapshotJson({ ...w, name: 'Copy' })).name).toBe('Copy');
  });
});

describe('the snapshot a started execution stores', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
  });

  it("is made from the caller's workflow object, which an active workflow passes run after run", async () => {
    const insert = vi.spyOn(ExecutionRepository.prototype, 'insert');
    const w = workflow();
    const first = await server.ctx.executions.start({ workflow: w, mode: 'trigger' });
    const second = await server.ctx.executions.start({ workflow: w, mode: 'trigger' });
    await Promise.all([first.done, second.done]);
    // A copy per run would miss workflowSnapshotJson's cache, which is keyed by the object.
    expect(insert.mock.calls.every(([fields]) => fields.workflow === w)).toBe(true);
  });
});
