/**
 * How a webhook node's path, id and methods become the URLs the server routes. The server
 * registers webhooks with these functions and the editor shows URLs built by them, so the two
 * cannot disagree.
 *
 * Routes: production `{urlBaseWebhook}{endpointWebhook}/{path}`, test
 * `{urlBaseWebhook}{endpointWebhookTest}/{path}`, and executions waiting for a call
 * `{urlBaseWebhook}webhook-waiting/{executionId}[/{suffix}]` (`$execution.resumeUrl`).
 */

/** Where webhooks are served: the instance settings `urlBaseWebhook`, `endpointWebhook`, `endpointWebhookTest`. */
export interface WebhookEndpoints {
  /** Public base URL, e.g. `https://weft.example.com/` (a trailing slash is optional). */
  urlBaseWebhook: string;
  /** Production endpoint (default `webhook`). */
  endpointWebhook: string;
  /** Test endpoint (default `webhook-test`). */
  endpointWebhookTest: string;
}

/** Which of a webhook's two URLs: the test URL (listening in the editor) or the production URL (active workflow). */
export type WebhookUrlMode = 'test' | 'production';

/** The endpoint of executions waiting for a call (Wait node, `$execution.resumeUrl`). */
export const WAITING_WEBHOOK_ENDPOINT = 'webhook-waiting';

/** Default production and test endpoints. */
export const DEFAULT_WEBHOOK_ENDPOINTS: Readonly<Pick<WebhookEndpoints, 'endpointWebhook' | 'endpointWebhookTest'>> =
  Object.freeze({
    endpointWebhook: 'webhook',
    endpointWebhookTest: 'webhook-test',
  });

/**
 * Why a webhook path cannot be built: the path expression failed (`expression`), gave something
 * other than text (`notText`), or there is no path and no webhookId (`noPath`). The editor shows
 * its own text for a code; `error` is the English reason (for `expression`, the expression's error).
 */
export type WebhookPathErrorCode = 'expression' | 'notText' | 'noPath';

/** A result that is either a value or the reason there is none. */
export type WebhookPathResult = { ok: true; path: string } | { ok: false; error: string; code: WebhookPathErrorCode };

/** Removes leading and trailing slashes. */
export function trimSlashes(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** Whether a path has `:param` segments (`users/:id`). */
export function isDynamicWebhookPath(path: string): boolean {
  return trimSlashes(path)
    .split('/')
    .some((s) => s.startsWith(':'));
}

/**
 * The methods a webhook listens to, upper-cased and without duplicates: one method, or a list
 * when the node allows several. Nothing usable means GET.
 *
 * @example webhookMethods({ multipleMethods: true }) // ['GET', 'POST']
 */
export function webhookMethods(parameters: { httpMethod?: unknown; multipleMethods?: unknown }): string[] {
  const raw = parameters.httpMethod ?? (parameters.multipleMethods === true ? ['GET', 'POST'] : 'GET');
  const list = Array.isArray(raw) ? raw : [raw];
  const methods = list
    .filter((m) => typeof m === 'string' && m.trim() !== '')
    .map((m) => String(m).trim().toUpperCase());
  return methods.length ? [...new Set(methods)] : ['GET'];
}

/**
 * The path a node's `path` parameter gives: a literal (an `=` without `{{ }}` counts as literal
 * text) or the result of `evaluate` for an expression. Numbers become text; an evaluation error,
 * or a result that is not text, is reported as an invalid expression.
 */
export function resolveWebhookPath(raw: unknown, evaluate: (expression: string) => unknown): WebhookPathResult {
  let value: unknown = raw ?? '';
  if (typeof value === 'string' && value.startsWith('=')) {
    if (!value.includes('{{')) value = value.slice(1);
    else {
      try {
        value = evaluate(value);
      } catch (e) {
        return { ok: false, error: (e as Error)?.message || String(e), code: 'expression' };
      }
      if (value === undefined || value === null) value = '';
    }
  }
  if (typeof value === 'number' || typeof value === 'boolean') value = String(value);
  if (typeof value !== 'string')
    return { ok: false, error: 'The path expression must give text, not an object or a list', code: 'notText' };
  return { ok: true, path: value.trim() };
}

/** What {@link webhookRoutePath} needs to know about a node. */
export interface WebhookRouteInput {
  /** The resolved path (slashes at either end are ignored). */
  path: string;
  /** The node's `webhookId`. */
  webhookId?: string | null;
  /** Whether the path is used as given (true for the Webhook node); otherwise the webhookId (or workflow id and node name) goes first. */
  isFullPath?: boolean;
  /** For nodes without a webhookId whose path is not full. */
  nodeName?: string;
  workflowId?: string;
}

/**
 * The path below the endpoint that the server routes for a webhook:
 * - an empty path is the node's webhookId;
 * - a path with `:param` segments gets the webhookId in front (`{webhookId}/users/:id`), so two
 *   workflows can use the same parameterised path;
 * - a path that is not full gets the webhookId in front, or without one the workflow id and the
 *   lower-cased node name.
 *
 * @example webhookRoutePath({ path: '/users/:id/', webhookId: 'abc' }) // { ok: true, path: 'abc/users/:id' }
 */
export function webhookRoutePath(input: WebhookRouteInput): WebhookPathResult {
  let path = trimSlashes(input.path.trim());
  const webhookId = input.webhookId ?? '';
  if (!path) {
    if (!webhookId) return { ok: false, error: 'The webhook has no path. Set its Path parameter.', code: 'noPath' };
    return { ok: true, path: webhookId };
  }
  const full = input.isFullPath ?? true;
  if (!full || isDynamicWebhookPath(path)) {
    if (webhookId) path = `${webhookId}/${path}`;
    else if (!full)
      path = `${input.workflowId ?? ''}/${encodeURIComponent((input.nodeName ?? '').toLowerCase())}/${path}`.replace(
        /^\/+/,
        '',
      );
  }
  return { ok: true, path };
}

/** Joins a base URL and path parts with single slashes; each part's own slashes at either end are dropped. */
export function joinUrl(base: string, ...parts: string[]): string {
  const rest = parts.map(trimSlashes).filter(Boolean);
  const head = base.replace(/\/+$/, '');
  return rest.length ? `${head}/${rest.join('/')}` : head;
}

/** Encodes each segment of a route path for a URL, keeping `:param` markers readable. */
export function encodeRoutePath(path: string): string {
  return trimSlashes(path)
    .split('/')
    .map((s) => (s.startsWith(':') ? `:${encodeURIComponent(s.slice(1))}` : encodeURIComponent(s)))
    .join('/');
}

/**
 * The full test or production URL of a webhook route path (see {@link webhookRoutePath}).
 *
 * @example webhookUrl({ urlBaseWebhook: 'https://w.example/', endpointWebhook: 'webhook', endpointWebhookTest: 'webhook-test' }, 'test', 'orders')
 * // 'https://w.example/webhook-test/orders'
 */
export function webhookUrl(endpoints: WebhookEndpoints, mode: WebhookUrlMode, routePath: string): string {
  const endpoint =
    mode === 'test'
      ? endpoints.endpointWebhookTest || DEFAULT_WEBHOOK_ENDPOINTS.endpointWebhookTest
      : endpoints.endpointWebhook || DEFAULT_WEBHOOK_ENDPOINTS.endpointWebhook;
  return joinUrl(endpoints.urlBaseWebhook, endpoint, encodeRoutePath(routePath));
}

/** The base of `$execution.resumeUrl`: `{urlBaseWebhook}webhook-waiting` (the execution id follows). */
export function resumeUrlBase(urlBaseWebhook: string): string {
  return joinUrl(urlBaseWebhook, WAITING_WEBHOOK_ENDPOINT);
}

/**
 * The URL that resumes a waiting execution: `$execution.resumeUrl`, plus the Wait node's
 * webhook suffix when it has one.
 */
export function resumeWebhookUrl(urlBaseWebhook: string, executionId: string, suffix = ''): string {
  return joinUrl(resumeUrlBase(urlBaseWebhook), executionId, encodeRoutePath(suffix));
}
