/**
 * Slack 1 and 2–2.4: one Web API call (or a paginated read) per item, answered as n8n answers it
 * (most operations the object Slack names — the channel, the file, the user —, lists one item per
 * entry, posts Slack's whole answer; from 2 on with a top-level `ts` renamed `message_timestamp`).
 * Send and Wait (2.x) posts one message with answer buttons and waits for the answer. Version 1's
 * messages are built in `message-v1.ts`.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { waitForAnswer } from '../shared/send-and-wait/index.js';
import { slackRequest, slackRequestAll, type SlackAuthentication, type SlackCall } from './api.js';
import { messageContent, messageTarget, sendAndWaitBody } from './message-v2.js';
import { messageOperationV1 } from './message-v1.js';
import { uploadExternal } from './upload.js';

type Body = Record<string, unknown>;

/** The calls of one item, with n8n 2.x's renaming of a top-level `ts` to `message_timestamp`. */
export function caller(ctx: ExecuteContext, auth: SlackAuthentication, i: number, version: number) {
  const call = async (method: SlackCall['method'], endpoint: string, body?: Body, qs?: Body): Promise<Body> => {
    const answer = await slackRequest(ctx, auth, { method, endpoint, body, qs, itemIndex: i });
    if (version >= 2 && answer.ts !== undefined) {
      const { ts, ...rest } = answer;
      return { ...rest, message_timestamp: ts };
    }
    return answer;
  };
  const all = (property: string, method: SlackCall['method'], endpoint: string, qs: Body = {}) =>
    slackRequestAll(ctx, auth, property, { method, endpoint, qs, itemIndex: i });
  return { call, all };
}

/** A Unix time in seconds of a date parameter (n8n passes fractions through). */
const unixSeconds = (value: unknown) => new Date(String(value)).getTime() / 1000;

async function channelOperation(
  ctx: ExecuteContext,
  auth: SlackAuthentication,
  operation: string,
  i: number,
  version: number,
): Promise<unknown> {
  const { call, all } = caller(ctx, auth, i, version);
  const p = <T = unknown>(name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback) as T;
  const channel = () => String(ctx.getNodeParameter('channelId', i, '', { extractValue: true }) ?? '');
  switch (operation) {
    case 'archive':
    case 'close':
    case 'leave':
    case 'unarchive':
      return call('POST', `conversations.${operation}`, { channel: channel() });
    case 'create': {
      const name = channel();
      if (version < 2) {
        const body: Body = { name };
        if (p<Body>('additionalFields', {}).isPrivate) body.is_private = true;
        return (await call('POST', 'conversations.create', body)).channel;
      }
      return (
        await call('POST', 'conversations.create', {
          name: name.startsWith('#') ? name.slice(1) : name,
          is_private: p('channelVisibility') === 'private',
        })
      ).channel;
    }
    case 'kick':
      return call('POST', 'conversations.kick', { channel: channel(), user: p('userId') });
    case 'join':
      return (await call('POST', 'conversations.join', { channel: channel() })).channel;
    case 'get':
      // n8n sends no include_num_members, whatever "Include Num of Members" says.
      return (await call('POST', 'conversations.info', undefined, { channel: channel() })).channel;
    case 'getAll': {
      const filters = p<Body>('filters', {});
      const qs: Body = {};
      if (Array.isArray(filters.types)) qs.types = filters.types.join(',');
      if (filters.excludeArchived) qs.exclude_archived = true;
      if (p('returnAll', false)) return all('channels', 'GET', 'conversations.list', qs);
      return (await call('GET', 'conversations.list', undefined, { ...qs, limit: p('limit', 50) })).channels;
    }
    case 'history':
    case 'replies': {
      const filters = p<Body>('filters', {});
      const qs: Body = { channel: channel() };
      if (operation === 'replies') qs.ts = String(p('ts') ?? '');
      if (filters.inclusive) qs.inclusive = true;
      if (filters.latest) qs.latest = unixSeconds(filters.latest);
      if (filters.oldest) qs.oldest = unixSeconds(filters.oldest);
      const endpoint = `conversations.${operation}`;
      const messages = (
        p('returnAll', false)
          ? await all('messages', 'GET', endpoint, qs)
          : (await call('GET', endpoint, undefined, { ...qs, limit: p('limit', 50) })).messages
      ) as Body[] | undefined;
      if (operation === 'history' && version >= 2.4 && Array.isArray(messages))
        messages.sort((a, b) => Number(b.ts ?? 0) - Number(a.ts ?? 0));
      return messages;
    }
    case 'invite':
      return (
        await call('POST', 'conversations.invite', {
          channel: channel(),
          users: (p<string[]>('userIds', []) ?? []).join(','),
        })
      ).channel;
    case 'member': {
      // n8n reads Return All and Resolve Data of the first item for every item.
      const returnAll = ctx.getNodeParameter('returnAll', 0, false) as boolean;
      const resolveData = ctx.getNodeParameter('resolveData', 0, false) as boolean;
      const qs: Body = { channel: channel() };
      const ids = (
        returnAll
          ? await all('members', 'GET', 'conversations.members', qs)
          : (((await call('GET', 'conversations.members', undefined, { ...qs, limit: p('limit', 100) }))
              .members as unknown[]) ?? [])
      ) as string[];
      if (!resolveData) return ids.map((member) => ({ member }));
      const users: unknown[] = [];
      for (const member of ids) users.push((await call('GET', 'users.info', undefined, { user: member })).user);
      return users;
    }
    case 'open': {
      const options = p<Body>('options', {});
      const body: Body = {};
      if (options.channelId) body.channel = options.channelId;
      if (options.returnIm) body.return_im = true;
      if (Array.isArray(options.users) && options.users.length) body.users = options.users.join(',');
      return (await call('POST', 'conversations.open', body)).channel;
    }
    case 'rename':
      return (await call('POST', 'conversations.rename', { channel: channel(), name: p('name') })).channel;
    case 'setPurpose':
      return (await call('POST', 'conversations.setPurpose', { channel: channel(), purpose: p('purpose') })).channel;
    case 'setTopic':
      return (await call('POST', 'conversations.setTopic', { channel: channel(), topic: p('topic') })).channel;
    default:
      return unknownOperation(ctx, 'channel', operation, i);
  }
}

async function messageOperation(
  ctx: ExecuteContext,
  auth: SlackAuthentication,
  operation: string,
  i: number,
  version: number,
): Promise<unknown> {
  const { call, all } = caller(ctx, auth, i, version);
  const p = <T = unknown>(name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback) as T;
  switch (operation) {
    case 'post': {
      const select = String(p('select', ''));
      if (select !== 'channel' && select !== 'user')
        throw new NodeOperationError(
          ctx.getNode(),
          'Choose whether the message goes to a channel or a user ("Send Message To")',
          { itemIndex: i },
        );
      const target = messageTarget(ctx, i, select);
      const options = { ...p<Body>('otherOptions', {}) };
      const body: Body = { channel: target, ...messageContent(ctx, i, version) };
      if (auth === 'accessToken' && options.sendAsUser !== '' && options.sendAsUser !== undefined)
        body.username = options.sendAsUser;
      let action = 'postMessage';
      if (options.ephemeral) {
        if (select === 'channel') {
          const user =
            (options.ephemeral as { ephemeralValues?: { user?: { value?: unknown; mode?: string } } }).ephemeralValues
              ?.user ?? {};
          const value = String(user.value ?? '');
          body.user = user.mode === 'username' && !value.startsWith('@') ? `@${value}` : value;
        } else {
          body.user = target;
        }
        action = 'postEphemeral';
      }
      const reply = (
        options.thread_ts as { replyValues?: { thread_ts?: unknown; reply_broadcast?: unknown } } | undefined
      )?.replyValues;
      if (reply?.thread_ts) body.thread_ts = reply.thread_ts;
      if (reply?.reply_broadcast !== undefined) body.reply_broadcast = reply.reply_broadcast;
      const profile = (
        options.botProfile as
          { imageValues?: { profilePhotoType?: string; icon_url?: unknown; icon_emoji?: unknown } } | undefined
      )?.imageValues;
      if (profile)
        Object.assign(
          body,
          profile.profilePhotoType === 'image' ? { icon_url: profile.icon_url } : { icon_emoji: profile.icon_emoji },
        );
      for (const key of ['thread_ts', 'ephemeral', 'botProfile', 'includeLinkToWorkflow', 'sendAsUser'])
        delete options[key];
      Object.assign(body, options);
      if (select === 'user' && action === 'postEphemeral' && (p<{ mode?: string }>('user') ?? {}).mode === 'username') {
        throw new NodeOperationError(ctx.getNode(), 'An ephemeral message cannot go to a user given "By username"', {
          itemIndex: i,
          description: 'Pick the user from the list or give their ID.',
        });
      }
      return call('POST', `chat.${action}`, body);
    }
    case 'update': {
      const body: Body = {
        channel: String(ctx.getNodeParameter('channelId', i, '', { extractValue: true })),
        ts: String(p('ts') ?? ''),
        ...messageContent(ctx, i, version),
        ...p<Body>('updateFields', {}),
      };
      return call('POST', 'chat.update', body);
    }
    case 'delete': {
      const select = String(p('select', ''));
      const channel =
        select === 'user'
          ? messageTarget(ctx, i, 'user')
          : String(ctx.getNodeParameter('channelId', i, '', { extractValue: true }));
      return call('POST', 'chat.delete', { channel, ts: String(p('timestamp') ?? '') });
    }
    case 'getPermalink':
      return call('GET', 'chat.getPermalink', undefined, {
        channel: String(ctx.getNodeParameter('channelId', i, '', { extractValue: true })),
        message_ts: String(p('timestamp') ?? ''),
      });
    case 'search': {
      let query = String(p('query', ''));
      const sort = String(p('sort', 'desc'));
      const channels = (p<Body>('options', {}).searchChannel ?? []) as string[];
      for (const c of channels) query += ` in:${c}`;
      const qs: Body = {
        query,
        sort: sort === 'relevance' ? 'score' : 'timestamp',
        sort_dir: sort === 'asc' ? 'asc' : 'desc',
      };
      if (p('returnAll', false)) return all('messages', 'GET', 'search.messages', qs);
      return (
        (await call('POST', 'search.messages', undefined, { ...qs, count: p('limit', 25) })).messages as
          { matches?: unknown[] } | undefined
      )?.matches;
    }
    default:
      return unknownOperation(ctx, 'message', operation, i);
  }
}

async function otherOperation(
  ctx: ExecuteContext,
  auth: SlackAuthentication,
  resource: string,
  operation: string,
  i: number,
  version: number,
): Promise<unknown> {
  const { call, all } = caller(ctx, auth, i, version);
  const p = <T = unknown>(name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback) as T;
  const v1 = version < 2;
  const rlChannel = () => String(ctx.getNodeParameter('channelId', i, '', { extractValue: true }) ?? '');
  const rlUser = () => String(ctx.getNodeParameter('user', i, '', { extractValue: true }) ?? '');
  const list = async (property: string, endpoint: string, qs: Body, limitKey = 'limit') =>
    p('returnAll', false)
      ? all(property, 'GET', endpoint, qs)
      : (await call('GET', endpoint, undefined, { ...qs, [limitKey]: p('limit', 50) }))[property];
  const key = `${resource}:${operation}`;
  switch (key) {
    case 'reaction:add':
    case 'reaction:remove':
      return call('POST', `reactions.${operation}`, {
        channel: rlChannel(),
        name: p('name'),
        timestamp: String(p('timestamp') ?? ''),
      });
    case 'reaction:get':
      return call('GET', 'reactions.get', undefined, { channel: rlChannel(), timestamp: String(p('timestamp') ?? '') });
    case 'star:add': {
      const options = p<Body>('options', {});
      if (v1) return call('POST', 'stars.add', starBody(options));
      const target = p('target');
      const body: Body = { channel: rlChannel() };
      if (target === 'message') body.timestamp = String(p('timestamp') ?? '');
      if (target === 'file') body.file = p('fileId');
      if (options.fileComment) body.file_comment = options.fileComment;
      return call('POST', 'stars.add', body);
    }
    case 'star:delete':
      return call('POST', 'stars.remove', starBody(p<Body>('options', {})));
    case 'star:getAll':
      return list('items', 'stars.list', {});
    case 'file:upload':
      return v1 ? uploadV1(ctx, auth, i) : uploadV2(ctx, auth, i, version);
    case 'file:getAll': {
      const filters = p<Body>('filters', {});
      const qs: Body = {};
      if (filters.channelId) qs.channel = filters.channelId;
      if (filters.showFilesHidden) qs.show_files_hidden_by_limit = true;
      if (filters.tsFrom) qs.ts_from = filters.tsFrom;
      if (filters.tsTo) qs.ts_to = filters.tsTo;
      if (Array.isArray(filters.types)) qs.types = filters.types.join(',');
      if (filters.userId) qs.user = filters.userId;
      return list('files', 'files.list', qs, 'count');
    }
    case 'file:get':
      return (await call('GET', 'files.info', undefined, { file: p('fileId') })).file;
    case 'user:info':
      return (await call('GET', 'users.info', undefined, { user: rlUser() })).user;
    case 'userProfile:get':
      return (await call('POST', 'users.profile.get', undefined, { ...p<Body>('additionalFields', {}) })).profile;
    case 'userProfile:update':
      return (await call('POST', 'users.profile.set', { profile: profileBodyV1(ctx, i) })).profile;
    case 'user:getAll':
      return list('members', 'users.list', {});
    case 'user:getPresence':
      return call('GET', 'users.getPresence', undefined, { user: rlUser() });
    case 'user:getProfile':
      return (await call('GET', 'users.profile.get', undefined, { user: rlUser() })).profile;
    case 'user:updateProfile':
      return (await call('POST', 'users.profile.set', profileBody(ctx, i))).profile;
    case 'userGroup:create':
      return (
        await call('POST', 'usergroups.create', {
          name: p('name'),
          ...p<Body>(v1 ? 'additionalFields' : 'Options', {}),
        })
      ).usergroup;
    case 'userGroup:enable':
      return (
        await call('POST', 'usergroups.enable', {
          usergroup: p('userGroupId'),
          ...p<Body>(v1 ? 'additionalFields' : 'option', {}),
        })
      ).usergroup;
    case 'userGroup:disable':
      return (
        await call('POST', 'usergroups.disable', {
          usergroup: p('userGroupId'),
          ...p<Body>(v1 ? 'additionalFields' : 'options', {}),
        })
      ).usergroup;
    case 'userGroup:getAll': {
      const groups = ((
        await call('GET', 'usergroups.list', undefined, { ...p<Body>(v1 ? 'additionalFields' : 'options', {}) })
      ).usergroups ?? []) as unknown[];
      return p('returnAll', false) ? groups : groups.slice(0, Number(p('limit', 100)));
    }
    case 'userGroup:update':
      return (await call('POST', 'usergroups.update', { usergroup: p('userGroupId'), ...p<Body>('updateFields', {}) }))
        .usergroup;
    default:
      return unknownOperation(ctx, resource, operation, i);
  }
}

/** The `users.profile.set` body of Update User's Profile (status and custom fields flattened as Slack wants). */
function profileBody(ctx: ExecuteContext, i: number): Body {
  const options = { ...(ctx.getNodeParameter('options', i, {}) as Body) };
  const profile: Body = {};
  const status = (options.status as { set_status?: Body[] } | undefined)?.set_status?.[0];
  if (status) {
    const s = { ...status };
    s.status_expiration =
      s.status_expiration === undefined || s.status_expiration === ''
        ? 0
        : Math.floor(new Date(String(s.status_expiration)).getTime() / 1000);
    Object.assign(profile, s);
  }
  delete options.status;
  const custom = (
    options.customFieldUi as { customFieldValues?: Array<{ id: string; value?: unknown; alt?: unknown }> } | undefined
  )?.customFieldValues;
  delete options.customFieldUi;
  if (custom) options.fields = Object.fromEntries(custom.map((f) => [f.id, { value: f.value, alt: f.alt }]));
  const user = options.user;
  delete options.user;
  Object.assign(profile, options);
  return user ? { profile, user } : { profile };
}

/** Star add (version 1) and delete: the item named by the options. */
function starBody(options: Body): Body {
  const body: Body = {};
  if (options.channelId) body.channel = options.channelId;
  if (options.fileId) body.file = options.fileId;
  if (options.fileComment) body.file_comment = options.fileComment;
  if (options.timestamp) body.timestamp = options.timestamp;
  return body;
}

/** Version 1's `users.profile.set` profile: the fields as they are, the expiration in Unix seconds. */
function profileBodyV1(ctx: ExecuteContext, i: number): Body {
  const profile = { ...(ctx.getNodeParameter('additionalFields', i, {}) as Body) };
  profile.status_expiration =
    profile.status_expiration === undefined || profile.status_expiration === ''
      ? 0
      : Math.floor(new Date(String(profile.status_expiration)).getTime() / 1000);
  const custom = (
    profile.customFieldUi as { customFieldValues?: Array<{ id: string; value?: unknown; alt?: unknown }> } | undefined
  )?.customFieldValues;
  if (custom) profile.fields = Object.fromEntries(custom.map((f) => [f.id, { value: f.value, alt: f.alt }]));
  return profile;
}

/** File → Upload in 1: `files.upload` with the file name option as `filename`. */
async function uploadV1(ctx: ExecuteContext, auth: SlackAuthentication, i: number): Promise<unknown> {
  const options = ctx.getNodeParameter('options', i, {}) as Body;
  const fields: Body = {};
  if (Array.isArray(options.channelIds) && options.channelIds.length) fields.channels = options.channelIds.join(',');
  if (options.fileName) fields.filename = options.fileName;
  if (options.initialComment) fields.initial_comment = options.initialComment;
  if (options.threadTs) fields.thread_ts = options.threadTs;
  if (options.title) fields.title = options.title;
  return legacyUpload(ctx, auth, i, fields, !!ctx.getNodeParameter('binaryData', i, false));
}

/** File → Upload in 2.x: text content or a binary file (2.0/2.1 `files.upload`; 2.2+ the external upload flow). */
async function uploadV2(ctx: ExecuteContext, auth: SlackAuthentication, i: number, version: number): Promise<unknown> {
  const options = ctx.getNodeParameter('options', i, {}) as Body;
  const binary = version > 2.1 || !!ctx.getNodeParameter('binaryData', i, false);
  if (binary && version > 2.1) return uploadExternal(ctx, auth, i, options);
  const fields: Body = {};
  if (Array.isArray(options.channelIds) && options.channelIds.length) fields.channels = options.channelIds.join(',');
  if (options.channelId) fields.channel_id = options.channelId;
  if (options.initialComment) fields.initial_comment = options.initialComment;
  if (options.threadTs) fields.thread_ts = options.threadTs;
  if (options.title) fields.title = options.title;
  return legacyUpload(ctx, auth, i, fields, binary);
}

/** `files.upload` (Slack 1, 2, 2.1): a multipart body with the binary file, or a form with `content`. */
export async function legacyUpload(
  ctx: ExecuteContext,
  auth: SlackAuthentication,
  i: number,
  fields: Body,
  binary: boolean,
): Promise<unknown> {
  if (binary) {
    const property = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
    const data = ctx.getInputData()[i]?.binary?.[property];
    if (!data)
      throw new NodeOperationError(ctx.getNode(), `The item has no binary field "${property}" to upload`, {
        itemIndex: i,
        description: 'Set "File Property" to the binary field that holds the file.',
      });
    const bytes = await ctx.helpers.getBinaryDataBuffer(i, property);
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
    form.append(
      'file',
      new Blob([new Uint8Array(bytes)], { type: data.mimeType || 'application/octet-stream' }),
      data.fileName || 'file',
    );
    return (await slackRequest(ctx, auth, { method: 'POST', endpoint: 'files.upload', body: form, itemIndex: i })).file;
  }
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('content', String(ctx.getNodeParameter('fileContent', i, '') ?? ''));
  return (await slackRequest(ctx, auth, { method: 'POST', endpoint: 'files.upload', body: form, itemIndex: i })).file;
}

function unknownOperation(ctx: ExecuteContext, resource: string, operation: string, i: number): never {
  throw new NodeOperationError(
    ctx.getNode(),
    `The operation "${operation}" is not known for the resource "${resource}"`,
    { itemIndex: i },
  );
}

/** Runs Slack 1 or 2.x over its items (see the module comment). */
export async function executeSlack(ctx: ExecuteContext): Promise<NodeOutput> {
  const auth = String(ctx.getNodeParameter('authentication', 0, 'accessToken')) as SlackAuthentication;
  const resource = String(ctx.getNodeParameter('resource', 0, 'message'));
  const operation = String(ctx.getNodeParameter('operation', 0, 'post'));
  const version = ctx.getNode().typeVersion;
  if (resource === 'message' && operation === 'sendAndWait') {
    await slackRequest(ctx, auth, {
      method: 'POST',
      endpoint: 'chat.postMessage',
      body: sendAndWaitBody(ctx, version),
      itemIndex: 0,
    });
    return waitForAnswer(ctx);
  }
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const data =
        resource === 'channel'
          ? await channelOperation(ctx, auth, operation, i, version)
          : resource === 'message'
            ? version < 2
              ? await messageOperationV1(ctx, auth, operation, i)
              : await messageOperation(ctx, auth, operation, i, version)
            : await otherOperation(ctx, auth, resource, operation, i, version);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(data ?? {}), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
