/** Gmail 2, label resource: create, delete, get, getAll. */
import type { GmailOperationArgs, GmailOperationResult } from './operation.js';

/** Runs a label operation for one item. */
export async function labelOperation({
  ctx,
  client,
  operation,
  itemIndex: i,
}: GmailOperationArgs): Promise<GmailOperationResult> {
  if (operation === 'create') {
    const body = {
      labelListVisibility: ctx.getNodeParameter('options.labelListVisibility', i, 'labelShow'),
      messageListVisibility: ctx.getNodeParameter('options.messageListVisibility', i, 'show'),
      name: ctx.getNodeParameter('name', i),
    };
    return client.request('POST', '/gmail/v1/users/me/labels', { body, itemIndex: i });
  }
  if (operation === 'delete') {
    await client.request('DELETE', `/gmail/v1/users/me/labels/${String(ctx.getNodeParameter('labelId', i))}`, {
      itemIndex: i,
    });
    return { success: true };
  }
  if (operation === 'get')
    return client.request('GET', `/gmail/v1/users/me/labels/${String(ctx.getNodeParameter('labelId', i))}`, {
      itemIndex: i,
    });
  if (operation === 'getAll') {
    const { labels = [] } = await client.request<{ labels?: unknown[] }>('GET', '/gmail/v1/users/me/labels', {
      itemIndex: i,
    });
    return ctx.getNodeParameter('returnAll', i) ? labels : labels.slice(0, Number(ctx.getNodeParameter('limit', i)));
  }
  return undefined;
}
