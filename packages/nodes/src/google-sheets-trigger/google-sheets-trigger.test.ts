/**
 * Google Sheets Trigger 1 against the loopback Sheets/Drive fake: Row Added by row count, Row
 * Updated and Added or Updated by comparing with the last Drive revision's XLSX export, the
 * cursor in the node's static data, and "fetch test event" (manual mode).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '@weft/engine';
import type { PollContext, WorkflowNode } from '@weft/workflow';
import { startFake, nodeTypes, type SheetsFake } from '../google-sheets/test-helpers.js';
import { pollGoogleSheets } from './index.js';

let fake: SheetsFake;
beforeAll(async () => {
  fake = await startFake();
});
afterAll(async () => {
  await fake.close();
  delete process.env.WEFT_GOOGLE_API_URL;
});
beforeEach(() => {
  fake.state.requests.length = 0;
});

const http = createHttpClient();

function poll(
  mode: 'trigger' | 'manual',
  state: Record<string, unknown>,
  parameters: Record<string, unknown>,
  token = 'tok',
) {
  const params: Record<string, unknown> = {
    authentication: 'triggerOAuth2',
    event: 'anyUpdate',
    includeInOutput: 'new',
    options: {},
    ...parameters,
  };
  const node = {
    id: 't',
    name: 'Sheets Trigger',
    type: 'weft.googleSheetsTrigger',
    typeVersion: 1,
    position: [0, 0],
    parameters: params,
  } as unknown as WorkflowNode;
  const ctx: PollContext = {
    getNodeParameter: (name, fallback) => (params[name] === undefined ? fallback : params[name]),
    getNode: () => node,
    getWorkflow: () => ({ nodes: [], connections: {} }) as never,
    getMode: () => mode,
    getTimezone: () => 'UTC',
    getWorkflowStaticData: () => state,
    getCredentials: async (type) => {
      if (type !== 'googleSheetsTriggerOAuth2Api') throw new Error(`no ${type}`);
      return { oauthTokenData: { access_token: token } };
    },
    now: () => {
      throw new Error('unused');
    },
    helpers: {
      httpRequest: (o) => http(o),
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
  return pollGoogleSheets(ctx);
}

const header = ['sku', 'qty', 'note'];
const where = (id: string) => ({
  documentId: { __rl: true, mode: 'url', value: `https://docs.google.com/spreadsheets/d/${id}/edit#gid=0` },
  sheetName: { __rl: true, mode: 'list', value: 'gid=0' },
});

describe('Google Sheets Trigger', () => {
  it("is registered at version 1 with pollTimes and n8n's credential", () => {
    const type =
      nodeTypes.get?.('n8n-nodes-base.googleSheetsTrigger', 1) ?? nodeTypes.get?.('weft.googleSheetsTrigger', 1);
    expect(nodeTypes.versions?.('n8n-nodes-base.googleSheetsTrigger')).toEqual([1]);
    expect(type?.description.polling).toBe(true);
    expect(type?.description.properties[0]!.name).toBe('pollTimes');
    expect(type?.description.credentials?.[0]!.name).toBe('googleSheetsTriggerOAuth2Api');
  });

  it('Row Added: the first poll sets the cursor, later polls answer only new rows, once', async () => {
    const id = fake.addSpreadsheet({ sheets: { Sheet1: [header, ['a1', 1], ['a2', 2]] } });
    const state: Record<string, unknown> = {};
    const p = { ...where(id), event: 'rowAdded' };
    expect(await poll('trigger', state, p)).toBeNull();
    expect(state).toMatchObject({ documentId: id, sheetId: 0, lastIndexChecked: 2 });
    fake.setRows(id, 'Sheet1', [header, ['a1', 1], ['a2', 2], ['a3', 3, 'new'], ['a4', 0]]);
    const out = await poll('trigger', state, p);
    expect(out![0]!.map((i) => i.json)).toEqual([
      { sku: 'a3', qty: 3, note: 'new' },
      { sku: 'a4', qty: '', note: '' },
    ]);
    expect(await poll('trigger', state, p)).toBeNull();
    const calls = fake.state.requests.map((r) => `${r.method} ${decodeURIComponent(r.path)}`);
    expect(calls).toContain(`GET /v4/spreadsheets/${id}/values/Sheet1!A1:ZZZ1`);
    expect(calls).toContain(`GET /v4/spreadsheets/${id}/values/Sheet1!A1:ZZZ`);
    expect(fake.state.requests.every((r) => r.auth === 'Bearer tok')).toBe(true);
    const manual = await poll('manual', {}, p);
    expect(manual![0]!.map((i) => i.json.sku)).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('Added or Updated: compares with the last revision seen and answers changed and added rows', async () => {
    const id = fake.addSpreadsheet({ sheets: { Sheet1: [header, ['b1', 1], ['b2', 2]] } });
    const state: Record<string, unknown> = {};
    expect(await poll('trigger', state, where(id))).toBeNull();
    expect(state.lastRevision).toBe(1);
    expect(String(state.lastRevisionLink)).toContain('revision=1');
    expect(await poll('trigger', state, where(id))).toBeNull();
    fake.setRows(id, 'Sheet1', [header, ['b1', 5], ['b2', 2], ['b3', 3]]);
    const out = await poll('trigger', state, where(id));
    expect(out![0]!.map((i) => i.json)).toEqual([
      { row_number: 2, change_type: 'updated', sku: 'b1', qty: 5, note: '' },
      { row_number: 4, change_type: 'added', sku: 'b3', qty: 3, note: '' },
    ]);
    expect(state.lastRevision).toBe(2);
    const revisions = fake.state.requests.find((r) => r.path.endsWith('/revisions'))!;
    expect(revisions.query).toEqual({ fields: 'revisions(id, exportLinks), nextPageToken', pageSize: '1000' });
    expect(fake.state.requests.some((r) => r.path === '/spreadsheets/export')).toBe(true);
    expect(await poll('trigger', state, where(id))).toBeNull();
  });

  it('Row Updated with both versions and watched columns', async () => {
    const id = fake.addSpreadsheet({ sheets: { Sheet1: [header, ['c1', 1, 'x'], ['c2', 2, 'y']] } });
    const state: Record<string, unknown> = {};
    const p = { ...where(id), event: 'rowUpdate', includeInOutput: 'both', options: { columnsToWatch: ['qty'] } };
    expect(await poll('trigger', state, p)).toBeNull();
    fake.setRows(id, 'Sheet1', [header, ['c1', 1, 'changed note'], ['c2', 7, 'y'], ['c3', 3]]);
    const out = await poll('trigger', state, p);
    expect(out![0]!.map((i) => i.json)).toEqual([
      {
        previous: { row_number: 3, sku: 'c2', qty: 2, note: 'y' },
        current: { row_number: 3, sku: 'c2', qty: 7, note: 'y' },
        differences: { row_number: 3, qty: { previous: 2, current: 7 } },
      },
    ]);
  });

  it('fetch test event answers the current rows; a missing sheet names the node', async () => {
    const id = fake.addSpreadsheet({ sheets: { Sheet1: [header, ['d1', 1]] } });
    const out = await poll('manual', {}, where(id));
    expect(out![0]!.map((i) => i.json)).toEqual([{ sku: 'd1', qty: 1, note: '' }]);
    await expect(
      poll('trigger', {}, { ...where(id), sheetName: { __rl: true, mode: 'id', value: '77' } }),
    ).rejects.toThrow('Sheet with ID 77 not found');
    await expect(poll('trigger', {}, where(id), 'expired')).rejects.toThrow(
      'Authorization failed - please check your credentials',
    );
  });
});
