/** The editor's pickers of the Google Drive nodes: files, folders and shared drives by name. */
import type {
  NodeListSearchItem,
  NodeListSearchResult,
  NodeMethodContext,
  NodeMethods,
  NodePropertyOption,
} from '@weft/workflow';
import { googleApiRequest, googleApiRequestAll, googleAuthSource } from '../shared/google/index.js';
import { FOLDER_MIME, MY_DRIVE, ROOT_FOLDER, locatorId } from './locators.js';
import { ALL_DRIVES, DRIVE_API } from './transport.js';
import { quoteQueryValue } from './v3-search.js';

const source = (ctx: NodeMethodContext) =>
  googleAuthSource(ctx, String(ctx.getCurrentNodeParameter('authentication') ?? 'oAuth2'), 'googleDriveOAuth2Api');
const nameFilter = (filter?: string) => (filter ? [`name contains ${quoteQueryValue(filter)}`] : []);

interface FileEntry {
  id: string;
  name: string;
  webViewLink?: string;
}

async function listFiles(
  ctx: NodeMethodContext,
  query: string[],
  paginationToken: string | undefined,
  extra: Record<string, unknown>,
): Promise<NodeListSearchResult> {
  const page = await googleApiRequest<{ files?: FileEntry[]; nextPageToken?: string }>(source(ctx), {
    url: `${DRIVE_API}/files`,
    qs: { q: query.join(' and '), pageToken: paginationToken, orderBy: 'name_natural', ...ALL_DRIVES, ...extra },
  });
  return {
    results: (page.files ?? []).map((f) => ({ name: f.name, value: f.id, url: f.webViewLink })),
    paginationToken: page.nextPageToken,
  };
}

/** Files (not folders) whose name contains the filter. */
async function fileSearch(
  this: NodeMethodContext,
  ctx: NodeMethodContext,
  filter?: string,
  paginationToken?: string,
): Promise<NodeListSearchResult> {
  return listFiles(
    ctx ?? this,
    ['trashed = false', ...nameFilter(filter), `mimeType != '${FOLDER_MIME}'`],
    paginationToken,
    { fields: 'nextPageToken,files(id,name,mimeType,webViewLink)' },
  );
}

/** Folders whose name contains the filter, within the drive chosen on the node (if any). */
async function folderSearch(
  this: NodeMethodContext,
  ctx: NodeMethodContext,
  filter?: string,
  paginationToken?: string,
): Promise<NodeListSearchResult> {
  const c = ctx ?? this;
  const extra: Record<string, unknown> = {
    fields: 'nextPageToken,files(id,name,mimeType,webViewLink,parents,driveId)',
  };
  const drive =
    c.getCurrentNodeParameter('driveId') ??
    (c.getCurrentNodeParameter('filter') as { driveId?: unknown } | undefined)?.driveId;
  const driveId = drive ? locatorId(drive) : '';
  if (driveId === MY_DRIVE)
    Object.assign(extra, {
      includeItemsFromAllDrives: false,
      supportsAllDrives: false,
      spaces: 'appDataFolder, drive',
      corpora: 'user',
    });
  else if (driveId) Object.assign(extra, { driveId, corpora: 'drive' });
  return listFiles(c, [...nameFilter(filter), `mimeType = '${FOLDER_MIME}'`], paginationToken, extra);
}

/** Folders, with "/ (Root folder)" first unless the filter rules it out. */
async function folderSearchWithDefault(
  this: NodeMethodContext,
  ctx: NodeMethodContext,
  filter?: string,
  paginationToken?: string,
): Promise<NodeListSearchResult> {
  const folders = await folderSearch.call(this, ctx, filter, paginationToken);
  const label = '/ (Root folder)';
  const f = filter?.toLowerCase();
  if (f && !ROOT_FOLDER.includes(f) && !label.toLowerCase().includes(f)) return folders;
  return {
    ...folders,
    results: [{ name: label, value: ROOT_FOLDER, url: 'https://drive.google.com/drive' }, ...folders.results],
  };
}

/** Shared drives whose name contains the filter. */
async function driveSearch(
  this: NodeMethodContext,
  ctx: NodeMethodContext,
  filter?: string,
  paginationToken?: string,
): Promise<NodeListSearchResult> {
  const page = await googleApiRequest<{ drives?: Array<{ id: string; name: string }>; nextPageToken?: string }>(
    source(ctx ?? this),
    {
      url: `${DRIVE_API}/drives`,
      qs: { q: filter ? `name contains ${quoteQueryValue(filter)}` : undefined, pageToken: paginationToken },
    },
  );
  const results: NodeListSearchItem[] = (page.drives ?? []).map((d) => ({
    name: d.name,
    value: d.id,
    url: `https://drive.google.com/drive/folders/${d.id}`,
  }));
  return { results, paginationToken: page.nextPageToken };
}

/** Shared drives, with "My Drive" first unless the filter rules it out. */
async function driveSearchWithDefault(
  this: NodeMethodContext,
  ctx: NodeMethodContext,
  filter?: string,
  paginationToken?: string,
): Promise<NodeListSearchResult> {
  const drives = await driveSearch.call(this, ctx, filter, paginationToken);
  if (filter && !MY_DRIVE.toLowerCase().includes(filter.toLowerCase())) return drives;
  return {
    ...drives,
    results: [{ name: MY_DRIVE, value: MY_DRIVE, url: 'https://drive.google.com/drive/my-drive' }, ...drives.results],
  };
}

/** The trigger's drive choices: the root, then every shared drive. */
async function getDrives(this: NodeMethodContext, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const drives = await googleApiRequestAll<{ id: string; name: string }>(source(ctx ?? this), 'drives', {
    url: `${DRIVE_API}/drives`,
    qs: { pageSize: 100 },
  });
  return [{ name: 'Root', value: 'root' }, ...drives.map((d) => ({ name: d.name, value: d.id }))];
}

/** Google Drive 3's pickers. */
export const googleDriveMethods: NodeMethods = {
  listSearch: { fileSearch, folderSearch, folderSearchWithDefault, driveSearch, driveSearchWithDefault },
};
/** Google Drive 1–2's pickers. */
export const googleDriveV1Methods: NodeMethods = { listSearch: { fileSearch, folderSearch, driveSearch } };
/** Google Drive Trigger's pickers. */
export const googleDriveTriggerMethods: NodeMethods = {
  listSearch: { fileSearch, folderSearch },
  loadOptions: { getDrives },
};
