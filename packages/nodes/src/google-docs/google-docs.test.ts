/**
 * Google Docs 1–2 through the engine against the loopback Docs fake (`test-fake/docs-fake.mjs`) and
 * the Drive fake it creates documents through: each operation's requests and outputs, n8n's action
 * requests, revision checks, errors and the editor's option lists.
 */
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultHttpRequest, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type Item,
  type NodeMethodContext,
  type WorkflowNode,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { forgetServiceAccountTokens } from '../shared/google/index.js';
import { docsRequest, documentId } from './execute.js';
import { googleDocsMethods } from './methods.js';
// @ts-expect-error -- a plain ES module without types
import { createDriveFake } from '../google-drive/test-fake/drive-fake.mjs';
// @ts-expect-error -- a plain ES module without types
import { createDocsFake, start } from './test-fake/docs-fake.mjs';

interface Doc {
  id: string;
  title: string;
  text: string;
  revision: number;
}
interface Req {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: Record<string, unknown>;
}
interface DriveState {
  files: Map<string, Record<string, unknown>>;
  requests: Req[];
  tokens: Array<{ claims: Record<string, unknown> }>;
  addFile(p: Record<string, unknown>): { id: string };
  addDrive(p: Record<string, unknown>): { id: string };
  drives: Map<string, unknown>;
}
interface DocsState {
  documents: Map<string, Doc>;
  requests: Req[];
  addDocument(p: Partial<Doc>): Doc;
}

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
let server: Server;
let drive: DriveState;
let docs: DocsState;

beforeAll(async () => {
  const driveFake = createDriveFake({ publicKey: publicKey.export({ type: 'spki', format: 'pem' }) });
  const docsFake = createDocsFake({ driveState: driveFake.state });
  const started = await start(docsFake, driveFake);
  server = started.server;
  drive = driveFake.state;
  docs = docsFake.state;
  process.env.WEFT_GOOGLE_API_URL = started.url;
});
afterAll(() => {
  delete process.env.WEFT_GOOGLE_API_URL;
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  drive.files.clear();
  drive.drives.clear();
  drive.requests.length = 0;
  drive.tokens.length = 0;
  docs.documents.clear();
  docs.requests.length = 0;
  forgetServiceAccountTokens();
});

async function run(
  parameters: Record<string, unknown>,
  extra: { version?: number; items?: Item[]; onError?: string } = {},
) {
  const version = extra.version ?? 2;
  const sa = (parameters.authentication ?? (version === 1 ? 'serviceAccount' : 'oAuth2')) === 'serviceAccount';
  const workflow = importN8nWorkflow({
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
        name: 'Docs',
        type: 'n8n-nodes-base.googleDocs',
        typeVersion: version,
        position: [400, 0],
        parameters,
        credentials: sa ? { googleApi: { id: 's', name: 's' } } : { googleDocsOAuth2Api: { id: 'o', name: 'o' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'Docs', type: 'main', index: 0 }]] },
    },
    pinData: { Data: extra.items ?? [{ json: {} }] },
  });
  const credentials = sa
    ? {
        email: 'docs@weft.iam.gserviceaccount.com',
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      }
    : { oauthTokenData: { access_token: 'tok' } };
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => credentials },
  });
  const items = result.data.resultData.runData.Docs?.[0]?.data?.main?.[0] ?? [];
  return {
    json: items.map((i) => i.json),
    error: result.data.resultData.error as (Error & { node?: { name: string } }) | undefined,
  };
}

describe('Google Docs', () => {
  it('creates a document through Drive, in a folder or at the root', async () => {
    const inFolder = await run({ operation: 'create', driveId: 'myDrive', folderId: 'F1', title: 'Minutes' });
    expect(drive.requests[0]).toMatchObject({
      method: 'POST',
      path: '/drive/v3/files',
      body: { name: 'Minutes', mimeType: 'application/vnd.google-apps.document', parents: ['F1'] },
    });
    expect(inFolder.json).toEqual([
      {
        kind: 'drive#file',
        id: inFolder.json[0]!.id,
        name: 'Minutes',
        mimeType: 'application/vnd.google-apps.document',
      },
    ]);
    await run({ operation: 'create', driveId: 'myDrive', folderId: 'default', title: 'Root doc' });
    expect(drive.requests[1]!.body).toEqual({ name: 'Root doc', mimeType: 'application/vnd.google-apps.document' });
  });

  it("gets a document by link as its text, or as Google's whole structure", async () => {
    const doc = docs.addDocument({ title: 'Notes', text: 'First line\nSecond line\n' });
    const simple = await run({
      operation: 'get',
      documentURL: `https://docs.google.com/document/d/${doc.id}/edit?tab=t.0`,
    });
    expect(docs.requests[0]).toMatchObject({ method: 'GET', path: `/v1/documents/${doc.id}` });
    expect(simple.json).toEqual([{ documentId: doc.id, content: 'First line\nSecond line\n' }]);
    const full = await run({ operation: 'get', documentURL: doc.id, simple: false });
    expect(full.json[0]).toMatchObject({
      documentId: doc.id,
      title: 'Notes',
      revisionId: 'rev1',
      body: { content: expect.any(Array) },
    });
  });

  it('updates with the actions in order; simplified, the first reply with the document ID', async () => {
    const doc = docs.addDocument({ title: 'Letter', text: 'Dear NAME,\n' });
    const { json } = await run({
      operation: 'update',
      documentURL: doc.id,
      actionsUi: {
        actionFields: [
          { object: 'text', action: 'replaceAll', text: 'name', replaceText: 'Ann', matchCase: false },
          {
            object: 'text',
            action: 'insert',
            locationChoice: 'endOfSegmentLocation',
            insertSegment: 'body',
            text: '\nThanks.',
          },
          { object: 'text', action: 'insert', locationChoice: 'location', insertSegment: 'body', index: 1, text: '> ' },
        ],
      },
    });
    expect(docs.requests[0]!.body).toEqual({
      requests: [
        { replaceAllText: { replaceText: 'Ann', containsText: { text: 'name', matchCase: false } } },
        { insertText: { text: '\nThanks.', endOfSegmentLocation: { segmentId: '' } } },
        { insertText: { text: '> ', location: { segmentId: '', index: 1 } } },
      ],
    });
    expect(docs.documents.get(doc.id)!.text).toBe('> Dear Ann,\nThanks.\n');
    expect(json).toEqual([{ occurrencesChanged: 1, documentId: doc.id }]);
  });

  it("answers Google's whole reply when not simplified, and sends the revision to check", async () => {
    const doc = docs.addDocument({ title: 'T', text: 'x\n' });
    const { json } = await run({
      operation: 'update',
      documentURL: doc.id,
      simple: false,
      actionsUi: {
        actionFields: [
          { object: 'namedRange', action: 'create', insertSegment: 'body', name: 'intro', startIndex: 1, endIndex: 2 },
        ],
      },
      updateFields: { writeControlObject: { control: 'requiredRevisionId', value: 'rev1' } },
    });
    expect(docs.requests[0]!.body).toEqual({
      requests: [{ createNamedRange: { name: 'intro', range: { segmentId: '', startIndex: 1, endIndex: 2 } } }],
      writeControl: { requiredRevisionId: 'rev1' },
    });
    expect(json).toEqual([
      {
        replies: [{ createNamedRange: { namedRangeId: expect.any(String) } }],
        writeControl: { requiredRevisionId: 'rev2' },
        documentId: doc.id,
      },
    ]);
    const stale = await run({
      operation: 'update',
      documentURL: doc.id,
      actionsUi: { actionFields: [{ object: 'text', action: 'insert', text: 'y' }] },
      updateFields: { writeControlObject: { control: 'requiredRevisionId', value: 'rev1' } },
    });
    expect(stale.error?.message).toBe('Bad request - please check your parameters');
    expect((stale.error as { description?: string }).description).toMatch(
      /Google answered 400 FAILED_PRECONDITION: The required revision ID 'rev1' does not match/,
    );
    expect(stale.error?.node?.name).toBe('Docs');
  });

  it('a missing document fails naming the node, or gives an error item with Continue', async () => {
    expect((await run({ operation: 'get', documentURL: 'missing-doc' })).error?.message).toBe(
      'The resource you are requesting could not be found',
    );
    expect(
      (await run({ operation: 'get', documentURL: 'missing-doc' }, { onError: 'continueRegularOutput' })).json,
    ).toEqual([{ error: 'The resource you are requesting could not be found' }]);
  });

  it('1 defaults to a service account with the Docs scopes', async () => {
    const doc = docs.addDocument({ text: 'hi\n' });
    const { json, error } = await run({ operation: 'get', documentURL: doc.id }, { version: 1 });
    expect(error).toBeUndefined();
    expect(json).toEqual([{ documentId: doc.id, content: 'hi\n' }]);
    expect(drive.tokens[0]!.claims.scope).toBe(
      'https://www.googleapis.com/auth/documents https://www.googleapis.com/auth/drive https://www.googleapis.com/auth/drive.file',
    );
  });

  it("builds n8n's request for every object and action", () => {
    expect(
      docsRequest({
        object: 'table',
        action: 'insert',
        rows: 2,
        columns: 3,
        insertSegment: 'header',
        segmentId: 'h1',
        locationChoice: 'location',
        index: 5,
      }),
    ).toEqual({ insertTable: { rows: 2, columns: 3, location: { segmentId: 'h1', index: 5 } } });
    expect(
      docsRequest({
        object: 'tableRow',
        action: 'insert',
        insertPosition: true,
        rowIndex: 1,
        columnIndex: 0,
        insertSegment: 'body',
        index: 7,
      }),
    ).toEqual({
      insertTableRow: {
        insertBelow: true,
        tableCellLocation: { rowIndex: 1, columnIndex: 0, tableStartLocation: { segmentId: '', index: 7 } },
      },
    });
    expect(docsRequest({ object: 'header', action: 'create', insertSegment: 'body', index: 0 })).toEqual({
      createHeader: { type: 'DEFAULT', sectionBreakLocation: { segmentId: '' } },
    });
    expect(
      docsRequest({ object: 'namedRange', action: 'delete', namedRangeReference: 'name', value: 'intro' }),
    ).toEqual({ deleteNamedRange: { name: 'intro' } });
    expect(
      docsRequest({
        object: 'paragraphBullets',
        action: 'create',
        bulletPreset: 'BULLET_CHECKBOX',
        insertSegment: 'body',
        startIndex: 1,
        endIndex: 9,
      }),
    ).toEqual({
      createParagraphBullets: { bulletPreset: 'BULLET_CHECKBOX', range: { segmentId: '', startIndex: 1, endIndex: 9 } },
    });
    expect(docsRequest({ object: 'positionedObject', action: 'delete', objectId: 'kix.1' })).toEqual({
      deletePositionedObject: { objectId: 'kix.1' },
    });
    expect(documentId('https://docs.google.com/document/d/abc_DEF-1/edit')).toBe('abc_DEF-1');
    expect(documentId('abc')).toBe('abc');
  });

  it("lists drives and the chosen drive's top folders for the editor", async () => {
    drive.addDrive({ id: '0AX', name: 'Team' });
    drive.addFile({ id: 'top', name: 'Top', mimeType: 'application/vnd.google-apps.folder', parents: ['root'] });
    drive.addFile({ id: 'deep', name: 'Deep', mimeType: 'application/vnd.google-apps.folder', parents: ['top'] });
    const node = {
      id: 'n',
      name: 'Docs',
      type: 'n8n-nodes-base.googleDocs',
      typeVersion: 2,
      position: [0, 0],
      parameters: {},
    } as WorkflowNode;
    const ctx = {
      getCurrentNodeParameter: (p: string) => (p === 'driveId' ? 'myDrive' : undefined),
      getNode: () => node,
      getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
      helpers: { httpRequest: defaultHttpRequest() },
    } as unknown as NodeMethodContext;
    expect(await googleDocsMethods.loadOptions!.getDrives!.call(ctx, ctx)).toEqual([
      { name: 'My Drive', value: 'myDrive' },
      { name: 'Shared with Me', value: 'sharedWithMe' },
      { name: 'Team', value: '0AX' },
    ]);
    expect(await googleDocsMethods.loadOptions!.getFolders!.call(ctx, ctx)).toEqual([
      { name: '/', value: 'default' },
      { name: 'Top', value: 'top' },
    ]);
    expect(drive.requests.at(-1)!.query.q).toBe(
      "mimeType = 'application/vnd.google-apps.folder'  and 'root' in parents",
    );
  });

  it('fill-a-template workflow: copies nothing, creates a doc and writes the item into it', async () => {
    const wf = importN8nWorkflow(
      JSON.parse(readFileSync(new URL('./n8n-workflows/create-and-fill.json', import.meta.url), 'utf8')),
    );
    const result = await runWorkflow({
      workflow: wf,
      nodeTypes,
      mode: 'manual',
      timezone: 'UTC',
      services: { getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }) },
    });
    expect(result.data.resultData.error).toBeUndefined();
    const created = result.data.resultData.runData['Create a document']![0]!.data!.main![0]![0]!.json;
    expect(drive.requests[0]!.body).toEqual({
      name: 'Meeting notes - Acme',
      mimeType: 'application/vnd.google-apps.document',
      parents: ['1NotesFolder'],
    });
    expect(docs.requests[0]!.path).toBe(`/v1/documents/${created.id}:batchUpdate`);
    expect(docs.documents.get(String(created.id))!.text).toBe('Client: Acme\nNext step: send the offer\n');
    expect(result.data.resultData.runData['Update a document']![0]!.data!.main![0]!.map((i) => i.json)).toEqual([
      { documentId: created.id },
    ]);
  });
});
