/** Google Drive 3's file operations. Each answers the output items of one input item. */
import type { ExecuteContext, Item, JsonObject } from '@weft/workflow';
import { n8nParameter } from '../shared/google/index.js';
import { googleDriveV3Description } from './description-v3.js';
import { downloadInto } from './download.js';
import { DOCUMENT_MIME, locatorId, parentFolder } from './locators.js';
import {
  ALL_DRIVES,
  DRIVE_API,
  DRIVE_UPLOAD,
  fieldsQuery,
  fileProperties,
  itemBinary,
  updateCommonQuery,
  type Drive,
} from './transport.js';
import { multipartBody, replaceContent, uploadNewFile } from './upload.js';

type Options = Record<string, unknown>;
const out = (json: unknown, i: number): Item[] =>
  (Array.isArray(json) ? json : [json]).map((j) => ({ json: (j ?? {}) as JsonObject, pairedItem: { item: i } }));
const id = (ctx: ExecuteContext, name: string, i: number): string => locatorId(ctx.getNodeParameter(name, i, ''));
const options = (ctx: ExecuteContext, i: number): Options => (ctx.getNodeParameter('options', i, {}) ?? {}) as Options;
/** The parent of a new or moved item from the Parent Drive and Parent Folder locators. */
const parentOf = (ctx: ExecuteContext, i: number): string =>
  parentFolder(id(ctx, 'folderId', i), id(ctx, 'driveId', i));

/** file:copy — a copy beside the original or in another folder. */
async function copy(ctx: ExecuteContext, drive: Drive, i: number): Promise<Item[]> {
  const file = ctx.getNodeParameter('fileId', i) as { value?: unknown; cachedResultName?: unknown } | string;
  const fileId = locatorId(file);
  const o = options(ctx, i);
  const cached = typeof file === 'object' ? file.cachedResultName : undefined;
  // As n8n: without a name and a remembered file name, the copy is called "Copy of undefined".
  const name = String(ctx.getNodeParameter('name', i, '') || `Copy of ${String(cached)}`);
  const parents = ctx.getNodeParameter('sameFolder', i, true) ? [] : [parentOf(ctx, i)];
  const body: Options = { copyRequiresWriterPermission: o.copyRequiresWriterPermission || false, parents, name };
  if (o.description) body.description = o.description;
  return out(
    await drive.request({
      method: 'POST',
      url: `${DRIVE_API}/files/${encodeURIComponent(fileId)}/copy`,
      qs: { ...ALL_DRIVES },
      body,
    }),
    i,
  );
}

/** file:createFromText — a text file, or a Google Docs document holding the text. */
async function createFromText(ctx: ExecuteContext, drive: Drive, i: number): Promise<Item[]> {
  const name = String(ctx.getNodeParameter('name', i, '') || 'Untitled');
  const o = options(ctx, i);
  const convert = o.convertToGoogleDocument === true;
  const mimeType = convert ? DOCUMENT_MIME : 'text/plain';
  const parent = parentOf(ctx, i);
  const metadata = fileProperties({ name, parents: [parent], mimeType }, o);
  const qs = updateCommonQuery({ ...ALL_DRIVES }, o);
  const text = String(ctx.getNodeParameter('content', i, '') ?? '');
  if (convert) {
    const doc = await drive.request<{ id: string }>({ method: 'POST', url: `${DRIVE_API}/files`, qs, body: metadata });
    const updated = await drive.request<{ documentId?: string }>({
      method: 'POST',
      url: `https://docs.googleapis.com/v1/documents/${encodeURIComponent(doc.id)}:batchUpdate`,
      body: { requests: [{ insertText: { text, endOfSegmentLocation: { segmentId: '' } } }] },
    });
    return out({ id: updated.documentId }, i);
  }
  const { body, contentType } = multipartBody(metadata, Buffer.from(text, 'utf8'), mimeType);
  const created = await drive.request<{ id: string }>({
    method: 'POST',
    url: `${DRIVE_UPLOAD}/files`,
    qs: { uploadType: 'multipart', supportsAllDrives: true },
    body,
    headers: { 'Content-Type': contentType },
  });
  const { parents: _parents, ...rest } = metadata;
  const patched = await drive.request<{ id?: string }>({
    method: 'PATCH',
    url: `${DRIVE_API}/files/${encodeURIComponent(created.id)}`,
    qs: { ...qs, addParents: parent },
    body: rest,
  });
  return out({ id: patched.id }, i);
}

/** file:deleteFile — to the trash, or deleted for good. */
async function deleteFile(ctx: ExecuteContext, drive: Drive, i: number): Promise<Item[]> {
  const fileId = id(ctx, 'fileId', i);
  await trashOrDelete(ctx, drive, i, fileId);
  return out({ id: fileId, success: true }, i);
}

/** Moves an item to the trash, or with Delete Permanently deletes it. */
export async function trashOrDelete(ctx: ExecuteContext, drive: Drive, i: number, fileId: string): Promise<void> {
  const url = `${DRIVE_API}/files/${encodeURIComponent(fileId)}`;
  if (ctx.getNodeParameter('options.deletePermanently', i, false))
    await drive.request({ method: 'DELETE', url, qs: { supportsAllDrives: true } });
  else await drive.request({ method: 'PATCH', url, qs: { supportsAllDrives: true }, body: { trashed: true } });
}

/** file:download — into a binary field of the item. */
async function download(ctx: ExecuteContext, drive: Drive, i: number, item: Item): Promise<Item[]> {
  const o = options(ctx, i);
  const downloaded = await downloadInto(ctx, drive, item, i, {
    fileId: id(ctx, 'fileId', i),
    binaryProperty: String(o.binaryPropertyName || 'data'),
    fileName: typeof o.fileName === 'string' ? o.fileName : undefined,
    defaults: {
      docs: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      slides: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      sheets: 'application/x-vnd.oasis.opendocument.spreadsheet',
      drawings: 'image/jpeg',
    },
  });
  return [downloaded];
}

/** file:move — out of its current parents into the chosen folder. */
async function move(ctx: ExecuteContext, drive: Drive, i: number): Promise<Item[]> {
  const fileId = encodeURIComponent(id(ctx, 'fileId', i));
  const { parents } = await drive.request<{ parents?: string[] }>({
    url: `${DRIVE_API}/files/${fileId}`,
    qs: { ...ALL_DRIVES, fields: 'parents' },
  });
  const response = await drive.request({
    method: 'PATCH',
    url: `${DRIVE_API}/files/${fileId}`,
    qs: { ...ALL_DRIVES, addParents: parentOf(ctx, i), removeParents: (parents ?? []).join(',') },
  });
  return out(response, i);
}

/** file:share and folder:share — one permission, the options as query parameters. */
export async function share(ctx: ExecuteContext, drive: Drive, i: number, fileId: string): Promise<Item[]> {
  // As n8n: the permission with the defaults of the fields its type shows (allowFileDiscovery: false).
  const permissions = n8nParameter(ctx, googleDriveV3Description.properties, 'permissionsUi', i) ?? {};
  const body: Options = { ...(permissions.permissionsValues ?? {}) };
  const qs: Options = { supportsAllDrives: true, ...options(ctx, i) };
  return out(
    await drive.request({
      method: 'POST',
      url: `${DRIVE_API}/files/${encodeURIComponent(fileId)}/permissions`,
      qs,
      body,
    }),
    i,
  );
}

/** file:update — new content, name, properties or trash state. */
async function update(ctx: ExecuteContext, drive: Drive, i: number, item: Item): Promise<Item[]> {
  const fileId = id(ctx, 'fileId', i);
  let mimeType: string | undefined;
  if (ctx.getNodeParameter('changeFileContent', i, false)) {
    const binary = await itemBinary(ctx, item, i, String(ctx.getNodeParameter('inputDataFieldName', i, 'data') ?? ''));
    mimeType = binary.mimeType;
    await replaceContent(drive, fileId, binary.data, binary.mimeType, i);
  }
  const o = options(ctx, i);
  const qs = updateCommonQuery({ supportsAllDrives: true }, o);
  if (o.fields) qs.fields = fieldsQuery(o.fields);
  if (o.trashed) qs.trashed = o.trashed;
  const body = fileProperties({}, o);
  const newName = ctx.getNodeParameter('newUpdatedFileName', i, '');
  if (newName) body.name = newName;
  if (mimeType) body.mimeType = mimeType;
  return out(
    await drive.request({ method: 'PATCH', url: `${DRIVE_API}/files/${encodeURIComponent(fileId)}`, qs, body }),
    i,
  );
}

/** file:upload — the binary field as a new file, then its name, parent and properties set. */
async function upload(ctx: ExecuteContext, drive: Drive, i: number, item: Item): Promise<Item[]> {
  const binary = await itemBinary(ctx, item, i, String(ctx.getNodeParameter('inputDataFieldName', i, 'data') ?? ''));
  const name = String(ctx.getNodeParameter('name', i, '') || binary.fileName || '');
  const parent = parentOf(ctx, i);
  const uploaded = await uploadNewFile(drive, { name, parents: [parent] }, binary.data, binary.mimeType, i);
  const o = options(ctx, i);
  const qs = updateCommonQuery({ addParents: parent, ...ALL_DRIVES }, o);
  // As n8n: every field unless Simplify Output was added and left on.
  if (!o.simplifyOutput) qs.fields = '*';
  const body = fileProperties({ mimeType: binary.mimeType, name, originalFilename: binary.fileName }, o);
  return out(
    await drive.request({
      method: 'PATCH',
      url: `${DRIVE_API}/files/${encodeURIComponent(String(uploaded.id))}`,
      qs,
      body,
    }),
    i,
  );
}

/** The file operations by name. */
export const fileOperations: Record<
  string,
  (ctx: ExecuteContext, drive: Drive, i: number, item: Item) => Promise<Item[]>
> = {
  copy,
  createFromText,
  deleteFile,
  download,
  move,
  share: (ctx, drive, i) => share(ctx, drive, i, id(ctx, 'fileId', i)),
  update,
  upload,
};
