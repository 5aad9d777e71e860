/**
 * The OpenAI node's resource-locator lists for the editor (n8n's `listSearch` methods): models
 * (all, image-capable, video), files and assistants, narrowed by the filter typed.
 */
import type { ListSearchMethod, NodeListSearchResult, NodeMethodContext } from '@weft/workflow';
import { openAiAuthHeaders, openAiBaseUrl } from './api.js';

type Json = Record<string, any>;

async function get(
  ctx: NodeMethodContext,
  path: string,
  options: { qs?: Json; headers?: Record<string, string> } = {},
): Promise<Json> {
  const credentials = await ctx.getCredentials('openAiApi');
  const response = await ctx.helpers.httpRequest({
    url: `${openAiBaseUrl(credentials)}${path}`,
    method: 'GET',
    headers: { ...(options.headers ?? {}), ...openAiAuthHeaders(credentials) },
    ...(options.qs ? { qs: options.qs } : {}),
    responseType: 'json',
  });
  return response.body ?? {};
}

/** Whether n8n lists a model for chat on OpenAI's own API (custom base URLs list every model). */
export function isChatListed(id: string, customApi: boolean): boolean {
  if (customApi) return true;
  const prefixes = [
    'babbage',
    'davinci',
    'computer-use',
    'dall-e',
    'text-embedding',
    'tts',
    'whisper',
    'omni-moderation',
    'sora',
  ];
  return !(
    prefixes.some((p) => id.startsWith(p)) ||
    id.includes('-tts') ||
    id.includes('-realtime') ||
    (id.startsWith('gpt-') && id.includes('instruct'))
  );
}

function models(keep: (id: string, customApi: boolean) => boolean): ListSearchMethod {
  return async function search(
    this: NodeMethodContext,
    ctx: NodeMethodContext,
    filter?: string,
  ): Promise<NodeListSearchResult> {
    const credentials = await ctx.getCredentials('openAiApi');
    const host =
      typeof credentials.url === 'string' && credentials.url ? new URL(credentials.url).hostname : 'api.openai.com';
    const customApi = !['api.openai.com', 'ai-assistant.n8n.io'].includes(host);
    const { data } = await get(ctx, '/models');
    const wanted = filter?.toLowerCase();
    const results = ((data ?? []) as Json[])
      .filter(
        (m) => typeof m.id === 'string' && keep(m.id, customApi) && (!wanted || m.id.toLowerCase().includes(wanted)),
      )
      .map((m) => ({ name: String(m.id).toUpperCase(), value: String(m.id) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { results };
  };
}

async function fileSearch(
  this: NodeMethodContext,
  ctx: NodeMethodContext,
  filter?: string,
): Promise<NodeListSearchResult> {
  const { data } = await get(ctx, '/files');
  const wanted = filter?.toLowerCase();
  return {
    results: ((data ?? []) as Json[])
      .filter(
        (f) =>
          !wanted ||
          String(f.filename ?? '')
            .toLowerCase()
            .includes(wanted),
      )
      .map((f) => ({ name: f.filename, value: f.id })),
  };
}

async function assistantSearch(
  this: NodeMethodContext,
  ctx: NodeMethodContext,
  filter?: string,
  paginationToken?: string,
): Promise<NodeListSearchResult> {
  const page = await get(ctx, '/assistants', {
    headers: { 'OpenAI-Beta': 'assistants=v2' },
    qs: { limit: 100, ...(paginationToken ? { after: paginationToken } : {}) },
  });
  const data = (page.data ?? []) as Json[];
  if (filter) {
    const wanted = filter.toLowerCase();
    return {
      results: data
        .filter((a) =>
          String(a.name ?? '')
            .toLowerCase()
            .includes(wanted),
        )
        .map((a) => ({ name: a.name, value: a.id })),
    };
  }
  return {
    results: data.map((a) => ({ name: a.name ?? a.id, value: a.id })),
    ...(page.has_more ? { paginationToken: page.last_id } : {}),
  };
}

/** The node's list-search methods, by n8n's method names. */
export const openAiListSearch: Record<string, ListSearchMethod> = {
  modelSearch: models(isChatListed),
  imageModelSearch: models((id) => id.includes('vision') || id.includes('gpt-4o')),
  videoModelSearch: models((id) => id.includes('sora')),
  fileSearch,
  assistantSearch,
};
