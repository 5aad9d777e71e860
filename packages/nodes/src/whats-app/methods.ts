/**
 * The WhatsApp node's option lists: the business account's phone numbers ("+1 555… - Verified
 * Name", by ID) and its message templates ("name - language", as `name|language`), sorted by name.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { whatsAppRequest } from './api.js';

async function listOf(ctx: NodeMethodContext, what: string): Promise<Array<Record<string, unknown>>> {
  const account = String((await ctx.getCredentials('whatsAppApi')).businessAccountId ?? '');
  const answer = await whatsAppRequest(ctx, { method: 'GET', path: `${account}/${what}` });
  return (answer.data ?? []) as Array<Record<string, unknown>>;
}

const byName = (a: NodePropertyOption, b: NodePropertyOption) => a.name.localeCompare(b.name);

/** The node's `methods`. */
export const whatsAppMethods: NodeMethods = {
  loadOptions: {
    async getPhoneNumbers(ctx): Promise<NodePropertyOption[]> {
      return (await listOf(ctx, 'phone_numbers'))
        .map((n) => ({
          name: `${String(n.display_phone_number ?? '')} - ${String(n.verified_name ?? '')}`,
          value: String(n.id ?? ''),
        }))
        .sort(byName);
    },
    async getTemplates(ctx): Promise<NodePropertyOption[]> {
      return (await listOf(ctx, 'message_templates'))
        .map((t) => ({
          name: `${String(t.name ?? '')} - ${String(t.language ?? '')}`,
          value: `${String(t.name ?? '')}|${String(t.language ?? '')}`,
        }))
        .sort(byName);
    },
  },
};
