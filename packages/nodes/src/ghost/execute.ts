/**
 * Ghost 1: a site's posts, one call per item, as n8n's node makes them. From the Content API: Get
 * (by id or slug, with the options as query) and Get Many (every page, or the first Limit). From
 * the Admin API: Create (the title and the content as HTML, sent with `source=html`, or as Mobiledoc
 * or Lexical JSON text, checked to be JSON; the additional fields as they are, a publication time
 * read in the workflow's timezone and sent in UTC; a scheduled post needs one), Delete, Get, Get
 * Many and Update (the post's `updated_at` read first, so Ghost accepts the change). As in n8n, the
 * query is shared by the items of a run, lists and the answers' `posts` give an item each, every
 * item is paired with its input, and with Continue On Fail a failed item becomes `{ error: message }`.
 */
import { DateTime } from 'luxon';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { ghostRequest, ghostRequestAll, type GhostSource } from './api.js';

type Json = Record<string, any>;

/** A publication time in UTC (`YYYY-MM-DDTHH:mm:ssZ`), read in `zone` when it names no offset. */
export function ghostUtcTime(value: unknown, zone: string): string {
  const text = String(value);
  let parsed = DateTime.fromISO(text, { zone });
  if (!parsed.isValid) {
    const fallback = new Date(text);
    if (Number.isNaN(fallback.getTime())) return 'Invalid date';
    parsed = DateTime.fromJSDate(fallback);
  }
  return parsed.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss'Z'");
}

const isJson = (text: unknown): boolean => {
  try {
    JSON.parse(text as string);
    return true;
  } catch {
    return false;
  }
};

function invalidContent(ctx: ExecuteContext, i: number): NodeOperationError {
  return new NodeOperationError(ctx.getNode(), 'Content must be a valid JSON', { itemIndex: i });
}

function finishPost(ctx: ExecuteContext, post: Json, i: number): void {
  if (post.published_at) post.published_at = ghostUtcTime(post.published_at, ctx.getTimezone());
  if (post.status === 'scheduled' && post.published_at === undefined)
    throw new NodeOperationError(ctx.getNode(), 'Published at must be define when status is scheduled', {
      itemIndex: i,
    });
}

type Op = (ctx: ExecuteContext, i: number, qs: Json, source: GhostSource) => Promise<unknown>;

const get: Op = async (ctx, i, qs, source) => {
  const by = ctx.getNodeParameter('by', i) as string;
  const identifier = String(ctx.getNodeParameter('identifier', i));
  Object.assign(qs, ctx.getNodeParameter('options', i, {}) as Json);
  const area = source === 'contentApi' ? 'content' : 'admin';
  const endpoint = by === 'slug' ? `/${area}/posts/slug/${identifier}` : `/${area}/posts/${identifier}`;
  return ((await ghostRequest(ctx, source, 'GET', endpoint, {}, qs, i)) as Json)?.posts;
};

const getAll: Op = async (ctx, i, qs, source) => {
  const endpoint = source === 'contentApi' ? '/content/posts' : '/admin/posts';
  const returnAll = ctx.getNodeParameter('returnAll', 0) as boolean;
  Object.assign(qs, ctx.getNodeParameter('options', i, {}) as Json);
  if (returnAll) return ghostRequestAll(ctx, source, 'posts', endpoint, qs, i);
  qs.limit = ctx.getNodeParameter('limit', 0);
  return ((await ghostRequest(ctx, source, 'GET', endpoint, {}, qs, i)) as Json)?.posts;
};

const adminOps: Record<string, Op> = {
  async create(ctx, i, qs) {
    const contentFormat = ctx.getNodeParameter('contentFormat', i) as string;
    const content = ctx.getNodeParameter('content', i);
    const post: Json = { title: ctx.getNodeParameter('title', i) };
    if (contentFormat === 'html') {
      post.html = content;
      qs.source = 'html';
    } else {
      if (!isJson(content)) throw invalidContent(ctx, i);
      post[contentFormat === 'lexical' ? 'lexical' : 'mobiledoc'] = content;
    }
    Object.assign(post, ctx.getNodeParameter('additionalFields', i, {}) as Json);
    finishPost(ctx, post, i);
    return ((await ghostRequest(ctx, 'adminApi', 'POST', '/admin/posts', { posts: [post] }, qs, i)) as Json)?.posts;
  },
  async delete(ctx, i) {
    const postId = String(ctx.getNodeParameter('postId', i));
    return ghostRequest(ctx, 'adminApi', 'DELETE', `/admin/posts/${postId}`, {}, {}, i);
  },
  get,
  getAll,
  async update(ctx, i, qs) {
    const postId = String(ctx.getNodeParameter('postId', i));
    const contentFormat = ctx.getNodeParameter('contentFormat', i) as string;
    const fields = { ...(ctx.getNodeParameter('updateFields', i, {}) as Json) };
    const post: Json = {};
    if (contentFormat === 'html') {
      post.html = fields.content || '';
      qs.source = 'html';
      delete fields.content;
    } else {
      const json = fields.contentJson || undefined;
      if (json === undefined || !isJson(json)) throw invalidContent(ctx, i);
      post[contentFormat === 'lexical' ? 'lexical' : 'mobiledoc'] = fields.contentJson;
      delete fields.contentJson;
    }
    Object.assign(post, fields);
    const current = (await ghostRequest(
      ctx,
      'adminApi',
      'GET',
      `/admin/posts/${postId}`,
      {},
      { fields: 'id, updated_at' },
      i,
    )) as Json;
    finishPost(ctx, post, i);
    post.updated_at = current.posts[0].updated_at;
    return ((await ghostRequest(ctx, 'adminApi', 'PUT', `/admin/posts/${postId}`, { posts: [post] }, qs, i)) as Json)
      ?.posts;
  },
};

const contentOps: Record<string, Op> = { get, getAll };

/** Ghost 1's execute. */
export async function executeGhost(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const source = ctx.getNodeParameter('source', 0) as GhostSource;
  const operation = ctx.getNodeParameter('operation', 0) as string;
  const op = (source === 'contentApi' ? contentOps : source === 'adminApi' ? adminOps : {})[operation];
  const qs: Json = {};
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const answer = op ? await op(ctx, i, qs, source) : undefined;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
