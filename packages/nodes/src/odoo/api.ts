/**
 * Calls to Odoo's JSON-RPC endpoint (`<site URL>/jsonrpc`) for the Odoo node: `common.login` for the
 * user's id, then `object.execute` with the database, user id and password on a model (`create`,
 * `read`, `search_read`, `write`, `unlink`, `fields_get`). An answer carrying `error` becomes a node
 * error with Odoo's message (`error.data.message`); HTTP refusals become node errors too; 429 answers
 * wait their `Retry-After` and 5xx answers are retried with backoff, a few times.
 * Tests point the site's origin at a loopback fake with `WEFT_ODOO_API_URL` (the site's path kept)
 * and shorten the waits with `WEFT_ODOO_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeApiError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

type Json = Record<string, any>;

/** What a call needs from its caller (an execute or method context). */
export interface OdooCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** A signed-in session: where, which database, which user, with which password. */
export interface OdooSession {
  url: string;
  db: string;
  uid: unknown;
  password: string;
}

/** Odoo's names for the node's operations and resources. */
export const ODOO_METHODS: Record<string, string> = {
  create: 'create',
  get: 'read',
  getAll: 'search_read',
  update: 'write',
  delete: 'unlink',
};
export const ODOO_MODELS: Record<string, string> = {
  contact: 'res.partner',
  opportunity: 'crm.lead',
  note: 'note.note',
};

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let requestIds = 0;

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_ODOO_RETRY_BASE_MS;
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

/** The database: the credential's, else the first label of the site's host name. */
export function odooDatabase(db: unknown, url: string): string {
  if (db) return String(db);
  try {
    return new URL(url).hostname.split('.')[0] ?? '';
  } catch {
    return '';
  }
}

/** The site URL without its trailing slash, on the origin `WEFT_ODOO_API_URL` names when set. */
export function odooSiteUrl(url: string): string {
  const trimmed = url.trim().replace(/\/$/, '');
  const override = process.env.WEFT_ODOO_API_URL?.trim().replace(/\/+$/, '');
  if (!override || !trimmed) return trimmed;
  try {
    return `${override}${new URL(trimmed).pathname.replace(/\/+$/, '')}`;
  } catch {
    return trimmed;
  }
}

/** One JSON-RPC call; answers its `result`. */
export async function odooCall(
  caller: OdooCaller,
  url: string,
  service: string,
  method: string,
  args: unknown[],
  itemIndex?: number,
): Promise<any> {
  const options: HttpRequestOptions = {
    url: `${odooSiteUrl(url)}/jsonrpc`,
    method: 'POST',
    headers: { 'User-Agent': 'n8n', Accept: '*/*', 'Content-Type': 'application/json' },
    body: {
      jsonrpc: '2.0',
      method: 'call',
      params: { service, method, args },
      id: (requestIds = (requestIds % 99) + 1),
    },
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    const answer = parse(response.body) as Json | undefined;
    if (response.statusCode < 300) {
      if (answer?.error) {
        const data = (answer.error.data ?? {}) as Json;
        throw new NodeApiError(
          caller.getNode(),
          { message: data.message ?? answer.error.message, body: data },
          { itemIndex },
        );
      }
      return answer?.result;
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw httpStatusError(caller.getNode(), response.statusCode, answer, itemIndex);
  }
}

/** Signs in with the node's `odooApi` credential (`common.login`) and answers the session. */
export async function odooSignIn(caller: OdooCaller): Promise<OdooSession> {
  const credentials = await caller.getCredentials('odooApi');
  const url = String(credentials.url ?? '').replace(/\/$/, '');
  const db = odooDatabase(credentials.db, url);
  const password = String(credentials.password ?? '');
  const uid = await odooCall(caller, url, 'common', 'login', [db, credentials.username, password]);
  return { url, db, uid, password };
}

/** `object.execute` on a model with the session. */
export function odooExecute(
  caller: OdooCaller,
  session: OdooSession,
  model: string,
  method: string,
  args: unknown[],
  itemIndex?: number,
): Promise<any> {
  return odooCall(
    caller,
    session.url,
    'object',
    'execute',
    [session.db, session.uid, session.password, model, method, ...args],
    itemIndex,
  );
}
