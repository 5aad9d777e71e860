/**
 * Downloading a Drive file into an item's binary field: the content of an ordinary file
 * (`alt=media`), or a Google Docs, Sheets, Slides or Drawings file exported in the chosen format.
 */
import type { ExecuteContext, Item } from '@weft/workflow';
import { DRIVE_API, type Drive } from './transport.js';

/** The export formats used when none is chosen, per Google file kind. */
export interface ExportDefaults {
  docs: string;
  slides: string;
  sheets: string;
  drawings: string;
}

/**
 * The item with the file in `binaryProperty` (other binary fields kept): named `fileName` or the
 * Drive name, typed by the answer's content type or the file's MIME type.
 */
export async function downloadInto(
  ctx: ExecuteContext,
  drive: Drive,
  item: Item,
  i: number,
  args: { fileId: string; binaryProperty: string; fileName?: string; defaults: ExportDefaults; legacyQuery?: boolean },
): Promise<Item> {
  const id = encodeURIComponent(args.fileId);
  const all = args.legacyQuery ? {} : { supportsAllDrives: true };
  const file = await drive.request<{ mimeType?: string; name?: string }>({
    url: `${DRIVE_API}/files/${id}`,
    qs: { fields: 'mimeType,name', supportsTeamDrives: true, ...all },
  });
  let response;
  if (file.mimeType?.includes('vnd.google-apps')) {
    const kind = file.mimeType.split('.')[2];
    const key = 'options.googleFileConversion.conversion';
    const format =
      kind === 'document'
        ? ctx.getNodeParameter(`${key}.docsToFormat`, i, args.defaults.docs)
        : kind === 'presentation'
          ? ctx.getNodeParameter(`${key}.slidesToFormat`, i, args.defaults.slides)
          : kind === 'spreadsheet'
            ? ctx.getNodeParameter(`${key}.sheetsToFormat`, i, args.defaults.sheets)
            : ctx.getNodeParameter(`${key}.drawingsToFormat`, i, args.defaults.drawings);
    response = await drive.response({
      url: `${DRIVE_API}/files/${id}/export`,
      qs: { mimeType: String(format), ...all },
      responseType: 'arraybuffer',
    });
  } else {
    response = await drive.response({
      url: `${DRIVE_API}/files/${id}`,
      qs: { alt: 'media', ...all },
      responseType: 'arraybuffer',
    });
  }
  const header = response.headers['content-type'];
  const mimeType = (Array.isArray(header) ? header[0] : header) ?? file.mimeType ?? undefined;
  const bytes =
    response.body instanceof Uint8Array
      ? response.body
      : Buffer.from(typeof response.body === 'string' ? response.body : '');
  const binary = await ctx.helpers.prepareBinaryData(bytes, args.fileName || file.name || undefined, mimeType);
  return {
    json: item.json,
    binary: { ...(item.binary ?? {}), [args.binaryProperty]: binary },
    pairedItem: { item: i },
  };
}
