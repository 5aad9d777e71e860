/**
 * Calls to lemlist's API (`https://api.lemlist.com/api`), signed with the `lemlistApi` key as HTTP
 * Basic (`:KEY`). A refusal becomes a node error naming the item, with lemlist's answer (often plain
 * text) as its description. Lists are read as n8n's node reads them: 100 at a time by `offset` until
 * a page comes back empty, or, when the query asks for `version=v2`, by `page` from 1 while the
 * answer names more pages. Tests point the origin at a loopback fake with `WEFT_LEMLIST_API_URL`.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

type Json = Record<string, any>;

/** What a call needs from its caller (an execute, method or webhook context). */
export interface LemlistCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** The API root: lemlist's, or the origin `WEFT_LEMLIST_API_URL` names followed by `/api`. */
function base(): string {
  const origin = process.env.WEFT_LEMLIST_API_URL?.trim().replace(/\/+$/, '');
  return `${origin || 'https://api.lemlist.com'}/api`;
}

function parse(body: unknown): unknown {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends one call (`endpoint` under `/api`) and answers its parsed body (undefined when empty). */
export async function lemlistRequest(
  caller: LemlistCaller,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT',
  endpoint: string,
  body: Json = {},
  qs: Json = {},
  itemIndex?: number,
): Promise<any> {
  const credentials = await caller.getCredentials('lemlistApi', itemIndex);
  const key = String(credentials.apiKey ?? '');
  const query: Json = {};
  for (const [name, value] of Object.entries(qs)) if (value !== undefined) query[name] = value;
  const hasBody = Object.keys(body).length > 0;
  const response = await caller.helpers.httpRequest({
    url: `${base()}${endpoint}`,
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Basic ${Buffer.from(`:${key}`).toString('base64')}`,
      'user-agent': 'n8n',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    qs: query,
    ...(hasBody ? { body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  const answer = parse(response.body);
  if (response.statusCode >= 300) throw httpStatusError(caller.getNode(), response.statusCode, answer, itemIndex);
  return answer;
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

function entries(caller: LemlistCaller, answer: unknown, itemIndex?: number): Json[] {
  if (Array.isArray(answer)) return answer as Json[];
  // n8n spreads the answer into its list, which fails for anything but a list.
  throw new NodeOperationError(caller.getNode(), `Lemlist answered a page that is not a list`, { itemIndex });
}

/**
 * Every entry of a list. The query is written to (`limit`, `offset`, `page`) as n8n's is. With
 * `version=v2` pages are counted from 1 and reading goes on while `totalPage` (on the answer) is
 * above the next page number; otherwise `offset` moves on by 100 until a page is empty.
 */
export async function lemlistRequestAll(
  caller: LemlistCaller,
  endpoint: string,
  qs: Json = {},
  itemIndex?: number,
): Promise<Json[]> {
  const out: Json[] = [];
  qs.limit = 100;
  qs.offset = 0;
  const v2 = qs.version === 'v2';
  if (v2) qs.page = 1;
  for (let n = 0; ; n++) {
    if (n >= MAX_PAGES)
      throw new NodeOperationError(caller.getNode(), `Lemlist kept answering more pages after ${MAX_PAGES}`, {
        itemIndex,
      });
    const answer = await lemlistRequest(caller, 'GET', endpoint, {}, { ...qs }, itemIndex);
    const page = entries(caller, answer, itemIndex);
    out.push(...page);
    if (v2) {
      qs.page++;
      const total = (answer as { totalPage?: number }).totalPage;
      if (!total || qs.page >= total) return out;
    } else {
      qs.offset += qs.limit;
      if (page.length === 0) return out;
    }
  }
}
