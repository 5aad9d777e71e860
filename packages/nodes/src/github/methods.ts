/**
 * The GitHub node's and trigger's editor look-ups (list searches, 100 a page): owners (GitHub's user
 * search for the typed text), repositories of the chosen owner (repository search, forks included),
 * Actions workflows of the chosen repository, and its branches and tags (Ref of GitHub 1.1). A
 * refused search answers an empty list, as n8n's does, except the refs look-up.
 */
import type { NodeListSearchItem, NodeListSearchResult, NodeMethodContext, NodeMethods } from '@weft/workflow';
import { githubRequest, type GithubAuthentication } from './api.js';

type Entry = Record<string, any>;

const PER_PAGE = 100;

const auth = (ctx: NodeMethodContext): GithubAuthentication =>
  ctx.getNodeParameter('authentication', 'accessToken') === 'oAuth2' ? 'oAuth2' : 'accessToken';
const current = (ctx: NodeMethodContext, name: string) =>
  String(ctx.getCurrentNodeParameter(name, { extractValue: true }) ?? '');
const pageOf = (token?: string) => (token ? Number(token) || 1 : 1);

/** A search (`/search/users`, `/search/repositories`) page; a refusal is an empty page. */
async function search(
  ctx: NodeMethodContext,
  endpoint: string,
  q: string,
  page: number,
): Promise<{ items: Entry[]; total_count: number }> {
  try {
    const answer = (await githubRequest(ctx, auth(ctx), {
      method: 'GET',
      endpoint,
      qs: { q, page, per_page: PER_PAGE },
    })) as Entry;
    return { items: Array.isArray(answer?.items) ? answer.items : [], total_count: Number(answer?.total_count ?? 0) };
  } catch {
    return { items: [], total_count: 0 };
  }
}

const next = (page: number, total: number) => (page * PER_PAGE < total ? page + 1 : undefined);

/** `getUsers`, `getRepositories`, `getWorkflows` and `getRefs`. */
export const githubMethods: NodeMethods = {
  listSearch: {
    async getUsers(ctx, filter, token): Promise<NodeListSearchResult> {
      const page = pageOf(token);
      const answer = await search(ctx, '/search/users', filter ?? '', page);
      return {
        results: answer.items.map((u) => ({ name: String(u.login), value: String(u.login), url: u.html_url })),
        paginationToken: next(page, answer.total_count),
      };
    },
    async getRepositories(ctx, filter, token): Promise<NodeListSearchResult> {
      const page = pageOf(token);
      const answer = await search(
        ctx,
        '/search/repositories',
        `${filter ?? ''} user:${current(ctx, 'owner')} fork:true`,
        page,
      );
      return {
        results: answer.items.map((r) => ({ name: String(r.name), value: String(r.name), url: r.html_url })),
        paginationToken: next(page, answer.total_count),
      };
    },
    async getWorkflows(ctx, filter, token): Promise<NodeListSearchResult> {
      const page = pageOf(token);
      let answer: Entry = { workflows: [], total_count: 0 };
      try {
        answer = (await githubRequest(ctx, auth(ctx), {
          method: 'GET',
          endpoint: `/repos/${current(ctx, 'owner')}/${current(ctx, 'repository')}/actions/workflows`,
          qs: { page, per_page: PER_PAGE },
        })) as Entry;
      } catch {
        // A repository without Actions answers 404: no workflows to pick.
      }
      const results: NodeListSearchItem[] = ((answer.workflows ?? []) as Entry[])
        .map((w) => ({ name: String(w.name), value: w.id as number }))
        .filter((w) => !filter || w.name.toLowerCase().includes(filter.toLowerCase()));
      return { results, paginationToken: next(page, Number(answer.total_count ?? 0)) };
    },
    async getRefs(ctx, filter, token): Promise<NodeListSearchResult> {
      const page = pageOf(token);
      const refs = (await githubRequest(ctx, auth(ctx), {
        method: 'GET',
        endpoint: `/repos/${current(ctx, 'owner')}/${current(ctx, 'repository')}/git/refs`,
        qs: { page, per_page: PER_PAGE },
      })) as Entry[];
      const results: NodeListSearchItem[] = (Array.isArray(refs) ? refs : [])
        .map((r) => {
          const [, kind = '', ...rest] = String(r.ref).split('/');
          return { name: rest.join('/'), value: rest.join('/'), kind };
        })
        .map(({ name, value }) => ({ name, value }));
      if (filter) return { results: results.filter((r) => r.name.toLowerCase().includes(filter.toLowerCase())) };
      return { results, paginationToken: Array.isArray(refs) && refs.length === PER_PAGE ? page + 1 : undefined };
    },
  },
};
