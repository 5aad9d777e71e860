/**
 * Sending file content to Drive: a multipart upload (metadata and content in one request) for
 * files up to {@link RESUMABLE_THRESHOLD}, and a resumable upload in 2 MiB chunks for bigger ones.
 */
import { NodeApiError } from '@weft/workflow';
import { DRIVE_UPLOAD, type Drive } from './transport.js';

/** Files bigger than this go up in chunks (resumable upload). */
export const RESUMABLE_THRESHOLD = 5 * 1024 * 1024;
/** The chunk size of resumable uploads: a multiple of 256 KiB, as Drive requires. */
export const CHUNK_SIZE = 2 * 1024 * 1024;

/** A `multipart/related` body: the JSON metadata, then the content. */
export function multipartBody(
  metadata: Record<string, unknown>,
  data: Uint8Array,
  mimeType: string,
): { body: Buffer; contentType: string } {
  const boundary = `weft-${Math.random().toString(16).slice(2)}${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n--${boundary}\r\nContent-Type: ${mimeType}\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head, 'utf8'),
    Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  return { body, contentType: `multipart/related; boundary=${boundary}` };
}

/** Creates a file with content; answers Drive's answer (at least the new file's `id`). */
export async function uploadNewFile(
  drive: Drive,
  metadata: Record<string, unknown>,
  data: Uint8Array,
  mimeType: string,
  itemIndex: number,
): Promise<Record<string, unknown>> {
  if (data.byteLength <= RESUMABLE_THRESHOLD) {
    const { body, contentType } = multipartBody(metadata, data, mimeType);
    return drive.request({
      method: 'POST',
      url: `${DRIVE_UPLOAD}/files`,
      qs: { uploadType: 'multipart', supportsAllDrives: true },
      body,
      headers: { 'Content-Type': contentType },
    });
  }
  const start = await drive.response({
    method: 'POST',
    url: `${DRIVE_UPLOAD}/files`,
    qs: { uploadType: 'resumable', supportsAllDrives: true },
    body: metadata,
    headers: {
      'Content-Type': 'application/json; charset=UTF-8',
      'X-Upload-Content-Type': mimeType,
      'X-Upload-Content-Length': String(data.byteLength),
    },
  });
  return sendChunks(drive, start, data, itemIndex);
}

/**
 * Creates a file from content alone (`uploadType=media`, as Google Drive 1–2 do; resumable for big
 * files); the name and parents are set afterwards.
 */
export async function uploadMediaOnly(
  drive: Drive,
  data: Uint8Array,
  mimeType: string,
  fields: string,
  itemIndex: number,
): Promise<Record<string, unknown>> {
  if (data.byteLength <= RESUMABLE_THRESHOLD) {
    return drive.request({
      method: 'POST',
      url: `${DRIVE_UPLOAD}/files`,
      qs: { fields, uploadType: 'media' },
      body: Buffer.from(data),
      headers: { 'Content-Type': mimeType },
    });
  }
  const start = await drive.response({
    method: 'POST',
    url: `${DRIVE_UPLOAD}/files`,
    qs: { uploadType: 'resumable' },
    headers: { 'X-Upload-Content-Type': mimeType, 'X-Upload-Content-Length': String(data.byteLength) },
  });
  return sendChunks(drive, start, data, itemIndex);
}

/** Replaces a file's content (`uploadType=media`, or resumable for big files). */
export async function replaceContent(
  drive: Drive,
  fileId: string,
  data: Uint8Array,
  mimeType: string,
  itemIndex: number,
): Promise<Record<string, unknown>> {
  const url = `${DRIVE_UPLOAD}/files/${encodeURIComponent(fileId)}`;
  if (data.byteLength <= RESUMABLE_THRESHOLD) {
    return drive.request({
      method: 'PATCH',
      url,
      qs: { uploadType: 'media', supportsAllDrives: true },
      body: Buffer.from(data),
      headers: { 'Content-Type': mimeType },
    });
  }
  const start = await drive.response({
    method: 'PATCH',
    url,
    qs: { uploadType: 'resumable', supportsAllDrives: true },
    headers: { 'X-Upload-Content-Type': mimeType, 'X-Upload-Content-Length': String(data.byteLength) },
  });
  return sendChunks(drive, start, data, itemIndex);
}

/** Sends the content to a resumable session's URL chunk by chunk; answers the finished file. */
async function sendChunks(
  drive: Drive,
  start: { headers: Record<string, string | string[]> },
  data: Uint8Array,
  itemIndex: number,
): Promise<Record<string, unknown>> {
  const location = start.headers.location;
  const sessionUrl = Array.isArray(location) ? location[0] : location;
  if (!sessionUrl)
    throw new NodeApiError(
      drive.source.node,
      { message: 'Google Drive started no upload session (the answer had no Location header)' },
      { itemIndex },
    );
  const total = data.byteLength;
  let result: Record<string, unknown> = {};
  for (let offset = 0; offset < total; offset += CHUNK_SIZE) {
    const chunk = data.subarray(offset, Math.min(offset + CHUNK_SIZE, total));
    const response = await drive.response({
      method: 'PUT',
      url: sessionUrl,
      body: Buffer.from(chunk),
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Range': `bytes ${offset}-${offset + chunk.byteLength - 1}/${total}`,
      },
    });
    // 308 (Resume Incomplete) asks for the next chunk; the last answers the file.
    if (response.statusCode !== 308 && response.body && typeof response.body === 'object')
      result = response.body as Record<string, unknown>;
  }
  if (typeof result.id !== 'string')
    throw new NodeApiError(
      drive.source.node,
      { message: 'Google Drive did not confirm the upload: the last chunk answered no file' },
      { itemIndex },
    );
  return result;
}
