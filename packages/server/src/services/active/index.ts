import { randomUUID } from 'node:crypto';
import { assertResolvedHostAllowed } from '@weft/engine';
import {
  unsupportedNodes,
  type ActivationMode,
  type Item,
  type TriggerContext,
  type WorkflowNode,
} from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import type { ActiveWorkflowRuntime, ActiveWorkflowService, StartExecutionArgs } from '../contracts.js';
import { runErrorWorkflow } from './error-workflow.js';
import { WebhookResponders } from './responses.js';
import { isSchedule, startSchedule } from './schedules.js';
import { commitStaticData, isPollingNode, PollerRegistry, recordTriggerError, startPoller } from '../polling/index.js';
import { fileAccessRefusal } from '../file-access.js';
import { workflowOwnerId } from '../executions/workflows.js';
import {
  activeWorkflowIds,
  clearActivationError,
  loadWorkflow,
  saveActivationError,
  type StoredWorkflow,
} from './store.js';
import { TestWebhooks } from './test-webhooks.js';
import { isUrlTrigger, mcpTestSpecs, ProductionWebhooks, webhookSpecs } from './webhook-paths.js';
import { isNodeWebhookTrigger, NodeWebhookRegistrar, nodeWebhookSpecs } from './webhook-registration.js';

/** A workflow whose triggers run in this process. */
interface ActiveEntry {
  workflow: StoredWorkflow;
  /** Stops its schedules and triggers. */
  stop: Array<() => void | Promise<void>>;
}

/** The timezone a workflow's schedules run in: its setting, else the instance's. */
function timezoneOf(ctx: ServerContext, workflow: StoredWorkflow): string {
  const tz = workflow.settings?.timezone;
  return typeof tz === 'string' && tz && tz !== 'DEFAULT' ? tz : ctx.config.timezone;
}

/** Reads a node parameter for a generic trigger (raw values, dotted paths). */
function rawParameter(node: WorkflowNode, name: string, fallback?: unknown): unknown {
  const value = name
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      node.parameters,
    );
  return value === undefined ? fallback : value;
}

/**
 * The active-workflow service: registers the production webhooks (table `webhook`), schedules
 * (croner, in the workflow's timezone) and other triggers of active workflows, keeps test
 * webhooks for manual runs, stores activation errors and runs error workflows.
 */
export function createActiveWorkflowService(ctx: ServerContext): ActiveWorkflowService {
  const active = new Map<string, ActiveEntry>();
  const webhooks = new ProductionWebhooks(ctx);
  const registrar = new NodeWebhookRegistrar(ctx);
  const responders = new WebhookResponders();
  responders.install(ctx);
  const testWebhooks = new TestWebhooks(
    (reg) => {
      try {
        if (reg.args.pushRef || reg.args.userId)
          ctx.push.send({ pushRef: reg.args.pushRef, userId: reg.args.userId }, 'testWebhookDeleted', {
            workflowId: reg.workflow.id,
          });
      } catch {
        /* best effort */
      }
    },
    (reg) => void registrar.endTest(reg.workflow.id, active.get(reg.workflow.id)?.workflow).catch(() => undefined),
  );
  const pollers = new PollerRegistry();
  const runtime: ActiveWorkflowRuntime = {
    responders,
    testWebhooks,
    pollers,
    webhooks,
    activeWorkflow: (id) => active.get(id)?.workflow,
  };

  const fire = (workflow: StoredWorkflow, node: string, startItems?: Item[]) => {
    // In queue mode only the leader's triggers fire, so each tick runs once across the cluster.
    if (!ctx.triggerGate.mayFire()) return;
    ctx.executions
      .start({ workflow, mode: 'trigger', startNode: node, ...(startItems ? { startItems } : {}) })
      .then((s) => s.done)
      .catch(() => undefined);
  };

  /** Starts a node type's own `trigger()` (nodes other than the schedule and webhook). */
  const startGenericTrigger = async (
    workflow: StoredWorkflow,
    node: WorkflowNode,
    mode: ActivationMode,
  ): Promise<(() => Promise<void>) | undefined> => {
    const type = ctx.nodeTypes.get(node.type, node.typeVersion);
    if (!type?.trigger) return undefined;
    // What the trigger keeps in static data is saved after each emit (when it changed). The
    // objects handed to the trigger stay the ones it writes to, whatever saving does.
    const staticData = (workflow.staticData ??= {});
    const handed: Record<string, Record<string, unknown>> = {};
    const staticOf = (kind: 'global' | 'node') => {
      const key = kind === 'global' ? 'global' : `node:${node.name}`;
      handed[key] ??= (staticData[key] as Record<string, unknown> | undefined) ?? {};
      staticData[key] = handed[key];
      return handed[key];
    };
    let savedStatic = JSON.stringify(handed);
    const saveStatic = () => {
      const now = JSON.stringify(handed);
      if (now === savedStatic) return;
      savedStatic = now;
      void commitStaticData(ctx, workflow, structuredClone(handed))
        .then(() => Object.assign(staticData, handed))
        .catch(() => undefined);
    };
    // A trigger may update its cursor right after it emits: save shortly after, and when it stops.
    let saveTimer: NodeJS.Timeout | undefined;
    const saveSoon = () => {
      saveStatic();
      clearTimeout(saveTimer);
      saveTimer = setTimeout(saveStatic, 200);
      saveTimer.unref?.();
    };
    const triggerCtx: TriggerContext = {
      getNodeParameter: (name, fallback) => rawParameter(node, name, fallback),
      getNode: () => node,
      getWorkflow: () => workflow,
      getMode: () => 'trigger',
      getActivationMode: () => mode,
      getTimezone: () => timezoneOf(ctx, workflow),
      emit: (data) => {
        saveSoon();
        fire(workflow, node.name, data[0] ?? []);
      },
      getWorkflowStaticData: staticOf,
      emitError: (error) => {
        if (ctx.triggerGate.mayFire()) void recordTriggerError(ctx, workflow, node, error).catch(() => undefined);
      },
      fileAccessRefusal: (path) => fileAccessRefusal(ctx.config, path),
      async getCredentials(credentialType) {
        const ref = node.credentials?.[credentialType];
        if (!ref) throw new Error(`Credentials for "${credentialType}" are not set on node "${node.name}".`);
        return ctx.credentials.decryptedForNode(ref, credentialType, await workflowOwnerId(ctx, workflow.id));
      },
      helpers: { assertHostAllowed: (host) => assertResolvedHostAllowed(host) },
      async emitAndWait(data) {
        // A follower in queue mode starts no runs: the message goes back to the broker for the leader.
        if (!ctx.triggerGate.mayFire())
          return { error: new Error('This main process is not the leader: the message is left to the leader') };
        saveSoon();
        try {
          const started = await ctx.executions.start({
            workflow,
            mode: 'trigger',
            startNode: node.name,
            startItems: data[0] ?? [],
          });
          const done = await started.done;
          return { error: done.data.resultData.error ?? undefined };
        } catch (error) {
          return { error };
        }
      },
    };
    const response = await type.trigger(triggerCtx);
    const close = response.closeFunction;
    return async () => {
      clearTimeout(saveTimer);
      await close?.();
      saveStatic();
    };
  };

  async function stopEntry(id: string): Promise<void> {
    const entry = active.get(id);
    active.delete(id);
    for (const stop of entry?.stop ?? []) await Promise.resolve(stop()).catch(() => undefined);
  }

  async function activate(workflowId: string, mode: ActivationMode = 'activate'): Promise<void> {
    const workflow = await loadWorkflow(ctx, workflowId);
    if (!workflow) throw new Error(`Could not find workflow with id "${workflowId}"`);
    await stopEntry(workflowId);
    const entry: ActiveEntry = { workflow, stop: [] };
    try {
      const enabled = workflow.nodes.filter((n) => !n.disabled);
      // Saved before versions were checked, or its community package changed: never activate a node
      // that would run under another version's rules.
      const [unsupported] = unsupportedNodes(enabled, ctx.nodeTypes);
      if (unsupported) throw new Error(unsupported.message);
      const starters = enabled.filter(
        (n) =>
          isUrlTrigger(n) ||
          isNodeWebhookTrigger(ctx, n) ||
          isSchedule(n) ||
          isPollingNode(ctx, n) ||
          !!ctx.nodeTypes.get(n.type, n.typeVersion)?.trigger,
      );
      if (!starters.length) {
        throw new Error(
          `Workflow "${workflow.name}" (ID: ${workflow.id}) has no node to start the workflow - at least one trigger, poller or webhook node is required`,
        );
      }
      await webhooks.insert(workflow, [...webhookSpecs(workflow), ...nodeWebhookSpecs(ctx, workflow)]);
      entry.stop.push(() => webhooks.delete(workflowId));
      const timezone = timezoneOf(ctx, workflow);
      for (const node of starters) {
        if (isUrlTrigger(node)) continue;
        if (isSchedule(node)) entry.stop.push(startSchedule(node, timezone, () => fire(workflow, node.name)));
        else if (isPollingNode(ctx, node))
          entry.stop.push((await startPoller(ctx, workflow, node, timezone, pollers)).stop);
        else {
          const close = await startGenericTrigger(workflow, node, mode);
          if (close) entry.stop.push(close);
        }
      }
      // Last, so that nothing after it can fail: a refused registration undoes its own part.
      await registrar.register(workflow, 'production');
    } catch (e) {
      for (const stop of entry.stop) await Promise.resolve(stop()).catch(() => undefined);
      await webhooks.delete(workflowId).catch(() => undefined);
      const message = (e as Error).message;
      await saveActivationError(ctx, workflowId, message).catch(() => undefined);
      throw new Error(message, { cause: e });
    }
    active.set(workflowId, entry);
    await clearActivationError(ctx, workflowId);
  }

  return {
    runtime,
    activate,

    async deactivate(workflowId) {
      const registered = active.get(workflowId)?.workflow;
      await stopEntry(workflowId);
      if (registered) await registrar.unregister(registered, 'production');
      await webhooks.delete(workflowId);
      testWebhooks.remove(workflowId);
      await clearActivationError(ctx, workflowId);
    },

    async restoreAll() {
      await ctx.db.kysely.deleteFrom('webhook').execute();
      webhooks.invalidate();
      for (const id of await activeWorkflowIds(ctx)) {
        await activate(id, 'init').catch(() => undefined);
      }
    },

    async stopAll() {
      for (const id of [...active.keys()]) await stopEntry(id).catch(() => undefined);
      testWebhooks.clear();
    },

    activeIds() {
      return [...active.keys()];
    },

    async registerTestWebhooks(args: StartExecutionArgs) {
      const workflow: StoredWorkflow = {
        ...args.workflow,
        id: args.workflow.id ?? `unsaved-${randomUUID()}`,
        name: args.workflow.name ?? 'My workflow',
      };
      const registration = testWebhooks.register(workflow, args, [
        ...nodeWebhookSpecs(ctx, workflow),
        ...mcpTestSpecs(workflow),
      ]);
      if (!registration) return false;
      try {
        await registrar.startTest(workflow, registration.specs);
      } catch (e) {
        testWebhooks.remove(workflow.id);
        throw e;
      }
      return true;
    },

    async handleFailedExecution(execution) {
      await runErrorWorkflow(ctx, execution);
    },
  };
}
