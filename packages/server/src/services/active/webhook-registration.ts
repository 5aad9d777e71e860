/**
 * Webhooks that a trigger registers with a remote service (n8n's `webhookMethods`): Telegram's
 * setWebhook and the like. On activation each such webhook is asked `checkExists` and, when the
 * service does not know the production URL yet, `create`d; `delete` runs on deactivation (a server
 * shutdown keeps them, as n8n does, so a restart finds them with `checkExists` and registers
 * nothing twice). While the editor listens for a test event the same happens with the test URL,
 * and `delete` runs when the listening ends. Static data that `create` or `delete` write (e.g.
 * the remote webhook's id) is saved with the workflow.
 */
import {
  createBasicScope,
  evaluateExpression,
  trimSlashes,
  type NodeType,
  type NodeWebhookDescription,
  type WebhookSetupContext,
  type WorkflowNode,
  withDefaults,
} from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import { saveWorkflowStaticData } from '../executions/workflows.js';
import { serverPollContext } from '../polling/index.js';
import type { StoredWorkflow } from './store.js';
import type { WebhookSpec } from './webhook-paths.js';
import { WorkflowRepository } from '../../repositories/workflows.js';

/** Which URL a registration is for: the production endpoint, or the editor's test endpoint. */
export type WebhookKind = 'production' | 'test';

/** A node type's own webhooks, when it shapes their calls itself (`webhook()`). */
function ownWebhooks(
  ctx: ServerContext,
  node: WorkflowNode,
): { type: NodeType; webhooks: NodeWebhookDescription[] } | undefined {
  if (node.disabled) return undefined;
  const type = ctx.nodeTypes.get(node.type, node.typeVersion);
  const webhooks = (type?.description.webhooks ?? []).filter((w) => !w.restartWebhook);
  return type?.webhook && webhooks.length ? { type, webhooks } : undefined;
}

/** Whether a node's type answers calls to its webhooks itself (e.g. the Telegram Trigger). */
export function isNodeWebhookTrigger(ctx: ServerContext, node: WorkflowNode): boolean {
  return !!ownWebhooks(ctx, node);
}

/** A description field that may be an `=` expression over `$parameter`. */
function descriptionValue(type: NodeType, node: WorkflowNode, value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('=')) return value;
  // The defaults of the node's typeVersion (a parameter may default differently per version).
  const parameters = withDefaults(type.description.properties, node.parameters ?? {}, node.typeVersion);
  return evaluateExpression(
    value,
    createBasicScope({ $parameter: parameters, $nodeId: node.id, $webhookId: node.webhookId }),
  );
}

/**
 * A node webhook's path below the endpoint (segments decoded, as the routes match them), as n8n
 * builds it: the description's path after the node's webhookId (or, without one, the workflow id
 * and the node's name in lower case), or the path alone when the webhook says `isFullPath`.
 */
function pathOf(workflow: StoredWorkflow, type: NodeType, node: WorkflowNode, webhook: NodeWebhookDescription): string {
  const path = trimSlashes(String(descriptionValue(type, node, webhook.path) ?? ''));
  if (descriptionValue(type, node, webhook.isFullPath) === true) return path;
  const prefix = node.webhookId ?? `${workflow.id}/${node.name.toLowerCase()}`;
  return path ? `${prefix}/${path}` : prefix;
}

/** One webhook of a node: its name, method and path. */
export interface NodeWebhookEntry {
  name: string;
  method: string;
  path: string;
}

/** Every method+path of a node's own webhooks. */
export function nodeWebhookEntries(
  ctx: ServerContext,
  workflow: StoredWorkflow,
  node: WorkflowNode,
): NodeWebhookEntry[] {
  const own = ownWebhooks(ctx, node);
  if (!own) return [];
  return own.webhooks.flatMap((w) => {
    const method = descriptionValue(own.type, node, w.httpMethod ?? 'GET');
    const path = pathOf(workflow, own.type, node, w);
    return (Array.isArray(method) ? method : [method]).map((m) => ({
      name: w.name,
      method: String(m).toUpperCase(),
      path,
    }));
  });
}

/** The webhook table rows (specs) of every enabled node that serves its own webhooks. */
export function nodeWebhookSpecs(ctx: ServerContext, workflow: StoredWorkflow): WebhookSpec[] {
  return workflow.nodes.flatMap((node) =>
    nodeWebhookEntries(ctx, workflow, node).map((e) => ({
      workflowId: workflow.id,
      node: node.name,
      method: e.method,
      path: e.path,
      webhookId: null,
      pathLength: e.path.split('/').length,
      dynamic: false,
    })),
  );
}

/** The full URL of a node's webhook `name` at the production or test endpoint. */
export function nodeWebhookUrl(
  ctx: ServerContext,
  workflow: StoredWorkflow,
  node: WorkflowNode,
  name: string,
  kind: WebhookKind,
): string | undefined {
  const entry = nodeWebhookEntries(ctx, workflow, node).find((e) => e.name === name);
  if (!entry) return undefined;
  const endpoint = kind === 'test' ? ctx.config.endpointWebhookTest : ctx.config.endpointWebhook;
  return `${ctx.config.baseUrl}/${endpoint}/${entry.path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The setup context of one node's webhook methods (parameters, credentials and HTTP as a poll has them). */
function setupContext(
  ctx: ServerContext,
  workflow: StoredWorkflow,
  node: WorkflowNode,
  type: NodeType,
  kind: WebhookKind,
  state: Record<string, unknown>,
): WebhookSetupContext {
  const key = `node:${node.name}`;
  const nodeState = (state[key] && typeof state[key] === 'object' ? state[key] : (state[key] = {})) as Record<
    string,
    unknown
  >;
  const global = (state.global && typeof state.global === 'object' ? state.global : (state.global = {})) as Record<
    string,
    unknown
  >;
  const timezone =
    typeof workflow.settings?.timezone === 'string' && workflow.settings.timezone !== 'DEFAULT'
      ? workflow.settings.timezone
      : ctx.config.timezone;
  const base = serverPollContext(ctx, workflow, node, type, timezone, { node: nodeState, global });
  return {
    getNodeWebhookUrl: (name) => nodeWebhookUrl(ctx, workflow, node, name, kind),
    getNodeParameter: (name, fallback) => base.getNodeParameter(name, fallback),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => (kind === 'test' ? 'manual' : 'trigger'),
    getWorkflowStaticData: (which) => base.getWorkflowStaticData(which),
    getCredentials: (credentialType) => base.getCredentials(credentialType),
    helpers: { httpRequest: (options) => base.helpers.httpRequest(options) },
  };
}

/** Why a webhook method failed, as a sentence ending without a period. */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const description = (error as { description?: unknown } | undefined)?.description;
  return typeof description === 'string' && description && !message.includes(description)
    ? `${message}: ${description}`
    : message;
}

/** Saves the workflow's static data when the webhook methods changed it (saved workflows only). */
async function saveIfChanged(
  ctx: ServerContext,
  workflow: StoredWorkflow,
  state: Record<string, unknown>,
  before: string,
): Promise<void> {
  for (const [k, v] of Object.entries(state)) if (v && typeof v === 'object' && !Object.keys(v).length) delete state[k];
  if (JSON.stringify(state) === before) return;
  workflow.staticData = state;
  if (await new WorkflowRepository(ctx.db).exists(workflow.id)) await saveWorkflowStaticData(ctx, workflow.id, state);
}

/** The workflow's static data to work on (a copy; saved back by {@link saveIfChanged}). */
function stateOf(workflow: StoredWorkflow): { state: Record<string, unknown>; before: string } {
  const state = structuredClone(workflow.staticData ?? {});
  return { state, before: JSON.stringify(state) };
}

/** The nodes (with their setup methods) whose webhooks a registration covers. */
function registrable(ctx: ServerContext, workflow: StoredWorkflow, only?: readonly string[]) {
  return workflow.nodes.flatMap((node) => {
    const own = ownWebhooks(ctx, node);
    if (!own?.type.webhookMethods || (only && !only.includes(node.name))) return [];
    const names = [...new Set(own.webhooks.map((w) => w.name))].filter((n) => own.type.webhookMethods![n]);
    return names.map((name) => ({ node, type: own.type, name, methods: own.type.webhookMethods![name]! }));
  });
}

/**
 * The webhooks that trigger nodes register with their services (Telegram, Stripe, …) for a
 * process's active workflows and test listenings: registration calls per workflow run one after
 * the other, and a test listening's registrations are remembered until it ends.
 */
export class NodeWebhookRegistrar {
  private readonly queues = new Map<string, Promise<unknown>>();
  /** The nodes whose webhooks a test listening registered, by workflow id. */
  private readonly listening = new Map<string, { workflow: StoredWorkflow; nodes: string[] }>();

  constructor(private readonly ctx: ServerContext) {}

  /**
   * Registers the webhooks of a workflow's nodes with their services (`checkExists`, then `create`
   * when needed), for the production URL or, in `test`, the test URL (only the nodes named in
   * `only`). Throws an error naming the node and the service's reason when one cannot be
   * registered, after deleting those this call created, so nothing is left half-registered.
   */
  async register(workflow: StoredWorkflow, kind: WebhookKind, only?: readonly string[]): Promise<void> {
    const ctx = this.ctx;
    const targets = registrable(ctx, workflow, only);
    if (!targets.length) return;
    await this.serial(`${kind}:${workflow.id}`, async () => {
      const { state, before } = stateOf(workflow);
      const created: typeof targets = [];
      try {
        for (const target of targets) {
          const setup = setupContext(ctx, workflow, target.node, target.type, kind, state);
          let ok: boolean;
          try {
            ok =
              (await target.methods.checkExists(setup)) || (created.push(target), await target.methods.create(setup));
          } catch (error) {
            throw new Error(
              `The "${target.node.name}" node could not register its webhook with the service: ${reason(error)}`,
              { cause: error },
            );
          }
          if (!ok)
            throw new Error(
              `The "${target.node.name}" node could not register its webhook with the service (it refused to create it)`,
            );
        }
      } catch (error) {
        for (const target of created.reverse()) {
          await target.methods
            .delete(setupContext(ctx, workflow, target.node, target.type, kind, state))
            .catch(() => false);
        }
        await saveIfChanged(ctx, workflow, state, before).catch(() => undefined);
        throw error;
      }
      await saveIfChanged(ctx, workflow, state, before);
    });
  }

  /**
   * Removes the webhooks of a workflow's nodes from their services (`delete`). A service that
   * refuses is not an error: the workflow is deactivated anyway (n8n does the same).
   */
  async unregister(workflow: StoredWorkflow, kind: WebhookKind, only?: readonly string[]): Promise<void> {
    const ctx = this.ctx;
    const targets = registrable(ctx, workflow, only);
    if (!targets.length) return;
    await this.serial(`${kind}:${workflow.id}`, async () => {
      const { state, before } = stateOf(workflow);
      for (const target of targets) {
        await target.methods
          .delete(setupContext(ctx, workflow, target.node, target.type, kind, state))
          .catch(() => false);
      }
      await saveIfChanged(ctx, workflow, state, before).catch(() => undefined);
    });
  }

  /**
   * Registers the test URLs of the nodes among `specs` (the test webhooks of one manual run) that
   * register themselves, remembering them for {@link endTestRegistration}.
   */
  async startTest(workflow: StoredWorkflow, specs: readonly WebhookSpec[]): Promise<void> {
    const nodes = [...new Set(specs.map((s) => s.node))].filter(
      (name) => registrable(this.ctx, workflow, [name]).length,
    );
    if (!nodes.length) return;
    await this.register(workflow, 'test', nodes);
    this.listening.set(workflow.id, { workflow, nodes });
  }

  /**
   * Deletes what a test listening of a workflow registered (it got its call, timed out or was
   * stopped). A service keeps one webhook per account (a Telegram bot), so when the workflow is
   * active (`active`, as activated) its production URL is registered again afterwards.
   */
  async endTest(workflowId: string, active?: StoredWorkflow): Promise<void> {
    const entry = this.listening.get(workflowId);
    if (!entry) return;
    this.listening.delete(workflowId);
    await this.unregister(entry.workflow, 'test', entry.nodes);
    if (active) await this.register(active, 'production', entry.nodes);
  }

  /** Per workflow, registration calls run one after the other (a test listening replaced while its delete is under way). */
  private serial<T>(key: string, run: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(run);
    this.queues.set(key, next);
    void next
      .finally(() => {
        if (this.queues.get(key) === next) this.queues.delete(key);
      })
      .catch(() => undefined);
    return next;
  }
}
