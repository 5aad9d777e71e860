/**
 * The n8n node against this instance's own public API over loopback HTTP: the workflows,
 * executions and credentials operations as n8n workflows write them, and errors that name the
 * status and the call.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { createTestServer, type TestServer } from './harness.js';
import { activatableWorkflowBody, createApiKey, publicWorkflowBody } from './public-api-helpers.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);

describe('the n8n node against the public API', () => {
  let server: TestServer;
  let credentials: { apiKey: string; baseUrl: string };

  beforeAll(async () => {
    server = await createTestServer('sqlite');
    const owner = await server.owner();
    const apiKey = await createApiKey(owner);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    credentials = { apiKey, baseUrl: `http://127.0.0.1:${port}/api/v1/` };
  });
  afterAll(async () => server?.close());

  /** Runs Start → n8n node(s) in a chain; answers each node's output items' json. */
  const run = async (nodes: Array<Record<string, unknown>>, creds = credentials) => {
    const all: Array<Record<string, unknown> & { name: string }> = [
      { name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      ...nodes.map((n, i) => ({
        type: 'n8n-nodes-base.n8n',
        typeVersion: 1,
        position: [200 * (i + 1), 0],
        credentials: { n8nApi: { id: '1', name: 'API' } },
        ...n,
        name: String(n.name),
      })),
    ];
    const connections = Object.fromEntries(
      all.slice(0, -1).map((n, i) => [n.name, { main: [[{ node: all[i + 1]!.name, type: 'main', index: 0 }]] }]),
    );
    const result = await runWorkflow({
      workflow: importN8nWorkflow({ name: 't', nodes: all, connections }),
      nodeTypes: registry,
      services: { getCredentials: async () => creds },
    });
    const rd = result.data.resultData;
    const out = (name: string) => (rd.runData[name]?.at(-1)?.data?.main?.[0] ?? []).map((i) => i.json);
    return { error: rd.error, out };
  };

  it('creates, reads, lists, updates, activates, deactivates and deletes a workflow', async () => {
    const body = JSON.stringify(publicWorkflowBody('From the node'));
    const created = await run([
      { name: 'Create', parameters: { resource: 'workflow', operation: 'create', workflowObject: body } },
    ]);
    expect(created.error).toBeUndefined();
    const wf = created.out('Create')[0] as { id: string; name: string; nodes: unknown[] };
    expect(wf).toMatchObject({ name: 'From the node', active: false });
    const locator = { __rl: true, mode: 'id', value: wf.id };
    const got = await run([
      { name: 'Get', parameters: { resource: 'workflow', operation: 'get', workflowId: locator } },
      {
        name: 'Get By URL',
        parameters: {
          resource: 'workflow',
          operation: 'get',
          workflowId: { __rl: true, mode: 'url', value: `http://localhost:5678/workflow/${wf.id}` },
        },
      },
      {
        name: 'List',
        parameters: {
          resource: 'workflow',
          operation: 'getAll',
          filters: { activeWorkflows: false, name: 'From the node' },
        },
      },
    ]);
    expect(got.error).toBeUndefined();
    expect(got.out('Get')).toEqual([expect.objectContaining({ id: wf.id, name: 'From the node' })]);
    expect(got.out('Get By URL')).toEqual([expect.objectContaining({ id: wf.id })]);
    expect(got.out('List').map((w) => (w as { id: string }).id)).toEqual([wf.id]);

    const updated = await run([
      {
        name: 'Update',
        parameters: {
          resource: 'workflow',
          operation: 'update',
          workflowId: locator,
          workflowObject: JSON.stringify({ ...activatableWorkflowBody('Renamed'), id: 'ignored' }),
        },
      },
    ]);
    expect(updated.error).toBeUndefined();
    expect(updated.out('Update')[0]).toMatchObject({ id: wf.id, name: 'Renamed' });
    const toggled = await run([
      { name: 'Activate', parameters: { resource: 'workflow', operation: 'activate', workflowId: locator } },
      { name: 'Deactivate', parameters: { resource: 'workflow', operation: 'deactivate', workflowId: locator } },
      { name: 'Delete', parameters: { resource: 'workflow', operation: 'delete', workflowId: locator } },
    ]);
    expect(toggled.error).toBeUndefined();
    expect(toggled.out('Activate')[0]).toMatchObject({ id: wf.id, active: true });
    expect(toggled.out('Deactivate')[0]).toMatchObject({ id: wf.id, active: false });
    expect(toggled.out('Delete')[0]).toMatchObject({ id: wf.id });
    const gone = await run([
      { name: 'Get', parameters: { resource: 'workflow', operation: 'get', workflowId: locator } },
    ]);
    expect(gone.error?.message).toBe(`Could not find a workflow with ID "${wf.id}" that you can access`);
    expect(gone.error?.description).toBe(`GET /workflows/${wf.id} answered 404`);
  });

  it('pages through workflows with the API cursor, or stops at the limit', async () => {
    for (let i = 0; i < 3; i++)
      await run([
        {
          name: 'Create',
          parameters: {
            resource: 'workflow',
            operation: 'create',
            workflowObject: JSON.stringify(publicWorkflowBody(`Paged ${i}`)),
          },
        },
      ]);
    const all = await run([
      { name: 'All', parameters: { resource: 'workflow', operation: 'getAll', filters: { activeWorkflows: false } } },
    ]);
    expect(all.out('All').length).toBeGreaterThanOrEqual(3);
    const two = await run([
      {
        name: 'Two',
        parameters: {
          resource: 'workflow',
          operation: 'getAll',
          returnAll: false,
          limit: 2,
          filters: { activeWorkflows: false },
        },
      },
    ]);
    expect(two.out('Two')).toHaveLength(2);
  });

  it('creates, describes and deletes credentials, never answering their data', async () => {
    const result = await run([
      {
        name: 'Schema',
        parameters: { resource: 'credential', operation: 'getSchema', credentialTypeName: 'httpHeaderAuth' },
      },
      {
        name: 'Create',
        parameters: {
          resource: 'credential',
          operation: 'create',
          name: 'Made by a node',
          credentialTypeName: 'httpHeaderAuth',
          data: '{"name":"X-Key","value":"s3cret"}',
        },
      },
    ]);
    expect(result.error).toBeUndefined();
    expect(result.out('Schema')[0]).toMatchObject({
      type: 'object',
      properties: expect.objectContaining({ name: expect.anything(), value: expect.anything() }),
    });
    const cred = result.out('Create')[0] as { id: string };
    expect(cred).toMatchObject({ name: 'Made by a node', type: 'httpHeaderAuth' });
    expect(JSON.stringify(cred)).not.toContain('s3cret');
    const deleted = await run([
      { name: 'Delete', parameters: { resource: 'credential', operation: 'delete', credentialId: cred.id } },
    ]);
    expect(deleted.out('Delete')[0]).toMatchObject({ id: cred.id });
    const bad = await run([
      {
        name: 'Create',
        parameters: {
          resource: 'credential',
          operation: 'create',
          name: 'x',
          credentialTypeName: 'httpHeaderAuth',
          data: '{not json',
        },
      },
    ]);
    expect(bad.error?.message).toBe("The 'data' property must be valid JSON, but cannot be parsed");
  });

  it('lists, reads and deletes executions', async () => {
    const wf = (
      await run([
        {
          name: 'Create',
          parameters: {
            resource: 'workflow',
            operation: 'create',
            workflowObject: JSON.stringify(publicWorkflowBody('Ran')),
          },
        },
      ])
    ).out('Create')[0] as { id: string };
    const { loadStoredWorkflow } = await import('../src/services/executions/workflows.js');
    const stored = await loadStoredWorkflow(server.ctx, wf.id);
    const started = await server.ctx.executions.start({
      workflow: stored!.workflow,
      mode: 'manual',
      userId: (await server.ctx.users.owner())!.id,
    });
    await started.done;
    const result = await run([
      {
        name: 'List',
        parameters: {
          resource: 'execution',
          operation: 'getAll',
          returnAll: true,
          filters: { workflowId: { __rl: true, mode: 'id', value: wf.id } },
        },
      },
      {
        name: 'Get',
        parameters: {
          resource: 'execution',
          operation: 'get',
          executionId: started.executionId,
          options: { activeWorkflows: true },
        },
      },
      { name: 'Delete', parameters: { resource: 'execution', operation: 'delete', executionId: started.executionId } },
    ]);
    expect(result.error).toBeUndefined();
    expect(result.out('List').map((e) => String((e as { id: unknown }).id))).toEqual([String(started.executionId)]);
    expect(result.out('Get')[0]).toMatchObject({
      workflowId: wf.id,
      data: expect.objectContaining({ resultData: expect.anything() }),
    });
    expect(String((result.out('Delete')[0] as { id: unknown }).id)).toBe(String(started.executionId));
  });

  it('generates the security audit', async () => {
    const result = await run([
      {
        name: 'Audit',
        parameters: { resource: 'audit', operation: 'generate', additionalOptions: { categories: ['instance'] } },
      },
    ]);
    expect(result.error).toBeUndefined();
    expect(Object.keys(result.out('Audit')[0] as object)).toEqual(['Instance Risk Report']);
  });

  it('names a wrong key, and keeps going with continue on fail', async () => {
    const refused = await run([{ name: 'List', parameters: { resource: 'workflow', operation: 'getAll' } }], {
      ...credentials,
      apiKey: 'wrong',
    });
    expect(refused.error?.message).toBe('unauthorized');
    const going = await run(
      [{ name: 'List', onError: 'continueRegularOutput', parameters: { resource: 'workflow', operation: 'getAll' } }],
      { ...credentials, apiKey: 'wrong' },
    );
    expect(going.error).toBeUndefined();
    expect(going.out('List')).toEqual([{ error: 'unauthorized' }]);
    const noUrl = await run([{ name: 'List', parameters: { resource: 'workflow', operation: 'getAll' } }], {
      ...credentials,
      baseUrl: '',
    });
    expect(noUrl.error?.message).toMatch(/needs a Base URL/);
  });
});
