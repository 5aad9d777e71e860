/**
 * A video upload as n8n's YouTube 1 makes it: a resumable session opened with the video's
 * metadata, then the binary data PUT to the session's address in 1 MiB chunks with their
 * `Content-Range` (YouTube answers 308 until the last one, which answers the new video).
 */
import { NodeApiError, type ExecuteContext } from '@weft/workflow';
import { googleUrl } from '../shared/google/index.js';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { collection, YOUTUBE_UPLOAD, type Json, type YouTubeApi } from './api.js';

/** The size of each chunk sent, as n8n's. */
export const UPLOAD_CHUNK_SIZE = 1024 * 1024;

/** The video resource n8n sends with the upload (fields not set are left out by JSON). */
function metadata(title: unknown, categoryId: unknown, options: Json): Json {
  return {
    snippet: {
      title,
      categoryId,
      description: options.description,
      tags: typeof options.tags === 'string' ? options.tags.split(',') : undefined,
      defaultLanguage: options.defaultLanguage,
    },
    status: {
      privacyStatus: options.privacyStatus,
      embeddable: options.embeddable,
      publicStatsViewable: options.publicStatsViewable,
      publishAt: options.publishAt,
      selfDeclaredMadeForKids: options.selfDeclaredMadeForKids,
      license: options.license,
    },
    recordingDetails: { recordingDate: options.recordingDate },
  };
}

/** Uploads item `i`'s video; answers `{ uploadId }` (the new video's ID) with what the session's opening answered. */
export async function uploadVideo(ctx: ExecuteContext, i: number, api: YouTubeApi): Promise<Json> {
  const title = ctx.getNodeParameter('title', i, '');
  const categoryId = ctx.getNodeParameter('categoryId', i, '');
  const options = collection(ctx, 'options', i);
  const property = String(ctx.getNodeParameter('binaryProperty', i, 'data'));
  const binary = requireBinary(ctx, i, property);
  const bytes = await ctx.helpers.getBinaryDataBuffer(i, property);
  const total = bytes.byteLength;

  const session = await api.response({
    method: 'POST',
    url: `${YOUTUBE_UPLOAD}/videos`,
    qs: {
      uploadType: 'resumable',
      part: 'snippet,status,recordingDetails',
      notifySubscribers: options.notifySubscribers ?? false,
    },
    body: metadata(title, categoryId, options),
    headers: { 'X-Upload-Content-Length': String(total), 'X-Upload-Content-Type': binary.mimeType },
  });
  const location = session.headers.location;
  const sessionUrl = Array.isArray(location) ? location[0] : location;
  if (!sessionUrl)
    throw new NodeApiError(
      ctx.getNode(),
      { message: 'YouTube opened no upload session (its answer had no Location header)' },
      { itemIndex: i },
    );

  let uploadId: unknown;
  for (let offset = 0; offset < total; offset += UPLOAD_CHUNK_SIZE) {
    const chunk = bytes.subarray(offset, Math.min(offset + UPLOAD_CHUNK_SIZE, total));
    // The session's address is its own authorisation: the chunks go without the credential, as n8n sends them.
    const response = await ctx.helpers.httpRequest({
      method: 'PUT',
      url: googleUrl(sessionUrl),
      headers: { 'Content-Range': `bytes ${offset}-${offset + chunk.byteLength - 1}/${total}` },
      body: Buffer.from(chunk),
      responseType: 'json',
      ignoreHttpStatusErrors: true,
    });
    if (response.statusCode >= 400) {
      throw new NodeApiError(
        ctx.getNode(),
        {
          message: `YouTube refused the video's bytes (HTTP ${response.statusCode})`,
          httpCode: response.statusCode,
          body: response.body,
        },
        { itemIndex: i },
      );
    }
    if (response.statusCode !== 308) uploadId = (response.body as { id?: unknown } | undefined)?.id;
  }
  const opened = session.body && typeof session.body === 'object' ? (session.body as Json) : {};
  return { uploadId, ...opened };
}
