/**
 * Calls to the Gmail API (v1, at `https://www.googleapis.com/gmail/v1/…`, as n8n sends them) with
 * the node's credential, through the shared Google request layer (backoff on 429/5xx), and Gmail's
 * refusals worded as n8n words them ("Message not found", "Label name exists already" …).
 */
import { NodeApiError, type WorkflowNode } from '@weft/workflow';
import { googleApiRequest, googleAuthSource, type GoogleAuthSource } from '../shared/google/index.js';

/** The Gmail OAuth2 credential type. */
export const GMAIL_OAUTH2 = 'gmailOAuth2';

/** Where a Gmail call is sent from: any context with the node, its credentials and the HTTP client. */
export type GmailContext = Parameters<typeof googleAuthSource>[0];

/** What one call sends. */
export interface GmailCall {
  qs?: Record<string, unknown>;
  body?: unknown;
  itemIndex?: number;
}

/** A Gmail client of one node: `request` sends one call, `requestAll` follows `nextPageToken`. */
export interface GmailClient {
  readonly node: WorkflowNode;
  request<T = Record<string, unknown>>(method: string, endpoint: string, call?: GmailCall): Promise<T>;
  requestAll<T = Record<string, unknown>>(
    property: string,
    endpoint: string,
    qs?: Record<string, unknown>,
    itemIndex?: number,
  ): Promise<T[]>;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Gmail's refusal in n8n's words, for the resource being worked on. */
function gmailError(
  node: WorkflowNode,
  error: NodeApiError,
  resource: string | undefined,
  itemIndex?: number,
): NodeApiError {
  const body = error.context.data as { error?: { message?: unknown } } | undefined;
  const reason = typeof body?.error?.message === 'string' ? body.error.message : '';
  const make = (message: string, description?: string) =>
    new NodeApiError(node, { message, description, httpCode: error.httpCode, body: error.context.data }, { itemIndex });
  if (resource && error.httpCode === '400' && reason.includes('Invalid id value')) {
    return make(`Invalid ${resource} ID`, `${capital(resource)} IDs look like this: 182b676d244938bd`);
  }
  if (resource && error.httpCode === '404')
    return make(`${capital(resource === 'label' ? 'label ID' : resource)} not found`, reason || undefined);
  if (resource === 'label' && error.httpCode === '409') return make('Label name exists already', reason || undefined);
  return error;
}

/**
 * The Gmail client of a node. `authentication` is the node's parameter (`oAuth2` or
 * `serviceAccount`); `resource` names what 404/400/409 answers are about.
 */
export function gmailClient(ctx: GmailContext, authentication: string, resource?: string): GmailClient {
  const source: GoogleAuthSource = googleAuthSource(
    ctx,
    authentication === 'serviceAccount' ? 'serviceAccount' : 'oAuth2',
    GMAIL_OAUTH2,
  );
  const node = source.node;
  const request = async <T>(method: string, endpoint: string, call: GmailCall = {}): Promise<T> => {
    const hasBody =
      call.body !== undefined &&
      !(typeof call.body === 'object' && call.body !== null && Object.keys(call.body).length === 0);
    try {
      return await googleApiRequest<T>(source, {
        method,
        url: `https://www.googleapis.com${endpoint}`,
        qs: call.qs && Object.keys(call.qs).length ? call.qs : undefined,
        body: hasBody ? call.body : undefined,
        headers: hasBody
          ? { 'Content-Type': 'application/json', Accept: 'application/json' }
          : { Accept: 'application/json' },
        itemIndex: call.itemIndex,
      });
    } catch (error) {
      if (error instanceof NodeApiError) throw gmailError(node, error, resource, call.itemIndex);
      throw error;
    }
  };
  return {
    node,
    request,
    async requestAll<T>(
      property: string,
      endpoint: string,
      qs: Record<string, unknown> = {},
      itemIndex?: number,
    ): Promise<T[]> {
      const out: T[] = [];
      const query: Record<string, unknown> = { ...qs, maxResults: 100 };
      for (;;) {
        const page = await request<Record<string, unknown>>('GET', endpoint, { qs: query, itemIndex });
        const entries = page[property];
        if (Array.isArray(entries)) out.push(...(entries as T[]));
        if (typeof page.nextPageToken !== 'string' || page.nextPageToken === '') return out;
        query.pageToken = page.nextPageToken;
      }
    },
  };
}
