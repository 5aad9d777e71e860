/**
 * The webhook URLs of a node, as the node details view shows them (pure). The type
 * description's `webhooks` say which URLs a node has; @weft/workflow's URL builder turns the
 * resolved path into the URLs the server routes, so the view and the server agree. Texts shown
 * in place of a path, and the reasons, are in the active locale.
 */
import {
  joinUrl,
  resolveWebhookPath,
  resumeUrlBase,
  webhookMethods,
  webhookRoutePath,
  webhookUrl,
  withDefaults,
  encodeRoutePath,
  type NodeParameters,
  type NodeTypeDescription,
  type NodeWebhookDescription,
  type WebhookEndpoints,
  type WebhookPathResult,
  type WebhookUrlMode,
  type WorkflowNode,
} from '@weft/workflow';
import { t } from '../../i18n';

/**
 * Why a URL cannot be built: its path expression fails ('invalid expression'), or
 * the node has no path and no webhookId to use instead.
 */
export type WebhookUrlProblem = 'invalidExpression' | 'missingPath';

/** What stands in for the path of a URL that cannot be built ('[invalid expression]', '[no path set]'). */
export function webhookUrlMarker(problem: WebhookUrlProblem): string {
  return problem === 'invalidExpression' ? t('nodeWebhooks.invalidExpression') : t('nodeWebhooks.missingPath');
}

/** Stands in for the execution id in a resume URL, which only exists at run time ('{execution id}'). */
export function executionIdPlaceholder(): string {
  return t('nodeWebhooks.executionIdPlaceholder');
}

/** The expression that gives a waiting execution's resume URL. */
export const RESUME_URL_EXPRESSION = '{{ $execution.resumeUrl }}';
/** The expression that gives a waiting Form node's page (n8n's `$execution.resumeFormUrl`). */
export const RESUME_FORM_URL_EXPRESSION = '{{ $execution.resumeFormUrl }}';

/** Where n8n serves forms: Form Trigger pages and waiting Form node pages (not the webhook endpoints). */
export const FORM_ENDPOINTS = { production: 'form', test: 'form-test', waiting: 'form-waiting' } as const;

/** Where the MCP Server Trigger is served (`nodeType: 'mcp'`). */
export const MCP_ENDPOINTS = { production: 'mcp', test: 'mcp-test' } as const;

/**
 * The endpoints of a webhook: a form webhook (`nodeType: 'form'`) is served under /form and
 * /form-test, an MCP server (`nodeType: 'mcp'`) under /mcp and /mcp-test.
 */
function endpointsFor(hook: NodeWebhookDescription, endpoints: WebhookEndpoints): WebhookEndpoints {
  const kind = (hook as { nodeType?: string }).nodeType;
  if (kind === 'mcp')
    return { ...endpoints, endpointWebhook: MCP_ENDPOINTS.production, endpointWebhookTest: MCP_ENDPOINTS.test };
  if (kind !== 'form') return endpoints;
  return { ...endpoints, endpointWebhook: FORM_ENDPOINTS.production, endpointWebhookTest: FORM_ENDPOINTS.test };
}

/**
 * One URL as shown: the text to show, what a click copies, or why there is none (`url` is then
 * `base` + '/' + the problem's marker, and `error` the reason).
 */
export type WebhookUrlResult =
  | { ok: true; url: string; copyText: string }
  | { ok: false; url: string; base: string; problem: WebhookUrlProblem; error: string };

/** One webhook of a node, ready to show. */
export interface NodeWebhookView {
  name: string;
  /** HTTP methods, upper-case; none where the description hides them (`ndvHideMethod`: chat and MCP triggers). */
  methods: string[];
  /** An MCP server (`nodeType: 'mcp'`): MCP clients connect to it, and its first tool call ends a test listening. */
  mcp?: boolean;
  /**
   * 'trigger': starts the workflow; it has a test URL (while listening in the editor) and a
   * production URL (while the workflow is active). 'resume': resumes a waiting execution at
   * `$execution.resumeUrl`, the same in tests and in production.
   */
  kind: 'trigger' | 'resume';
  urls: Record<WebhookUrlMode, WebhookUrlResult>;
}

/** What {@link nodeWebhooks} needs. */
export interface NodeWebhooksInput {
  node: WorkflowNode;
  desc: NodeTypeDescription | undefined;
  endpoints: WebhookEndpoints;
  workflowId?: string;
  /**
   * Evaluates an `=` expression of the node with the editor's evaluator, `parameters` standing
   * in for `$parameter`; throws when the expression fails.
   */
  evaluate(expression: string, parameters: Record<string, unknown>): unknown;
}

/** A parameter whose expression failed; reading it makes the webhook's URL invalid. */
class InvalidParameter {
  constructor(readonly error: string) {}
  toJSON(): string {
    return `${INVALID_MARK}${this.error}${INVALID_MARK}`;
  }
  toString(): string {
    return this.toJSON();
  }
}

const INVALID_MARK = '\u0000invalid\u0000';

function isExpressionString(v: unknown): v is string {
  return typeof v === 'string' && v.startsWith('=');
}

/** The node's parameters with expressions evaluated; failures become {@link InvalidParameter}. */
function resolveParameters(value: unknown, raw: NodeParameters, evaluate: NodeWebhooksInput['evaluate']): unknown {
  if (isExpressionString(value)) {
    try {
      return evaluate(value, raw);
    } catch (e) {
      return new InvalidParameter((e as Error)?.message || String(e));
    }
  }
  if (Array.isArray(value)) return value.map((v) => resolveParameters(v, raw, evaluate));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveParameters(v, raw, evaluate)]));
  return value;
}

/** Throws the error of a failed parameter that a description expression read. */
function unwrap(value: unknown): unknown {
  if (value instanceof InvalidParameter) throw new Error(value.error);
  if (typeof value === 'string' && value.includes(INVALID_MARK))
    throw new Error(value.split(INVALID_MARK)[1] || t('nodeWebhooks.error.invalidExpression'));
  if (Array.isArray(value)) value.forEach(unwrap);
  return value;
}

/** An URL that cannot be built: the base with a marker in place of the path, and the reason. */
function invalid(base: string, error: string, problem: WebhookUrlProblem = 'invalidExpression'): WebhookUrlResult {
  return { ok: false, url: `${base}/${webhookUrlMarker(problem)}`, base, problem, error };
}

/** The reason of a path that failed, in the active locale (an expression's own error stays as it is). */
function pathError(result: Extract<WebhookPathResult, { ok: false }>): string {
  if (result.code === 'notText') return t('nodeWebhooks.error.notText');
  if (result.code === 'noPath') return t('nodeWebhooks.error.noPath');
  return result.error;
}

/**
 * The webhooks of a node that the node details view shows: one entry per description webhook
 * that is not hidden (`ndvHideUrl`), with its methods and its test and production URLs. An
 * expression that fails shows '[invalid expression]' in place of the path, with the reason.
 *
 * @example nodeWebhooks({ node, desc, endpoints, evaluate })[0].urls.test.url // 'http://localhost:5678/webhook-test/orders'
 */
export function nodeWebhooks(input: NodeWebhooksInput): NodeWebhookView[] {
  const { node, desc, endpoints } = input;
  if (!desc?.webhooks?.length) return [];
  const raw = withDefaults(desc.properties, node.parameters, node.typeVersion);
  const parameters = resolveParameters(raw, raw, input.evaluate) as Record<string, unknown>;
  const field = (value: unknown): unknown =>
    isExpressionString(value) ? unwrap(input.evaluate(value, parameters)) : value;
  const views: NodeWebhookView[] = [];
  for (const hook of desc.webhooks) {
    try {
      if (field(hook.ndvHideUrl) === true) continue;
    } catch {
      continue;
    }
    let methods: string[];
    try {
      methods = field(hook.ndvHideMethod) === true ? [] : webhookMethods({ httpMethod: field(hook.httpMethod) });
    } catch {
      methods = [];
    }
    const resolved = resolveWebhookPath(hook.path ?? '', (e) => field(e));
    if (hook.restartWebhook) {
      const form = (hook as { nodeType?: string }).nodeType === 'form';
      const waiting = form
        ? joinUrl(endpoints.urlBaseWebhook, FORM_ENDPOINTS.waiting)
        : resumeUrlBase(endpoints.urlBaseWebhook);
      const base = joinUrl(waiting, executionIdPlaceholder());
      const suffix = resolved.ok ? encodeRoutePath(resolved.path) : '';
      const expression = form ? RESUME_FORM_URL_EXPRESSION : RESUME_URL_EXPRESSION;
      const url: WebhookUrlResult = resolved.ok
        ? { ok: true, url: joinUrl(base, suffix), copyText: suffix ? `${expression}/${suffix}` : expression }
        : invalid(base, pathError(resolved));
      // A Form node's GET and POST share one page: show it once.
      const same = views.find((v) => v.kind === 'resume' && v.urls.test.url === url.url);
      if (same) {
        same.methods = [...new Set([...same.methods, ...methods])];
        continue;
      }
      views.push({ name: hook.name, methods, kind: 'resume', urls: { test: url, production: url } });
      continue;
    }
    let full = true;
    try {
      full = field(hook.isFullPath) !== false;
    } catch {
      /* a broken isFullPath expression: keep the path as given */
    }
    const route = resolved.ok
      ? webhookRoutePath({
          path: resolved.path,
          webhookId: node.webhookId,
          isFullPath: full,
          nodeName: node.name,
          workflowId: input.workflowId,
        })
      : undefined;
    const urls = {} as Record<WebhookUrlMode, WebhookUrlResult>;
    const hookEndpoints = endpointsFor(hook, endpoints);
    for (const mode of ['test', 'production'] as const) {
      const base = webhookUrl(hookEndpoints, mode, '');
      if (!resolved.ok) urls[mode] = invalid(base, pathError(resolved));
      else if (!route?.ok) urls[mode] = invalid(base, route ? pathError(route) : '', 'missingPath');
      else {
        const url = webhookUrl(hookEndpoints, mode, route.path);
        urls[mode] = { ok: true, url, copyText: url };
      }
    }
    const mcp = (hook as { nodeType?: string }).nodeType === 'mcp';
    views.push({ name: hook.name, methods, kind: 'trigger', urls, ...(mcp ? { mcp } : {}) });
  }
  return views;
}

/** Whether a node type has webhooks that start the workflow (a test event can be listened for). */
export function hasTriggerWebhooks(desc: NodeTypeDescription | undefined): boolean {
  return !!desc?.webhooks?.some((h) => !h.restartWebhook);
}

/**
 * What the run button of a trigger says: 'Listen for test event' for a webhook trigger,
 * 'Fetch test event' for a polling trigger, otherwise 'Execute step' (in the active locale).
 */
export function testEventLabel(desc: NodeTypeDescription | undefined): string {
  if (hasTriggerWebhooks(desc)) return t('ndv.execute.listenForTestEvent');
  if (desc?.polling) return t('ndv.execute.fetchEvent');
  return t('ndv.execute.executeNode');
}
