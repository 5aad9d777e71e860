import {
  CORE_NODE_TYPES,
  ExpressionDataContext,
  isDynamicWebhookPath,
  resolveWebhookPath,
  toWeftTypeName,
  trimSlashes,
  webhookMethods as sharedWebhookMethods,
  webhookRoutePath,
  type WorkflowNode,
} from '@weft/workflow';
import type { ServerDeps } from '../../context.js';
import type { StoredWorkflow } from './store.js';
import { workflowName } from './store.js';
import { formTriggerPathParameter, isFormTrigger } from '../../forms/paths.js';
import { chatTriggerPath, isChatTrigger } from '../../ai-chat/paths.js';

/** Whether a node starts its workflow from a registered URL (Webhook, Form Trigger, Chat Trigger, MCP Server Trigger). */
export function isUrlTrigger(node: WorkflowNode): boolean {
  return (
    toWeftTypeName(node.type) === CORE_NODE_TYPES.webhook ||
    isFormTrigger(node) ||
    isChatTrigger(node) ||
    node.type === CORE_NODE_TYPES.mcpTrigger
  );
}

/** The path an MCP Server Trigger serves below `/mcp/` and `/mcp-test/` (no slashes; an expression path is not supported). */
export function mcpTriggerPath(node: WorkflowNode): string {
  return trimSlashes(String(node.parameters.path ?? ''));
}

/**
 * The method under which an MCP Server Trigger's test listening is kept with the test webhooks:
 * no HTTP request has it, so `/webhook-test/` never matches it; `/mcp-test/` looks it up.
 */
export const MCP_TEST_METHOD = 'MCP';

/** The test listening of a workflow's enabled MCP Server Triggers (see {@link MCP_TEST_METHOD}). */
export function mcpTestSpecs(workflow: StoredWorkflow): WebhookSpec[] {
  return workflow.nodes.flatMap((node) => {
    const path = node.disabled || node.type !== CORE_NODE_TYPES.mcpTrigger ? '' : mcpTriggerPath(node);
    if (!path) return [];
    return [
      {
        workflowId: workflow.id,
        node: node.name,
        method: MCP_TEST_METHOD,
        path,
        webhookId: null,
        pathLength: path.split('/').length,
        dynamic: false,
      },
    ];
  });
}

/** One method+path a Webhook node listens to. */
export interface WebhookSpec {
  workflowId: string;
  /** The Webhook node's name. */
  node: string;
  method: string;
  /** Stored path without slashes; parameterised paths are prefixed with the node's webhookId. */
  path: string;
  webhookId: string | null;
  /** Number of segments of `path`. */
  pathLength: number;
  /** Whether `path` has `:param` segments. */
  dynamic: boolean;
}

/** A matched webhook: its spec and the values of its `:param` segments. */
export interface WebhookMatch<T extends WebhookSpec = WebhookSpec> {
  webhook: T;
  params: Record<string, string>;
}

/** The methods a Webhook node listens to (one, or several when `multipleMethods` is on). */
export function webhookMethods(node: WorkflowNode): string[] {
  return sharedWebhookMethods(node.parameters);
}

/**
 * The route path of a Webhook node, built by @weft/workflow's `webhookRoutePath` as the editor
 * shows it. An expression path is evaluated once, without item data (as n8n does).
 */
function routePathOf(workflow: StoredWorkflow, node: WorkflowNode): string {
  const resolved = resolveWebhookPath(node.parameters.path, (expression) =>
    new ExpressionDataContext({
      workflow,
      runData: {},
      nodeName: node.name,
      inputItems: [],
      runIndex: 0,
      mode: 'webhook',
      env: 'blocked',
      timezone: workflow.settings?.timezone,
    }).evaluate(expression, 0, undefined, true),
  );
  if (!resolved.ok)
    throw new Error(`The Webhook node "${node.name}" has an invalid expression as its path: ${resolved.error}`);
  const route = webhookRoutePath({ path: resolved.path, webhookId: node.webhookId, isFullPath: true });
  if (!route.ok) throw new Error(`The Webhook node "${node.name}" has no path. Set its Path parameter.`);
  return route.path;
}

/** Every method+path the enabled Webhook nodes of a workflow listen to. */
export function webhookSpecs(workflow: StoredWorkflow): WebhookSpec[] {
  const specs: WebhookSpec[] = [];
  for (const node of workflow.nodes) {
    if (!node.disabled && isFormTrigger(node)) {
      // A Form Trigger shows its form on GET and takes submissions on POST (also under /form and /form-test).
      const path = routePathOf(workflow, {
        ...node,
        parameters: { ...node.parameters, path: formTriggerPathParameter(node) },
      });
      const dynamic = isDynamicWebhookPath(path);
      for (const method of ['GET', 'POST'])
        specs.push({
          workflowId: workflow.id,
          node: node.name,
          method,
          path,
          webhookId: dynamic ? (node.webhookId ?? null) : null,
          pathLength: path.split('/').length,
          dynamic,
        });
      continue;
    }
    if (!node.disabled && isChatTrigger(node)) {
      // A Chat Trigger shows its page on GET and takes messages on POST, at <webhookId>/chat.
      const path = chatTriggerPath(node);
      for (const method of ['GET', 'POST'])
        specs.push({
          workflowId: workflow.id,
          node: node.name,
          method,
          path,
          webhookId: null,
          pathLength: path.split('/').length,
          dynamic: false,
        });
      continue;
    }
    if (node.disabled || toWeftTypeName(node.type) !== CORE_NODE_TYPES.webhook) continue;
    const path = routePathOf(workflow, node);
    const dynamic = isDynamicWebhookPath(path);
    for (const method of webhookMethods(node)) {
      specs.push({
        workflowId: workflow.id,
        node: node.name,
        method,
        path,
        webhookId: dynamic ? (node.webhookId ?? null) : null,
        pathLength: path.split('/').length,
        dynamic,
      });
    }
  }
  return specs;
}

/** Matches request segments against a parameterised path; answers its params or undefined. */
export function matchSegments(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const seg = segments[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = seg;
    else if (part !== seg) return undefined;
  }
  return params;
}

/**
 * Picks the webhook for a request path: an exact static path first, then the parameterised path
 * of the same length with the most literal segments.
 */
export function pickWebhook<T extends WebhookSpec>(candidates: T[], path: string): WebhookMatch<T> | undefined {
  const exact = candidates.find((c) => !c.dynamic && c.path === path);
  if (exact) return { webhook: exact, params: {} };
  const segments = path.split('/');
  let best: { match: WebhookMatch<T>; literal: number } | undefined;
  for (const c of candidates) {
    if (!c.dynamic || c.pathLength !== segments.length) continue;
    const params = matchSegments(c.path, segments);
    if (!params) continue;
    const literal = c.path.split('/').filter((p) => !p.startsWith(':')).length;
    if (!best || literal > best.literal) best = { match: { webhook: c, params }, literal };
  }
  return best?.match;
}

/** The error for two webhooks on one method+path. */
export function conflictError(node: string, otherWorkflow: string): Error {
  return new Error(
    `The URL path that the "${node}" Webhook node uses is already taken by workflow "${otherWorkflow}". Change the path, or deactivate the other workflow.`,
  );
}

/** Rejects a workflow whose own webhooks clash (same method and path on two nodes). */
export function checkOwnConflicts(workflow: StoredWorkflow, specs: WebhookSpec[]): void {
  const seen = new Map<string, string>();
  for (const s of specs) {
    const key = `${s.method} ${s.path}`;
    const other = seen.get(key);
    if (other !== undefined && other !== s.node) throw conflictError(s.node, workflow.name);
    seen.set(key, s.node);
  }
}

const LOOKUP_TTL_MS = 1000;

/**
 * The production webhooks of active workflows (table `webhook`). Lookups are answered from
 * memory: every production call looks its webhook up, and the table only changes on activation.
 * Writes in this process clear the cache at once; entries also expire after a second, so changes
 * made by another process are seen quickly.
 */
export class ProductionWebhooks {
  private cache = new Map<string, { at: number; match: WebhookMatch | undefined }>();

  constructor(private readonly ctx: ServerDeps<'db'>) {}

  /** Forgets cached lookups (after any write to the `webhook` table). */
  invalidate(): void {
    this.cache = new Map();
  }

  /** Registers a workflow's production webhooks; rejects paths another workflow holds. */
  async insert(workflow: StoredWorkflow, specs: WebhookSpec[]): Promise<void> {
    const kysely = this.ctx.db.kysely;
    checkOwnConflicts(workflow, specs);
    this.invalidate();
    await kysely.deleteFrom('webhook').where('workflowId', '=', workflow.id).execute();
    if (!specs.length) return;
    for (const s of specs) {
      const taken = await kysely
        .selectFrom('webhook')
        .select(['workflowId'])
        .where('webhookPath', '=', s.path)
        .where('method', '=', s.method)
        .executeTakeFirst();
      if (taken && taken.workflowId !== workflow.id)
        throw conflictError(s.node, await workflowName(this.ctx, taken.workflowId));
    }
    try {
      await kysely
        .insertInto('webhook')
        .values(
          specs.map((s) => ({
            workflowId: s.workflowId,
            webhookPath: s.path,
            method: s.method,
            node: s.node,
            webhookId: s.webhookId,
            pathLength: s.pathLength,
          })),
        )
        .execute();
    } catch (e) {
      // Another activation took a path between the check and the insert.
      throw new Error(
        `The URL path that the "${specs[0]!.node}" Webhook node uses is already taken (${(e as Error).message})`,
        { cause: e },
      );
    }
  }

  /** Removes a workflow's production webhooks. */
  async delete(workflowId: string): Promise<void> {
    this.invalidate();
    await this.ctx.db.kysely.deleteFrom('webhook').where('workflowId', '=', workflowId).execute();
    this.invalidate();
  }

  /** The production webhook for a method and path (see {@link pickWebhook}). */
  async find(method: string, path: string): Promise<WebhookMatch | undefined> {
    const key = `${method} ${path}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < LOOKUP_TTL_MS) return hit.match;
    const match = await this.query(method, path);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { at: Date.now(), match });
    return match;
  }

  /** The methods other than `method` that a production path is registered for (for the 404 hint). */
  async otherMethods(method: string, path: string): Promise<string[]> {
    const segments = path.split('/');
    const rows = await this.ctx.db.kysely
      .selectFrom('webhook')
      .select(['method', 'webhookPath'])
      .where('method', '!=', method)
      .where('pathLength', '=', segments.length)
      .execute();
    return [
      ...new Set(
        rows.filter((r) => r.webhookPath === path || matchSegments(r.webhookPath, segments)).map((r) => r.method),
      ),
    ];
  }

  private async query(method: string, path: string): Promise<WebhookMatch | undefined> {
    const segments = path.split('/');
    const rows = await this.ctx.db.kysely
      .selectFrom('webhook')
      .selectAll()
      .where('method', '=', method)
      .where((eb) =>
        eb.or([
          eb('webhookPath', '=', path),
          eb.and([eb('pathLength', '=', segments.length), eb('webhookPath', 'like', '%:%')]),
        ]),
      )
      .execute();
    const specs: WebhookSpec[] = rows.map((r) => ({
      workflowId: r.workflowId,
      node: r.node,
      method: r.method,
      path: r.webhookPath,
      webhookId: r.webhookId,
      pathLength: r.pathLength,
      dynamic: r.webhookPath.split('/').some((seg) => seg.startsWith(':')),
    }));
    return pickWebhook(specs, path);
  }
}
