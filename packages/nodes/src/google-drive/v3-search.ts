/** Google Drive 3's file/folder search: a Drive query built from the name or written out, with filters. */
import type { ExecuteContext, Item, JsonObject } from '@weft/workflow';
import { FOLDER_MIME, MY_DRIVE, ROOT_FOLDER, locatorId } from './locators.js';
import { ALL_DRIVES, DRIVE_API, fieldsQuery, type Drive } from './transport.js';

interface SearchFilter {
  driveId?: { mode?: string; value?: unknown } | string;
  folderId?: { mode?: string; value?: unknown } | string;
  whatToSearch?: string;
  fileTypes?: string[];
  includeTrashed?: boolean;
}

/** A text value inside single quotes of a Drive query (backslash and quote escaped). */
export function quoteQueryValue(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The `q` and scope query parameters of a search. */
export function searchQuery(
  searchMethod: string,
  queryString: string,
  filter: SearchFilter,
  fields: unknown,
): Record<string, unknown> {
  const query: string[] = [searchMethod === 'name' ? `name contains ${quoteQueryValue(queryString)}` : queryString];
  let driveId = '';
  let folderId = '';
  const types: string[] = [];
  if (Object.keys(filter).length) {
    if (filter.folderId) folderId = locatorId(filter.folderId);
    if (folderId && folderId !== ROOT_FOLDER) query.push(`${quoteQueryValue(folderId)} in parents`);
    if (filter.driveId) driveId = locatorId(filter.driveId);
    const what = filter.whatToSearch || 'all';
    if (what === 'folders') query.push(`mimeType = '${FOLDER_MIME}'`);
    else {
      if (what === 'files') query.push(`mimeType != '${FOLDER_MIME}'`);
      if (filter.fileTypes?.length && !filter.fileTypes.includes('*'))
        for (const type of filter.fileTypes) types.push(`mimeType = '${type}'`);
    }
    if (!filter.includeTrashed) query.push('trashed = false');
  }
  if (types.length) query.push(`(${types.join(' or ')})`);
  const qs: Record<string, unknown> = {
    fields: `nextPageToken, files(${fieldsQuery(fields)})`,
    q: query.filter(Boolean).join(' and '),
    ...ALL_DRIVES,
  };
  if (driveId) {
    if (driveId === MY_DRIVE)
      Object.assign(qs, {
        includeItemsFromAllDrives: false,
        supportsAllDrives: false,
        spaces: 'appDataFolder, drive',
        corpora: 'user',
      });
    else Object.assign(qs, { driveId, corpora: 'drive' });
  }
  if (!driveId && folderId === ROOT_FOLDER)
    Object.assign(qs, { corpora: 'user', spaces: 'drive', includeItemsFromAllDrives: false, supportsAllDrives: false });
  return qs;
}

/** fileFolder:search — the matching files and folders, each an item. */
export async function searchFiles(ctx: ExecuteContext, drive: Drive, i: number): Promise<Item[]> {
  const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as { fields?: unknown };
  const filter = (ctx.getNodeParameter('filter', i, {}) ?? {}) as SearchFilter;
  const qs = searchQuery(
    String(ctx.getNodeParameter('searchMethod', i, 'name')),
    String(ctx.getNodeParameter('queryString', i, '') ?? ''),
    filter,
    options.fields,
  );
  let files: unknown[];
  if (ctx.getNodeParameter('returnAll', i, false))
    files = await drive.requestAll('files', { url: `${DRIVE_API}/files`, qs: { pageSize: 100, ...qs } });
  else {
    qs.pageSize = ctx.getNodeParameter('limit', i, 50);
    files = (await drive.request<{ files?: unknown[] }>({ url: `${DRIVE_API}/files`, qs })).files ?? [];
  }
  return files.map((json) => ({ json: json as JsonObject, pairedItem: { item: i } }));
}
