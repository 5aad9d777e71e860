/**
 * The context a scheduled poll or a webhook registration runs in fills missing parameters with the
 * defaults of the node's own typeVersion (n8n's `@version` display rules), as the engine does: a
 * parameter declared twice with version-dependent defaults reads the one shown at that version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeType, WorkflowNode } from '@weft/workflow';
import { serverPollContext } from '../src/services/polling/index.js';
import { createTestServer, type TestServer } from './harness.js';

const type: NodeType = {
  description: {
    name: 'weft.versionedPoll',
    displayName: 'Versioned poll',
    group: ['trigger'],
    version: [1, 2],
    defaults: { name: 'Versioned poll' },
    inputs: [],
    outputs: ['main'],
    polling: true,
    properties: [
      {
        displayName: 'API',
        name: 'apiVersion',
        type: 'string',
        default: 'v1',
        displayOptions: { show: { '@version': [1] } },
      },
      {
        displayName: 'API',
        name: 'apiVersion',
        type: 'string',
        default: 'v2',
        displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
      },
      {
        displayName: 'Filters',
        name: 'filters',
        type: 'fixedCollection',
        default: { values: [{}] },
        options: [
          {
            name: 'values',
            displayName: 'Values',
            values: [{ displayName: 'Limit', name: 'limit', type: 'number', default: 50 }],
          },
        ],
      },
    ],
  },
};

function node(typeVersion: number, parameters: WorkflowNode['parameters'] = {}): WorkflowNode {
  return { id: 'n', name: 'Versioned poll', type: 'weft.versionedPoll', typeVersion, position: [0, 0], parameters };
}

describe('poll context defaults', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  const parameter = (n: WorkflowNode, name: string) => {
    const workflow = { id: 'w', name: 'w', nodes: [n], connections: {}, settings: {} } as never;
    const ctx = serverPollContext(server.ctx, workflow, n, type, 'UTC', { node: {}, global: {} });
    return ctx.getNodeParameter(name, undefined);
  };

  it("reads the default of the node's typeVersion, and the entries' defaults", () => {
    expect(parameter(node(1), 'apiVersion')).toBe('v1');
    expect(parameter(node(2), 'apiVersion')).toBe('v2');
    expect(parameter(node(2, { apiVersion: 'v9' }), 'apiVersion')).toBe('v9');
    expect(parameter(node(2, { filters: { values: [{}] } }), 'filters')).toEqual({ values: [{ limit: 50 }] });
  });
});
