/**
 * An n8n-style node type as Weft runs it: each of its functions called with n8n's context as
 * `this` (see contexts.ts), its webhook answer and webhook registration adapted to Weft's shapes,
 * its versioned form (`VersionedNodeType`) expanded to one type per version, and its tool variant
 * (`usableAsTool`) built as n8n builds it.
 */
import { toolVariant } from '@weft/nodes';
import type {
  ExecuteContext,
  Item,
  NodeMethods,
  NodeType,
  NodeTypeDescription,
  PollContext,
  SupplyDataContext,
  TriggerContext,
  WebhookCallResult,
  WebhookRequestContext,
  WebhookSetupContext,
  WebhookSetupMethods,
  ListSearchMethod,
  LoadOptionsMethod,
  NodeMethodContext,
} from '@weft/workflow';
import { n8nExecuteFunctions, n8nHookFunctions, n8nLoadOptionsFunctions, n8nPollFunctions, n8nTriggerFunctions, n8nWebhookFunctions, type N8nContextEnv } from './contexts.js';

type Fn = (this: unknown, ...args: unknown[]) => Promise<unknown>;
type Loose = Record<string, unknown>;

/**
 * Remote methods called n8n's way: the context only as `this`, their own arguments first
 * (`listSearch(this, filter, token)`), with n8n's load-options context.
 */
function adaptMethods(methods: NodeMethods | undefined, env: N8nContextEnv): NodeMethods | undefined {
  if (!methods) return methods;
  const n8n = (ctx: NodeMethodContext): unknown => n8nLoadOptionsFunctions(ctx, env);
  const out: NodeMethods = {};
  if (methods.loadOptions) {
    out.loadOptions = Object.fromEntries(Object.entries(methods.loadOptions).map(([name, fn]) => [name, ((ctx) => (fn as unknown as Fn).call(n8n(ctx))) as LoadOptionsMethod]));
  }
  if (methods.listSearch) {
    out.listSearch = Object.fromEntries(
      Object.entries(methods.listSearch).map(([name, fn]) => [name, ((ctx, filter, token) => (fn as unknown as Fn).call(n8n(ctx), filter, token)) as ListSearchMethod]),
    );
  }
  return out;
}

/** n8n's `{workflowData, webhookResponse, noWebhookResponse}` as Weft's webhook result. */
function webhookResult(answer: Loose | undefined, captured: { used: boolean; statusCode: number; headers: Record<string, string>; body?: unknown }): WebhookCallResult {
  const out: WebhookCallResult = {};
  if (answer?.workflowData) out.workflowData = answer.workflowData as Item[][];
  if (captured.used) out.response = { statusCode: captured.statusCode, headers: captured.headers, body: captured.body };
  else if (answer && answer.webhookResponse !== undefined) out.response = { statusCode: 200, headers: {}, body: answer.webhookResponse };
  return out;
}

/** The functions of an n8n-style node type, wrapped so Weft calls them with n8n's contexts. */
export function n8nStyleFunctions(type: NodeType, env: N8nContextEnv): Partial<NodeType> {
  const t = type as unknown as Loose;
  const out: Partial<NodeType> = {};
  const execute = t.execute as Fn | undefined;
  if (execute) out.execute = (ctx: ExecuteContext) => execute.call(n8nExecuteFunctions(ctx, env)) as ReturnType<NonNullable<NodeType['execute']>>;
  const trigger = t.trigger as Fn | undefined;
  if (trigger) out.trigger = (ctx: TriggerContext) => trigger.call(n8nTriggerFunctions(ctx, env)) as ReturnType<NonNullable<NodeType['trigger']>>;
  const poll = t.poll as Fn | undefined;
  if (poll) out.poll = (ctx: PollContext) => poll.call(n8nPollFunctions(ctx, env)) as ReturnType<NonNullable<NodeType['poll']>>;
  const supplyData = t.supplyData as Fn | undefined;
  if (supplyData) {
    out.supplyData = (ctx: SupplyDataContext, itemIndex: number) => supplyData.call(n8nExecuteFunctions(ctx, env), itemIndex) as ReturnType<NonNullable<NodeType['supplyData']>>;
  }
  const webhook = t.webhook as Fn | undefined;
  if (webhook) {
    out.webhook = async (ctx: WebhookRequestContext) => {
      const { context, captured } = n8nWebhookFunctions(ctx, env);
      return webhookResult((await webhook.call(context)) as Loose | undefined, captured);
    };
  }
  const hooks = t.webhookMethods as Record<string, Record<string, Fn>> | undefined;
  if (hooks && typeof hooks === 'object') {
    out.webhookMethods = Object.fromEntries(Object.entries(hooks).map(([name, m]) => {
      const call = (fn: Fn | undefined) => async (ctx: WebhookSetupContext): Promise<boolean> => (fn ? Boolean(await fn.call(n8nHookFunctions(ctx, env, name))) : true);
      const methods: WebhookSetupMethods = { checkExists: call(m.checkExists), create: call(m.create), delete: call(m.delete) };
      return [name, methods];
    }));
  }
  const methods = adaptMethods(type.methods, env);
  if (methods) out.methods = methods;
  return out;
}

/**
 * The node types of an n8n `VersionedNodeType` (an object with `nodeVersions` and a base
 * `description`): one per version, each with the base's name, display name and default version.
 * Any other value is answered as it is.
 */
export function expandVersioned(value: unknown): unknown[] {
  const v = value as { nodeVersions?: Record<string, Loose>; description?: Loose } | null;
  if (!v || typeof v !== 'object' || !v.nodeVersions || typeof v.nodeVersions !== 'object') return [value];
  const base = v.description ?? {};
  const out: unknown[] = [];
  for (const [version, nodeType] of Object.entries(v.nodeVersions)) {
    const d = (nodeType?.description ?? {}) as Loose;
    const description = {
      ...d,
      name: base.name ?? d.name,
      displayName: base.displayName ?? d.displayName,
      icon: d.icon ?? base.icon,
      group: d.group ?? base.group,
      description: d.description ?? base.description,
      defaultVersion: base.defaultVersion,
      version: Number(version),
    } as unknown as NodeTypeDescription;
    // Keep the instance (its methods live on its prototype); only the description is replaced.
    const expanded = Object.create(nodeType) as Loose;
    expanded.description = description;
    out.push(expanded);
  }
  return out;
}

/** The `<name>Tool` variant n8n offers for a node marked `usableAsTool`, at every version it has. */
export function n8nToolVariant(registered: NodeType): NodeType | undefined {
  const d = registered.description as NodeTypeDescription & { usableAsTool?: unknown };
  if (!d.usableAsTool || !registered.execute) return undefined;
  const versions = Array.isArray(d.version) ? d.version : [d.version];
  return toolVariant(registered, versions, d.name.slice(d.name.lastIndexOf('.') + 1));
}
