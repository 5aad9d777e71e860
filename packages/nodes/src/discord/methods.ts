/**
 * The Discord node's editor look-ups: the servers, channels (all, text only, categories) and members
 * for its resource locators, and the roles for Add/Remove Role (on Remove, only the member's roles).
 * With OAuth2, servers are those the signed-in user shares with the bot.
 */
import {
  NodeOperationError,
  type NodeListSearchResult,
  type NodeMethodContext,
  type NodeMethods,
  type NodePropertyOption,
} from '@weft/workflow';
import { discordRequest, type DiscordAuthentication, type DiscordCaller } from './api.js';

interface Named {
  id?: string;
  name?: string;
  type?: number;
  managed?: boolean;
  user?: { id?: string; username?: string };
  roles?: string[];
}

const authOf = (ctx: NodeMethodContext) =>
  String(ctx.getNodeParameter('authentication', 'botToken')) as DiscordAuthentication;
const caller = (ctx: NodeMethodContext): DiscordCaller => ctx;
const matches = (filter: string | undefined, name: string, id: string) =>
  !filter || name.toLowerCase().includes(filter.toLowerCase()) || id === filter;

async function get<T>(
  ctx: NodeMethodContext,
  endpoint: string,
  qs?: Record<string, unknown>,
  asUser = false,
): Promise<T> {
  return (await discordRequest(caller(ctx), authOf(ctx), {
    method: 'GET',
    endpoint,
    ...(qs ? { qs } : {}),
    asUser,
  })) as T;
}

/** The chosen server; with OAuth2, only one the user is a member of. */
async function guildOf(ctx: NodeMethodContext): Promise<string> {
  const guildId = String(ctx.getNodeParameter('guildId', '', { extractValue: true }) ?? '');
  if (!guildId) throw new NodeOperationError(ctx.getNode(), 'Choose a server first');
  if (authOf(ctx) === 'oAuth2') {
    const guilds = await get<Named[]>(ctx, '/users/@me/guilds', undefined, true);
    if (!guilds.some((g) => g.id === guildId))
      throw new NodeOperationError(ctx.getNode(), `You do not have access to the guild with the id ${guildId}`);
  }
  return guildId;
}

async function channels(
  ctx: NodeMethodContext,
  keep: (type: number | undefined) => boolean,
  filter?: string,
): Promise<NodeListSearchResult> {
  const guildId = await guildOf(ctx);
  const list = await get<Named[]>(ctx, `/guilds/${guildId}/channels`);
  return {
    results: list
      .filter((c) => keep(c.type))
      .map((c) => ({
        name: String(c.name ?? ''),
        value: String(c.id ?? ''),
        url: `https://discord.com/channels/${guildId}/${String(c.id ?? '')}`,
      }))
      .filter((c) => matches(filter, c.name, c.value)),
  };
}

/** The node's `methods`. */
export const discordMethods: NodeMethods = {
  listSearch: {
    async guildSearch(ctx, filter): Promise<NodeListSearchResult> {
      // Both connections list the servers of the token's owner: the bot's, or the signed-in user's
      // (Discord answers OAuth2 user tokens with the user's servers); OAuth2 keeps those the bot is in.
      let guilds = await get<Named[]>(ctx, '/users/@me/guilds', undefined, authOf(ctx) === 'oAuth2');
      if (authOf(ctx) === 'oAuth2') {
        const bot = await get<Named[]>(ctx, '/users/@me/guilds');
        const ids = new Set(bot.map((g) => g.id));
        guilds = guilds.filter((g) => ids.has(g.id));
      }
      return {
        results: guilds
          .map((g) => ({
            name: String(g.name ?? ''),
            value: String(g.id ?? ''),
            url: `https://discord.com/channels/${String(g.id ?? '')}`,
          }))
          .filter((g) => matches(filter, g.name, g.value)),
      };
    },
    channelSearch: (ctx, filter) => channels(ctx, (type) => type !== 4, filter),
    textChannelSearch: (ctx, filter) => channels(ctx, (type) => type !== 2 && type !== 4, filter),
    categorySearch: (ctx, filter) => channels(ctx, (type) => type === 4, filter),
    async userSearch(ctx, filter, paginationToken): Promise<NodeListSearchResult> {
      const guildId = await guildOf(ctx);
      const limit = 100;
      const members = await get<Named[]>(ctx, `/guilds/${guildId}/members`, {
        limit,
        ...(paginationToken ? { after: paginationToken } : {}),
      });
      const results = members
        .map((m) => ({ name: String(m.user?.username ?? ''), value: String(m.user?.id ?? '') }))
        .filter((u) => matches(filter, u.name, u.value));
      const next = members.length < limit ? undefined : members[members.length - 1]?.user?.id;
      return { results, ...(next ? { paginationToken: next } : {}) };
    },
  },
  loadOptions: {
    async getRoles(ctx): Promise<NodePropertyOption[]> {
      const guildId = await guildOf(ctx);
      let roles = await get<Named[]>(ctx, `/guilds/${guildId}/roles`);
      if (ctx.getNodeParameter('operation') === 'roleRemove') {
        const userId = String(ctx.getNodeParameter('userId', '', { extractValue: true }) ?? '');
        const member = await get<Named>(ctx, `/guilds/${guildId}/members/${userId}`);
        const own = new Set(member.roles ?? []);
        roles = roles.filter((r) => own.has(String(r.id)));
      }
      return roles
        .filter((r) => r.name !== '@everyone' && !r.managed)
        .map((r) => ({ name: String(r.name ?? ''), value: String(r.id ?? '') }));
    },
  },
};
