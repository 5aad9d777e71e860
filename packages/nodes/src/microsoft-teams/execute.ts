/** Microsoft Teams 1, 1.1 and 2: runs the chosen resource and operation for each item (send and wait once). */
import { NodeOperationError, type ExecuteContext, type NodeOutput } from '@weft/workflow';
import { runPerItem } from '../shared/microsoft/index.js';
import { sendAndWaitMessage, SEND_AND_WAIT_ATTRIBUTION, waitForAnswer } from '../shared/send-and-wait/index.js';
import { escapeHtml } from '@weft/workflow';
import { teamsClient } from './client.js';
import { idOf, teamsOperations } from './operations.js';

/** Teams 2's "Send and Wait for Response": one HTML chat message with the answer links, then the wait. */
async function sendAndWait(ctx: ExecuteContext): Promise<NodeOutput> {
  const m = sendAndWaitMessage(ctx);
  const links = m.buttons.map((b) => `<a href="${escapeHtml(b.url)}">${escapeHtml(b.label)}</a>`).join(' ');
  let content = `${escapeHtml(m.message).replace(/\n/g, '<br>')}<br><br>${links}`;
  if (m.appendAttribution) content += `<br><br><em>${SEND_AND_WAIT_ATTRIBUTION}</em>`;
  await teamsClient(ctx).request('POST', `/v1.0/chats/${idOf(ctx, 'chatId', 0)}/messages`, {
    body: { body: { contentType: 'html', content } },
    itemIndex: 0,
  });
  return waitForAnswer(ctx);
}

/** Runs Microsoft Teams. */
export async function executeTeams(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const resource = String(ctx.getNodeParameter('resource', 0, 'channel'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  if (resource === 'chatMessage' && operation === 'sendAndWait') return sendAndWait(ctx);
  const run = teamsOperations[resource]?.[operation];
  if (!run) throw new NodeOperationError(node, `The operation "${operation}" is not supported!`);
  const client = teamsClient(ctx);
  return [await runPerItem(ctx, (itemIndex) => run({ ctx, client, itemIndex, version: node.typeVersion }))];
}
