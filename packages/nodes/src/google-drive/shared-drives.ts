/** Shared drive operations (the same in Google Drive 1–2 and 3, apart from the delete operation's name). */
import { randomUUID } from 'node:crypto';
import type { ExecuteContext, Item, JsonObject } from '@weft/workflow';
import { locatorId } from './locators.js';
import { DRIVE_API, type Drive } from './transport.js';

const items = (json: unknown, i: number): Item[] =>
  (Array.isArray(json) ? json : [json]).map((j) => ({ json: (j ?? {}) as JsonObject, pairedItem: { item: i } }));
const options = (ctx: ExecuteContext, i: number) => ({
  ...((ctx.getNodeParameter('options', i, {}) ?? {}) as Record<string, unknown>),
});
const driveUrl = (ctx: ExecuteContext, i: number) =>
  `${DRIVE_API}/drives/${encodeURIComponent(locatorId(ctx.getNodeParameter('driveId', i, '')))}`;

/** The shared drive operations; `delete` answers for both `delete` (1–2) and `deleteDrive` (3). */
export const sharedDriveOperations: Record<string, (ctx: ExecuteContext, drive: Drive, i: number) => Promise<Item[]>> =
  {
    async create(ctx, drive, i) {
      const body = { name: ctx.getNodeParameter('name', i, ''), ...options(ctx, i) };
      return items(
        await drive.request({ method: 'POST', url: `${DRIVE_API}/drives`, qs: { requestId: randomUUID() }, body }),
        i,
      );
    },
    async delete(ctx, drive, i) {
      await drive.request({ method: 'DELETE', url: driveUrl(ctx, i) });
      return items({ success: true }, i);
    },
    async get(ctx, drive, i) {
      return items(await drive.request({ url: driveUrl(ctx, i), qs: options(ctx, i) }), i);
    },
    async list(ctx, drive, i) {
      const qs = options(ctx, i);
      if (ctx.getNodeParameter('returnAll', i, false))
        return items(await drive.requestAll('drives', { url: `${DRIVE_API}/drives`, qs: { pageSize: 100, ...qs } }), i);
      qs.pageSize = ctx.getNodeParameter('limit', i, 100);
      const page = await drive.request<{ drives?: unknown[] }>({ url: `${DRIVE_API}/drives`, qs });
      return items(page.drives ?? [], i);
    },
    async update(ctx, drive, i) {
      return items(await drive.request({ method: 'PATCH', url: driveUrl(ctx, i), body: options(ctx, i) }), i);
    },
  };
