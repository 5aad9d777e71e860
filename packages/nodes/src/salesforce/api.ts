/**
 * Calls to Salesforce's REST API (`<instance_url>/services/data/v59.0/…`) for the Salesforce node.
 * With `salesforceOAuth2Api` the org comes from the token answer (`oauthTokenData.instance_url`) and
 * the access token is sent as a bearer token (renewed once on a 401 where the host can). With
 * `salesforceJwtApi` the node signs a JWT bearer assertion (RS256, with node:crypto: the connected
 * app's consumer key as issuer, the user name as subject, the login host as audience, valid three
 * minutes) and exchanges it at `<login host>/services/oauth2/token` for a token and the instance URL,
 * before each call as n8n's node does. A refusal becomes a node error naming the item (Salesforce's
 * `message` as the description); 429 answers wait their `Retry-After` and 5xx answers are retried
 * with backoff, a few times. Lists follow `nextRecordsUrl` until there is none.
 * Tests point the instance and login origins at a loopback fake with `WEFT_SALESFORCE_API_URL` (the
 * path kept) and shorten the waits with `WEFT_SALESFORCE_RETRY_BASE_MS`; nothing else sets them.
 */
import { createSign } from 'node:crypto';
import {
  httpStatusError,
  NodeApiError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

type Json = Record<string, any>;

/** What a call needs from its caller (an execute or method context). */
export interface SalesforceCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call: a path under `/services/data/v59.0`, query and JSON body. */
export interface SalesforceCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  endpoint: string;
  qs?: Json;
  body?: Json;
  itemIndex?: number;
  /** Replaces the JSON body (e.g. a multipart form). */
  rawBody?: { body: unknown; contentType: string };
}

/** The REST API version the node speaks. */
export const API_PATH = '/services/data/v59.0';

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_SALESFORCE_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const header = response.headers['retry-after'];
    const named = Number(Array.isArray(header) ? header[0] : header);
    const seconds = Number.isFinite(named) && named >= 0 ? named : 1;
    if (seconds > MAX_RETRY_AFTER_S) return undefined;
    return base ?? seconds * 1000;
  }
  if ([500, 502, 503, 504].includes(response.statusCode)) return (base ?? 500) * 2 ** attempt;
  return undefined;
}

function parse(body: unknown): unknown {
  const text = Buffer.isBuffer(body)
    ? body.toString('utf8')
    : body instanceof Uint8Array
      ? Buffer.from(body).toString('utf8')
      : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A URL on the origin `WEFT_SALESFORCE_API_URL` names when set (its path and query kept). */
export function salesforceUrl(url: string): string {
  const override = process.env.WEFT_SALESFORCE_API_URL?.trim().replace(/\/+$/, '');
  if (!override) return url;
  try {
    const parsed = new URL(url);
    return `${override}${parsed.pathname}${parsed.search}`.replace(/\/$/, '');
  } catch {
    return url;
  }
}

const base64url = (data: Buffer | string) =>
  Buffer.from(data).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** The JWT bearer assertion for a `salesforceJwtApi` credential (RS256). */
export function jwtAssertion(
  credentials: Record<string, unknown>,
  audience: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: credentials.clientId,
      sub: credentials.username,
      aud: audience,
      exp: nowSeconds + 180,
      iat: nowSeconds,
    }),
  );
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${payload}`);
  return `${header}.${payload}.${base64url(signer.sign(String(credentials.privateKey ?? '').replace(/\\n/g, '\n')))}`;
}

/** The login host of a credential's environment. */
export const loginHost = (credentials: Record<string, unknown>) =>
  credentials.environment === 'sandbox' ? 'https://test.salesforce.com' : 'https://login.salesforce.com';

/** How a call is signed: the org's URL and the access token. */
interface Session {
  instanceUrl: string;
  token: string;
  oauth: boolean;
}

async function jwtSession(caller: SalesforceCaller, itemIndex?: number): Promise<Session> {
  const credentials = await caller.getCredentials('salesforceJwtApi', itemIndex);
  const audience = loginHost(credentials);
  let assertion: string;
  try {
    assertion = jwtAssertion(credentials, audience);
  } catch (error) {
    throw new NodeOperationError(
      caller.getNode(),
      `The private key of the Salesforce JWT credential could not sign: ${(error as Error).message}`,
      { itemIndex },
    );
  }
  const response = await caller.helpers.httpRequest({
    url: salesforceUrl(`${audience}/services/oauth2/token`),
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  const answer = parse(response.body) as Json | undefined;
  if (response.statusCode >= 300 || !answer?.access_token)
    throw httpStatusError(caller.getNode(), response.statusCode >= 300 ? response.statusCode : 400, answer, itemIndex);
  return { instanceUrl: String(answer.instance_url ?? ''), token: String(answer.access_token), oauth: false };
}

async function oauthSession(
  caller: SalesforceCaller,
  itemIndex?: number,
  fresh?: Record<string, unknown>,
): Promise<Session> {
  const credentials = fresh ?? (await caller.getCredentials('salesforceOAuth2Api', itemIndex));
  const data = (credentials.oauthTokenData ?? {}) as Json;
  return { instanceUrl: String(data.instance_url ?? ''), token: String(data.access_token ?? ''), oauth: true };
}

/** The authentication the node is set to (`oAuth2` or `jwt`), read from the first item as n8n does. */
export type SalesforceAuth = 'oAuth2' | 'jwt';

/** Sends one call and answers its parsed JSON body (undefined for an empty answer). */
export async function salesforceRequest(
  caller: SalesforceCaller,
  auth: SalesforceAuth,
  call: SalesforceCall,
): Promise<any> {
  let session = auth === 'jwt' ? await jwtSession(caller, call.itemIndex) : await oauthSession(caller, call.itemIndex);
  if (!session.instanceUrl)
    throw new NodeOperationError(
      caller.getNode(),
      'The Salesforce credential names no instance URL: connect it again',
      { itemIndex: call.itemIndex },
    );
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody = call.rawBody !== undefined || (call.body !== undefined && Object.keys(call.body).length > 0);
  let refreshed = false;
  for (let attempt = 0; ; attempt++) {
    const endpoint = call.endpoint.startsWith(API_PATH) ? call.endpoint : `${API_PATH}${call.endpoint}`;
    const options: HttpRequestOptions = {
      url: salesforceUrl(`${session.instanceUrl.replace(/\/+$/, '')}${endpoint}`),
      method: call.method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${session.token}`,
        ...(hasBody ? { 'Content-Type': call.rawBody?.contentType ?? 'application/json' } : {}),
      },
      qs,
      ...(hasBody ? { body: call.rawBody ? call.rawBody.body : call.body } : {}),
      responseType: 'text',
      ignoreHttpStatusErrors: true,
    };
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return parse(response.body);
    if (response.statusCode === 401 && session.oauth && !refreshed && caller.refreshOAuth2Credentials) {
      refreshed = true;
      session = await oauthSession(
        caller,
        call.itemIndex,
        await caller.refreshOAuth2Credentials('salesforceOAuth2Api'),
      );
      continue;
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw salesforceError(caller.getNode(), response.statusCode, parse(response.body), call.itemIndex);
  }
}

/** Salesforce answers errors as a list of `{ message, errorCode, fields }`. */
function salesforceError(node: WorkflowNode, statusCode: number, body: unknown, itemIndex?: number): NodeApiError {
  const first = Array.isArray(body) ? (body[0] as Json | undefined) : undefined;
  return httpStatusError(
    node,
    statusCode,
    first && typeof first === 'object' ? { ...first, errors: body } : body,
    itemIndex,
  );
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/** Every record of a query: the first answer, then each `nextRecordsUrl`, as n8n's node follows them. */
export async function salesforceRequestAll(
  caller: SalesforceCaller,
  auth: SalesforceAuth,
  property: string,
  call: SalesforceCall,
): Promise<unknown[]> {
  const out: unknown[] = [];
  let endpoint = call.endpoint;
  for (let page = 0; ; page++) {
    if (page >= MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `Salesforce kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const answer = (await salesforceRequest(caller, auth, { ...call, endpoint })) as Json | undefined;
    const list = answer?.[property];
    if (Array.isArray(list)) out.push(...list);
    const next = answer?.nextRecordsUrl;
    if (next === undefined || next === null) return out;
    // n8n's node asks for `<endpoint>/<last segment of nextRecordsUrl>` with the same query.
    endpoint = `${call.endpoint}/${String(next).split('/').pop()}`;
  }
}
