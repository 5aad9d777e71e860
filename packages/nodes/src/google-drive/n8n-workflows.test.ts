/**
 * Workflows as people build them in n8n 1.123's editor (`n8n-workflows/*.json`, parameters as the
 * editor saves them: defaults left out, resource locators with cached names, expressions inside
 * locators), imported with importN8nWorkflow and run through the engine against the loopback
 * Drive. They live outside `fixtures/` because they need the fake Drive running, which the shared
 * fixture runner does not start.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
// @ts-expect-error -- a plain ES module without types
import { createDriveFake, start } from './test-fake/drive-fake.mjs';

interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  raw: Buffer;
  body?: Record<string, unknown>;
}
interface FakeState {
  files: Map<
    string,
    {
      id: string;
      name: string;
      mimeType: string;
      parents: string[];
      content?: Buffer;
      permissionsList?: Array<Record<string, unknown>>;
    }
  >;
  requests: FakeRequest[];
  addFile(props: Record<string, unknown>): { id: string };
}

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
let server: Server;
let state: FakeState;

beforeAll(async () => {
  const started = await start(createDriveFake());
  server = started.server;
  state = started.fake.state;
  process.env.WEFT_GOOGLE_API_URL = started.url;
});
afterAll(() => {
  delete process.env.WEFT_GOOGLE_API_URL;
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  state.files.clear();
  state.requests.length = 0;
});

async function runFile(file: string) {
  const workflow = importN8nWorkflow(
    JSON.parse(readFileSync(new URL(`./n8n-workflows/${file}`, import.meta.url), 'utf8')),
  );
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }) },
  });
  const output = (name: string) => result.data.resultData.runData[name]?.[0]?.data?.main?.[0] ?? [];
  return { result, output };
}

describe('n8n workflows with Google Drive', () => {
  it('upload-csv-report: Convert to File output goes up as a multipart upload into the chosen folder', async () => {
    const { result, output } = await runFile('upload-csv-report.json');
    expect(result.data.resultData.error).toBeUndefined();
    const upload = state.requests.find((r) => r.path === '/upload/drive/v3/files')!;
    expect(upload.query.uploadType).toBe('multipart');
    const year = new Date().getUTCFullYear();
    expect(upload.raw.toString()).toContain(
      JSON.stringify({ name: `report-${year}.csv`, parents: ['1ReportsFolderId'] }),
    );
    const [item] = output('Upload file');
    expect(item!.json).toMatchObject({
      kind: 'drive#file',
      name: `report-${year}.csv`,
      mimeType: 'text/csv',
      parents: ['1ReportsFolderId'],
    });
    expect(state.files.get(String(item!.json.id))!.content!.toString('utf8')).toMatch(
      /region,revenue\s+north,1200\s+south,950/,
    );
  });

  it('download-and-extract: a file link is downloaded and its CSV rows extracted', async () => {
    state.addFile({
      id: '1LeadsCsvFileId',
      name: 'leads.csv',
      mimeType: 'text/csv',
      content: 'name,email\nAnn,ann@example.com\nBob,bob@example.com\n',
    });
    const { result, output } = await runFile('download-and-extract.json');
    expect(result.data.resultData.error).toBeUndefined();
    expect(state.requests.map((r) => `${r.method} ${r.path} ${r.query.alt ?? r.query.fields}`)).toEqual([
      'GET /drive/v3/files/1LeadsCsvFileId mimeType,name',
      'GET /drive/v3/files/1LeadsCsvFileId media',
    ]);
    expect(output('Download file')[0]!.binary!.data).toMatchObject({ fileName: 'leads.csv', mimeType: 'text/csv' });
    expect(output('Extract from File').map((i) => i.json)).toEqual([
      { name: 'Ann', email: 'ann@example.com' },
      { name: 'Bob', email: 'bob@example.com' },
    ]);
  });

  it('archive-invoices: each search result is moved to the archive folder by an expression in the locator', async () => {
    state.addFile({ id: 'inv1', name: 'Invoice 001.pdf', mimeType: 'application/pdf', parents: ['1InboxFolderId'] });
    state.addFile({ id: 'inv2', name: 'invoice 002.pdf', mimeType: 'application/pdf', parents: ['1InboxFolderId'] });
    state.addFile({ id: 'note', name: 'notes.txt', mimeType: 'text/plain', parents: ['1InboxFolderId'] });
    const { result, output } = await runFile('archive-invoices.json');
    expect(result.data.resultData.error).toBeUndefined();
    expect(state.requests[0]!.query).toMatchObject({
      q: "name contains 'invoice' and '1InboxFolderId' in parents and mimeType != 'application/vnd.google-apps.folder' and trashed = false",
      pageSize: '50',
      fields: 'nextPageToken, files(id, name, mimeType)',
    });
    expect(output('Search files and folders').map((i) => i.json.id)).toEqual(['inv1', 'inv2']);
    const moves = state.requests.filter((r) => r.method === 'PATCH');
    expect(moves.map((r) => [r.path, r.query.addParents, r.query.removeParents])).toEqual([
      ['/drive/v3/files/inv1', '1ArchiveFolderId', '1InboxFolderId'],
      ['/drive/v3/files/inv2', '1ArchiveFolderId', '1InboxFolderId'],
    ]);
    expect(output('Move file').map((i) => i.json)).toEqual([
      { kind: 'drive#file', id: 'inv1', name: 'Invoice 001.pdf', mimeType: 'application/pdf' },
      { kind: 'drive#file', id: 'inv2', name: 'invoice 002.pdf', mimeType: 'application/pdf' },
    ]);
    expect(state.files.get('note')!.parents).toEqual(['1InboxFolderId']);
  });

  it('shared-client-folder: a folder named from the item is created in the root and shared with the client', async () => {
    const { result, output } = await runFile('shared-client-folder.json');
    expect(result.data.resultData.error).toBeUndefined();
    const [folder] = output('Create folder');
    expect(folder!.json).toEqual({
      kind: 'drive#file',
      id: folder!.json.id,
      name: 'Client - Acme',
      mimeType: 'application/vnd.google-apps.folder',
    });
    const share = state.requests.find((r) => r.path.endsWith('/permissions'))!;
    expect(share.path).toBe(`/drive/v3/files/${folder!.json.id}/permissions`);
    expect(share.body).toEqual({ role: 'writer', type: 'user', emailAddress: 'pm@acme.example' });
    expect(share.query).toEqual({
      supportsAllDrives: 'true',
      emailMessage: 'Your project folder is ready',
      sendNotificationEmail: 'true',
    });
    expect(output('Share folder')[0]!.json).toMatchObject({ kind: 'drive#permission', type: 'user', role: 'writer' });
  });

  it('legacy-v2-list: Google Drive 2 lists spreadsheets with the chosen fields', async () => {
    state.addFile({ id: 's1', name: 'Budget', mimeType: 'application/vnd.google-apps.spreadsheet' });
    state.addFile({ id: 'd1', name: 'Doc', mimeType: 'application/vnd.google-apps.document' });
    const { result, output } = await runFile('legacy-v2-list.json');
    expect(result.data.resultData.error).toBeUndefined();
    expect(state.requests[0]!.query).toMatchObject({
      q: "mimeType = 'application/vnd.google-apps.spreadsheet'",
      fields: 'nextPageToken, files(id, name, webViewLink)',
      pageSize: '50',
      orderBy: 'modifiedTime',
    });
    expect(output('Google Drive').map((i) => i.json)).toEqual([
      { id: 's1', name: 'Budget', webViewLink: 'https://drive.google.com/file/d/s1/view?usp=drivesdk' },
    ]);
  });
});
