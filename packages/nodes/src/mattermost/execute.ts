/**
 * Mattermost 1: each resource's operations as calls to Mattermost's REST API v4, answered as n8n's
 * node answers them (the call's JSON: an object, or one item per entry of a list). As in n8n's
 * node: resource and operation are read per item; a message's attachments are reshaped from the
 * editor's collections into Mattermost's (fields and actions as arrays, an action's integration
 * context as an object); a channel's members can be resolved to users (not with "Return All");
 * searches and reactions are cut to the limit after the call; with Continue On Fail an item that
 * fails gives `{ error }` with the error's message (as n8n 1.123 answers it).
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { mattermostRequest, mattermostRequestAll, type MattermostCall } from './api.js';

type Json = Record<string, any>;
type Op = (ctx: ExecuteContext, i: number) => Promise<unknown>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);
const call = (
  ctx: ExecuteContext,
  i: number,
  method: MattermostCall['method'],
  endpoint: string,
  body?: MattermostCall['body'],
  qs?: Json,
) => mattermostRequest(ctx, { method, endpoint, body, qs, itemIndex: i });
const callAll = (ctx: ExecuteContext, i: number, method: MattermostCall['method'], endpoint: string, qs?: Json) =>
  mattermostRequestAll(ctx, { method, endpoint, qs, itemIndex: i });
const snakeCase = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const cut = (answer: unknown, limit: number) => (Array.isArray(answer) && limit ? answer.slice(0, limit) : answer);

/** The editor keeps attachment fields and actions under `item`; Mattermost takes them as arrays. */
export function attachmentsForMattermost(attachments: Json[]): Json[] {
  return attachments.map((source) => {
    const attachment: Json = JSON.parse(JSON.stringify(source));
    if (attachment.fields !== undefined) {
      if (attachment.fields.item !== undefined) attachment.fields = attachment.fields.item;
      else delete attachment.fields;
    }
    if (attachment.actions !== undefined) {
      if (attachment.actions.item !== undefined) attachment.actions = attachment.actions.item;
      else delete attachment.actions;
    }
    for (const action of Array.isArray(attachment.actions) ? (attachment.actions as Json[]) : []) {
      if (action.type === 'button') delete action.type;
      if (action.data_source === 'custom') delete action.data_source;
      if (action.options) action.options = action.options.option;
      if (action.integration?.item !== undefined) {
        action.integration = action.integration.item;
        const properties = action.integration.context?.property;
        if (Array.isArray(properties))
          action.integration.context = Object.fromEntries(properties.map((prop: Json) => [prop.name, prop.value]));
      }
    }
    return attachment;
  });
}

const channel: Record<string, Op> = {
  async addUser(ctx, i) {
    return call(ctx, i, 'POST', `channels/${p(ctx, 'channelId', i)}/members`, { user_id: p(ctx, 'userId', i) });
  },
  async create(ctx, i) {
    const body = {
      team_id: p(ctx, 'teamId', i),
      display_name: p(ctx, 'displayName', i),
      name: p(ctx, 'channel', i),
      type: p(ctx, 'type', i) === 'public' ? 'O' : 'P',
    };
    return call(ctx, i, 'POST', 'channels', body);
  },
  async delete(ctx, i) {
    return call(ctx, i, 'DELETE', `channels/${p(ctx, 'channelId', i)}`);
  },
  async members(ctx, i) {
    const endpoint = `channels/${p(ctx, 'channelId', i)}/members`;
    if (p(ctx, 'returnAll', i)) return callAll(ctx, i, 'GET', endpoint);
    const limit = Number(p(ctx, 'limit', i, 0));
    const qs = { per_page: limit };
    const members = cut(await call(ctx, i, 'GET', endpoint, undefined, qs), limit);
    if (!p(ctx, 'resolveData', i) || !Array.isArray(members)) return members;
    const userIds = (members as Json[]).map((m) => m.user_id);
    return userIds.length > 0 ? call(ctx, i, 'POST', 'users/ids', userIds, qs) : members;
  },
  async restore(ctx, i) {
    return call(ctx, i, 'POST', `channels/${p(ctx, 'channelId', i)}/restore`);
  },
  async search(ctx, i) {
    const answer = await call(ctx, i, 'POST', `teams/${p(ctx, 'teamId', i)}/channels/search`, {
      term: p(ctx, 'term', i),
    });
    // n8n's node reads "Return All" and the limit from the first item.
    return p(ctx, 'returnAll', 0)
      ? answer
      : Array.isArray(answer)
        ? answer.slice(0, Number(p(ctx, 'limit', 0)))
        : answer;
  },
  async statistics(ctx, i) {
    return call(ctx, i, 'GET', `channels/${p(ctx, 'channelId', i)}/stats`);
  },
};

const message: Record<string, Op> = {
  async delete(ctx, i) {
    return call(ctx, i, 'DELETE', `posts/${p(ctx, 'postId', i)}`);
  },
  async post(ctx, i) {
    const body: Json = {
      channel_id: p(ctx, 'channelId', i),
      message: p(ctx, 'message', i),
      props: { attachments: attachmentsForMattermost((p(ctx, 'attachments', i, []) ?? []) as Json[]) },
    };
    Object.assign(body, p(ctx, 'otherOptions', i, {}) ?? {});
    return call(ctx, i, 'POST', 'posts', body);
  },
  async postEphemeral(ctx, i) {
    const body = {
      user_id: p(ctx, 'userId', i),
      post: { channel_id: p(ctx, 'channelId', i), message: p(ctx, 'message', i) },
    };
    return call(ctx, i, 'POST', 'posts/ephemeral', body);
  },
};

const emoji = (ctx: ExecuteContext, i: number) => String(p(ctx, 'emojiName', i)).replace(/:/g, '');

const reaction: Record<string, Op> = {
  async create(ctx, i) {
    const body = {
      user_id: p(ctx, 'userId', i),
      post_id: p(ctx, 'postId', i),
      emoji_name: emoji(ctx, i),
      create_at: Date.now(),
    };
    return call(ctx, i, 'POST', 'reactions', body);
  },
  async delete(ctx, i) {
    return call(
      ctx,
      i,
      'DELETE',
      `users/${p(ctx, 'userId', i)}/posts/${p(ctx, 'postId', i)}/reactions/${emoji(ctx, i)}`,
    );
  },
  async getAll(ctx, i) {
    const answer = await call(ctx, i, 'GET', `posts/${p(ctx, 'postId', i)}/reactions`);
    if (answer === null || answer === undefined) return [];
    // n8n's node reads the limit from the first item (hidden, so none, when "Return All" is on).
    const limit = p(ctx, 'returnAll', 0, true) ? 0 : Number(p(ctx, 'limit', 0, 0));
    return cut(answer, limit);
  },
};

const SORTS_IN_TEAM = ['last_activity_at', 'created_at', 'username'];
const SORTS_IN_CHANNEL = ['status', 'username'];

const user: Record<string, Op> = {
  async create(ctx, i) {
    const authService = p(ctx, 'authService', i);
    const body: Json = {
      auth_service: authService,
      username: p(ctx, 'username', i),
      ...(p(ctx, 'additionalFields', i, {}) ?? {}),
    };
    if (body.notificationUi) body.notify_props = body.notificationUi.notificationValues;
    if (authService === 'email') {
      body.email = p(ctx, 'email', i);
      body.password = p(ctx, 'password', i);
    } else body.auth_data = p(ctx, 'authData', i);
    return call(ctx, i, 'POST', 'users', body);
  },
  async deactive(ctx, i) {
    return call(ctx, i, 'DELETE', `users/${p(ctx, 'userId', i)}`);
  },
  async getByEmail(ctx, i) {
    return call(ctx, i, 'GET', `users/email/${p(ctx, 'email', i)}`);
  },
  async getById(ctx, i) {
    const fields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
    const qs: Json = {};
    if (fields.since) qs.since = new Date(fields.since).getTime();
    return call(ctx, i, 'POST', 'users/ids', String(p(ctx, 'userIds', i)).split(','), qs);
  },
  async getAll(ctx, i) {
    const fields = (p(ctx, 'additionalFields', i, {}) ?? {}) as Json;
    const qs: Json = {};
    if (fields.inTeam) qs.in_team = fields.inTeam;
    if (fields.notInTeam) qs.not_in_team = fields.notInTeam;
    if (fields.inChannel) qs.in_channel = fields.inChannel;
    if (fields.notInChannel) qs.not_in_channel = fields.notInChannel;
    if (fields.sort) {
      const sort = snakeCase(String(fields.sort));
      qs.sort = sort;
      const refuse = (text: string): never => {
        throw new NodeOperationError(ctx.getNode(), text, { itemIndex: i });
      };
      if (fields.inTeam === undefined && fields.inChannel === undefined)
        refuse("When sort is defined either 'in team' or 'in channel' must be defined");
      if (fields.inTeam !== undefined && !SORTS_IN_TEAM.includes(sort))
        refuse(`When In Team is set the only valid values for sorting are ${SORTS_IN_TEAM.join(',')}`);
      if (fields.inChannel !== undefined && !SORTS_IN_CHANNEL.includes(sort))
        refuse(`When In Channel is set the only valid values for sorting are ${SORTS_IN_CHANNEL.join(',')}`);
      if (fields.inChannel === '' && fields.sort !== 'username')
        refuse('When sort is different than username In Channel must be set');
      if (fields.inTeam === '' && fields.sort !== 'username')
        refuse('When sort is different than username In Team must be set');
      if (fields.sort === 'username') qs.sort = '';
    }
    if (p(ctx, 'returnAll', i)) return callAll(ctx, i, 'GET', 'users', qs);
    qs.per_page = p(ctx, 'limit', i);
    return call(ctx, i, 'GET', 'users', undefined, qs);
  },
  async invite(ctx, i) {
    return call(ctx, i, 'POST', `teams/${p(ctx, 'teamId', i)}/invite/email`, String(p(ctx, 'emails', i)).split(','));
  },
};

const RESOURCES: Record<string, Record<string, Op>> = { channel, message, reaction, user };

/** Runs Mattermost 1 over the input items. */
export async function executeMattermost(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const resource = String(p(ctx, 'resource', i, 'message'));
      let operation = String(p(ctx, 'operation', i));
      if (operation === 'del') operation = 'delete';
      else if (operation === 'desactive') operation = 'deactive';
      const op = RESOURCES[resource]?.[operation];
      if (!op)
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`, {
          itemIndex: i,
        });
      const answer = await op(ctx, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? {}), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: (error as Error).message }), {
          itemData: { item: i },
        }),
      );
    }
  }
  return [out];
}
