/**
 * The Mattermost node's editor look-ups, as n8n's node reads them: channels (with their team and
 * whether public), a team's channels for the signed-in user, the user's teams and the server's
 * users, each list read page by page, deleted entries left out, sorted by name.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { mattermostRequestAll } from './api.js';

type Json = Record<string, any>;

const all = async (ctx: NodeMethodContext, endpoint: string) =>
  (await mattermostRequestAll(ctx, { method: 'GET', endpoint })) as Json[];
const byName = (options: NodePropertyOption[]) =>
  options.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
const KINDS: Record<string, string> = { D: 'direct', G: 'group', O: 'public', P: 'private' };

/** The Mattermost node's `loadOptions` methods. */
export const mattermostMethods: NodeMethods = {
  loadOptions: {
    async getChannels(ctx) {
      const channels = (await all(ctx, 'channels')).filter((c) => c.delete_at === 0 && c.display_name && c.name);
      return byName(
        channels.map((c) => ({
          name: `${c.team_display_name} - ${c.display_name || c.name} (${c.type === 'O' ? 'public' : 'private'})`,
          value: c.id,
        })),
      );
    },
    async getChannelsInTeam(ctx) {
      const team = ctx.getCurrentNodeParameter('teamId');
      const channels = (await all(ctx, `users/me/teams/${String(team)}/channels`)).filter(
        (c) => c.delete_at === 0 && c.display_name && c.name,
      );
      return byName(channels.map((c) => ({ name: `${c.display_name} (${KINDS[c.type]})`, value: c.id })));
    },
    async getTeams(ctx) {
      const teams = (await all(ctx, 'users/me/teams')).filter((t) => t.delete_at === 0);
      return byName(
        teams.map((t) => ({ name: `${t.display_name} (${t.type === 'O' ? 'public' : 'private'})`, value: t.id })),
      );
    },
    async getUsers(ctx) {
      const users = (await all(ctx, 'users')).filter((u) => u.delete_at === 0);
      return byName(users.map((u) => ({ name: String(u.username), value: u.id })));
    },
  },
};
