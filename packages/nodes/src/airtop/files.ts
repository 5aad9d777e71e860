/**
 * Airtop's File operations, with n8n's requests and item shapes: list (one item holding the page,
 * or one item a file; "Return All" reads 100 at a time by offset while `hasMore`), get (optionally
 * downloading the file), delete, upload (create the file entry, PUT the bytes to its upload URL,
 * wait until it is available, push it into a session and optionally hand it to a file input) and
 * load (push an uploaded file into a session and a file input). Failures of upload and load come
 * out as operation errors, as in n8n's node.
 */
import { NodeApiError, NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { mimeTypeOf } from '../shared/mime-types.js';
import { airtopRequest, airtopUrl, pollIntervalMs, sleep, waitForSessionEvent } from './api.js';
import { OPERATION_TIMEOUT_MS } from './session.js';
import type { AirtopOperation } from './sessions-windows.js';
import { MESSAGES, requiredMessage, requiredString } from './validate.js';

type Json = Record<string, any>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);

async function allFiles(ctx: ExecuteContext, i: number, sessionIds: string): Promise<Json> {
  const files: unknown[] = [];
  let hasMore = true;
  for (let offset = 0; hasMore; offset += 100) {
    const page = await airtopRequest(ctx, 'GET', '/files', undefined, { offset, limit: 100, sessionIds }, i);
    if (Array.isArray(page?.data?.files)) files.push(...page.data.files);
    hasMore = Boolean(page?.data?.pagination?.hasMore);
  }
  return { data: { files, pagination: { hasMore } } };
}

async function download(ctx: ExecuteContext, url: string): Promise<Uint8Array> {
  const response = await ctx.helpers.httpRequest({ url: airtopUrl(url), method: 'GET', responseType: 'arraybuffer' });
  const body = response.body;
  return body instanceof Uint8Array ? body : Buffer.from(String(body ?? ''));
}

async function waitUntilAvailable(ctx: ExecuteContext, i: number, fileId: string): Promise<void> {
  const start = Date.now();
  for (let status = ''; status !== 'available';) {
    if (Date.now() - start >= OPERATION_TIMEOUT_MS)
      throw new NodeApiError(ctx.getNode(), { message: MESSAGES.TIMEOUT_REACHED, httpCode: 500 }, { itemIndex: i });
    status = (await airtopRequest(ctx, 'GET', `/files/${fileId}`, undefined, undefined, i))?.data?.status;
    await sleep(pollIntervalMs());
  }
}

async function pushToSession(ctx: ExecuteContext, i: number, fileId: string, sessionId: string): Promise<void> {
  await airtopRequest(ctx, 'POST', `/files/${fileId}/push`, { sessionIds: [sessionId] }, undefined, i);
  const event = await waitForSessionEvent(
    ctx,
    sessionId,
    (e) =>
      e.fileId === fileId &&
      e.event === 'file_upload_status' &&
      (e.status === 'available' || e.status === 'upload_failed'),
    OPERATION_TIMEOUT_MS,
    i,
  );
  if (event.status === 'upload_failed')
    throw new NodeApiError(
      ctx.getNode(),
      { message: event.eventData?.error ?? `Upload failed for File ID: ${fileId}`, httpCode: 500 },
      { itemIndex: i },
    );
}

async function triggerFileInput(
  ctx: ExecuteContext,
  i: number,
  request: {
    fileId: string;
    sessionId: string;
    windowId: string;
    elementDescription: string;
    includeHiddenElements: boolean;
  },
): Promise<void> {
  const { fileId, elementDescription, includeHiddenElements } = request;
  await airtopRequest(
    ctx,
    'POST',
    `/sessions/${request.sessionId}/windows/${request.windowId}/file-input`,
    { fileId, elementDescription, includeHiddenElements },
    undefined,
    i,
  );
}

const asOperationError = (ctx: ExecuteContext, error: unknown) =>
  error instanceof NodeOperationError ? error : new NodeOperationError(ctx.getNode(), error as Error);

/** File operations. */
export const fileOperations: Record<string, AirtopOperation> = {
  async deleteFile(ctx, i) {
    const fileId = p(ctx, 'fileId', i, '');
    if (!fileId) throw new NodeOperationError(ctx.getNode(), requiredMessage('File ID'));
    await airtopRequest(ctx, 'DELETE', `/files/${fileId}`, undefined, undefined, i);
    return ctx.helpers.returnJsonArray({ data: { message: 'File deleted successfully' } });
  },
  async get(ctx, i) {
    const fileId = p(ctx, 'fileId', i, '');
    const asBinary = p(ctx, 'outputBinaryFile', i, false);
    if (!fileId) throw new NodeOperationError(ctx.getNode(), requiredMessage('File ID'));
    const response = await airtopRequest(ctx, 'GET', `/files/${fileId}`, undefined, undefined, i);
    const { fileName = '', downloadUrl = '', status = '' } = (response?.data ?? {}) as Json;
    if (asBinary && downloadUrl && status === 'available') {
      const bytes = await download(ctx, downloadUrl);
      return [
        {
          json: { ...response },
          binary: { data: await ctx.helpers.prepareBinaryData(bytes, fileName, mimeTypeOf(fileName)) },
        },
      ];
    }
    return ctx.helpers.returnJsonArray({ ...response });
  },
  async getMany(ctx, i) {
    const returnAll = p(ctx, 'returnAll', i, false);
    const limit = p(ctx, 'limit', i, 10);
    const sessionIds = p(ctx, 'sessionIds', i, '');
    const single = p(ctx, 'outputSingleItem', i, true);
    const response = returnAll
      ? await allFiles(ctx, i, sessionIds)
      : await airtopRequest(ctx, 'GET', '/files', undefined, { sessionIds, limit }, i);
    if (single) return ctx.helpers.returnJsonArray({ ...response });
    const files = Array.isArray(response?.data?.files) ? (response.data.files as Json[]) : [];
    return files.map((json) => ({ json }));
  },
  async load(ctx, i) {
    const fileId = p(ctx, 'fileId', i, '');
    const sessionId = p(ctx, 'sessionId', i, '');
    const windowId = p(ctx, 'windowId', i, '');
    const elementDescription = p(ctx, 'elementDescription', i, '');
    const includeHiddenElements = p(ctx, 'includeHiddenElements', i, false);
    try {
      await pushToSession(ctx, i, fileId, sessionId);
      await triggerFileInput(ctx, i, { fileId, sessionId, windowId, elementDescription, includeHiddenElements });
      return ctx.helpers.returnJsonArray({ sessionId, windowId, data: { message: 'File loaded successfully' } });
    } catch (error) {
      throw asOperationError(ctx, error);
    }
  },
  async upload(ctx, i) {
    const sessionId = requiredString(ctx, i, 'sessionId', 'Session ID');
    const windowId = requiredString(ctx, i, 'windowId', 'Window ID');
    const fileName = p(ctx, 'fileName', i, '');
    const fileType = p(ctx, 'fileType', i, 'customer_upload');
    const source = p(ctx, 'source', i, 'url');
    const url = p(ctx, 'url', i, '');
    const binaryPropertyName = p(ctx, 'binaryPropertyName', i, '');
    const trigger = p(ctx, 'triggerFileInputParameter', i, true);
    const elementDescription = p(ctx, 'elementDescription', i, '');
    const includeHiddenElements = p(ctx, 'includeHiddenElements', i, false);
    try {
      let bytes: Uint8Array;
      if (source === 'url') bytes = await download(ctx, url);
      else if (source === 'binary') bytes = await ctx.helpers.getBinaryDataBuffer(i, binaryPropertyName);
      else
        throw new NodeApiError(ctx.getNode(), {
          message: `Unsupported source type: ${source}. Please use 'url' or 'binary'`,
          httpCode: 500,
        });
      const created = await airtopRequest(ctx, 'POST', '/files', { fileName, fileType }, undefined, i);
      const fileId = created?.data?.id;
      const uploadUrl = created?.data?.uploadUrl;
      if (!fileId || !uploadUrl)
        throw new NodeApiError(ctx.getNode(), {
          message: 'Failed to create file entry: missing file ID or upload URL',
          httpCode: 500,
        });
      await ctx.helpers.httpRequest({
        url: airtopUrl(uploadUrl),
        method: 'PUT',
        body: bytes,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
      await waitUntilAvailable(ctx, i, fileId);
      await pushToSession(ctx, i, fileId, sessionId);
      if (trigger)
        await triggerFileInput(ctx, i, { fileId, sessionId, windowId, elementDescription, includeHiddenElements });
      return ctx.helpers.returnJsonArray({
        sessionId,
        windowId,
        data: { fileId, message: 'File uploaded successfully' },
      });
    } catch (error) {
      throw asOperationError(ctx, error);
    }
  },
};
