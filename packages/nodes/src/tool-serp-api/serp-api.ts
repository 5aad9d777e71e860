/**
 * Google search through SerpApi as LangChain's `SerpAPI` tool does it (the tool n8n's SerpApi node
 * hands an agent): `GET https://serpapi.com/search` with the node's options, `api_key` and `q`, and
 * the answer boiled down to one text — the answer box, else events, sports, top stories, news, jobs,
 * questions, destinations, sights, shopping or image results as JSON, else the knowledge graph and
 * first organic result's snippets, else `No good search result found`. A body with `error` fails
 * with `Got error from serpAPI: <error>`. Tests point the origin at a loopback fake with
 * `WEFT_SERPAPI_API_URL`; nothing else sets it.
 */
import type { NodeHelpers } from '@weft/workflow';

/** SerpApi's origin. */
export const SERPAPI_ORIGIN = 'https://serpapi.com';
/** The answer when nothing useful came back. */
export const NO_SEARCH_RESULT = 'No good search result found';

type Json = Record<string, unknown>;

/** SerpApi's origin: the test override, else serpapi.com. */
export function serpApiOrigin(): string {
  return (process.env.WEFT_SERPAPI_API_URL?.trim() || SERPAPI_ORIGIN).replace(/\/+$/, '');
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The one text LangChain's tool makes of a search answer. */
export function summariseSearch(res: Json): string {
  const list = res.answer_box_list;
  const box = Array.isArray(list) ? (list[0] as Json | undefined) : (res.answer_box as Json | undefined);
  if (box) {
    if (box.result) return box.result as string;
    if (box.answer) return box.answer as string;
    if (box.snippet) return box.snippet as string;
    if (box.snippet_highlighted_words) return String(box.snippet_highlighted_words);
    const plain: Json = {};
    for (const key of Object.keys(box)) {
      const v = box[key];
      if (Array.isArray(v) || typeof v === 'object' || (typeof v === 'string' && v.startsWith('http'))) continue;
      plain[key] = v;
    }
    return JSON.stringify(plain);
  }
  for (const key of ['events_results', 'sports_results', 'top_stories', 'news_results'])
    if (res[key]) return JSON.stringify(res[key]);
  const jobs = isObject(res.jobs_results) ? res.jobs_results.jobs : undefined;
  if (jobs) return JSON.stringify(jobs);
  if (res.questions_and_answers) return JSON.stringify(res.questions_and_answers);
  const destinations = isObject(res.popular_destinations) ? res.popular_destinations.destinations : undefined;
  if (destinations) return JSON.stringify(destinations);
  const sights = isObject(res.top_sights) ? res.top_sights.sights : undefined;
  if (sights) {
    return JSON.stringify(
      (sights as Json[]).map((s) => ({ title: s.title, description: s.description, price: s.price })).slice(0, 8),
    );
  }
  const shopping = res.shopping_results as Json[] | undefined;
  if (shopping && shopping[0]?.title) return JSON.stringify(shopping.slice(0, 3));
  const images = res.images_results as Json[] | undefined;
  if (images && images[0]?.thumbnail)
    return images
      .map((i) => i.thumbnail)
      .slice(0, 10)
      .toString();
  const snippets: unknown[] = [];
  const graph = isObject(res.knowledge_graph) ? res.knowledge_graph : undefined;
  if (graph) {
    if (graph.description) snippets.push(graph.description);
    const title = (graph.title as string) || '';
    for (const key of Object.keys(graph)) {
      if (
        typeof graph[key] !== 'string' ||
        key === 'title' ||
        key === 'description' ||
        key.endsWith('_stick') ||
        key.endsWith('_link') ||
        key.startsWith('http')
      )
        continue;
      snippets.push(`${title} ${key}: ${graph[key]}`);
    }
  }
  const first = (res.organic_results as Json[] | undefined)?.[0];
  if (first) {
    const pick = ['snippet', 'snippet_highlighted_words', 'rich_snippet', 'rich_snippet_table', 'link'].find(
      (k) => first[k],
    );
    if (pick) snippets.push(first[pick]);
  }
  if (res.buying_guide) snippets.push(res.buying_guide);
  const places = isObject(res.local_results) ? res.local_results.places : undefined;
  if (places) snippets.push(places);
  return snippets.length ? JSON.stringify(snippets) : NO_SEARCH_RESULT;
}

/**
 * Searches with SerpApi: the options first (as given; undefined ones left out), then `api_key`
 * and `q` (left out when there is no query, as LangChain leaves it).
 */
export async function searchSerpApi(
  http: Pick<NodeHelpers, 'httpRequest'>,
  apiKey: string,
  options: Json,
  text: unknown,
): Promise<string> {
  const { timeout, ...params } = options;
  const qs: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...params, api_key: apiKey, q: text }))
    if (value !== undefined) qs[key] = String(value);
  const response = await http.httpRequest({
    url: `${serpApiOrigin()}/search`,
    method: 'GET',
    qs,
    responseType: 'json',
    ignoreHttpStatusErrors: true,
    ...(typeof timeout === 'number' && timeout > 0 ? { timeout } : {}),
  });
  const body = typeof response.body === 'string' ? (JSON.parse(response.body) as unknown) : response.body;
  const res = isObject(body) ? body : {};
  if (res.error) throw new Error(`Got error from serpAPI: ${String(res.error)}`);
  return summariseSearch(res);
}
