/**
 * Wikipedia's search as LangChain's `WikipediaQueryRun` does it (the tool n8n's Wikipedia node
 * hands an agent): a full-text search of the MediaWiki API (`action=query&list=search`), then the
 * plain-text extract of each of the first three titles (`prop=extracts&explaintext=true&redirects=1`),
 * answered as `Page: <title>\nSummary: <extract>` blocks joined by a blank line and cut to 4000
 * characters, or `No good Wikipedia Search Result was found`. A status that is not 2xx fails with
 * `Network response was not ok`, as LangChain's does. Tests point the API at a loopback fake with
 * `WEFT_WIKIPEDIA_API_URL` (an origin; the API's path `/w/api.php` is kept); nothing else sets it.
 */
import type { NodeHelpers } from '@weft/workflow';

/** The MediaWiki API LangChain's tool calls. */
export const WIKIPEDIA_API_URL = 'https://en.wikipedia.org/w/api.php';
/** How many search hits are summarised (LangChain's `topKResults`). */
export const TOP_K_RESULTS = 3;
/** The longest answer (LangChain's `maxDocContentLength`). */
export const MAX_ANSWER_LENGTH = 4000;
/** The answer when no page was found. */
export const NO_RESULT = 'No good Wikipedia Search Result was found';

/** The API address: on the test origin when one is set, else Wikipedia's. */
export function wikipediaApiUrl(): string {
  const origin = process.env.WEFT_WIKIPEDIA_API_URL?.trim().replace(/\/+$/, '');
  return origin ? `${origin}/w/api.php` : WIKIPEDIA_API_URL;
}

async function query(
  http: Pick<NodeHelpers, 'httpRequest'>,
  qs: Record<string, string>,
): Promise<Record<string, unknown>> {
  const response = await http.httpRequest({
    url: wikipediaApiUrl(),
    method: 'GET',
    qs,
    responseType: 'json',
    ignoreHttpStatusErrors: true,
  });
  if (response.statusCode < 200 || response.statusCode > 299) throw new Error('Network response was not ok');
  const body = typeof response.body === 'string' ? (JSON.parse(response.body) as unknown) : response.body;
  return (body ?? {}) as Record<string, unknown>;
}

/** Searches Wikipedia for `text` and answers the summaries of the best pages, as LangChain's tool does. */
export async function searchWikipedia(http: Pick<NodeHelpers, 'httpRequest'>, text: unknown): Promise<string> {
  // LangChain puts the input in the query as it is, so a missing input searches for "undefined".
  const search = await query(http, { action: 'query', list: 'search', srsearch: String(text), format: 'json' });
  const hits = ((search.query as { search?: Array<{ title: string }> } | undefined)?.search ?? []).slice(
    0,
    TOP_K_RESULTS,
  );
  const summaries: string[] = [];
  for (const hit of hits) {
    const details = await query(http, {
      action: 'query',
      prop: 'extracts',
      explaintext: 'true',
      redirects: '1',
      format: 'json',
      titles: hit.title,
    });
    const pages = (details.query as { pages?: Record<string, { extract?: string }> } | undefined)?.pages ?? {};
    const first = Object.keys(pages)[0];
    const page = first === undefined ? undefined : pages[first];
    if (page) summaries.push(`Page: ${hit.title}\nSummary: ${String(page.extract)}`);
  }
  return summaries.length ? summaries.join('\n\n').slice(0, MAX_ANSWER_LENGTH) : NO_RESULT;
}
