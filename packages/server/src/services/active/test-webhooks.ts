import type { ServerContext } from '../../context.js';
import type { StartExecutionArgs } from '../contracts.js';
import type { StoredWorkflow } from './store.js';
import {
  checkOwnConflicts,
  conflictError,
  pickWebhook,
  webhookSpecs,
  type WebhookMatch,
  type WebhookSpec,
} from './webhook-paths.js';

/** How long test webhooks wait for their call (n8n: two minutes). */
export const TEST_WEBHOOK_TIMEOUT_MS = 120_000;

/** Test webhooks of one manual run, waiting for one call. */
export interface TestRegistration {
  workflow: StoredWorkflow;
  args: StartExecutionArgs;
  specs: WebhookSpec[];
  timer: NodeJS.Timeout;
}

/**
 * Tells the editor that listened that its test call started execution `executionId`, so that it
 * shows the run (`testWebhookReceived`). Best effort: the editor may have gone.
 */
export function reportTestWebhookReceived(
  ctx: ServerContext,
  registration: TestRegistration,
  executionId: string,
): void {
  try {
    ctx.push.send({ pushRef: registration.args.pushRef, userId: registration.args.userId }, 'testWebhookReceived', {
      workflowId: registration.workflow.id,
      executionId,
    });
  } catch {
    /* best effort */
  }
}

/** Test webhooks (`/webhook-test/…`), in memory: each manual run's webhooks serve one call. */
export class TestWebhooks {
  private readonly byWorkflow = new Map<string, TestRegistration>();

  constructor(
    private readonly onExpire: (registration: TestRegistration) => void,
    /** Called whenever a registration ends (its call came, it timed out, or it was removed). */
    private readonly onEnd?: (registration: TestRegistration) => void,
  ) {}

  /** Registers the webhooks of a manual run (and `extra` ones of nodes that serve their own); answers whether there were any. */
  register(
    workflow: StoredWorkflow,
    args: StartExecutionArgs,
    extra: WebhookSpec[] = [],
  ): TestRegistration | undefined {
    const all = [...webhookSpecs(workflow), ...extra];
    const specs = all.some((s) => s.node === args.startNode) ? all.filter((s) => s.node === args.startNode) : all;
    if (!specs.length) return undefined;
    checkOwnConflicts(workflow, specs);
    for (const [id, reg] of this.byWorkflow) {
      if (id === workflow.id) continue;
      const clash = reg.specs.find((o) => specs.some((s) => s.method === o.method && s.path === o.path));
      if (clash)
        throw conflictError(
          specs.find((s) => s.method === clash.method && s.path === clash.path)!.node,
          reg.workflow.name,
        );
    }
    this.remove(workflow.id);
    const registration: TestRegistration = { workflow, args, specs, timer: undefined as unknown as NodeJS.Timeout };
    registration.timer = setTimeout(() => {
      if (this.byWorkflow.get(workflow.id) !== registration) return;
      this.byWorkflow.delete(workflow.id);
      this.onExpire(registration);
      this.onEnd?.(registration);
    }, TEST_WEBHOOK_TIMEOUT_MS);
    registration.timer.unref();
    this.byWorkflow.set(workflow.id, registration);
    return registration;
  }

  /** Finds the test webhook for a method and path. */
  find(method: string, path: string): { match: WebhookMatch; registration: TestRegistration } | undefined {
    const all = [...this.byWorkflow.values()].flatMap((r) => r.specs.filter((s) => s.method === method));
    const match = pickWebhook(all, path);
    if (!match) return undefined;
    return { match, registration: this.byWorkflow.get(match.webhook.workflowId)! };
  }

  /** Methods other than `method` registered for a test path (for the 404 hint). */
  otherMethods(method: string, path: string): string[] {
    const all = [...this.byWorkflow.values()].flatMap((r) => r.specs.filter((s) => s.method !== method));
    return [...new Set(all.filter((s) => pickWebhook([s], path)).map((s) => s.method))];
  }

  /** Removes a workflow's test webhooks; answers whether it had any. */
  remove(workflowId: string): boolean {
    const reg = this.byWorkflow.get(workflowId);
    if (!reg) return false;
    clearTimeout(reg.timer);
    this.byWorkflow.delete(workflowId);
    this.onEnd?.(reg);
    return true;
  }

  /** Removes every test webhook. */
  clear(): void {
    for (const id of [...this.byWorkflow.keys()]) this.remove(id);
  }
}
