/**
 * Airtable Trigger 1 against the loopback Airtable API: the formula each poll sends
 * (`IS_AFTER({field}, DATETIME_PARSE("<last check>", …))`, joined with the Formula option), n8n's
 * `lastTimeChecked` cursor (the first poll fires nothing older), records answered as Airtable sends
 * them, fields, view and attachments, and "Fetch test event" (one record, whatever the cursor; a
 * missing trigger field said so).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '@weft/engine';
import type { PollContext, WorkflowNode } from '@weft/workflow';
import { start, TOKEN, type AirtableFake } from '../airtable/test-fake/airtable-fake.mjs';
import { pollAirtable } from './poll.js';

let server: Awaited<ReturnType<typeof start>>;
let fake: AirtableFake;
const http = createHttpClient();
const BASE = 'appWeftBase000001';
const TASKS = 'tblTasks0000000001';

beforeAll(async () => {
  server = await start();
  fake = server.fake;
  process.env.WEFT_AIRTABLE_API_URL = server.url;
  process.env.WEFT_AIRTABLE_RETRY_BASE_MS = '5';
});
afterAll(async () => {
  delete process.env.WEFT_AIRTABLE_API_URL;
  delete process.env.WEFT_AIRTABLE_RETRY_BASE_MS;
  await server.close();
});
beforeEach(() => fake.reset());

/** A poll context over plain objects, with the engine's HTTP client. */
function context(
  parameters: Record<string, unknown>,
  staticData: Record<string, unknown>,
  mode: 'trigger' | 'manual' = 'trigger',
): PollContext {
  const node = {
    id: 't',
    name: 'Airtable Trigger',
    type: 'weft.airtableTrigger',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  } as unknown as WorkflowNode;
  const all: Record<string, unknown> = {
    authentication: 'airtableTokenApi',
    baseId: { __rl: true, mode: 'id', value: BASE },
    tableId: { __rl: true, mode: 'id', value: TASKS },
    additionalFields: {},
    downloadAttachments: false,
    ...parameters,
  };
  return {
    getNodeParameter: (name, fallback) =>
      name.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], all) ?? fallback,
    getNode: () => node,
    getWorkflow: () => ({ nodes: [node], connections: {} }) as never,
    getMode: () => mode,
    getTimezone: () => 'UTC',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => ({ accessToken: TOKEN }),
    now: () => {
      throw new Error('unused');
    },
    helpers: {
      httpRequest: (o) => http(o),
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
}

const queries = () => fake.state.calls.filter((c) => c.path.startsWith('/v0/')).map((c) => c.query);
const isoSeconds = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

describe('Airtable Trigger poll', () => {
  it('checks from the first poll’s time, then fires the records modified since the last check, once', async () => {
    fake.addRecord(TASKS, { Name: 'Old', 'Last Modified': '2020-01-01T00:00:00.000Z' });
    const data: Record<string, unknown> = {};
    const params = { triggerField: 'Last Modified' };
    expect(await pollAirtable(context(params, data))).toBeNull();
    expect(data.lastTimeChecked).toMatch(isoSeconds);
    const first = String(data.lastTimeChecked);
    expect(queries()[0]).toEqual({
      filterByFormula: `IS_AFTER({Last Modified}, DATETIME_PARSE("${first}", "YYYY-MM-DD HH:mm:ss"))`,
      pageSize: '100',
    });

    const fresh = fake.addRecord(TASKS, { Name: 'New', 'Last Modified': new Date(Date.now() + 60_000).toISOString() });
    const fired = await pollAirtable(context(params, data));
    expect(fired).toEqual([
      [
        {
          json: {
            id: fresh.id,
            createdTime: fresh.createdTime,
            fields: { Name: 'New', 'Last Modified': fresh.fields['Last Modified'] },
          },
        },
      ],
    ]);

    // Once the clock passed the change, the same record does not fire again.
    fresh.fields['Last Modified'] = new Date(Date.now() - 60_000).toISOString();
    expect(await pollAirtable(context(params, data))).toBeNull();
  });

  it('joins the Formula option with AND, and passes the fields and the view', async () => {
    const data = { lastTimeChecked: '2024-01-01T00:00:00Z' };
    fake.addRecord(TASKS, { Name: 'A', Status: 'Done', 'Last Modified': '2024-02-01T00:00:00.000Z' });
    fake.addRecord(TASKS, { Name: 'B', Status: 'Todo', 'Last Modified': '2024-02-01T00:00:00.000Z' });
    const out = await pollAirtable(
      context(
        {
          triggerField: 'Last Modified',
          additionalFields: { formula: "{Status} = 'Todo'", fields: 'Name, Status', viewId: 'Grid view' },
        },
        data,
      ),
    );
    expect(queries()[0]).toEqual({
      view: 'Grid view',
      fields: ['Name', 'Status'],
      pageSize: '100',
      filterByFormula: `AND(IS_AFTER({Last Modified}, DATETIME_PARSE("2024-01-01T00:00:00Z", "YYYY-MM-DD HH:mm:ss")), {Status} = 'Todo')`,
    });
    expect(out?.[0]?.map((i) => i.json.fields)).toEqual([{ Name: 'B', Status: 'Todo' }]);
  });

  it('downloads attachment files into binary <field>_<index>', async () => {
    fake.state.files['a.png'] = { data: new Uint8Array([137, 80, 78, 71]), type: 'image/png' };
    fake.addRecord(TASKS, {
      Name: 'Pic',
      'Last Modified': '2030-01-01T00:00:00.000Z',
      Files: [{ url: `${server.url}/attachments/a.png`, filename: 'a.png', type: 'image/png' }],
    });
    const out = await pollAirtable(
      context(
        { triggerField: 'Last Modified', downloadAttachments: true, downloadFieldNames: 'Files' },
        { lastTimeChecked: '2024-01-01T00:00:00Z' },
      ),
    );
    const binary = out?.[0]?.[0]?.binary?.Files_0;
    expect(binary).toMatchObject({ mimeType: 'image/png', fileName: 'a.png', fileExtension: 'png' });
    expect([...Buffer.from(String(binary!.data), 'base64')]).toEqual([137, 80, 78, 71]);
  });

  it('run by hand answers one record without the time formula, and says when the trigger field does not exist', async () => {
    fake.addRecord(TASKS, { Name: 'Any', 'Last Modified': '2020-01-01T00:00:00.000Z' });
    fake.addRecord(TASKS, { Name: 'Other', 'Last Modified': '2020-01-02T00:00:00.000Z' });
    const data: Record<string, unknown> = { lastTimeChecked: '2099-01-01T00:00:00Z' };
    const out = await pollAirtable(context({ triggerField: 'Last Modified' }, data, 'manual'));
    expect(queries()[0]).toEqual({ maxRecords: '1', pageSize: '100' });
    expect(out?.[0]).toHaveLength(1);
    await expect(pollAirtable(context({ triggerField: 'Modified At' }, {}, 'manual'))).rejects.toThrow(
      'The Field "Modified At" does not exist.',
    );
  });

  it('refuses the retired API key, and reports Airtable’s errors (an unknown table) with its message', async () => {
    const key = context({ triggerField: 'Last Modified', authentication: 'airtableApi' }, {});
    await expect(pollAirtable(key)).rejects.toThrow(/API Key connection was deprecated/);
    const missing = context(
      {
        triggerField: 'Last Modified',
        tableId: { __rl: true, mode: 'url', value: `https://airtable.com/${BASE}/tblNope123/viw1` },
      },
      {},
    );
    await expect(pollAirtable(missing)).rejects.toMatchObject({
      message: 'The resource you are requesting could not be found',
      description: `Could not find table tblNope123 in application ${BASE}`,
    });
  });
});
