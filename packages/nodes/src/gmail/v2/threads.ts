/** Gmail 2, thread resource: get, getAll, delete, reply, trash, untrash, addLabels, removeLabels. */
import { replyToEmail } from '../reply.js';
import { simplifyMessages, SIMPLE_HEADERS } from '../output.js';
import { prepareQuery } from '../query.js';
import type { GmailOperationArgs, GmailOperationResult } from './operation.js';

const ME = '/gmail/v1/users/me';

/** Runs a thread operation for one item. */
export async function threadOperation({
  ctx,
  client,
  operation,
  itemIndex: i,
  nodeVersion,
}: GmailOperationArgs): Promise<GmailOperationResult> {
  const param = (name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback);
  const id = () => String(param('threadId'));
  if (operation === 'delete') {
    await client.request('DELETE', `${ME}/threads/${id()}`, { itemIndex: i });
    return { success: true };
  }
  if (operation === 'get') {
    const options = (param('options', {}) ?? {}) as Record<string, unknown>;
    const simple = Boolean(param('simple', true));
    const qs = simple ? { format: 'metadata', metadataHeaders: SIMPLE_HEADERS } : { format: 'full' };
    const thread = await client.request<{ messages?: Array<Record<string, unknown>> }>('GET', `${ME}/threads/${id()}`, {
      qs,
      itemIndex: i,
    });
    // As n8n, the messages get the simple treatment (labels by name, headers as fields) in both forms.
    const messages = await simplifyMessages(client, thread.messages, i);
    return options.returnOnlyMessages ? messages : { ...thread, messages };
  }
  if (operation === 'getAll') {
    const qs = prepareQuery(ctx.getNode(), (param('filters', {}) ?? {}) as Record<string, unknown>, i);
    if (param('returnAll', false)) return client.requestAll('threads', `${ME}/threads`, qs, i);
    return (
      (
        await client.request<{ threads?: unknown[] }>('GET', `${ME}/threads`, {
          qs: { ...qs, maxResults: param('limit', 50) },
          itemIndex: i,
        })
      ).threads ?? []
    );
  }
  if (operation === 'reply')
    return replyToEmail(
      ctx,
      client,
      String(param('messageId')),
      (param('options', {}) ?? {}) as Record<string, unknown>,
      i,
      nodeVersion,
    );
  if (operation === 'trash') return client.request('POST', `${ME}/threads/${id()}/trash`, { itemIndex: i });
  if (operation === 'untrash') return client.request('POST', `${ME}/threads/${id()}/untrash`, { itemIndex: i });
  if (operation === 'addLabels')
    return client.request('POST', `${ME}/threads/${id()}/modify`, {
      body: { addLabelIds: param('labelIds', []) },
      itemIndex: i,
    });
  if (operation === 'removeLabels')
    return client.request('POST', `${ME}/threads/${id()}/modify`, {
      body: { removeLabelIds: param('labelIds', []) },
      itemIndex: i,
    });
  return undefined;
}
