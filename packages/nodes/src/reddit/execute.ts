/**
 * Reddit 1: posts (create as text or link, delete, get, get many by category, search), post
 * comments (create, get many, delete, reply), the signed-in profile (identity features, blocked
 * users, friends, karma, preferences, saved, trophies), subreddits (about, rules, trending,
 * keyword search, every subreddit) and users (about and their listings), each answer reduced as
 * n8n reduces it. As in n8n, deletes answer `{ success: true }`, search and subreddit limits are
 * read from the first item, and an empty friends or karma list is an error.
 */
import { NodeApiError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { redditListing, redditRequest } from './api.js';

type Json = Record<string, any>;

const param = (ctx: ExecuteContext, name: string, i: number, fallback: unknown = '') =>
  ctx.getNodeParameter(name, i, fallback);

async function post(ctx: ExecuteContext, i: number, operation: string): Promise<unknown> {
  switch (operation) {
    case 'create': {
      const qs: Json = {
        title: param(ctx, 'title', i),
        sr: param(ctx, 'subreddit', i),
        kind: param(ctx, 'kind', i, 'self'),
      };
      if (qs.kind === 'self') qs.text = param(ctx, 'text', i);
      else qs.url = param(ctx, 'url', i);
      if (qs.url) qs.resubmit = param(ctx, 'resubmit', i, false);
      return ((await redditRequest(ctx, 'POST', 'api/submit', qs, i)) as Json)?.json?.data;
    }
    case 'delete':
      await redditRequest(ctx, 'POST', 'api/del', { id: `t3_${String(param(ctx, 'postId', i))}` }, i);
      return { success: true };
    case 'get': {
      const answer = (await redditRequest(
        ctx,
        'GET',
        `r/${String(param(ctx, 'subreddit', i))}/comments/${String(param(ctx, 'postId', i))}.json`,
        {},
        i,
      )) as Json[];
      return answer[0]!.data.children[0].data;
    }
    case 'getAll': {
      const subreddit = String(param(ctx, 'subreddit', i));
      const { category } = (param(ctx, 'filters', i, {}) ?? {}) as Json;
      return redditListing(ctx, i, category ? `r/${subreddit}/${String(category)}.json` : `r/${subreddit}.json`);
    }
    case 'search': {
      const location = param(ctx, 'location', i, 'subreddit');
      const qs: Json = { q: param(ctx, 'keyword', i), restrict_sr: location === 'subreddit' };
      const { sort } = (param(ctx, 'additionalFields', i, {}) ?? {}) as Json;
      if (sort) qs.sort = sort;
      const endpoint = location === 'allReddit' ? 'search.json' : `r/${String(param(ctx, 'subreddit', i))}/search.json`;
      const found = await redditListing(ctx, i, endpoint, qs);
      return param(ctx, 'returnAll', 0, false) ? found : found.splice(0, Number(param(ctx, 'limit', 0, 100)));
    }
    default:
      return undefined;
  }
}

async function postComment(ctx: ExecuteContext, i: number, operation: string): Promise<unknown> {
  switch (operation) {
    case 'create':
    case 'reply': {
      const qs =
        operation === 'create'
          ? { text: param(ctx, 'commentText', i), thing_id: `t3_${String(param(ctx, 'postId', i))}` }
          : { text: param(ctx, 'replyText', i), thing_id: `t1_${String(param(ctx, 'commentId', i))}` };
      return ((await redditRequest(ctx, 'POST', 'api/comment', qs, i)) as Json).json.data.things[0].data;
    }
    case 'getAll':
      return redditListing(
        ctx,
        i,
        `r/${String(param(ctx, 'subreddit', i))}/comments/${String(param(ctx, 'postId', i))}.json`,
      );
    case 'delete':
      await redditRequest(ctx, 'POST', 'api/del', { id: `t1_${String(param(ctx, 'commentId', i))}` }, i);
      return { success: true };
    default:
      return undefined;
  }
}

const PROFILE_ENDPOINTS: Record<string, string> = {
  identity: 'me',
  blockedUsers: 'me/blocked',
  friends: 'me/friends',
  karma: 'me/karma',
  prefs: 'me/prefs',
  trophies: 'me/trophies',
};

async function profile(ctx: ExecuteContext, i: number): Promise<unknown> {
  const details = String(param(ctx, 'details', i, 'identity'));
  if (details === 'saved') {
    const { name } = (await redditRequest(ctx, 'GET', 'api/v1/me', {}, i)) as Json;
    return redditListing(ctx, i, `user/${String(name)}/saved.json`);
  }
  const answer = (await redditRequest(ctx, 'GET', `api/v1/${PROFILE_ENDPOINTS[details]}`, {}, i)) as Json;
  if (details === 'identity') return answer.features;
  if (details === 'friends' || details === 'karma') {
    const list = details === 'friends' ? answer.data.children : answer.data;
    // n8n raises its generic node error for an empty list; the same message keeps Continue On Fail's items alike.
    if (!list.length) {
      throw new NodeApiError(
        ctx.getNode(),
        {
          message: 'There was an unknown issue while executing the node',
          description: `Reddit answered no ${details === 'friends' ? 'friends' : 'karma'} for this account`,
          body: list,
        },
        { itemIndex: i },
      );
    }
    return list;
  }
  if (details === 'trophies') return (answer.data.trophies as Json[]).map((trophy) => trophy.data);
  return answer;
}

async function subreddit(ctx: ExecuteContext, i: number, operation: string): Promise<unknown> {
  if (operation === 'get') {
    const content = String(param(ctx, 'content', i, 'about'));
    const answer = (await redditRequest(
      ctx,
      'GET',
      `r/${String(param(ctx, 'subreddit', i))}/about/${content}.json`,
      {},
      i,
    )) as Json;
    if (content === 'rules') return answer.rules;
    if (content === 'about') return answer.data;
    return answer;
  }
  if (operation !== 'getAll') return undefined;
  const filters = (param(ctx, 'filters', i, {}) ?? {}) as Json;
  const returnAll = param(ctx, 'returnAll', 0, false);
  if (filters.trending) {
    const answer = (await redditRequest(ctx, 'GET', 'api/trending_subreddits.json', {}, i)) as Json;
    const names = (answer.subreddit_names as string[]).map((name) => ({ name }));
    return returnAll ? names : names.splice(0, Number(param(ctx, 'limit', 0, 100)));
  }
  if (filters.keyword) {
    const answer = (await redditRequest(
      ctx,
      'POST',
      'api/search_subreddits.json',
      { query: filters.keyword },
      i,
    )) as Json;
    return returnAll ? answer : (answer.subreddits as unknown[]).splice(0, Number(param(ctx, 'limit', 0, 100)));
  }
  return redditListing(ctx, i, 'r/subreddits.json');
}

async function user(ctx: ExecuteContext, i: number): Promise<unknown> {
  const details = String(param(ctx, 'details', i, 'about'));
  const endpoint = `user/${String(param(ctx, 'username', i))}/${details}.json`;
  if (details === 'about') return ((await redditRequest(ctx, 'GET', endpoint, {}, i)) as Json).data;
  return redditListing(ctx, i, endpoint);
}

/** Runs Reddit 1 over its input items. */
export async function executeReddit(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'post'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  const out: Item[] = [];
  let answer: unknown;
  for (let i = 0; i < items.length; i++) {
    try {
      if (resource === 'post') answer = await post(ctx, i, operation);
      else if (resource === 'postComment') answer = await postComment(ctx, i, operation);
      else if (resource === 'profile' && operation === 'get') answer = await profile(ctx, i);
      else if (resource === 'subreddit') answer = await subreddit(ctx, i, operation);
      else if (resource === 'user' && operation === 'get') answer = await user(ctx, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), { itemData: { item: i } }),
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
