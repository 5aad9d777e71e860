/**
 * Runs the Evaluation nodes for the tests: Manual Trigger → "Previous" (a No Op with pinned items,
 * e.g. the previous run's row) → the nodes given, in a chain, through the real engine, with the
 * Google Sheets OAuth2 credential the Sheets fake accepts and the data tables given.
 */
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type DataTableAccess, type ExecutionMode, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../../registry.js';

export const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);

/** A node of the chain: name, type (`evaluationTrigger`, `evaluation`…), version and parameters. */
export interface ChainNode {
  name: string;
  type: string;
  version: number;
  parameters: Record<string, unknown>;
  onError?: string;
}

/** Runs the chain; answers each node's outputs (json per output) and the run's error. */
export async function runChain(
  chain: ChainNode[],
  options: { previous?: Array<Record<string, unknown>>; dataTables?: DataTableAccess; mode?: ExecutionMode } = {},
) {
  const nodes = [
    { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    { id: 'p', name: 'Previous', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
    ...chain.map((n, i) => ({
      id: `n${i}`,
      name: n.name,
      type: n.type.includes('.') ? n.type : `n8n-nodes-base.${n.type}`,
      typeVersion: n.version,
      position: [400 + i * 200, 0],
      parameters: n.parameters,
      credentials: { googleSheetsOAuth2Api: { id: 'g', name: 'Google' } },
      ...(n.onError ? { onError: n.onError } : {}),
    })),
  ];
  const connections: Record<string, unknown> = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i]!.name] = { main: [[{ node: nodes[i + 1]!.name, type: 'main', index: 0 }]] };
  const workflow = {
    name: 'evaluation test',
    nodes,
    connections,
    pinData: { Previous: (options.previous ?? [{}]).map((json) => ({ json })) },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: options.mode ?? 'manual',
    timezone: 'UTC',
    services: {
      getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
      ...(options.dataTables ? { dataTables: options.dataTables } : {}),
    },
  });
  const outputs = (name: string) =>
    (result.data.resultData.runData[name]?.[0]?.data?.main ?? []).map((items) => (items ?? []).map((i) => i));
  return { result, outputs, error: result.data.resultData.error };
}
