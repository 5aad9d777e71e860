/**
 * Calls to a Supabase project's REST API (PostgREST under `<host>/rest/v1`) for the Supabase
 * Vector Store, through the host's guarded HTTP client, signed with the service role secret (the
 * `apikey` header and a bearer token) as Supabase's JavaScript client signs them. Answers come
 * back as that client answers them — `{data, error, status, statusText}`, the error being
 * PostgREST's `{code, details, hint, message}` — so the store can word failures as n8n's does.
 */
import { isGuardRefusal, jsonCall, type JsonHttpContext } from '../shared/ai/json-http.js';

/** PostgREST's error of a refused call. */
export interface PostgrestError {
  code?: string;
  details?: string | null;
  hint?: string | null;
  message?: string;
}

/** What a call answers. */
export interface PostgrestAnswer<T> {
  data: T | null;
  error: PostgrestError | null;
  status: number;
  statusText: string;
}

/** The client header Supabase's JavaScript client 2 sends. */
const CLIENT_INFO = 'supabase-js-node/2.50.0';

/** A Supabase project's REST API, reached with the node's `supabaseApi` credential. */
export class SupabaseRestClient {
  private constructor(
    private readonly ctx: JsonHttpContext,
    readonly restUrl: string,
    private readonly key: string,
  ) {}

  /** The client of the node's credential (Supabase's client refuses an empty host or key). */
  static async open(ctx: JsonHttpContext): Promise<SupabaseRestClient> {
    const credentials = await ctx.getCredentials('supabaseApi');
    const host = String(credentials.host ?? '');
    const key = String(credentials.serviceRole ?? '');
    if (!host) throw new Error('supabaseUrl is required.');
    if (!key) throw new Error('supabaseKey is required.');
    let restUrl: string;
    try {
      restUrl = new URL('rest/v1', host.endsWith('/') ? host : `${host}/`).href;
    } catch {
      throw new Error(`Invalid supabaseUrl: ${host}`);
    }
    return new SupabaseRestClient(ctx, restUrl, key);
  }

  private async send<T>(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<PostgrestAnswer<T>> {
    let answer;
    try {
      answer = await jsonCall(this.ctx, {
        method,
        url,
        body,
        headers: {
          'X-Client-Info': CLIENT_INFO,
          apikey: this.key,
          Authorization: `Bearer ${this.key}`,
          ...(method === 'GET' ? { 'Accept-Profile': 'public' } : { 'Content-Profile': 'public' }),
          ...headers,
        },
      });
    } catch (e) {
      if (isGuardRefusal(e) || this.ctx.signal?.aborted) throw e;
      const err = e as { name?: string; message?: string; code?: string };
      return {
        data: null,
        error: {
          message: `${err.name ?? 'Error'}: ${err.message ?? String(e)}`,
          details: '',
          hint: '',
          code: err.code ?? '',
        },
        status: 0,
        statusText: '',
      };
    }
    if (answer.status >= 200 && answer.status < 300)
      return {
        data: (answer.json ?? null) as T | null,
        error: null,
        status: answer.status,
        statusText: answer.statusText,
      };
    const error: PostgrestError | null = answer.json !== undefined ? answer.json : { message: answer.text };
    return { data: null, error, status: answer.status, statusText: answer.statusText };
  }

  /** Inserts rows, merging those whose primary key exists, and answers the rows written. */
  async upsert<T>(table: string, rows: Array<Record<string, unknown>>): Promise<PostgrestAnswer<T[]>> {
    const url = new URL(`${this.restUrl}/${table}`);
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    if (columns.length > 0) url.searchParams.set('columns', columns.map((c) => `"${c}"`).join(','));
    url.searchParams.set('select', '*');
    return this.send<T[]>('POST', url.href, { Prefer: 'resolution=merge-duplicates,return=representation' }, rows);
  }

  /** Calls a database function with named arguments. */
  async rpc<T>(name: string, args: Record<string, unknown>): Promise<PostgrestAnswer<T>> {
    return this.send<T>('POST', `${this.restUrl}/rpc/${name}`, {}, args);
  }

  /** The tables (and functions, as `rpc/<name>`) the API describes, as n8n lists them. */
  async tableNames(): Promise<string[]> {
    const answer = await this.send<{ paths?: Record<string, unknown> }>('GET', `${this.restUrl}/`, {
      Prefer: 'return=representation',
    });
    if (answer.error) throw new Error(answer.error.message ?? `Supabase answered ${answer.status}`);
    return Object.keys(answer.data?.paths ?? {})
      .filter((p) => p !== '/')
      .map((p) => p.replace('/', ''));
  }
}
