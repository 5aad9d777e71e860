/**
 * Microsoft OneDrive Trigger's poll: follows the drive's delta link (`/me/drive/root/delta`, from
 * `?token=latest` the first time), keeps what was created (or only updated) since the last check,
 * narrows to the watched file or folder, and outputs simplified or raw drive items. The cursor is
 * n8n's: `LastLink` (the delta link) and `lastTimeChecked` in the node's static data. Run by hand
 * it answers the drive's current delta page.
 */
import type { PollContext, PollResult } from '@weft/workflow';
import { NodeApiError } from '@weft/workflow';
import { GRAPH_BASE } from '../shared/microsoft/index.js';
import { driveClient } from '../microsoft-onedrive/client.js';

type DriveItem = Record<string, any>;

const time = (iso: unknown) => (typeof iso === 'string' ? Date.parse(iso) : Number.NaN);
/** OneDrive links of a file or folder, as n8n's resource locators read them. */
const URL_REGEX: Record<string, RegExp> = {
  fileId: /https:\/\/onedrive.live.com(?:\/.*?(?:&|\?)(?:id=|resid=))(.+?)(?:&.*)/,
  folderId: /https:\/\/onedrive.live.com(?:\/.*id=)(.+)(?:&cid.*)/,
};

/** A resource locator's id (a link's id by n8n's regex), `%21` read as `!`. */
const idParameter = (ctx: PollContext, name: string) => {
  const value = ctx.getNodeParameter(name, '') as unknown;
  let id = value && typeof value === 'object' && 'value' in value ? String(value.value ?? '') : String(value ?? '');
  if (value && typeof value === 'object' && (value as { mode?: unknown }).mode === 'url')
    id = URL_REGEX[name]?.exec(id)?.[1] ?? id;
  return id.replace('%21', '!');
};

/** Polls OneDrive for created or updated files or folders. */
export async function pollOneDrive(ctx: PollContext): Promise<PollResult> {
  const data = ctx.getWorkflowStaticData('node');
  const client = driveClient(ctx);
  const now = new Date();
  const start = typeof data.lastTimeChecked === 'string' ? time(data.lastTimeChecked) : now.getTime();
  const event = String(ctx.getNodeParameter('event', 'fileCreated'));
  const watch = String(ctx.getNodeParameter('watch', 'anyFile'));
  const watchFolder = ctx.getNodeParameter('watchFolder', false) === true;
  const folderChild = ctx.getNodeParameter('options.folderChild', false) === true;
  const updated = event.includes('Updated');
  const kind = event.includes('folder') ? 'folder' : 'file';

  let items: DriveItem[];
  if (ctx.getMode() === 'manual') {
    items = (await client.request<{ value?: DriveItem[] }>('GET', `${GRAPH_BASE}/me/drive/root/delta`)).value ?? [];
  } else {
    items = [];
    let link: string | undefined =
      typeof data.LastLink === 'string' && data.LastLink
        ? data.LastLink
        : `${GRAPH_BASE}/me/drive/root/delta?token=latest`;
    let deltaLink = '';
    while (link) {
      const page: DriveItem = await client.request('GET', link);
      for (const value of (page.value ?? []) as DriveItem[]) {
        const created = time(value.fileSystemInfo?.createdDateTime);
        const modified = time(value.fileSystemInfo?.lastModifiedDateTime);
        if (!value.fileSystemInfo) continue;
        if (!updated && created >= start) items.push(value);
        if (updated && modified >= start && created < start) items.push(value);
      }
      deltaLink = page['@odata.deltaLink'] ?? '';
      link = page['@odata.nextLink'];
    }
    data.LastLink = deltaLink;
  }
  data.lastTimeChecked = now.toISOString();

  if (watch === 'selectedFile') {
    const fileId = idParameter(ctx, 'fileId');
    if (fileId) items = items.filter((i) => i.id === fileId);
  }
  if (!folderChild && (watch === 'oneSelectedFolder' || watch === 'selectedFolder' || watchFolder)) {
    const folderId = idParameter(ctx, 'folderId');
    if (folderId)
      items = items.filter((i) =>
        watch === 'oneSelectedFolder' ? i.id === folderId : i.parentReference?.id === folderId,
      );
  }
  if (folderChild && (watch === 'selectedFolder' || watchFolder)) {
    const folder = await client.request<DriveItem>('GET', `/drive/items/${idParameter(ctx, 'folderId')}`);
    if (!folder.folder) throw new NodeApiError(client.node, { message: 'Item to watch is not a folder' });
    const path = `${folder.parentReference?.path}/${folder.name}`;
    items = items.filter((i) => typeof i.parentReference?.path === 'string' && i.parentReference.path.startsWith(path));
  }
  items = items.filter((i) => i[kind]);
  if (!items.length) return null;
  const out =
    ctx.getNodeParameter('simple', true) === false
      ? items
      : items.map((x) => ({
          id: x.id,
          createdDateTime: x.fileSystemInfo?.createdDateTime,
          lastModifiedDateTime: x.fileSystemInfo?.lastModifiedDateTime,
          name: x.name,
          webUrl: x.webUrl,
          size: x.size,
          path: x.parentReference?.path || '',
          mimeType: x.file?.mimeType || '',
        }));
  return [ctx.helpers.returnJsonArray(out)];
}
