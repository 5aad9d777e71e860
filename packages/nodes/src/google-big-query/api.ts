/**
 * Calls to BigQuery's REST API v2 (`https://bigquery.googleapis.com/bigquery/v2/…`) through the
 * shared Google request layer (service account or the `googleBigQueryOAuth2Api` credential, retries,
 * token renewal). Tests reach a loopback fake through `WEFT_GOOGLE_API_URL`, which the shared layer
 * applies to every `*.googleapis.com` URL.
 */
import { NodeApiError, type HttpRequestOptions, type HttpResponse, type WorkflowNode } from '@weft/workflow';
import { googleApiRequest, googleAuthSource } from '../shared/google/index.js';
import { BIGQUERY_SERVICE_ACCOUNT_SCOPES } from './credentials.js';

/** BigQuery's API root. */
export const BIGQUERY_API = 'https://bigquery.googleapis.com/bigquery';

/** What a call needs from its caller (an execute or method context). */
export interface BigQueryCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** One call under `/bigquery`. */
export interface BigQueryCall {
  method?: 'GET' | 'POST';
  path: string;
  body?: Json;
  qs?: Json;
  itemIndex?: number;
}

/**
 * Sends one call and answers its JSON body. `googleMessage`: the error names Google's own message,
 * as version 2 does; version 1 keeps the message n8n gives the HTTP status.
 */
export async function bigQueryRequest(
  caller: BigQueryCaller,
  authentication: string,
  call: BigQueryCall,
  googleMessage: boolean,
): Promise<Json> {
  const source = googleAuthSource(
    caller,
    authentication,
    'googleBigQueryOAuth2Api',
    authentication === 'serviceAccount' ? BIGQUERY_SERVICE_ACCOUNT_SCOPES : undefined,
    call.itemIndex,
  );
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  try {
    return await googleApiRequest<Json>(source, {
      method: call.method ?? 'GET',
      url: `${BIGQUERY_API}${call.path}`,
      qs,
      headers: { 'Content-Type': 'application/json' },
      ...(hasBody ? { body: call.body } : {}),
      itemIndex: call.itemIndex,
    });
  } catch (error) {
    if (!googleMessage || !(error instanceof NodeApiError)) throw error;
    const body = error.context.data as { error?: { message?: unknown } } | undefined;
    const message = typeof body?.error?.message === 'string' ? body.error.message : undefined;
    if (!message) throw error;
    throw new NodeApiError(
      caller.getNode(),
      { message, description: error.description ?? undefined, httpCode: error.httpCode, body },
      { itemIndex: call.itemIndex },
    );
  }
}
