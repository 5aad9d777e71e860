/**
 * Calls to a Qdrant server for the Qdrant Vector Store, through the host's guarded HTTP client, at
 * the credential's URL as n8n reads it (scheme, host and port; a path is not used, the port is 443
 * for https and 80 for http when not given) with its API key in the `api-key` header. A refusal
 * throws {@link QdrantApiError}, whose message is the HTTP reason phrase as with n8n's client
 * ("Bad Request", "Not Found"…) and whose description is Qdrant's own error text.
 */
import { NodeOperationError, WeftError } from '@weft/workflow';
import { isGuardRefusal, jsonCall, type JsonHttpContext } from '../shared/ai/json-http.js';

/** A point to write. */
export interface QdrantPoint {
  id: string | number;
  vector: number[];
  payload: Record<string, unknown>;
}

/** A point found by a query. */
export interface QdrantScoredPoint {
  id: string | number;
  score: number;
  payload?: Record<string, unknown> | null;
}

/** Qdrant's refusal of a call: the reason phrase, the status and the answer's body. */
export class QdrantApiError extends WeftError {
  /** Qdrant's error text (`status.error` of the answer), if any. */
  readonly qdrantError: string | undefined;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {
    const error = (data as { status?: { error?: unknown } } | undefined)?.status?.error;
    super(statusText || `Qdrant answered ${status}`, { description: typeof error === 'string' ? error : undefined });
    this.name = 'ApiError';
    this.qdrantError = typeof error === 'string' ? error : undefined;
  }
}

/** The fields of a collection's settings Qdrant's client sends when creating one. */
const COLLECTION_FIELDS = [
  'vectors',
  'hnsw_config',
  'on_disk_payload',
  'optimizers_config',
  'quantization_config',
  'replication_factor',
  'shard_number',
  'sharding_method',
  'wal_config',
  'write_consistency_factor',
  'sparse_vectors',
  'strict_mode_config',
];

/** The server's base URL from the credential's URL (scheme, host, port), as n8n builds its client. */
export function qdrantBaseUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Invalid Qdrant URL: ${url}. Please provide a valid URL with protocol (http/https)`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`Invalid Qdrant URL: ${url}. Please provide a valid URL with protocol (http/https)`);
  const port = parsed.port ? Number(parsed.port) : parsed.protocol === 'https:' ? 443 : 80;
  return `${parsed.protocol}//${parsed.hostname}:${port}`;
}

/** A Qdrant server, reached with the node's `qdrantApi` credential. */
export class QdrantClient {
  private constructor(
    private readonly ctx: JsonHttpContext,
    readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  /** The client of the node's credential. */
  static async open(ctx: JsonHttpContext): Promise<QdrantClient> {
    const credentials = await ctx.getCredentials('qdrantApi');
    let base: string;
    try {
      base = qdrantBaseUrl(String(credentials.qdrantUrl ?? ''));
    } catch (e) {
      throw new NodeOperationError(ctx.getNode(), (e as Error).message);
    }
    return new QdrantClient(ctx, base, typeof credentials.apiKey === 'string' ? credentials.apiKey : '');
  }

  /** One call answering `result`; anything but 200 or 201 throws. */
  async call<T>(method: string, path: string, body?: unknown, qs?: Record<string, unknown>): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.apiKey) headers['api-key'] = this.apiKey;
    let answer;
    try {
      answer = await jsonCall(this.ctx, { method, url: `${this.baseUrl}${path}`, headers, body, qs });
    } catch (e) {
      if (isGuardRefusal(e) || this.ctx.signal?.aborted) throw e;
      throw new NodeOperationError(this.ctx.getNode(), 'fetch failed', {
        description: `Qdrant at ${this.baseUrl} could not be reached: ${(e as Error).message}`,
      });
    }
    if (answer.status !== 200 && answer.status !== 201)
      throw new QdrantApiError(answer.status, answer.statusText, answer.json ?? answer.text);
    return (answer.json as { result?: T } | undefined)?.result as T;
  }

  /** The names of the collections. */
  async collectionNames(): Promise<string[]> {
    const result = await this.call<{ collections?: Array<{ name: string }> }>('GET', '/collections');
    return (result?.collections ?? []).map((c) => c.name);
  }

  /** Creates a collection with the settings given (the fields Qdrant's client knows). */
  async createCollection(name: string, config: Record<string, unknown>): Promise<void> {
    const body = Object.fromEntries(
      COLLECTION_FIELDS.filter((k) => config[k] !== undefined).map((k) => [k, config[k]]),
    );
    await this.call('PUT', `/collections/${encodeURIComponent(name)}`, body);
  }

  /** Writes points, waiting until they are applied. */
  async upsert(name: string, points: QdrantPoint[]): Promise<void> {
    await this.call('PUT', `/collections/${encodeURIComponent(name)}/points`, { points }, { wait: true });
  }

  /** The nearest points of a vector (the universal query API). */
  async query(
    name: string,
    request: { query: number[]; limit: number; filter?: unknown; with_payload: unknown; with_vector: boolean },
  ): Promise<QdrantScoredPoint[]> {
    const result = await this.call<{ points?: QdrantScoredPoint[] }>(
      'POST',
      `/collections/${encodeURIComponent(name)}/points/query`,
      request,
    );
    return result?.points ?? [];
  }
}
