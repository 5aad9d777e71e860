/**
 * X 2 (API v2, OAuth2): direct messages, list members, tweets (create, delete, like, retweet,
 * search) and users, each answering X's `data` as n8n does. Tweets and lists are named by id or
 * by URL (`https://x.com/<user>/status/<id>`), users by username (an `@` dropped) or id. As in
 * n8n, a direct message to a user named by id looks the id up as a list name first (n8n's own
 * behaviour, kept so recorded workflows behave alike), and Return All of a search reads pages of
 * 10 following `meta.next_token`.
 */
import { DateTime } from 'luxon';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { TWITTER_V2_BASE, twitterV2Request, twitterV2Response } from './api.js';

type Json = Record<string, any>;

interface Locator {
  mode?: string;
  value?: unknown;
}

const v2 = (ctx: ExecuteContext, i: number, method: 'GET' | 'POST' | 'DELETE', path: string, body?: Json, qs?: Json) =>
  twitterV2Request(ctx, { method, url: `${TWITTER_V2_BASE}${path}`, body, qs, itemIndex: i });

/** The id a tweet (or list) locator names: by id, or the last part of an x.com / twitter.com status URL. */
export function locatorId(ctx: ExecuteContext, locator: Locator): string {
  if (locator.mode === 'id') return locator.value as string;
  if (locator.mode === 'url') {
    let id: string | undefined;
    try {
      const url = new URL(String(locator.value));
      const parts = url.pathname.split('/');
      if (
        /(twitter|x).com$/.test(url.hostname) &&
        parts.length === 4 &&
        parts[2] === 'status' &&
        /^\d+$/.test(parts[3]!)
      )
        id = parts[3];
    } catch {
      id = undefined;
    }
    if (id === undefined) throw new NodeOperationError(ctx.getNode(), 'Not a valid tweet url');
    return id;
  }
  throw new NodeOperationError(ctx.getNode(), `The mode ${String(locator.mode)} is not valid!`);
}

const withoutAt = (value: unknown) => String(value ?? '').replace('@', '');

/** The user id of a username locator (n8n's lookup, list names included; see the module's note). */
async function idFromUsername(ctx: ExecuteContext, i: number, locator: Locator): Promise<string> {
  const value = withoutAt(locator.value);
  const hasList = ctx.getNode().parameters.list !== undefined;
  if (locator.mode === 'username' || (locator.mode === 'name' && hasList))
    return ((await v2(ctx, i, 'GET', `/users/by/username/${value}`)) as Json)?.id;
  if (!hasList) return ((await v2(ctx, i, 'GET', `/list/by/name/${value}`)) as Json)?.id;
  throw new NodeOperationError(ctx.getNode(), `The username mode ${String(locator.mode)} is not valid!`);
}

const locator = (ctx: ExecuteContext, name: string, i: number) => ({
  ...((ctx.getNodeParameter(name, i, {}) ?? {}) as Locator),
});

async function me(ctx: ExecuteContext, i: number): Promise<Json> {
  return ((await v2(ctx, i, 'GET', '/users/me')) ?? {}) as Json;
}

const isoOf = (ctx: ExecuteContext, value: unknown) => {
  const parsed = DateTime.fromISO(String(value), { zone: ctx.getTimezone() });
  return parsed.isValid ? parsed.toISO() : null;
};

async function search(ctx: ExecuteContext, i: number): Promise<unknown> {
  const fields = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json;
  const qs: Json = { query: ctx.getNodeParameter('searchText', i, '') };
  if (fields.endTime) qs.end_time = isoOf(ctx, fields.endTime);
  if (fields.sortOrder) qs.sort_order = fields.sortOrder;
  if (fields.startTime) qs.start_time = isoOf(ctx, fields.startTime);
  if (Array.isArray(fields.tweetFieldsObject) && fields.tweetFieldsObject.length > 0)
    qs['tweet.fields'] = fields.tweetFieldsObject.join(',');
  if (!ctx.getNodeParameter('returnAll', i, false)) {
    qs.max_results = ctx.getNodeParameter('limit', i, 50);
    return v2(ctx, i, 'GET', '/tweets/search/recent', undefined, qs);
  }
  qs.max_results = 10;
  const out: unknown[] = [];
  for (let page = 0; page < 10_000; page++) {
    const answer = (await twitterV2Response(ctx, {
      method: 'GET',
      url: `${TWITTER_V2_BASE}/tweets/search/recent`,
      qs: { ...qs },
      itemIndex: i,
    })) as Json;
    qs.next_token = answer?.meta?.next_token;
    out.push(...((answer?.data as unknown[]) ?? [undefined]));
    if (!answer?.meta?.next_token) break;
  }
  return out;
}

async function tweet(ctx: ExecuteContext, i: number, operation: string): Promise<unknown> {
  switch (operation) {
    case 'search':
      return search(ctx, i);
    case 'create': {
      const fields = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json;
      const body: Json = { text: ctx.getNodeParameter('text', i, '') };
      if (fields.location) body.geo = { place_id: fields.location };
      if (fields.attachments) body.media = { media_ids: [fields.attachments] };
      if (fields.inQuoteToStatusId) body.quote_tweet_id = locatorId(ctx, fields.inQuoteToStatusId as Locator);
      if (fields.inReplyToStatusId)
        body.reply = { in_reply_to_tweet_id: locatorId(ctx, fields.inReplyToStatusId as Locator) };
      return v2(ctx, i, 'POST', '/tweets', body);
    }
    case 'delete':
      return v2(ctx, i, 'DELETE', `/tweets/${locatorId(ctx, locator(ctx, 'tweetDeleteId', i))}`);
    case 'like':
    case 'retweet': {
      const tweetId = locatorId(ctx, locator(ctx, 'tweetId', i));
      const user = await me(ctx, i);
      return v2(ctx, i, 'POST', `/users/${String(user.id)}/${operation === 'like' ? 'likes' : 'retweets'}`, {
        tweet_id: tweetId,
      });
    }
    default:
      return undefined;
  }
}

async function user(ctx: ExecuteContext, i: number): Promise<unknown> {
  if (ctx.getNodeParameter('me', i, false)) return v2(ctx, i, 'GET', '/users/me');
  const who = locator(ctx, 'user', i);
  if (who.mode === 'username') return v2(ctx, i, 'GET', `/users/by/username/${withoutAt(who.value)}`);
  if (who.mode === 'id') return v2(ctx, i, 'GET', `/users/${String(who.value)}`);
  return undefined;
}

async function addMember(ctx: ExecuteContext, i: number): Promise<unknown> {
  const who = locator(ctx, 'user', i);
  const userId = who.mode !== 'username' ? locatorId(ctx, who) : await idFromUsername(ctx, i, who);
  const listId = locatorId(ctx, locator(ctx, 'list', i));
  return v2(ctx, i, 'POST', `/lists/${listId}/members`, { user_id: userId });
}

async function directMessage(ctx: ExecuteContext, i: number): Promise<unknown> {
  const recipient = await idFromUsername(ctx, i, locator(ctx, 'user', i));
  const fields = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json;
  const body: Json = { text: ctx.getNodeParameter('text', i, '') };
  if (fields.attachments) body.attachments = [{ media_id: fields.attachments }];
  return v2(ctx, i, 'POST', `/dm_conversations/with/${String(recipient)}/messages`, body);
}

/** Runs X 2 over its input items. */
export async function executeTwitterV2(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'tweet'));
  const operation = String(ctx.getNodeParameter('operation', 0, 'create'));
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      let answer: unknown;
      if (resource === 'user' && operation === 'searchUser') answer = await user(ctx, i);
      else if (resource === 'tweet') answer = await tweet(ctx, i, operation);
      else if (resource === 'list' && operation === 'add') answer = await addMember(ctx, i);
      else if (resource === 'directMessage' && operation === 'create') answer = await directMessage(ctx, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message } });
    }
  }
  return [out];
}
