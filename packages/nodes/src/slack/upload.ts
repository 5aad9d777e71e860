/**
 * Slack 2.2+'s file upload, Slack's external upload flow: `files.getUploadURLExternal` (file name
 * and size) answers an upload URL and a file id, the bytes go to that URL as multipart form data,
 * and `files.completeUploadExternal` shares the file (in a channel or thread, with a comment).
 * The node answers the completed files.
 */
import { NodeApiError, NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { slackRequest, slackToken, type SlackAuthentication } from './api.js';

type Body = Record<string, unknown>;

/** Uploads item `i`'s binary file (see the module comment). */
export async function uploadExternal(
  ctx: ExecuteContext,
  auth: SlackAuthentication,
  i: number,
  options: Body,
): Promise<unknown> {
  const property = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
  const data = ctx.getInputData()[i]?.binary?.[property];
  if (!data)
    throw new NodeOperationError(ctx.getNode(), `The item has no binary field "${property}" to upload`, {
      itemIndex: i,
      description: 'Set "File Property" to the binary field that holds the file.',
    });
  const bytes = await ctx.helpers.getBinaryDataBuffer(i, property);
  const fileName = String(options.fileName || data.fileName || 'file');
  const ticket = await slackRequest(ctx, auth, {
    method: 'GET',
    endpoint: 'files.getUploadURLExternal',
    qs: { filename: fileName, length: bytes.byteLength },
    itemIndex: i,
  });
  const uploadUrl = String(ticket.upload_url ?? '');
  if (!uploadUrl)
    throw new NodeApiError(
      ctx.getNode(),
      { message: 'Slack gave no upload URL for the file', body: ticket },
      { itemIndex: i },
    );
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: data.mimeType || 'application/octet-stream' }),
    data.fileName || fileName,
  );
  const token = await slackToken(ctx, auth, i);
  const sent = await ctx.helpers.httpRequest({
    url: uploadUrl,
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  if (sent.statusCode >= 300) {
    throw new NodeApiError(
      ctx.getNode(),
      {
        message: `Slack refused the file's bytes (HTTP ${sent.statusCode})`,
        httpCode: sent.statusCode,
        body: sent.body,
      },
      { itemIndex: i },
    );
  }
  const body: Body = { files: [{ id: ticket.file_id, title: options.title ? options.title : data.fileName }] };
  if (options.channelId) body.channel_id = options.channelId;
  if (options.initialComment) body.initial_comment = options.initialComment;
  if (options.threadTs) body.thread_ts = options.threadTs;
  return (
    await slackRequest(ctx, auth, { method: 'POST', endpoint: 'files.completeUploadExternal', body, itemIndex: i })
  ).files;
}
