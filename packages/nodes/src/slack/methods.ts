/**
 * The Slack node's editor look-ups: channel and user lists for the resource locators (searchable,
 * sorted by name), the channel, channel-name and user options, and the workspace's profile fields.
 */
import type { NodeListSearchResult, NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { slackRequest, slackRequestAll, type SlackAuthentication } from './api.js';

interface Named {
  id?: string;
  name?: string;
}

const authOf = (ctx: NodeMethodContext) =>
  String(ctx.getNodeParameter('authentication', 'accessToken')) as SlackAuthentication;
const byName = (a: { name: string }, b: { name: string }) => a.name.toLowerCase().localeCompare(b.name.toLowerCase());
const matches = (filter: string | undefined, name: string, id: string) =>
  !filter || name.toLowerCase().includes(filter.toLowerCase()) || id === filter;

async function channels(ctx: NodeMethodContext): Promise<Named[]> {
  return (await slackRequestAll(ctx, authOf(ctx), 'channels', {
    method: 'GET',
    endpoint: 'conversations.list',
    qs: { types: 'public_channel,private_channel', limit: 1000 },
  })) as Named[];
}

/** The node's `methods`. */
export const slackMethods: NodeMethods = {
  listSearch: {
    async getChannels(ctx, filter, paginationToken): Promise<NodeListSearchResult> {
      const answer = await slackRequest(ctx, authOf(ctx), {
        method: 'GET',
        endpoint: 'conversations.list',
        qs: {
          types: 'public_channel,private_channel',
          limit: 1000,
          ...(paginationToken ? { cursor: paginationToken } : {}),
        },
      });
      const list = ((answer.channels ?? []) as Named[]).map((c) => ({
        name: String(c.name ?? ''),
        value: String(c.id ?? ''),
      }));
      const next = (answer.response_metadata as { next_cursor?: string } | undefined)?.next_cursor;
      return {
        results: list.filter((c) => matches(filter, c.name, c.value)).sort(byName),
        ...(next ? { paginationToken: next } : {}),
      };
    },
    async getUsers(ctx, filter): Promise<NodeListSearchResult> {
      const users = (await slackRequestAll(ctx, authOf(ctx), 'members', {
        method: 'GET',
        endpoint: 'users.list',
      })) as Named[];
      const list = users.map((u) => ({ name: String(u.name ?? ''), value: String(u.id ?? '') }));
      return { results: list.filter((u) => matches(filter, u.name, u.value)).sort(byName) };
    },
  },
  loadOptions: {
    async getUsers(ctx): Promise<NodePropertyOption[]> {
      const users = (await slackRequestAll(ctx, authOf(ctx), 'members', {
        method: 'GET',
        endpoint: 'users.list',
      })) as Named[];
      return users.map((u) => ({ name: String(u.name ?? ''), value: String(u.id ?? '') })).sort(byName);
    },
    async getChannels(ctx): Promise<NodePropertyOption[]> {
      return (await channels(ctx)).map((c) => ({ name: String(c.name ?? ''), value: String(c.id ?? '') })).sort(byName);
    },
    async getChannelsName(ctx): Promise<NodePropertyOption[]> {
      return (await channels(ctx))
        .map((c) => ({ name: String(c.name ?? ''), value: String(c.name ?? '') }))
        .sort(byName);
    },
    async getTeamFields(ctx): Promise<NodePropertyOption[]> {
      const answer = await slackRequest(ctx, authOf(ctx), { method: 'GET', endpoint: 'team.profile.get' });
      const fields = (answer.profile as { fields?: Array<{ id?: string; label?: string }> } | undefined)?.fields ?? [];
      return fields.map((f) => ({ name: String(f.label ?? ''), value: String(f.id ?? '') }));
    },
  },
};
