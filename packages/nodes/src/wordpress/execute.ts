/**
 * WordPress 1: posts, pages and users through the site's REST API, answered as n8n answers them:
 * each call's JSON (a post, a page, a user, a list of them, or `{ deleted, previous }`) as the
 * items of the input item it was made for. As in n8n, one query object is shared by every item of
 * a run (a query option set for one item stays for the next), Delete of a user deletes the signed-in
 * user (`/users/me`) handing their content to "Reassign", and an error item of Continue On Fail is
 * `{ error: message }`.
 */
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { wordpressRequest, wordpressRequestAll, type WordpressCall } from './api.js';

type Json = Record<string, unknown>;

interface Run {
  ctx: ExecuteContext;
  /** The query shared by every item (n8n's node keeps one for the whole run). */
  qs: Json;
  i: number;
}

const request = (run: Run, call: Omit<WordpressCall, 'itemIndex'>) =>
  wordpressRequest(run.ctx, { ...call, itemIndex: run.i });

/** The fields of a post or page write, in n8n's order, each only when set. */
function contentBody(
  run: Run,
  fields: Json,
  collection: 'additionalFields' | 'updateFields',
  kind: 'post' | 'page',
): Json {
  const body: Json = {};
  const copy = (from: string, to: string) => {
    if (fields[from]) body[to] = fields[from];
  };
  copy('authorId', 'author');
  if (collection === 'updateFields') copy('title', 'title');
  copy('content', 'content');
  copy('slug', 'slug');
  copy('password', 'password');
  copy('status', 'status');
  copy('commentStatus', 'comment_status');
  copy('pingStatus', 'ping_status');
  if (kind === 'post') {
    copy('sticky', 'sticky');
    if (fields.postTemplate)
      body.template = run.ctx.getNodeParameter(`${collection}.postTemplate.values.template`, run.i, '');
    copy('categories', 'categories');
    copy('tags', 'tags');
    copy('format', 'format');
    copy('date', 'date');
  } else {
    if (fields.pageTemplate)
      body.template = run.ctx.getNodeParameter(`${collection}.pageTemplate.values.template`, run.i, '');
    copy('menuOrder', 'menu_order');
    copy('parent', 'parent');
    copy('featuredMediaId', 'featured_media');
  }
  return body;
}

/** Copies the set options to the shared query under WordPress's names. */
function setQuery(qs: Json, options: Json, names: Array<[string, string]>): void {
  for (const [from, to] of names) if (options[from]) qs[to] = options[from];
}

const LIST_OPTIONS: Record<'post' | 'page' | 'user', Array<[string, string]>> = {
  post: [
    ['context', 'context'],
    ['orderBy', 'orderby'],
    ['order', 'order'],
    ['search', 'search'],
    ['before', 'before'],
    ['after', 'after'],
    ['author', 'author'],
    ['categories', 'categories'],
    ['excludedCategories', 'categories_exclude'],
    ['tags', 'tags'],
    ['excludedTags', 'tags_exclude'],
    ['sticky', 'sticky'],
    ['status', 'status'],
  ],
  page: [
    ['context', 'context'],
    ['orderBy', 'orderby'],
    ['order', 'order'],
    ['search', 'search'],
    ['before', 'before'],
    ['after', 'after'],
    ['author', 'author'],
    ['parent', 'parent'],
    ['menuOrder', 'menu_order'],
    ['status', 'status'],
    ['page', 'page'],
  ],
  user: [
    ['context', 'context'],
    ['orderBy', 'orderby'],
    ['order', 'order'],
    ['search', 'search'],
    ['who', 'who'],
  ],
};

/** Get Many: every page (10 a page) or one page of `limit`. */
async function list(run: Run, kind: 'post' | 'page' | 'user'): Promise<unknown> {
  const { ctx, qs, i } = run;
  const returnAll = ctx.getNodeParameter('returnAll', i, false) as boolean;
  setQuery(qs, (ctx.getNodeParameter('options', i, {}) ?? {}) as Json, LIST_OPTIONS[kind]);
  const resource = `/${kind}s`;
  if (returnAll) return wordpressRequestAll(ctx, { method: 'GET', resource, qs, itemIndex: i });
  qs.per_page = ctx.getNodeParameter('limit', i, 10);
  return request(run, { method: 'GET', resource, qs: { ...qs } });
}

async function content(run: Run, kind: 'post' | 'page', operation: string): Promise<unknown> {
  const { ctx, qs, i } = run;
  const idName = kind === 'post' ? 'postId' : 'pageId';
  const collection = `/${kind}s`;
  switch (operation) {
    case 'create': {
      const body: Json = { title: ctx.getNodeParameter('title', i, '') };
      Object.assign(
        body,
        contentBody(run, (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json, 'additionalFields', kind),
      );
      return request(run, { method: 'POST', resource: collection, body });
    }
    case 'update': {
      const id = String(ctx.getNodeParameter(idName, i, ''));
      const body: Json = { id: parseInt(id, 10) };
      Object.assign(
        body,
        contentBody(run, (ctx.getNodeParameter('updateFields', i, {}) ?? {}) as Json, 'updateFields', kind),
      );
      return request(run, { method: 'POST', resource: `${collection}/${id}`, body });
    }
    case 'get': {
      const id = String(ctx.getNodeParameter(idName, i, ''));
      setQuery(qs, (ctx.getNodeParameter('options', i, {}) ?? {}) as Json, [
        ['password', 'password'],
        ['context', 'context'],
      ]);
      return request(run, { method: 'GET', resource: `${collection}/${id}`, qs: { ...qs } });
    }
    case 'getAll':
      return list(run, kind);
    case 'delete': {
      const id = String(ctx.getNodeParameter(idName, i, ''));
      setQuery(qs, (ctx.getNodeParameter('options', i, {}) ?? {}) as Json, [['force', 'force']]);
      return request(run, { method: 'DELETE', resource: `${collection}/${id}`, qs: { ...qs } });
    }
    default:
      return undefined;
  }
}

const USER_FIELDS: Array<[string, string]> = [
  ['name', 'name'],
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['email', 'email'],
  ['password', 'password'],
  ['username', 'username'],
  ['url', 'url'],
  ['description', 'description'],
  ['nickname', 'nickname'],
  ['slug', 'slug'],
];

async function user(run: Run, operation: string): Promise<unknown> {
  const { ctx, qs, i } = run;
  switch (operation) {
    case 'create': {
      const body: Json = {
        name: ctx.getNodeParameter('name', i, ''),
        username: ctx.getNodeParameter('username', i, ''),
        first_name: ctx.getNodeParameter('firstName', i, ''),
        last_name: ctx.getNodeParameter('lastName', i, ''),
        email: ctx.getNodeParameter('email', i, ''),
        password: ctx.getNodeParameter('password', i, ''),
      };
      setQuery(body, (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json, [
        ['url', 'url'],
        ['description', 'description'],
        ['nickname', 'nickname'],
        ['slug', 'slug'],
      ]);
      return request(run, { method: 'POST', resource: '/users', body });
    }
    case 'update': {
      const id = ctx.getNodeParameter('userId', i, '');
      const body: Json = { id };
      setQuery(body, (ctx.getNodeParameter('updateFields', i, {}) ?? {}) as Json, USER_FIELDS);
      return request(run, { method: 'POST', resource: `/users/${String(id)}`, body });
    }
    case 'get': {
      const id = ctx.getNodeParameter('userId', i, '');
      setQuery(qs, (ctx.getNodeParameter('options', i, {}) ?? {}) as Json, [['context', 'context']]);
      return request(run, { method: 'GET', resource: `/users/${String(id)}`, qs: { ...qs } });
    }
    case 'getAll':
      return list(run, 'user');
    case 'delete': {
      qs.reassign = ctx.getNodeParameter('reassign', i, '');
      qs.force = true;
      return request(run, { method: 'DELETE', resource: '/users/me', qs: { ...qs } });
    }
    default:
      return undefined;
  }
}

/** Runs the node over its input items. */
export async function executeWordpress(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'post'));
  const operation = String(ctx.getNodeParameter('operation', 0, 'create'));
  const qs: Json = {};
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const run: Run = { ctx, qs, i };
    try {
      const answer =
        resource === 'user'
          ? await user(run, operation)
          : resource === 'post' || resource === 'page'
            ? await content(run, resource, operation)
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
