/** The editor's pickers of the Gmail nodes (n8n's loadOptions method names). */
import type { NodeMethodContext, NodePropertyOption } from '@weft/workflow';
import { gmailClient } from './client.js';

const clientOf = (ctx: NodeMethodContext) =>
  gmailClient(ctx, String(ctx.getCurrentNodeParameter('authentication') ?? 'oAuth2'));

/** The mailbox's labels by name (value: the label id). */
export async function getLabels(this: unknown, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const labels = await clientOf(ctx).requestAll<{ id: string; name: string }>('labels', '/gmail/v1/users/me/labels');
  return labels
    .map((l) => ({ name: l.name, value: l.id }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The messages of the chosen thread (`threadId`), each by its snippet. */
export async function getThreadMessages(this: unknown, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const id = String(ctx.getCurrentNodeParameter('threadId') ?? '');
  const { messages = [] } = await clientOf(ctx).request<{ messages?: Array<{ id: string; snippet?: string }> }>(
    'GET',
    `/gmail/v1/users/me/threads/${id}`,
    { qs: { format: 'minimal' } },
  );
  return messages.map((m) => ({ name: m.snippet ?? m.id, value: m.id }));
}

/** The account's send-as addresses, the default one marked. */
export async function getGmailAliases(this: unknown, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const { sendAs = [] } = await clientOf(ctx).request<{ sendAs?: Array<{ sendAsEmail: string; isDefault?: boolean }> }>(
    'GET',
    '/gmail/v1/users/me/settings/sendAs',
  );
  return sendAs.map((a) => ({
    name: a.isDefault ? `${a.sendAsEmail} (Default)` : a.sendAsEmail,
    value: a.sendAsEmail,
  }));
}
