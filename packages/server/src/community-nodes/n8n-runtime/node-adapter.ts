/**
 * An n8n-style node type as Weft runs it: each of its functions called with n8n's context as
 * `this` (see contexts.ts), its webhook answer and webhook registration adapted to Weft's shapes,
 * its versioned form (`VersionedNodeType`) expanded to one type per version, and its tool variant
 * (`usableAsTool`) built as n8n builds it.
 */
import { toolVariant } from '@weft/nodes/loader';
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
import { isDeclarativeNodeType } from '@weft/workflow';
import {
  n8nExecuteFunctions,
  n8nHookFunctions,
  n8nLoadOptionsFunctions,
  n8nPollFunctions,
  n8nTriggerFunctions,
  n8nWebhookFunctions,
  type N8nContextEnv,
} from './contexts.js';
import { declarativeExecute } from './declarative-tool.js';

/** Where a registered n8n-style type keeps its context environment (for its tool variant). */
const CONTEXT_ENV = Symbol('weft.n8nContextEnv');

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
    out.loadOptions = Object.fromEntries(
      Object.entries(methods.loadOptions).map(([name, fn]) => [
        name,
        ((ctx) => (fn as unknown as Fn).call(n8n(ctx))) as LoadOptionsMethod,
      ]),
    );
  }
  if (methods.listSearch) {
    out.listSearch = Object.fromEntries(
      Object.entries(methods.listSearch).map(([name, fn]) => [
        name,
        ((ctx, filter, token) => (fn as unknown as Fn).call(n8n(ctx), filter, token)) as ListSearchMethod,
      ]),
    );
  }
  return out;
}

/** n8n's `{workflowData, webhookResponse, noWebhookResponse}` as Weft's webhook result. */
function webhookResult(
  answer: Loose | undefined,
  captured: { used: boolean; statusCode: number; headers: Record<string, string>; body?: unknown },
): WebhookCallResult {
  const out: WebhookCallResult = {};
  if (answer?.workflowData) out.workflowData = answer.workflowData as Item[][];
  if (captured.used) out.response = { statusCode: captured.statusCode, headers: captured.headers, body: captured.body };
  else if (answer && answer.webhookResponse !== undefined)
    out.response = { statusCode: 200, headers: {}, body: answer.webhookResponse };
  return out;
}

/** One icon of n8n's themed form (`{light, dark}`): the light one, as Weft's descriptions carry a single icon. */
function singleIcon(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const themed = value as { light?: unknown; dark?: unknown };
  return typeof themed.light === 'string' ? themed.light : typeof themed.dark === 'string' ? themed.dark : undefined;
}

/**
 * The description as Weft serves it: n8n's themed `icon` and `iconUrl` (`{light, dark}`) become
 * the light one (the editor draws one icon per node type).
 */
function weftDescription(description: NodeTypeDescription): NodeTypeDescription | undefined {
  const d = description as unknown as Loose;
  const themed = ['icon', 'iconUrl'].filter((k) => d[k] !== undefined && typeof d[k] === 'object');
  if (!themed.length) return undefined;
  const out: Loose = { ...d };
  for (const k of themed) {
    const single = singleIcon(d[k]);
    if (single === undefined) delete out[k];
    else out[k] = single;
  }
  return out as unknown as NodeTypeDescription;
}

/**
 * The functions of an n8n-style node type, wrapped so Weft calls them with n8n's contexts (and
 * its description, where n8n's shape differs from Weft's).
 */
export function n8nStyleFunctions(type: NodeType, env: N8nContextEnv): Partial<NodeType> {
  const t = type as unknown as Loose;
  const out: Partial<NodeType> = {};
  const description = weftDescription(env.description);
  if (description) out.description = description;
  const execute = t.execute as Fn | undefined;
  if (execute)
    out.execute = (ctx: ExecuteContext) =>
      execute.call(n8nExecuteFunctions(ctx, env)) as ReturnType<NonNullable<NodeType['execute']>>;
  const trigger = t.trigger as Fn | undefined;
  if (trigger)
    out.trigger = (ctx: TriggerContext) =>
      trigger.call(n8nTriggerFunctions(ctx, env)) as ReturnType<NonNullable<NodeType['trigger']>>;
  const poll = t.poll as Fn | undefined;
  if (poll)
    out.poll = (ctx: PollContext) => poll.call(n8nPollFunctions(ctx, env)) as ReturnType<NonNullable<NodeType['poll']>>;
  const supplyData = t.supplyData as Fn | undefined;
  if (supplyData) {
    out.supplyData = (ctx: SupplyDataContext, itemIndex: number) =>
      supplyData.call(n8nExecuteFunctions(ctx, env), itemIndex) as ReturnType<NonNullable<NodeType['supplyData']>>;
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
    out.webhookMethods = Object.fromEntries(
      Object.entries(hooks).map(([name, m]) => {
        const call =
          (fn: Fn | undefined) =>
          async (ctx: WebhookSetupContext): Promise<boolean> =>
            fn ? Boolean(await fn.call(n8nHookFunctions(ctx, env, name))) : true;
        const methods: WebhookSetupMethods = {
          checkExists: call(m.checkExists),
          create: call(m.create),
          delete: call(m.delete),
        };
        return [name, methods];
      }),
    );
  }
  const methods = adaptMethods(type.methods, env);
  if (methods) out.methods = methods;
  // Kept (not enumerable by JSON) so that the tool variant of a declarative node can sign its requests.
  (out as Record<symbol, unknown>)[CONTEXT_ENV] = env;
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

/**
 * The `<name>Tool` variant n8n offers for a node marked `usableAsTool`, at every version it has.
 * A declarative node (routing only, no `execute`) gets one too: each call of the model runs its
 * routing description, as n8n does.
 */
export function n8nToolVariant(registered: NodeType): NodeType | undefined {
  const d = registered.description as NodeTypeDescription & { usableAsTool?: unknown };
  if (!d.usableAsTool) return undefined;
  let base = registered;
  if (!registered.execute) {
    if (!isDeclarativeNodeType(registered)) return undefined;
    const env = (registered as unknown as Record<symbol, N8nContextEnv | undefined>)[CONTEXT_ENV];
    base = { ...registered, execute: declarativeExecute(d, (name) => env?.credentialType(name)) };
  }
  const versions = Array.isArray(d.version) ? d.version : [d.version];
  return toolVariant(base, versions, d.name.slice(d.name.lastIndexOf('.') + 1));
}
