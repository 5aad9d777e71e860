/**
 * Microsoft Teams' editor look-ups (list searches of Teams 2, options of Teams 1): teams, channels
 * of the chosen team, chats (named by topic or members), groups, their plans and members, a plan's
 * buckets and labels. Lists are filtered by the typed text and sorted by name.
 */
import type {
  NodeListSearchItem,
  NodeListSearchResult,
  NodeMethodContext,
  NodeMethods,
  NodePropertyOption,
} from '@weft/workflow';
import { teamsClient } from './client.js';

type Entry = Record<string, any>;

const current = (ctx: NodeMethodContext, ...names: string[]) => {
  for (const name of names) {
    const v = ctx.getCurrentNodeParameter(name, { extractValue: true });
    if (v !== undefined && v !== null && v !== '')
      return String(typeof v === 'object' && 'value' in (v as Entry) ? (v as Entry).value : v);
  }
  return '';
};
const list = async (ctx: NodeMethodContext, path: string) =>
  (await teamsClient(ctx).request<{ value?: Entry[] }>('GET', path)).value ?? [];
const sorted = (items: NodeListSearchItem[], filter?: string) =>
  items
    .filter(
      (i) =>
        !filter ||
        i.name.toLowerCase().includes(filter.toLowerCase()) ||
        String(i.value).toLowerCase().includes(filter.toLowerCase()),
    )
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));

const lookups: Record<string, (ctx: NodeMethodContext) => Promise<NodeListSearchItem[]>> = {
  async getTeams(ctx) {
    return (await list(ctx, '/v1.0/me/joinedTeams')).map((t) => ({ name: String(t.displayName), value: String(t.id) }));
  },
  async getChannels(ctx) {
    return (await list(ctx, `/v1.0/teams/${current(ctx, 'teamId')}/channels`)).map((c) => ({
      name: String(c.displayName),
      value: String(c.id),
    }));
  },
  async getChats(ctx) {
    const chats =
      (await teamsClient(ctx).request<{ value?: Entry[] }>('GET', '/v1.0/chats', { qs: { $expand: 'members' } }))
        .value ?? [];
    return chats.map((chat) => {
      const topic =
        chat.topic ||
        ((chat.members ?? []) as Entry[])
          .filter((m) => m.displayName)
          .map((m) => m.displayName)
          .join(', ');
      return {
        name: `${topic || `(no title) - ${chat.id}`} (${chat.chatType})`,
        value: String(chat.id),
        ...(chat.webUrl ? { url: String(chat.webUrl) } : {}),
      };
    });
  },
  async getGroups(ctx) {
    return (await list(ctx, '/v1.0/groups'))
      .filter((g) => g.displayName !== 'All Company' && (g.displayName || g.mail))
      .map((g) => ({ name: String(g.displayName || g.mail), value: String(g.id) }));
  },
  async getPlans(ctx) {
    return (await list(ctx, `/v1.0/groups/${current(ctx, 'groupId', 'updateFields.groupId')}/planner/plans`)).map(
      (p) => ({ name: String(p.title), value: String(p.id) }),
    );
  },
  async getBuckets(ctx) {
    return (await list(ctx, `/v1.0/planner/plans/${current(ctx, 'planId', 'updateFields.planId')}/buckets`)).map(
      (b) => ({ name: String(b.name), value: String(b.id) }),
    );
  },
  async getMembers(ctx) {
    return (await list(ctx, `/v1.0/groups/${current(ctx, 'groupId', 'updateFields.groupId')}/members`)).map((m) => ({
      name: String(m.displayName),
      value: String(m.id),
    }));
  },
};

const search =
  (name: string) =>
  async (ctx: NodeMethodContext, filter?: string): Promise<NodeListSearchResult> => ({
    results: sorted(await lookups[name]!(ctx), filter),
  });
const options =
  (name: string) =>
  async (ctx: NodeMethodContext): Promise<NodePropertyOption[]> =>
    (await lookups[name]!(ctx)).map((i) => ({ name: i.name, value: i.value }));

/** Teams 2's list searches. */
export const teamsV2Methods: NodeMethods = {
  listSearch: Object.fromEntries(Object.keys(lookups).map((name) => [name, search(name)])),
};

/** Teams 1's remote options (the same look-ups, plus a plan's labels). */
export const teamsV1Methods: NodeMethods = {
  loadOptions: {
    ...Object.fromEntries(Object.keys(lookups).map((name) => [name, options(name)])),
    async getLabels(ctx) {
      const details = await teamsClient(ctx).request<{ categoryDescriptions?: Record<string, string | null> }>(
        'GET',
        `/v1.0/planner/plans/${current(ctx, 'planId', 'updateFields.planId')}/details`,
      );
      return Object.entries(details.categoryDescriptions ?? {})
        .filter(([, v]) => v)
        .map(([key, v]) => ({ name: String(v), value: key }));
    },
  },
};
