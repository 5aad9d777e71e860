/** Google Drive 1 and 2: n8n's first implementation, operation by operation. */
import { NodeOperationError, type ExecuteContext, type Item, type JsonObject, type NodeOutput } from '@weft/workflow';
import { n8nParameter } from '../shared/google/index.js';
import { googleDriveV1Description } from './description-v1.js';
import { downloadInto } from './download.js';
import { FOLDER_MIME, locatorId } from './locators.js';
import { sharedDriveOperations } from './shared-drives.js';
import { DRIVE_API, driveFor, fieldsQuery, itemBinary, type Drive } from './transport.js';
import { uploadMediaOnly } from './upload.js';

type Options = Record<string, unknown>;
const items = (json: unknown, i: number): Item[] =>
  (Array.isArray(json) ? json : [json]).map((j) => ({ json: (j ?? {}) as JsonObject, pairedItem: { item: i } }));
const fileId = (ctx: ExecuteContext, i: number) => locatorId(ctx.getNodeParameter('fileId', i, ''));

/** The `q` of file:list from the name and MIME type filters (names or'ed, then types or'ed). */
export function v1ListQuery(filters: {
  name?: Array<{ operation?: string; value?: string }>;
  mimeType?: Array<{ mimeType?: string; customMimeType?: string }>;
}): string {
  let query = '';
  if (filters.name) {
    query += filters.name
      .map(
        (f) =>
          `name ${f.operation === 'is' ? '=' : f.operation === 'isNot' ? '!=' : (f.operation ?? 'contains')} '${f.value ?? ''}'`,
      )
      .join(' or ');
  }
  const types = (filters.mimeType ?? []).map(
    (f) => `mimeType = '${f.mimeType === 'custom' ? (f.customMimeType ?? '') : (f.mimeType ?? '')}'`,
  );
  if (types.length) query += (query ? ' and ' : '') + types.join(' or ');
  return query;
}

async function list(ctx: ExecuteContext, drive: Drive, i: number, options: Options): Promise<Item[]> {
  const spaces = Array.isArray(options.spaces) ? (options.spaces as string[]) : [];
  const corpora = typeof options.corpora === 'string' ? options.corpora : '';
  const driveId = options.driveId === '' ? undefined : options.driveId;
  const q = ctx.getNodeParameter('useQueryString', i, false)
    ? String(ctx.getNodeParameter('queryString', i, ''))
    : v1ListQuery(n8nParameter(ctx, googleDriveV1Description.properties, 'queryFilters', i) ?? {});
  const qs: Options = {
    pageSize: ctx.getNodeParameter('limit', i, 50),
    orderBy: 'modifiedTime',
    fields: `nextPageToken, files(${fieldsQuery(options.fields)})`,
    spaces: spaces.includes('*') ? 'appDataFolder, drive, photos' : spaces.join(', '),
    q,
    includeItemsFromAllDrives: corpora !== '' || driveId !== '',
    supportsAllDrives: corpora !== '' || driveId !== '',
  };
  if (corpora) qs.corpora = corpora;
  if (driveId) qs.driveId = driveId;
  const page = await drive.request<{ files?: unknown[] }>({ url: `${DRIVE_API}/files`, qs });
  return items(page.files ?? [], i);
}

async function upload(ctx: ExecuteContext, drive: Drive, i: number, item: Item, options: Options): Promise<Item[]> {
  let data: Uint8Array;
  let mimeType = 'text/plain';
  let originalFilename: string | undefined;
  if (ctx.getNodeParameter('binaryData', i, false)) {
    const binary = await itemBinary(ctx, item, i, String(ctx.getNodeParameter('binaryPropertyName', i, 'data') ?? ''));
    ({ data, mimeType } = binary);
    originalFilename = binary.fileName;
  } else {
    data = Buffer.from(String(ctx.getNodeParameter('fileContent', i, '') ?? ''), 'utf8');
  }
  const name = ctx.getNodeParameter('name', i, '');
  const parents = ctx.getNodeParameter('parents', i, []) as string[];
  const uploaded = await uploadMediaOnly(drive, data, mimeType, fieldsQuery(options.fields), i);
  const body: Options = { mimeType, name, originalFilename };
  const pairs = (list: unknown) =>
    Object.fromEntries(
      (Array.isArray(list) ? (list as Array<{ key?: unknown; value?: unknown }>) : []).map((p) => [
        String(p.key ?? ''),
        p.value,
      ]),
    );
  const properties = ctx.getNodeParameter('options.propertiesUi.propertyValues', i, []) as unknown[];
  if (properties.length) body.properties = pairs(properties);
  // As n8n 1–2: app properties are sent only when properties are set too.
  if (properties.length)
    body.appProperties = pairs(ctx.getNodeParameter('options.appPropertiesUi.appPropertyValues', i, []));
  let response = await drive.request<{ id?: string }>({
    method: 'PATCH',
    url: `${DRIVE_API}/files/${encodeURIComponent(String(uploaded.id))}`,
    qs: { addParents: (parents ?? []).join(','), supportsAllDrives: true },
    body,
  });
  if (ctx.getNodeParameter('resolveData', 0, false))
    response = await drive.request({
      url: `${DRIVE_API}/files/${encodeURIComponent(String(response.id))}`,
      qs: { fields: '*' },
    });
  return items(response, i);
}

async function update(ctx: ExecuteContext, drive: Drive, i: number, options: Options): Promise<Item[]> {
  const updateFields = (ctx.getNodeParameter('updateFields', i, {}) ?? {}) as Options;
  const qs: Options = { supportsAllDrives: true, ...options, fields: fieldsQuery(options.fields) };
  const body: Options = {};
  if (updateFields.fileName) body.name = updateFields.fileName;
  if ('trashed' in updateFields) body.trashed = updateFields.trashed;
  if (updateFields.parentId) qs.addParents = updateFields.parentId;
  return items(
    await drive.request({ method: 'PATCH', url: `${DRIVE_API}/files/${encodeURIComponent(fileId(ctx, i))}`, qs, body }),
    i,
  );
}

async function runItem(
  ctx: ExecuteContext,
  drive: Drive,
  resource: string,
  operation: string,
  i: number,
  item: Item,
): Promise<Item[]> {
  // As n8n: only the options this operation shows (e.g. no Fields for folder:create).
  const options = n8nParameter(ctx, googleDriveV1Description.properties, 'options', i) ?? {};
  if (resource === 'drive') {
    const run = sharedDriveOperations[operation];
    if (run) return run(ctx, drive, i);
  } else if (resource === 'file' && operation === 'copy') {
    const body: Options = { fields: fieldsQuery(options.fields) };
    for (const key of ['name', 'parents']) if (options[key] !== undefined) body[key] = options[key];
    return items(
      await drive.request({
        method: 'POST',
        url: `${DRIVE_API}/files/${encodeURIComponent(fileId(ctx, i))}/copy`,
        qs: { supportsAllDrives: true },
        body,
      }),
      i,
    );
  } else if (resource === 'file' && operation === 'download') {
    const o = options as { fileName?: string };
    return [
      await downloadInto(ctx, drive, item, i, {
        fileId: fileId(ctx, i),
        binaryProperty: String(ctx.getNodeParameter('binaryPropertyName', i, 'data')),
        fileName: o.fileName,
        legacyQuery: true,
        defaults: {
          docs: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          slides: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
          sheets: 'application/x-vnd.oasis.opendocument.spreadsheet',
          drawings: 'image/jpeg',
        },
      }),
    ];
  } else if (resource === 'file' && operation === 'list') {
    return list(ctx, drive, i, options);
  } else if (resource === 'file' && operation === 'upload') {
    return upload(ctx, drive, i, item, options);
  } else if (resource === 'file' && operation === 'update') {
    return update(ctx, drive, i, options);
  } else if (resource === 'folder' && operation === 'create') {
    const body = { name: ctx.getNodeParameter('name', i, ''), mimeType: FOLDER_MIME, parents: options.parents || [] };
    return items(
      await drive.request({
        method: 'POST',
        url: `${DRIVE_API}/files`,
        qs: { fields: fieldsQuery(options.fields), supportsAllDrives: true },
        body,
      }),
      i,
    );
  } else if ((resource === 'file' || resource === 'folder') && operation === 'delete') {
    const id = fileId(ctx, i);
    await drive.request({
      method: 'DELETE',
      url: `${DRIVE_API}/files/${encodeURIComponent(id)}`,
      qs: { supportsTeamDrives: true },
    });
    return items({ fileId: id, success: true }, i);
  } else if ((resource === 'file' || resource === 'folder') && operation === 'share') {
    const permissions = n8nParameter(ctx, googleDriveV1Description.properties, 'permissionsUi', i) ?? {};
    const qs: Options = { supportsTeamDrives: true, ...options };
    return items(
      await drive.request({
        method: 'POST',
        url: `${DRIVE_API}/files/${encodeURIComponent(fileId(ctx, i))}/permissions`,
        qs,
        body: { ...(permissions.permissionsValues ?? {}) },
      }),
      i,
    );
  }
  throw new NodeOperationError(
    ctx.getNode(),
    `The operation "${operation}" is not known for the resource "${resource}"`,
    { itemIndex: i },
  );
}

/** Runs Google Drive 1 or 2 over the input items. */
export async function executeGoogleDriveV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const input = ctx.getInputData();
  const version = ctx.getNode().typeVersion;
  const resource = String(ctx.getNodeParameter('resource', 0, 'file'));
  const operation = String(ctx.getNodeParameter('operation', 0, resource === 'file' ? 'upload' : 'create'));
  const output: Item[] = [];
  for (let i = 0; i < input.length; i++) {
    try {
      const result = await runItem(
        ctx,
        driveFor(ctx, i, version === 1 ? 'serviceAccount' : 'oAuth2'),
        resource,
        operation,
        i,
        input[i]!,
      );
      // Version 1 lists files for the first item only, as n8n 1 did.
      if (version === 1 && resource === 'file' && operation === 'list') return [result];
      output.push(...result);
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      const json = { error: (error as Error).message };
      output.push(
        resource === 'file' && operation === 'download'
          ? { ...input[i]!, json, pairedItem: { item: i } }
          : { json, pairedItem: { item: i } },
      );
    }
  }
  return [output];
}
