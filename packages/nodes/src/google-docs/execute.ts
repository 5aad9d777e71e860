/** Google Docs 1–2: runs create, get or update for each input item. */
import { NodeOperationError, type ExecuteContext, type Item, type JsonObject, type NodeOutput } from '@weft/workflow';
import { googleApiRequest, googleAuthSource, n8nParameter, type GoogleAuthSource } from '../shared/google/index.js';
import { googleDocsDescription } from './description.js';

const DOCS_API = 'https://docs.googleapis.com/v1';
const DOCUMENT_MIME = 'application/vnd.google-apps.document';

/** The document ID in a Docs link (`https://docs.google.com/document/d/<id>/…`), or the text itself. */
export function documentId(text: string): string {
  return /https:\/\/docs\.google\.com\/document\/d\/([a-zA-Z0-9-_]+)\//.exec(text)?.[1] ?? text;
}

type ActionField = Record<string, unknown> & { object?: string; action?: string };

/** Where an insertion goes: the end of a segment, or an index in it (`segmentId` empty for the body). */
function place(a: ActionField): Record<string, unknown> {
  const key = String(a.locationChoice ?? 'endOfSegmentLocation');
  return {
    [key]: {
      segmentId: a.insertSegment !== 'body' ? a.segmentId : '',
      ...(key === 'location' ? { index: a.index } : {}),
    },
  };
}
const range = (a: ActionField) => ({
  segmentId: a.insertSegment !== 'body' ? a.segmentId : '',
  startIndex: a.startIndex,
  endIndex: a.endIndex,
});
const cell = (a: ActionField) => ({
  rowIndex: a.rowIndex,
  columnIndex: a.columnIndex,
  tableStartLocation: { segmentId: a.insertSegment !== 'body' ? a.segmentId : '', index: a.index },
});

/** One action as a Docs API request (`<action><Object>`, e.g. `insertText`, `replaceAllText`). */
export function docsRequest(field: ActionField): Record<string, unknown> {
  // Values an editor-saved action may leave out are the parameters' defaults.
  const a: ActionField = { object: 'text', insertSegment: 'body', locationChoice: 'endOfSegmentLocation', ...field };
  const { object = 'text', action = '' } = a;
  let body: Record<string, unknown> | undefined;
  if (object === 'positionedObject' && action === 'delete') body = { objectId: a.objectId };
  else if (object === 'pageBreak' && action === 'insert') body = place(a);
  else if (object === 'table' && action === 'insert') body = { rows: a.rows, columns: a.columns, ...place(a) };
  else if ((object === 'footer' || object === 'header') && action === 'create') {
    body = {
      type: 'DEFAULT',
      sectionBreakLocation: {
        segmentId: a.insertSegment !== 'body' ? a.segmentId : '',
        ...(a.locationChoice === 'location' ? { index: a.index } : {}),
      },
    };
  } else if (object === 'footer' && action === 'delete') body = { footerId: a.footerId };
  else if (object === 'header' && action === 'delete') body = { headerId: a.headerId };
  else if (object === 'tableColumn' && action === 'insert')
    body = { insertRight: a.insertPosition, tableCellLocation: cell(a) };
  else if (object === 'tableRow' && action === 'insert')
    body = { insertBelow: a.insertPosition, tableCellLocation: cell(a) };
  else if ((object === 'tableColumn' || object === 'tableRow') && action === 'delete')
    body = { tableCellLocation: cell(a) };
  else if (object === 'text' && action === 'insert') body = { text: a.text, ...place(a) };
  else if (object === 'text' && action === 'replaceAll')
    body = { replaceText: a.replaceText, containsText: { text: a.text, matchCase: a.matchCase } };
  else if (object === 'paragraphBullets' && action === 'create')
    body = { bulletPreset: a.bulletPreset, range: range(a) };
  else if (object === 'paragraphBullets' && action === 'delete') body = { range: range(a) };
  else if (object === 'namedRange' && action === 'create') body = { name: a.name, range: range(a) };
  else if (object === 'namedRange' && action === 'delete')
    body = { [String(a.namedRangeReference ?? 'namedRangeId')]: a.value };
  return { [`${action}${object.charAt(0).toUpperCase()}${object.slice(1)}`]: body };
}

interface DocsDocument {
  body?: { content?: Array<{ paragraph?: { elements?: Array<{ textRun?: { content?: string } }> } }> };
}

/** The text of a document: every paragraph's text runs, in order. */
export function documentText(doc: DocsDocument): string {
  return (doc.body?.content ?? [])
    .flatMap((c) => (c.paragraph ? (c.paragraph.elements ?? []).map((e) => e.textRun?.content ?? '') : []))
    .join('');
}

async function runItem(ctx: ExecuteContext, source: GoogleAuthSource, operation: string, i: number): Promise<unknown> {
  const call = <T>(request: Parameters<typeof googleApiRequest>[1]) =>
    googleApiRequest<T>(source, { ...request, itemIndex: i });
  if (operation === 'create') {
    const folderId = String(ctx.getNodeParameter('folderId', i, '') ?? '');
    const body = {
      name: ctx.getNodeParameter('title', i, ''),
      mimeType: DOCUMENT_MIME,
      ...(folderId && folderId !== 'default' ? { parents: [folderId] } : {}),
    };
    return call({ method: 'POST', url: 'https://www.googleapis.com/drive/v3/files', body });
  }
  const url = String(ctx.getNodeParameter('documentURL', i, '') ?? '');
  const id = documentId(url);
  if (!id)
    throw new NodeOperationError(ctx.getNode(), 'Give the document\'s ID or link in "Doc ID or URL"', { itemIndex: i });
  const simple = ctx.getNodeParameter('simple', i, true) !== false;
  if (operation === 'get') {
    const doc = await call<DocsDocument & JsonObject>({ url: `${DOCS_API}/documents/${encodeURIComponent(id)}` });
    return simple ? { documentId: id, content: documentText(doc) } : doc;
  }
  if (operation === 'update') {
    // As n8n: each action with the defaults of the fields it shows, and without those it hides.
    const actions =
      n8nParameter<{ actionFields?: ActionField[] } | undefined>(
        ctx,
        googleDocsDescription.properties,
        'actionsUi',
        i,
      ) ?? {};
    const { writeControlObject } = (ctx.getNodeParameter('updateFields', i, {}) ?? {}) as {
      writeControlObject?: { control?: string; value?: unknown };
    };
    const body: Record<string, unknown> = { requests: (actions.actionFields ?? []).map(docsRequest) };
    if (writeControlObject && Object.keys(writeControlObject).length)
      body.writeControl = { [String(writeControlObject.control ?? 'requiredRevisionId')]: writeControlObject.value };
    let response = await call<Record<string, unknown>>({
      method: 'POST',
      url: `${DOCS_API}/documents/${encodeURIComponent(id)}:batchUpdate`,
      body,
    });
    if (simple) {
      const first = (response.replies as Array<Record<string, unknown>> | undefined)?.[0] ?? {};
      const key = Object.keys(first)[0];
      response = key ? { ...(first[key] as Record<string, unknown>) } : {};
    }
    return { ...response, documentId: id };
  }
  throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known`, { itemIndex: i });
}

/** Runs Google Docs 1 or 2 over the input items. */
export async function executeGoogleDocs(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'create'));
  const fallback = ctx.getNode().typeVersion === 1 ? 'serviceAccount' : 'oAuth2';
  const authentication = String(ctx.getNodeParameter('authentication', 0, fallback) ?? fallback);
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const json = await runItem(
        ctx,
        googleAuthSource(ctx, authentication, 'googleDocsOAuth2Api', undefined, i),
        operation,
        i,
      );
      for (const j of Array.isArray(json) ? json : [json])
        out.push({ json: (j ?? {}) as JsonObject, pairedItem: { item: i } });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
