/**
 * Discord 2: channels, messages and members of a server through the bot (or an OAuth2 connection,
 * whose user must share the server with the bot), and messages through a channel webhook. Items
 * are Discord's objects as it answers them (`options.simplify` keeps n8n's short field lists),
 * `{ success: true }` for calls Discord answers without a body. Send and Wait posts one message with
 * answer link buttons and waits for the answer. Errors name the item; with "Continue On Fail" an
 * item gets `{ error, description }` as in n8n.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { waitForAnswer } from '../shared/send-and-wait/index.js';
import { discordRequest, itemErrorDescription, type DiscordAuthentication } from './api.js';
import { multipartMessage, prepareEmbeds, prepareOptions, sendAndWaitBody } from './message.js';

type Body = Record<string, unknown>;

/** The fields "Simplify" keeps of a message and of a member. */
const MESSAGE_FIELDS = ['id', 'channel_id', 'author', 'content', 'timestamp', 'type'];
const MEMBER_FIELDS = ['user', 'roles', 'permissions'];
/** The largest page Discord answers for messages and members. */
const PAGE = 100;
/** The most pages a "Return All" reads before it stops with an error. */
const MAX_PAGES = 10_000;

const pick = (fields: string[]) => (entry: unknown) => {
  const source = (entry ?? {}) as Body;
  const out: Body = {};
  for (const f of fields) if (source[f] !== undefined) out[f] = source[f];
  return out;
};

interface Run {
  ctx: ExecuteContext;
  auth: DiscordAuthentication;
  guildId: string;
  /** The OAuth2 user's servers (empty for the bot token). */
  userGuilds: Array<{ id?: string }>;
}

function noAccess(ctx: ExecuteContext, guildId: string, itemIndex: number): NodeOperationError {
  return new NodeOperationError(ctx.getNode(), `You do not have access to the guild with the id ${guildId}`, {
    itemIndex,
    description: 'The signed-in Discord user is not a member of this server.',
  });
}

/** OAuth2: the channel must belong to one of the user's servers. */
async function checkChannel(run: Run, channelId: string, itemIndex: number): Promise<void> {
  if (run.auth !== 'oAuth2') return;
  let guild = '';
  try {
    guild = String(
      (
        (await discordRequest(run.ctx, run.auth, {
          method: 'GET',
          endpoint: `/channels/${channelId}`,
          itemIndex,
        })) as Body
      ).guild_id ?? '',
    );
  } catch {
    guild = '';
  }
  if (!guild)
    throw new NodeOperationError(run.ctx.getNode(), `Could not find server for channel with the id ${channelId}`, {
      itemIndex,
    });
  if (!run.userGuilds.some((g) => g.id === guild)) throw noAccess(run.ctx, guild, itemIndex);
}

async function channelOf(run: Run, i: number): Promise<string> {
  const id = String(run.ctx.getNodeParameter('channelId', i, '', { extractValue: true }) ?? '');
  if (!id)
    throw new NodeOperationError(run.ctx.getNode(), 'No channel is given', {
      itemIndex: i,
      description: 'Pick a channel, or give its ID or link.',
    });
  await checkChannel(run, id, i);
  return id;
}

/** Send (and Send and Wait): to the channel, or to a member through a direct-message channel. */
async function sendMessage(
  run: Run,
  body: Body,
  files: Array<{ inputFieldName?: string }>,
  i: number,
): Promise<unknown> {
  const { ctx, auth } = run;
  const sendTo = String(ctx.getNodeParameter('sendTo', i, 'channel'));
  let channelId: string;
  if (sendTo === 'user') {
    const userId = String(ctx.getNodeParameter('userId', i, '', { extractValue: true }) ?? '');
    if (!userId)
      throw new NodeOperationError(ctx.getNode(), 'No user is given', {
        itemIndex: i,
        description: 'Pick the member, or give their user ID.',
      });
    if (auth === 'oAuth2') {
      try {
        await discordRequest(ctx, auth, {
          method: 'GET',
          endpoint: `/guilds/${run.guildId}/members/${userId}`,
          itemIndex: i,
        });
      } catch (error) {
        if ((error as { httpCode?: string | null }).httpCode === '404')
          throw new NodeOperationError(
            ctx.getNode(),
            `User with the id ${userId} is not a member of the selected guild`,
            { itemIndex: i },
          );
        throw error;
      }
    }
    channelId = String(
      (
        (await discordRequest(ctx, auth, {
          method: 'POST',
          endpoint: '/users/@me/channels',
          body: { recipient_id: userId },
          itemIndex: i,
        })) as Body
      ).id ?? '',
    );
    if (!channelId)
      throw new NodeOperationError(ctx.getNode(), 'Could not create a channel to send direct message to', {
        itemIndex: i,
      });
  } else {
    channelId = await channelOf(run, i);
  }
  const endpoint = `/channels/${channelId}/messages`;
  if (files.length)
    return discordRequest(ctx, auth, {
      method: 'POST',
      endpoint,
      body: await multipartMessage(ctx, files, body, i),
      itemIndex: i,
    });
  return discordRequest(ctx, auth, { method: 'POST', endpoint, body, itemIndex: i });
}

/** A fixedCollection's entries: a list as it is, one entry with values as a list of one, else none. */
function entries(values: unknown): Body[] {
  if (Array.isArray(values)) return values as Body[];
  return values && typeof values === 'object' && Object.keys(values).length ? [values as Body] : [];
}

/** The message body of Send and Send (webhook): content, options and embeds. */
function messageBody(
  ctx: ExecuteContext,
  i: number,
  guildId?: string,
): { body: Body; files: Array<{ inputFieldName?: string }> } {
  const body: Body = {
    content: ctx.getNodeParameter('content', i, ''),
    ...prepareOptions({ ...((ctx.getNodeParameter('options', i, {}) ?? {}) as Body) }, guildId),
  };
  const embeds = (ctx.getNodeParameter('embeds', i, {}) as { values?: unknown } | undefined)?.values;
  const list = entries(embeds);
  if (list.length) body.embeds = prepareEmbeds(ctx, list, i);
  const files = entries((ctx.getNodeParameter('files', i, {}) as { values?: unknown } | undefined)?.values) as Array<{
    inputFieldName?: string;
  }>;
  return { body, files };
}

/** Every page of a list Discord pages by an id cursor (`before` for messages, `after` for members). */
async function readAll(
  run: Run,
  endpoint: string,
  qs: Body,
  cursor: 'before' | 'after',
  idOf: (entry: Body) => unknown,
  i: number,
): Promise<unknown[]> {
  const out: unknown[] = [];
  const query: Body = { ...qs, limit: PAGE };
  for (let pages = 0; ; pages++) {
    if (pages >= MAX_PAGES)
      throw new NodeOperationError(
        run.ctx.getNode(),
        `Discord kept answering pages of ${endpoint} after ${MAX_PAGES} pages, so reading stopped`,
        { itemIndex: i },
      );
    const page = (await discordRequest(run.ctx, run.auth, {
      method: 'GET',
      endpoint,
      qs: query,
      itemIndex: i,
    })) as Body[];
    if (!Array.isArray(page) || page.length === 0) return out;
    out.push(...page);
    query[cursor] = idOf(page[page.length - 1]!);
    if (page.length < PAGE) return out;
  }
}

async function itemOperation(run: Run, resource: string, operation: string, i: number): Promise<unknown> {
  const { ctx, auth, guildId } = run;
  const p = <T = unknown>(name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback) as T;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', endpoint: string, body?: Body, qs?: Body) =>
    discordRequest(ctx, auth, { method, endpoint, ...(body ? { body } : {}), ...(qs ? { qs } : {}), itemIndex: i });
  const channelOptions = () => {
    const options = { ...p<Body>('options', {}) };
    if (options.categoryId !== undefined) {
      const category = options.categoryId as { value?: unknown } | string;
      const id = typeof category === 'object' && category ? category.value : category;
      if (id) options.parent_id = id;
      delete options.categoryId;
    }
    return options;
  };
  switch (`${resource}:${operation}`) {
    case 'channel:create':
      return call('POST', `/guilds/${guildId}/channels`, {
        name: p('name'),
        type: p('type', '0'),
        ...channelOptions(),
      });
    case 'channel:get':
      return call('GET', `/channels/${await channelOf(run, i)}`);
    case 'channel:update':
      return call('PATCH', `/channels/${await channelOf(run, i)}`, { name: p('name'), ...channelOptions() });
    case 'channel:deleteChannel':
      return call('DELETE', `/channels/${await channelOf(run, i)}`);
    case 'message:send': {
      const { body, files } = messageBody(ctx, i, guildId);
      return sendMessage(run, body, files, i);
    }
    case 'message:get': {
      const channelId = await channelOf(run, i);
      const message = await call('GET', `/channels/${channelId}/messages/${String(p('messageId', ''))}`);
      return p('options.simplify', false) ? pick(MESSAGE_FIELDS)(message) : message;
    }
    case 'message:getAll': {
      const channelId = await channelOf(run, i);
      const endpoint = `/channels/${channelId}/messages`;
      const list = p('returnAll', false)
        ? await readAll(run, endpoint, {}, 'before', (m) => m.id, i)
        : ((await call('GET', endpoint, undefined, { limit: ctx.getNodeParameter('limit', 0, 100) })) as unknown[]);
      return p('options.simplify', false) ? list.map(pick(MESSAGE_FIELDS)) : list;
    }
    case 'message:react': {
      const channelId = await channelOf(run, i);
      await call(
        'PUT',
        `/channels/${channelId}/messages/${String(p('messageId', ''))}/reactions/${encodeURIComponent(String(p('emoji', '')))}/@me`,
      );
      return { success: true };
    }
    case 'message:deleteMessage': {
      const channelId = await channelOf(run, i);
      await call('DELETE', `/channels/${channelId}/messages/${String(p('messageId', ''))}`);
      return { success: true };
    }
    case 'member:roleAdd':
    case 'member:roleRemove': {
      const userId = String(ctx.getNodeParameter('userId', i, '', { extractValue: true }) ?? '');
      for (const role of p<unknown[]>('role', []) ?? [])
        await call(
          operation === 'roleAdd' ? 'PUT' : 'DELETE',
          `/guilds/${guildId}/members/${userId}/roles/${String(role)}`,
        );
      return { success: true };
    }
    case 'webhook:sendLegacy': {
      const { body, files } = messageBody(ctx, i);
      let qs: Body | undefined;
      if (body.wait) qs = { wait: body.wait };
      delete body.wait;
      if (files.length)
        return discordRequest(ctx, auth, {
          method: 'POST',
          endpoint: '',
          body: await multipartMessage(ctx, files, body, i),
          ...(qs ? { qs } : {}),
          itemIndex: i,
        });
      return call('POST', '', body, qs);
    }
    default:
      throw new NodeOperationError(
        ctx.getNode(),
        `The operation "${operation}" is not known for the resource "${resource}"`,
        { itemIndex: i },
      );
  }
}

/** Operations n8n runs once for the node (item 0), not per item. */
async function onceOperation(run: Run, resource: string): Promise<unknown[]> {
  const { ctx, auth, guildId } = run;
  if (resource === 'channel') {
    let list = (await discordRequest(ctx, auth, {
      method: 'GET',
      endpoint: `/guilds/${guildId}/channels`,
      itemIndex: 0,
    })) as Body[];
    if (!ctx.getNodeParameter('returnAll', 0, false))
      list = list.slice(0, Number(ctx.getNodeParameter('limit', 0, 100)));
    const filter = (ctx.getNodeParameter('options', 0, {}) as { filter?: unknown[] }).filter;
    if (Array.isArray(filter) && filter.length) list = list.filter((c) => filter.map(String).includes(String(c.type)));
    return list;
  }
  const after = String(ctx.getNodeParameter('after', 0, '') ?? '');
  const endpoint = `/guilds/${guildId}/members`;
  const list = ctx.getNodeParameter('returnAll', 0, false)
    ? await readAll(run, endpoint, after ? { after } : {}, 'after', (m) => (m.user as Body | undefined)?.id, 0)
    : ((await discordRequest(ctx, auth, {
        method: 'GET',
        endpoint,
        qs: { limit: ctx.getNodeParameter('limit', 0, 100), ...(after ? { after } : {}) },
        itemIndex: 0,
      })) as unknown[]);
  return ctx.getNodeParameter('options.simplify', 0, false) ? list.map(pick(MEMBER_FIELDS)) : list;
}

/** The item of a failed call under "Continue On Fail": `{ error, description }` as n8n gives it. */
function errorItem(error: unknown, i: number): Item {
  const json: Body = { error: (error as Error).message };
  const description = itemErrorDescription(error);
  if (description !== undefined) {
    try {
      json.description = JSON.parse(description) as unknown;
    } catch {
      json.description = description;
    }
  }
  return { json: json, pairedItem: { item: i } };
}

/** Runs Discord 2 over its items (see the module comment). */
export async function executeDiscordV2(ctx: ExecuteContext): Promise<NodeOutput> {
  const auth = String(ctx.getNodeParameter('authentication', 0, 'botToken')) as DiscordAuthentication;
  const resource = auth === 'webhook' ? 'webhook' : String(ctx.getNodeParameter('resource', 0, 'channel'));
  const operation = String(ctx.getNodeParameter('operation', 0, 'send'));
  const run: Run = { ctx, auth, guildId: '', userGuilds: [] };
  if (resource !== 'webhook') {
    run.guildId = String(ctx.getNodeParameter('guildId', 0, '', { extractValue: true }) ?? '');
    if (!run.guildId)
      throw new NodeOperationError(ctx.getNode(), 'No server is given', {
        itemIndex: 0,
        description: 'Pick the server (guild), or give its ID or link.',
      });
    if (auth === 'oAuth2') {
      run.userGuilds = (await discordRequest(ctx, auth, {
        method: 'GET',
        endpoint: '/users/@me/guilds',
        asUser: true,
        itemIndex: 0,
      })) as Array<{ id?: string }>;
      if (!run.userGuilds.some((g) => g.id === run.guildId)) throw noAccess(ctx, run.guildId, 0);
    }
  }
  if (resource === 'message' && operation === 'sendAndWait') {
    try {
      await sendMessage(run, sendAndWaitBody(ctx), [], 0);
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      return [[errorItem(error, 0)]];
    }
    return waitForAnswer(ctx);
  }
  const out: Item[] = [];
  if ((resource === 'channel' || resource === 'member') && operation === 'getAll') {
    try {
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(await onceOperation(run, resource)), {
          itemData: { item: 0 },
        }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(errorItem(error, 0));
    }
    return [out];
  }
  const items = ctx.getInputData();
  for (let i = 0; i < items.length; i++) {
    try {
      const data = await itemOperation(run, resource, operation, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(data ?? {}), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(errorItem(error, i));
    }
  }
  return [out];
}
