/**
 * Calls to Pinecone for the Pinecone Vector Store, through the host's guarded HTTP client: the
 * control plane (`https://api.pinecone.io`: list the indexes, describe one for its data-plane
 * host) and an index's data plane (`https://<host>`: upsert, query and delete vectors of a
 * namespace), with the `Api-Key` header and the API version n8n's client (Pinecone's TypeScript
 * client 5) sends. Refusals become errors worded as that client words them, so a workflow fails
 * with the message it fails with in n8n ("A call to … returned HTTP status 404." and so on).
 *
 * Tests point the control plane at a loopback fake with `WEFT_PINECONE_API_URL`; nothing else sets
 * it. A host that carries its scheme (`http://…`) is used as it is, any other gets `https://`, as
 * Pinecone's client does.
 */
import { NodeOperationError } from '@weft/workflow';
import { isGuardRefusal, jsonCall, type JsonAnswer, type JsonHttpContext } from '../shared/ai/json-http.js';

/** What a Pinecone call needs of its caller: the node, its credential and the guarded HTTP client. */
export type PineconeContext = JsonHttpContext;

/** An index as the control plane describes it. */
export interface PineconeIndexModel {
  name: string;
  host?: string;
  dimension?: number;
  metric?: string;
}

/** A vector to write. */
export interface PineconeVector {
  id: string;
  values: number[];
  metadata?: Record<string, unknown>;
}

/** A match of a query. */
export interface PineconeMatch {
  id: string;
  score?: number;
  metadata?: Record<string, unknown>;
}

/** The `X-Pinecone-API-Version` of Pinecone's TypeScript client 5. */
export const PINECONE_API_VERSION = '2025-01';

const CONFIG_HELP =
  'You can find the configuration values for your project in the Pinecone developer console at https://app.pinecone.io';
const STATUS_HELP =
  'To see overall service health and learn whether this seems like a large-scale problem or one specific to your request, please go to https://status.pinecone.io/ to view our status page.';

/** The control plane's origin (the test override if set). */
export function pineconeControlUrl(): string {
  const override = process.env.WEFT_PINECONE_API_URL?.trim();
  return override ? override.replace(/\/+$/, '') : 'https://api.pinecone.io';
}

/** A data-plane host as a base URL: `https://` unless it has a scheme. */
export function pineconeHostUrl(host: string): string {
  const trimmed = host.trim().replace(/\/+$/, '');
  return /^https?:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The text of an error answer: its JSON `message` when it has one, else the body as sent. */
function messageOf(body: unknown): string {
  if (typeof body === 'string') {
    try {
      const parsed = JSON.parse(body) as { message?: unknown };
      if (parsed && typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // not JSON: the text itself
    }
    return body;
  }
  if (body && typeof body === 'object') {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    return JSON.stringify(body);
  }
  return body === undefined || body === null ? '' : String(body);
}

/** Pinecone's client's wording of an HTTP refusal. */
export function pineconeErrorMessage(status: number, url: string, body: unknown): string {
  const message = messageOf(body);
  switch (status) {
    case 400:
    case 403:
      return message;
    case 401:
      return `The API key you provided was rejected while calling ${url}. Please check your configuration values and try again. ${CONFIG_HELP}`;
    case 404:
      return `A call to ${url} returned HTTP status 404.`;
    case 409:
      return `A call to ${url} returned HTTP status 409. ${message}`;
    case 500:
      return `An internal server error occurred while calling the ${url} endpoint. Status Code: 500. ${STATUS_HELP}`;
    case 501:
      return `A call to ${url} returned HTTP status 501. ${message}`;
    case 503:
      return `The Pinecone service (${url}) is temporarily unavailable. Status Code: 503. ${STATUS_HELP}`;
    default:
      return `An unexpected error occured while calling the ${url} endpoint.  ${message} Status: ${status}.`;
  }
}

/**
 * Data-plane hosts already known, by control plane, key and index: as with Pinecone's client, an
 * index is described once per process, and listing the indexes tells every host (at most
 * {@link HOSTS_KEPT} kept).
 */
const hosts = new Map<string, string>();
const HOSTS_KEPT = 200;

/** A Pinecone project, reached with the node's `pineconeApi` credential. */
export class PineconeClient {
  private constructor(
    private readonly ctx: PineconeContext,
    private readonly apiKey: string,
  ) {}

  /** The client of the node's credential. */
  static async open(ctx: PineconeContext): Promise<PineconeClient> {
    const credentials = await ctx.getCredentials('pineconeApi');
    return new PineconeClient(ctx, String(credentials.apiKey ?? ''));
  }

  /** One call; a refusal or an unreachable service throws. */
  async call<T>(method: string, url: string, body?: unknown): Promise<T> {
    let answer: JsonAnswer;
    try {
      answer = await jsonCall(this.ctx, {
        method,
        url,
        body,
        headers: { 'Api-Key': this.apiKey, 'X-Pinecone-API-Version': PINECONE_API_VERSION },
      });
    } catch (e) {
      if (isGuardRefusal(e) || this.ctx.signal?.aborted) throw e;
      throw new NodeOperationError(
        this.ctx.getNode(),
        `Request failed to reach Pinecone while calling ${url}. This can occur for reasons such as network problems that prevent the request from being completed, or a Pinecone API outage. Check your network connection, and visit https://status.pinecone.io/ to see whether any outages are ongoing.`,
        { description: (e as Error).message },
      );
    }
    if (answer.status < 200 || answer.status >= 300)
      throw new Error(pineconeErrorMessage(answer.status, url, answer.text));
    return (answer.json ?? {}) as T;
  }

  /** Every index of the project (their hosts remembered, as Pinecone's client does). */
  async listIndexes(): Promise<PineconeIndexModel[]> {
    const answer = await this.call<{ indexes?: PineconeIndexModel[] }>('GET', `${pineconeControlUrl()}/indexes`);
    const indexes = answer.indexes ?? [];
    for (const index of indexes) if (index.host) this.remember(index.name, index.host);
    return indexes;
  }

  private hostKey(indexName: string): string {
    return `${pineconeControlUrl()}\n${this.apiKey}\n${indexName}`;
  }

  private remember(indexName: string, host: string): string {
    const url = pineconeHostUrl(host);
    const key = this.hostKey(indexName);
    hosts.delete(key);
    if (hosts.size >= HOSTS_KEPT) hosts.delete(hosts.keys().next().value!);
    hosts.set(key, url);
    return url;
  }

  /** The data-plane base URL of an index, described on first use. */
  async hostOf(indexName: string): Promise<string> {
    const known = hosts.get(this.hostKey(indexName));
    if (known) return known;
    if (!indexName) throw new Error('You must pass a non-empty string for `name` in order to describe an index');
    const model = await this.call<PineconeIndexModel>(
      'GET',
      `${pineconeControlUrl()}/indexes/${encodeURIComponent(indexName)}`,
    );
    if (!model.host)
      throw new Error(
        'The HTTP call succeeded but the host URL could not be resolved. Please make sure the index exists and is in a ready state.',
      );
    return this.remember(indexName, model.host);
  }

  /** An index's data plane. */
  index(name: string): PineconeIndex {
    return new PineconeIndex(this, name);
  }
}

/** The data plane of one index. */
export class PineconeIndex {
  constructor(
    private readonly client: PineconeClient,
    readonly name: string,
  ) {}

  /** Writes vectors into a namespace (`''` the default one). */
  async upsert(namespace: string, vectors: PineconeVector[]): Promise<void> {
    await this.client.call('POST', `${await this.client.hostOf(this.name)}/vectors/upsert`, { vectors, namespace });
  }

  /** The `topK` nearest vectors of a namespace, with their metadata. */
  async query(
    namespace: string,
    request: { topK: number; vector: number[]; filter?: Record<string, unknown>; includeMetadata?: boolean },
  ): Promise<PineconeMatch[]> {
    if (!request.topK) throw new Error('You must enter an integer for the `topK` search results to be returned.');
    if (request.topK < 1) throw new Error('`topK` property must be greater than 0.');
    if (request.filter && Object.keys(request.filter).length === 0)
      throw new Error('You must enter a `filter` object with at least one key-value pair.');
    const answer = await this.client.call<{ matches?: PineconeMatch[] }>(
      'POST',
      `${await this.client.hostOf(this.name)}/query`,
      { ...request, namespace },
    );
    return answer.matches ?? [];
  }

  /** Deletes every vector of a namespace. */
  async deleteAll(namespace: string): Promise<void> {
    await this.client.call('POST', `${await this.client.hostOf(this.name)}/vectors/delete`, {
      deleteAll: true,
      namespace,
    });
  }
}
