/**
 * Media uploads of X 1 (API v1.1's `media/upload.json`): an image goes up whole as base64
 * `media_data`; anything else in the chunked INIT → APPEND (5 MB parts) → FINALIZE sequence,
 * waiting `processing_info.check_after_secs` when X is still processing it. As in n8n, only the
 * first of the named binary fields is uploaded.
 */
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { TWITTER_UPLOAD_URL, twitterV1Request } from './api.js';

/** X's media answer (`media_id_string` is what tweets and messages name). */
export interface TwitterMedia {
  media_id_string?: string;
  processing_info?: { check_after_secs?: number };
  [key: string]: unknown;
}

const CHUNK = 5 * 1024 * 1024;
const MAX_WAIT_S = 60;

/** Uploads the first named binary field of item `i`; answers its media (none for no names). */
export async function uploadAttachments(ctx: ExecuteContext, names: string[], i: number): Promise<TwitterMedia[]> {
  for (const name of names) {
    const binary = requireBinary(ctx, i, name);
    const bytes = Buffer.from(await ctx.helpers.getBinaryDataBuffer(i, name));
    const mimeType = String(binary.mimeType ?? '');
    const isImage = mimeType.includes('image');
    if (isImage && bytes.toString().includes('ANMF')) {
      throw new NodeOperationError(ctx.getNode(), 'Animated .webp images are not supported use .gif instead', {
        itemIndex: i,
      });
    }
    const upload = (form: Record<string, string | number>) =>
      twitterV1Request(ctx, { method: 'POST', url: TWITTER_UPLOAD_URL, form, itemIndex: i }) as Promise<TwitterMedia>;
    if (isImage) return [await upload({ media_data: bytes.toString('base64') })];
    const init = await upload({ command: 'INIT', total_bytes: bytes.byteLength, media_type: mimeType });
    const mediaId = String(init.media_id_string ?? '');
    for (let index = 0, at = 0; at < bytes.length; index++, at += CHUNK) {
      await upload({
        name: String(binary.fileName ?? ''),
        command: 'APPEND',
        media_id: mediaId,
        media_data: bytes.subarray(at, at + CHUNK).toString('base64'),
        segment_index: index,
      });
    }
    const done = await upload({ command: 'FINALIZE', media_id: mediaId });
    const wait = Number(done.processing_info?.check_after_secs ?? 0);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, MAX_WAIT_S) * 1000));
    return [done];
  }
  return [];
}
