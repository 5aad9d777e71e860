/** The Google Docs node's drive and folder choices (loaded through the Drive API). */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { googleApiRequestAll, googleAuthSource } from '../shared/google/index.js';

const source = (ctx: NodeMethodContext) =>
  googleAuthSource(
    ctx,
    String(
      ctx.getCurrentNodeParameter('authentication') ?? (ctx.getNode().typeVersion === 1 ? 'serviceAccount' : 'oAuth2'),
    ),
    'googleDocsOAuth2Api',
  );

/** My Drive, Shared with Me, then every shared drive. */
async function getDrives(this: NodeMethodContext, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const c = ctx ?? this;
  const drives = await googleApiRequestAll<{ id: string; name: string }>(source(c), 'drives', {
    url: 'https://www.googleapis.com/drive/v3/drives',
    qs: { pageSize: 100 },
  });
  return [
    { name: 'My Drive', value: 'myDrive' },
    { name: 'Shared with Me', value: 'sharedWithMe' },
    ...drives.map((d) => ({ name: d.name, value: d.id })),
  ];
}

/** "/" (the drive's root), then the folders at the top of the chosen drive (or shared with the user). */
async function getFolders(this: NodeMethodContext, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const c = ctx ?? this;
  const driveId = String(c.getCurrentNodeParameter('driveId') ?? 'myDrive');
  const q = `mimeType = 'application/vnd.google-apps.folder' ${driveId === 'sharedWithMe' ? 'and sharedWithMe = true' : " and 'root' in parents"}`;
  const qs: Record<string, unknown> = {
    q,
    pageSize: 100,
    ...(driveId && driveId !== 'myDrive' && driveId !== 'sharedWithMe' ? { driveId } : {}),
  };
  const folders = await googleApiRequestAll<{ id: string; name: string }>(source(c), 'files', {
    url: 'https://www.googleapis.com/drive/v3/files',
    qs,
  });
  return [{ name: '/', value: 'default' }, ...folders.map((f) => ({ name: f.name, value: f.id }))];
}

/** Google Docs' option loaders. */
export const googleDocsMethods: NodeMethods = { loadOptions: { getDrives, getFolders } };
