/**
 * X 1 (API v1.1, OAuth 1.0a): direct messages (`direct_messages/events/new.json`, answering the
 * event) and tweets (create through `statuses/update.json` with every field in the query, delete,
 * like, retweet, search), each answer as n8n gives it. As in n8n, search's limit is read from the
 * first item, "Result Type" is sent as `response_type`, and Return All reads pages of 100 while
 * X names `next_results`, asking each next one `since_id` of the last page's `max_id`.
 */
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { TWITTER_V1_BASE, twitterV1Request } from './api.js';
import { uploadAttachments } from './media.js';

type Json = Record<string, any>;

const v1 = (ctx: ExecuteContext, i: number, method: 'GET' | 'POST', path: string, qs?: Json, body?: Json) =>
  twitterV1Request(ctx, { method, url: `${TWITTER_V1_BASE}${path}`, qs, body, itemIndex: i });

const names = (list: unknown) =>
  String(list ?? '')
    .split(',')
    .map((name) => name.trim());

async function directMessage(ctx: ExecuteContext, i: number): Promise<unknown> {
  const fields = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json;
  const messageData: Json = { text: ctx.getNodeParameter('text', i, '') };
  if (fields.attachment) {
    const medias = await uploadAttachments(ctx, names(fields.attachment), i);
    messageData.attachment = { type: 'media', media: { id: medias[0]?.media_id_string } };
  }
  const event = {
    type: 'message_create',
    message_create: { target: { recipient_id: ctx.getNodeParameter('userId', i, '') }, message_data: messageData },
  };
  return ((await v1(ctx, i, 'POST', '/direct_messages/events/new.json', undefined, { event })) as Json | undefined)
    ?.event;
}

async function search(ctx: ExecuteContext, i: number): Promise<unknown> {
  const fields = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json;
  const qs: Json = { q: ctx.getNodeParameter('searchText', i, '') };
  if (fields.includeEntities) qs.include_entities = fields.includeEntities;
  if (fields.resultType) qs.response_type = fields.resultType;
  if (fields.until) qs.until = fields.until;
  if (fields.lang) qs.lang = fields.lang;
  const where = (fields.locationFieldsUi as Json | undefined)?.locationFieldsValues as Json | undefined;
  if (where) qs.geocode = `${where.latitude},${where.longitude},${where.distance}${where.radius}`;
  qs.tweet_mode = fields.tweetMode || 'compat';
  if (ctx.getNodeParameter('returnAll', i, false)) {
    const out: unknown[] = [];
    qs.count = 100;
    for (let page = 0; page < 10_000; page++) {
      const answer = (await v1(ctx, i, 'GET', '/search/tweets.json', { ...qs })) as Json;
      qs.since_id = answer?.search_metadata?.max_id;
      out.push(...((answer?.statuses as unknown[]) ?? []));
      if (!answer?.search_metadata?.next_results) break;
    }
    return out;
  }
  qs.count = ctx.getNodeParameter('limit', 0, 50);
  return ((await v1(ctx, i, 'GET', '/search/tweets.json', qs)) as Json)?.statuses;
}

async function tweet(ctx: ExecuteContext, i: number, operation: string): Promise<unknown> {
  switch (operation) {
    case 'create': {
      const fields = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json;
      const qs: Json = { status: ctx.getNodeParameter('text', i, '') };
      if (fields.inReplyToStatusId) {
        qs.in_reply_to_status_id = fields.inReplyToStatusId;
        qs.auto_populate_reply_metadata = true;
      }
      if (fields.attachments)
        qs.media_ids = (await uploadAttachments(ctx, names(fields.attachments), i))
          .map((m) => m.media_id_string)
          .join(',');
      if (fields.possiblySensitive) qs.possibly_sensitive = fields.possiblySensitive;
      if (fields.displayCoordinates) qs.display_coordinates = fields.displayCoordinates;
      const where = (fields.locationFieldsUi as Json | undefined)?.locationFieldsValues as Json | undefined;
      if (where) {
        qs.lat = parseFloat(where.latitude);
        qs.long = parseFloat(where.longitude);
      }
      return v1(ctx, i, 'POST', '/statuses/update.json', qs);
    }
    case 'delete':
      return v1(ctx, i, 'POST', `/statuses/destroy/${String(ctx.getNodeParameter('tweetId', i, ''))}.json`);
    case 'search':
      return search(ctx, i);
    case 'like': {
      const fields = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json;
      const qs: Json = { id: ctx.getNodeParameter('tweetId', i, '') };
      if (fields.includeEntities) qs.include_entities = fields.includeEntities;
      return v1(ctx, i, 'POST', '/favorites/create.json', qs);
    }
    case 'retweet': {
      const fields = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json;
      const id = ctx.getNodeParameter('tweetId', i, '');
      const qs: Json = { id };
      if (fields.trimUser) qs.trim_user = fields.trimUser;
      return v1(ctx, i, 'POST', `/statuses/retweet/${String(id)}.json`, qs);
    }
    default:
      return undefined;
  }
}

/** Runs X 1 over its input items. */
export async function executeTwitterV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'tweet'));
  const operation = String(ctx.getNodeParameter('operation', 0, 'create'));
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const answer =
        resource === 'directMessage'
          ? operation === 'create'
            ? await directMessage(ctx, i)
            : undefined
          : resource === 'tweet'
            ? await tweet(ctx, i, operation)
            : undefined;
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
