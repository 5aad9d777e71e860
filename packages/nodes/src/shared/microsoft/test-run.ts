/**
 * Test helpers of the Microsoft 365 nodes: a loopback Graph (test-fake/graph-fake.mjs) that
 * WEFT_MICROSOFT_GRAPH_URL points at, and one node run through the engine as a workflow would.
 */
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinNodeTypes } from '../../registry.js';
import { start } from './test-fake/graph-fake.mjs';

export const registry = createNodeTypeRegistry(builtinNodeTypes);

/** Starts the fake and points Graph calls at it (retries after 1 ms). */
export async function startGraphFake() {
  const server = await start();
  process.env.WEFT_MICROSOFT_GRAPH_URL = server.url;
  process.env.WEFT_MICROSOFT_RETRY_BASE_MS = '1';
  return server;
}

/** Credentials by type: every Microsoft type connected with token `tok`. */
export const connected = (extra: Record<string, unknown> = {}) => {
  const c = { oauthTokenData: { access_token: 'tok' }, ...extra };
  return {
    microsoftOutlookOAuth2Api: c,
    microsoftExcelOAuth2Api: c,
    microsoftOneDriveOAuth2Api: c,
    microsoftTeamsOAuth2Api: c,
  };
};

export interface RunOptions {
  typeVersion?: number;
  items?: Item[];
  credentials?: Record<string, Record<string, unknown>>;
  onError?: string;
  resumable?: boolean;
}

/** Runs one node of n8n type `type` with `parameters` over `items`. */
export async function runNode(type: string, parameters: Record<string, unknown>, options: RunOptions = {}) {
  const credentialType = type.includes('Outlook')
    ? 'microsoftOutlookOAuth2Api'
    : type.includes('Excel')
      ? 'microsoftExcelOAuth2Api'
      : type.includes('OneDrive')
        ? 'microsoftOneDriveOAuth2Api'
        : 'microsoftTeamsOAuth2Api';
  const node: Record<string, unknown> = {
    id: 'n',
    name: 'Node',
    type: `n8n-nodes-base.${type}`,
    typeVersion: options.typeVersion ?? 2,
    position: [200, 0],
    parameters,
    credentials: { [credentialType]: { id: '1', name: 'Microsoft account' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ nodes: [node], connections: {} });
  const credentials: Record<string, Record<string, unknown>> = options.credentials ?? connected();
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Node',
    startItems: options.items ?? [{ json: {} }],
    ...(options.resumable ? { resumeUrl: 'https://weft.example/webhook-waiting' } : {}),
    services: {
      getCredentials: async (_node, t) => credentials[t] ?? {},
      ...(options.resumable
        ? { signResumeUrl: (url: string) => `${url}${url.includes('?') ? '&' : '?'}signature=sig` }
        : {}),
    },
  });
  const run = result.data.resultData.runData.Node?.[0];
  return {
    items: run?.data?.main?.[0] ?? [],
    error: result.data.resultData.error,
    status: result.status,
    waitTill: result.waitTill,
  };
}

/** A resource locator value as the editor stores it. */
export const rl = (value: string, mode = 'id') => ({ __rl: true, value, mode });
