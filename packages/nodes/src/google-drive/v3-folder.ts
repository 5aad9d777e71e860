/** Google Drive 3's folder operations. */
import type { ExecuteContext, Item, JsonObject } from '@weft/workflow';
import { FOLDER_MIME, locatorId, parentFolder } from './locators.js';
import { ALL_DRIVES, DRIVE_API, type Drive } from './transport.js';
import { share, trashOrDelete } from './v3-file.js';

const one = (json: unknown, i: number): Item[] => [{ json: (json ?? {}) as JsonObject, pairedItem: { item: i } }];

/** folder:create — in the chosen folder (or drive), optionally coloured. */
async function create(ctx: ExecuteContext, drive: Drive, i: number): Promise<Item[]> {
  const name = String(ctx.getNodeParameter('name', i, '') || 'Untitled');
  const parent = parentFolder(
    locatorId(ctx.getNodeParameter('folderId', i, '')),
    locatorId(ctx.getNodeParameter('driveId', i, '')),
  );
  const body: Record<string, unknown> = { name, mimeType: FOLDER_MIME, parents: [parent] };
  const color = ctx.getNodeParameter('options.folderColorRgb', i, '');
  if (color) body.folderColorRgb = color;
  const simplify = ctx.getNodeParameter('options.simplifyOutput', i, true);
  const qs: Record<string, unknown> = { ...ALL_DRIVES };
  if (!simplify) qs.fields = '*';
  return one(await drive.request({ method: 'POST', url: `${DRIVE_API}/files`, qs, body }), i);
}

/** folder:deleteFolder — to the trash, or deleted for good. */
async function deleteFolder(ctx: ExecuteContext, drive: Drive, i: number): Promise<Item[]> {
  const folderId = locatorId(ctx.getNodeParameter('folderNoRootId', i, ''));
  await trashOrDelete(ctx, drive, i, folderId);
  return one({ fileId: folderId, success: true }, i);
}

/** The folder operations by name. */
export const folderOperations: Record<string, (ctx: ExecuteContext, drive: Drive, i: number) => Promise<Item[]>> = {
  create,
  deleteFolder,
  share: (ctx, drive, i) => share(ctx, drive, i, locatorId(ctx.getNodeParameter('folderNoRootId', i, ''))),
};
