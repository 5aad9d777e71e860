/**
 * Test helpers for the Google Sheets nodes: the loopback Sheets fake started once per file, and a
 * run of one node (after a Start and a pinned Data node) through the engine the test passes in
 * (`runWorkflow` of @weft/engine; this package does not depend on the engine itself).
 */
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
// @ts-expect-error: the fake is plain JavaScript, shared with other test servers
import { start } from './test-fake/sheets-fake.mjs';

/** The fake as the tests use it. */
export interface SheetsFake {
  origin: string;
  state: {
    requests: Array<{ method: string; path: string; query: Record<string, string>; body: any; auth?: string }>;
    failNext: number[];
    publicKey?: string;
  };
  addSpreadsheet(options: {
    id?: string;
    title?: string;
    sheets?: Record<string, unknown[][]>;
    gridRows?: number;
  }): string;
  rowsOf(id: string, title: string): unknown[][] | undefined;
  setRows(id: string, title: string, rows: unknown[][]): void;
  close(): Promise<void>;
}

/** Starts the fake and points Google's URLs at it. */
export async function startFake(): Promise<SheetsFake> {
  const fake = (await start()) as SheetsFake;
  process.env.WEFT_GOOGLE_API_URL = fake.origin;
  process.env.WEFT_GOOGLE_RETRY_BASE_MS = '5';
  return fake;
}

export const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);

/** An OAuth2 credential the fake accepts. */
export const oauth = { googleSheetsOAuth2Api: { oauthTokenData: { access_token: 'tok' } } };

/** The engine's `runWorkflow`, as the tests import it. */
export type RunWorkflow = (options: {
  workflow: Workflow;
  nodeTypes: typeof nodeTypes;
  mode: 'manual';
  timezone: string;
  services: { getCredentials: (node: unknown, type: string) => Promise<Record<string, unknown>> };
}) => Promise<{
  data: {
    resultData: {
      error?: Error & Record<string, unknown>;
      runData: Record<
        string,
        | Array<{ data?: { main?: Array<Array<{ json: Record<string, unknown>; pairedItem?: unknown }> | null> } }>
        | undefined
      >;
    };
  };
}>;

/** Runs one Google Sheets node on `items`; answers its output items, pairings and the run's error. */
export async function runSheets(
  runWorkflow: RunWorkflow,
  parameters: Record<string, unknown>,
  extra: {
    items?: unknown[];
    version?: number;
    onError?: string;
    credentials?: Record<string, Record<string, unknown>>;
    type?: string;
  } = {},
) {
  const credentials: Record<string, Record<string, unknown>> = extra.credentials ?? oauth;
  const credRefs = Object.fromEntries(Object.keys(credentials).map((t) => [t, { id: t, name: t }]));
  const workflow = {
    name: 'sheets test',
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Data', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      {
        id: '3',
        name: 'Sheets',
        type: extra.type ?? 'n8n-nodes-base.googleSheets',
        typeVersion: extra.version ?? 4.7,
        position: [400, 0],
        parameters,
        credentials: credRefs,
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'Sheets', type: 'main', index: 0 }]] },
    },
    pinData: { Data: (extra.items ?? [{}]).map((json) => ({ json })) },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: {
      getCredentials: async (_node, type) => {
        const c = credentials[type];
        if (!c) throw new Error(`no ${type}`);
        return c;
      },
    },
  });
  const run = result.data.resultData.runData.Sheets?.[0];
  const items = run?.data?.main?.[0] ?? [];
  return {
    json: items.map((i) => i.json),
    paired: items.map((i) => i.pairedItem),
    error: result.data.resultData.error,
    items,
  };
}

/** A document locator by id. */
export const doc = (id: string) => ({ __rl: true, mode: 'id', value: id });
/** A sheet locator by name. */
export const byName = (name: string) => ({ __rl: true, mode: 'name', value: name });
