/**
 * The File resource (Anthropic's Files API): upload from a URL or a binary field (multipart
 * `file`), read one file's metadata, list files (a page up to the limit, or every page by
 * `after_id`) and delete. Each file item carries its `url` under the credential's base URL, which
 * the analyze and message operations accept in place of an upload.
 */
import type { ExecuteContext, Item } from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { anthropicBaseUrl, anthropicRequest, anthropicUrl } from './api.js';

type Json = Record<string, any>;

/** The credential's base URL. */
export async function baseUrlOf(ctx: ExecuteContext): Promise<string> {
  return anthropicBaseUrl(await ctx.getCredentials('anthropicApi'));
}

/** The media type of a `content-type` header, without its parameters. */
export function mediaType(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(';')[0];
}

/** The bytes and media type at a URL (a plain GET, no credential). */
export async function downloadFile(ctx: ExecuteContext, url: string): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const credentials = await ctx.getCredentials('anthropicApi');
  const response = await ctx.helpers.httpRequest({
    url: anthropicUrl(credentials, url),
    method: 'GET',
    responseType: 'arraybuffer',
  });
  const body = response.body;
  const bytes =
    body instanceof Uint8Array
      ? body
      : typeof body === 'string'
        ? Buffer.from(body)
        : Buffer.from(JSON.stringify(body));
  return { bytes, mimeType: mediaType(response.headers['content-type']) ?? 'application/octet-stream' };
}

/** Stores bytes with the Files API; its file object. */
export async function uploadFile(
  ctx: ExecuteContext,
  bytes: Uint8Array,
  mimeType: string | undefined,
  fileName?: string,
): Promise<Json> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], mimeType ? { type: mimeType } : {}), fileName ?? 'file');
  return anthropicRequest(ctx, 'POST', '/v1/files', { body: form });
}

/** A file object as an item, with its URL. */
function fileItem(file: Json, baseUrl: string, i: number): Item {
  return { json: { ...file, url: `${baseUrl}/v1/files/${String(file.id)}` }, pairedItem: { item: i } };
}

/** Upload File. */
export async function uploadOperation(ctx: ExecuteContext, i: number): Promise<Item[]> {
  const inputType = ctx.getNodeParameter('inputType', i, 'url') as string;
  const fileName = ctx.getNodeParameter('options.fileName', i, 'file') as string;
  const baseUrl = await baseUrlOf(ctx);
  let file: Json;
  if (inputType === 'url') {
    const { bytes, mimeType } = await downloadFile(ctx, ctx.getNodeParameter('fileUrl', i, '') as string);
    file = await uploadFile(ctx, bytes, mimeType, fileName);
  } else {
    const field = ctx.getNodeParameter('binaryPropertyName', i, 'data') as string;
    const binary = requireBinary(ctx, i, field);
    const bytes = await ctx.helpers.getBinaryDataBuffer(i, field);
    file = await uploadFile(ctx, bytes, binary.mimeType, fileName);
  }
  return [fileItem(file, baseUrl, i)];
}

/** Get File Metadata. */
export async function getOperation(ctx: ExecuteContext, i: number): Promise<Item[]> {
  const fileId = ctx.getNodeParameter('fileId', i, '') as string;
  const baseUrl = await baseUrlOf(ctx);
  return [fileItem(await anthropicRequest(ctx, 'GET', `/v1/files/${fileId}`), baseUrl, i)];
}

/** List Files. */
export async function listOperation(ctx: ExecuteContext, i: number): Promise<Item[]> {
  const returnAll = ctx.getNodeParameter('returnAll', i, false) as boolean;
  const baseUrl = await baseUrlOf(ctx);
  const files: Json[] = [];
  if (returnAll) {
    let more = true;
    let after: string | undefined;
    while (more) {
      const page = await anthropicRequest(ctx, 'GET', '/v1/files', { qs: { limit: 1000, after_id: after } });
      more = !!page.has_more;
      after = page.last_id as string | undefined;
      files.push(...((page.data ?? []) as Json[]));
    }
  } else {
    const limit = ctx.getNodeParameter('limit', i, 50) as number;
    const page = await anthropicRequest(ctx, 'GET', '/v1/files', { qs: { limit } });
    files.push(...((page.data ?? []) as Json[]));
  }
  return files.map((file) => fileItem(file, baseUrl, i));
}

/** Delete File. */
export async function deleteOperation(ctx: ExecuteContext, i: number): Promise<Item[]> {
  const fileId = ctx.getNodeParameter('fileId', i, '') as string;
  return [{ json: await anthropicRequest(ctx, 'DELETE', `/v1/files/${fileId}`), pairedItem: { item: i } }];
}
