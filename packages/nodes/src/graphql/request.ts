/** Builds one GraphQL request the way n8n's GraphQL node does: headers, authentication, query and body. */
import { NodeOperationError, type ExecuteContext, type HttpRequestOptions } from '@weft/workflow';
import { applyCredentialAuthentication } from '../credentials/authenticate.js';
import { parseCustomAuth } from '../credentials/http-custom-auth.js';

/** The authentication choices and the credential type each one uses. */
export const AUTH_CREDENTIAL: Readonly<Record<string, string>> = {
  basicAuth: 'httpBasicAuth',
  customAuth: 'httpCustomAuth',
  digestAuth: 'httpDigestAuth',
  headerAuth: 'httpHeaderAuth',
  queryAuth: 'httpQueryAuth',
  oAuth1: 'oAuth1Api',
  oAuth2: 'oAuth2Api',
};

/** The node's credential, read once: its type and data (absent when none is set, as n8n then sends the request without one). */
export interface GraphqlAuth {
  authentication: string;
  type?: string;
  credentials?: Record<string, unknown>;
}

/** A prepared request and how to read its answer. */
export interface GraphqlRequest {
  request: HttpRequestOptions;
  /** `json`: the body was sent as JSON and an answer in JSON is parsed (n8n's `json: true`). */
  requestFormat: 'json' | 'graphql';
  /** Digest credentials: the request is retried with a Digest answer when the server challenges it. */
  digest?: { user: string; password: string };
}

/** Reads the node's credential for its authentication, leaving it out when none can be read (as n8n does). */
export async function readAuth(ctx: ExecuteContext): Promise<GraphqlAuth> {
  const authentication = String(ctx.getNodeParameter('authentication', 0, 'none') ?? 'none');
  const type = AUTH_CREDENTIAL[authentication];
  if (!type) return { authentication };
  try {
    return { authentication, type, credentials: await ctx.getCredentials(type) };
  } catch {
    return { authentication };
  }
}

function basic(user: unknown, password: unknown): string {
  return `Basic ${Buffer.from(`${String(user ?? '')}:${String(password ?? '')}`).toString('base64')}`;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((k) => k.toLowerCase() === name);
}

/** The variables parameter as an object: JSON text is parsed, an object kept; anything else is refused with n8n's message. */
function parseVariables(ctx: ExecuteContext, variables: unknown, itemIndex: number): unknown {
  if (typeof variables === 'string') {
    try {
      return JSON.parse(variables || '{}');
    } catch (error) {
      throw new NodeOperationError(
        ctx.getNode(),
        `Using variables failed:\n${variables}\n\nWith error message:\n${String(error)}`,
        { itemIndex },
      );
    }
  }
  if (typeof variables === 'object' && variables !== null) return variables;
  throw new NodeOperationError(
    ctx.getNode(),
    `Using variables failed:\n${String(variables)}\n\nGraphQL variables should be either an object or a string.`,
    { itemIndex },
  );
}

/**
 * One item's request. As in n8n, the request format, variables and operation name are read only
 * for POST (a GET sends the query in `?query=` and also a JSON body with empty variables).
 */
export function buildGraphqlRequest(ctx: ExecuteContext, itemIndex: number, auth: GraphqlAuth): GraphqlRequest {
  const node = ctx.getNode();
  const method = String(ctx.getNodeParameter('requestMethod', itemIndex, 'POST') ?? 'POST').toUpperCase();
  const endpoint: unknown = ctx.getNodeParameter('endpoint', itemIndex, '');
  if (typeof endpoint !== 'string' || !/^https?:\/\//i.test(endpoint)) {
    throw new NodeOperationError(node, `Invalid URL: ${String(endpoint)}. URL must start with "http" or "https".`, {
      itemIndex,
    });
  }
  const requestFormat =
    (method === 'POST' ? String(ctx.getNodeParameter('requestFormat', itemIndex, 'json') ?? 'json') : 'json') ===
    'graphql'
      ? 'graphql'
      : 'json';
  const ui = (ctx.getNodeParameter('headerParametersUi', itemIndex, {}) ?? {}) as {
    parameter?: Array<{ name?: unknown; value?: unknown }>;
  };
  const headers: Record<string, string> = { 'content-type': `application/${requestFormat}` };
  for (const { name, value } of ui.parameter ?? []) {
    const key = String(name ?? '');
    if (key.toLowerCase() === 'content-type') delete headers['content-type'];
    headers[key] = String(value ?? '');
  }
  let qs: Record<string, unknown> | undefined;
  let extraBody: Record<string, unknown> | undefined;
  let digest: GraphqlRequest['digest'];
  const c = auth.credentials;
  if (c) {
    if (auth.authentication === 'basicAuth') headers.Authorization = basic(c.user, c.password);
    else if (auth.authentication === 'customAuth') {
      let custom;
      try {
        custom = parseCustomAuth(c);
      } catch (error) {
        throw new NodeOperationError(node, (error as Error).message, { itemIndex });
      }
      if (custom.headers) for (const [k, v] of Object.entries(custom.headers)) headers[k] = String(v);
      if (custom.body) extraBody = { ...custom.body };
      if (custom.qs) qs = { ...custom.qs };
    } else if (auth.authentication === 'headerAuth') headers[String(c.name ?? '')] = String(c.value ?? '');
    else if (auth.authentication === 'queryAuth') qs = { ...qs, [String(c.name ?? '')]: c.value };
    else if (auth.authentication === 'digestAuth') {
      // n8n sends these as Basic credentials first; Weft also answers a Digest challenge.
      headers.Authorization = basic(c.user, c.password);
      digest = { user: String(c.user ?? ''), password: String(c.password ?? '') };
    }
  }
  const query = String(ctx.getNodeParameter('query', itemIndex, '') ?? '');
  if (method === 'GET') qs = { ...qs, query };
  let body: string;
  if (requestFormat === 'json') {
    const variables = method === 'POST' ? ctx.getNodeParameter('variables', itemIndex, {}) : {};
    const operationName = method === 'POST' ? ctx.getNodeParameter('operationName', itemIndex, '') : '';
    body = JSON.stringify({
      ...extraBody,
      query,
      variables: parseVariables(ctx, variables, itemIndex),
      operationName: operationName === '' ? null : operationName,
    });
    if (!hasHeader(headers, 'accept')) headers.Accept = 'application/json';
  } else {
    body = query;
    if (!hasHeader(headers, 'accept')) headers.accept = '*/*';
  }
  let request: HttpRequestOptions = {
    url: endpoint,
    method,
    headers,
    body,
    responseType: 'text',
    ignoreHttpStatusErrors: true,
    ignoreSslIssues: !!ctx.getNodeParameter('allowUnauthorizedCerts', itemIndex, false),
    followRedirects: method === 'GET',
    abortSignal: ctx.signal,
  };
  if (qs) request.qs = qs;
  if (c && (auth.type === 'oAuth1Api' || auth.type === 'oAuth2Api')) {
    try {
      request = applyCredentialAuthentication(auth.type, c, request);
    } catch (error) {
      throw new NodeOperationError(node, (error as Error).message, { itemIndex });
    }
  }
  return { request, requestFormat, ...(digest ? { digest } : {}) };
}
