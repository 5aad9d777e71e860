/**
 * Microsoft 365 workflows as people write them in n8n 1.123 (`n8n-workflows/*.json`, parameters as
 * the editor saves them: defaults left out), imported and run through the engine against the
 * loopback Graph: the requests they send and the items they give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { importN8nWorkflow } from '@weft/workflow';
import { installExcel, type FakeExcel } from '../shared/microsoft/test-fake/excel-routes.mjs';
import type { GraphFakeState } from '../shared/microsoft/test-fake/graph-fake.mjs';
import { installOneDrive, type FakeDrive } from '../shared/microsoft/test-fake/onedrive-routes.mjs';
import { installTeams, type FakeTeams } from '../shared/microsoft/test-fake/teams-routes.mjs';
import { connected, registry, startGraphFake } from '../shared/microsoft/test-run.js';

let server: Awaited<ReturnType<typeof startGraphFake>>;
let state: GraphFakeState;
let excel: FakeExcel;
let teams: FakeTeams;
let drive: FakeDrive;

beforeAll(async () => {
  server = await startGraphFake();
  state = server.fake.state;
  teams = installTeams(server.fake);
  drive = installOneDrive(server.fake);
  excel = installExcel(server.fake);
});
afterAll(async () => {
  delete process.env.WEFT_MICROSOFT_GRAPH_URL;
  await server.close();
});
beforeEach(() => state.reset());

async function run(file: string, replace: Record<string, string> = {}) {
  let text = readFileSync(new URL(`./n8n-workflows/${file}`, import.meta.url), 'utf8');
  for (const [from, to] of Object.entries(replace)) text = text.replaceAll(from, to);
  const workflow = importN8nWorkflow(JSON.parse(text));
  const credentials: Record<string, Record<string, unknown>> = connected();
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async (_node, type) => credentials[type] ?? {} },
  });
  const rd = result.data.resultData;
  return { error: rd.error, out: (node: string) => rd.runData[node]?.at(-1)?.data?.main?.[0] ?? [] };
}

describe('n8n workflows with Microsoft 365', () => {
  it('mails each contact through Outlook 2 (message/send are the defaults)', async () => {
    const { error, out } = await run('outlook-send-to-each-contact.json');
    expect(error).toBeUndefined();
    expect(out('Microsoft Outlook').map((i) => i.json)).toEqual([{ success: true }, { success: true }]);
    expect(state.sent.map((m) => [m.subject, m.toRecipients[0].emailAddress.address, m.importance, m.body])).toEqual([
      [
        'Welcome, Ada',
        'ada@example.com',
        'High',
        { content: '<p>Hello Ada, welcome aboard.</p>', contentType: 'html' },
      ],
      [
        'Welcome, Alan',
        'alan@example.com',
        'High',
        { content: '<p>Hello Alan, welcome aboard.</p>', contentType: 'html' },
      ],
    ]);
    expect(state.sent.every((m) => m.saveToSentItems === true)).toBe(true);
  });

  it('posts one Teams chat message per Excel row', async () => {
    const wb = excel.addWorkbook('Orders.xlsx', {
      Sheet1: [
        ['order', 'customer', 'total'],
        [1001, 'Ada', 12.5],
        [1002, 'Alan', 40],
      ],
    });
    const sheet = [...wb.sheets.values()][0]!;
    const chat = teams.addChat('Sales');
    const { error, out } = await run('excel-rows-to-teams-chat.json', {
      WORKBOOK_ID: wb.id,
      WORKSHEET_ID: sheet.id,
      CHAT_ID: chat.id,
    });
    expect(error).toBeUndefined();
    expect(out('Microsoft Excel 365').map((i) => i.json)).toEqual([
      { order: 1001, customer: 'Ada', total: 12.5 },
      { order: 1002, customer: 'Alan', total: 40 },
    ]);
    const posts = state.requests.filter((r) => r.method === 'POST' && r.path === `chats/${chat.id}/messages`);
    expect(posts.map((r) => r.body)).toEqual([
      { body: { contentType: 'text', content: 'Order 1001 for Ada: 12.5 EUR' } },
      { body: { contentType: 'text', content: 'Order 1002 for Alan: 40 EUR' } },
    ]);
    expect(out('Microsoft Teams')).toHaveLength(2);
  });

  it('uploads a text file to OneDrive (file/upload are the defaults) and shares it', async () => {
    const { error, out } = await run('onedrive-upload-and-share.json');
    expect(error).toBeUndefined();
    const file = [...drive.items.values()].find((i) => i.name === 'report.csv')!;
    expect(file.content!.toString()).toBe('id,total\n1,10\n');
    expect(out('Share')[0]!.json).toMatchObject({
      link: { type: 'view', scope: 'organization', webUrl: `https://1drv.ms/view/${file.id}` },
    });
  });
});
