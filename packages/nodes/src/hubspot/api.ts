/**
 * Calls to HubSpot's API (`https://api.hubapi.com…`, and form submissions at
 * `https://api.hsforms.com…`) for the HubSpot node and trigger, signed with the node's credential: a
 * private app token or an OAuth2 connection (Bearer), the retired API key (`hapikey`), and for the
 * trigger's webhook settings the developer API key. Query lists repeat their key (`property=a&property=b`),
 * as HubSpot's legacy endpoints read them.
 *
 * A refusal becomes the node error n8n gives (its message for the status, HubSpot's `message` as
 * the description). 429 answers wait their `Retry-After` (HubSpot's per-second limit) and 502–504
 * answers are retried with backoff, a few times. Lists are read as n8n's node reads them (see
 * {@link hubspotRequestAll}). Tests point both origins at a loopback fake with
 * `WEFT_HUBSPOT_API_URL` and shorten the waits with `WEFT_HUBSPOT_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** HubSpot's API origin. */
export const HUBSPOT_ORIGIN = 'https://api.hubapi.com';

/** What a call needs from its caller (an execute, method, webhook or setup context). */
export interface HubspotCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** n8n's `authentication` values, and the trigger's developer app. */
export type HubspotAuthentication = 'apiKey' | 'appToken' | 'oAuth2' | 'developerApi';

/** One call. */
export interface HubspotCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path on api.hubapi.com (`/deals/v1/deal/12`). */
  endpoint: string;
  body?: unknown;
  qs?: Record<string, unknown>;
  /** A full URL instead (form submissions). */
  uri?: string;
  itemIndex?: number;
}

/** The URL of a call: `WEFT_HUBSPOT_API_URL` (tests) in place of HubSpot's origins. */
export function hubspotUrl(call: Pick<HubspotCall, 'endpoint' | 'uri'>): string {
  const url = call.uri ?? `${HUBSPOT_ORIGIN}${call.endpoint}`;
  const override = process.env.WEFT_HUBSPOT_API_URL?.trim();
  if (!override) return url;
  const parsed = new URL(url);
  return `${override.replace(/\/+$/, '')}${parsed.pathname}${parsed.search}`;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_HUBSPOT_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const header = response.headers['retry-after'];
    const named = Number(Array.isArray(header) ? header[0] : header);
    const seconds = header !== undefined && Number.isFinite(named) && named >= 0 ? named : 1;
    if (seconds > MAX_RETRY_AFTER_S) return undefined;
    return base ?? seconds * 1000;
  }
  if ([502, 503, 504].includes(response.statusCode)) return (base ?? 500) * 2 ** attempt;
  return undefined;
}

/** The headers and query that sign a call with the node's credential. */
async function signature(
  caller: HubspotCaller,
  authentication: HubspotAuthentication,
  call: HubspotCall,
): Promise<{ headers: Record<string, string>; qs: Record<string, unknown> }> {
  const node = caller.getNode();
  if (authentication === 'apiKey') {
    const c = await caller.getCredentials('hubspotApi', call.itemIndex);
    return { headers: {}, qs: { hapikey: String(c.apiKey ?? '') } };
  }
  if (authentication === 'appToken') {
    const c = await caller.getCredentials('hubspotAppToken', call.itemIndex);
    const token = String(c.appToken ?? '').trim();
    if (!token)
      throw new NodeOperationError(node, 'The HubSpot credential has no app token', {
        itemIndex: call.itemIndex,
        description:
          'Create a private app in HubSpot (Settings → Integrations → Private Apps) and paste its access token into the credential.',
      });
    return { headers: { Authorization: `Bearer ${token}` }, qs: {} };
  }
  const type = authentication === 'developerApi' ? 'hubspotDeveloperApi' : 'hubspotOAuth2Api';
  const c = await caller.getCredentials(type, call.itemIndex);
  if (authentication === 'developerApi' && call.endpoint.includes('webhooks'))
    return { headers: {}, qs: { hapikey: String(c.apiKey ?? '') } };
  const token = (c.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token) {
    throw new NodeOperationError(node, 'The HubSpot OAuth2 credential is not connected to HubSpot yet', {
      itemIndex: call.itemIndex,
      description: 'Open the credential and sign in with HubSpot.',
    });
  }
  return { headers: { Authorization: `Bearer ${token}` }, qs: {} };
}

/** Sends one call and answers its JSON body (undefined for an empty answer, as n8n has it). */
export async function hubspotRequest(
  caller: HubspotCaller,
  authentication: HubspotAuthentication,
  call: HubspotCall,
): Promise<any> {
  const signed = await signature(caller, authentication, call);
  const qs: Record<string, unknown> = {};
  for (const [key, value] of Object.entries({ ...call.qs, ...signed.qs })) if (value !== undefined) qs[key] = value;
  const hasBody =
    call.body !== undefined &&
    !(
      typeof call.body === 'object' &&
      call.body !== null &&
      !Array.isArray(call.body) &&
      Object.keys(call.body).length === 0 &&
      call.method === 'GET'
    );
  const options: HttpRequestOptions = {
    url: hubspotUrl(call),
    method: call.method,
    headers: { Accept: 'application/json', ...signed.headers },
    ...(Object.keys(qs).length ? { qs } : {}),
    ...(hasBody ? { body: call.body } : {}),
    json: true,
    responseType: 'json',
    ignoreHttpStatusErrors: true,
    arrayFormat: 'repeat',
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return response.body === '' || response.body === null ? undefined : response.body;
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw httpStatusError(caller.getNode(), response.statusCode, response.body);
  }
}

/**
 * Every entry of a paged list, as n8n's node reads them: `limit` (250 unless set) and `count=100`
 * in the query, `limit` (100 unless set) in the body, following `offset`, `vid-offset` and a search's
 * `paging.next.after` while the answer says there is more (`hasMore`, `has-more` or `paging`). A
 * ticket list stops once it holds `limit` entries. `query` and `body` are changed in place, as n8n
 * does with the query it shares between items. Version 1 of the node collected nothing (its
 * helper read a property literally named `propertyName`): `collect: false` keeps that.
 */
export async function hubspotRequestAll(
  caller: HubspotCaller,
  authentication: HubspotAuthentication,
  propertyName: string,
  call: Omit<HubspotCall, 'qs' | 'body'> & { qs?: Record<string, unknown>; body?: Record<string, unknown> },
  collect = true,
): Promise<unknown[]> {
  const query = call.qs ?? {};
  const body = call.body ?? {};
  const out: unknown[] = [];
  query.limit = query.limit || 250;
  query.count = 100;
  body.limit = body.limit || 100;
  for (let pages = 0; ; pages++) {
    if (pages >= 10_000)
      throw new NodeOperationError(
        caller.getNode(),
        'HubSpot kept answering more pages after 10000, so reading stopped',
        { itemIndex: call.itemIndex },
      );
    const answer = ((await hubspotRequest(caller, authentication, {
      ...call,
      qs: { ...query },
      body: call.method === 'GET' ? undefined : { ...body },
    })) ?? {}) as Record<string, any>;
    query.offset = answer.offset;
    query.vidOffset = answer['vid-offset'];
    if (answer.paging) body.after = answer.paging.next?.after;
    if (collect && Array.isArray(answer[propertyName])) out.push(...(answer[propertyName] as unknown[]));
    const limit = query.limit as number;
    if (collect && limit && limit <= out.length && call.endpoint.includes('/tickets/paged')) return out;
    if (!(answer.hasMore || answer['has-more'] || answer.paging)) return out;
  }
}
