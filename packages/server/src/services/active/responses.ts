import { CORE_NODE_TYPES, toWeftTypeName, type ExecuteContext, type NodeType } from '@weft/workflow';
import type { ServerContext } from '../../context.js';

/** The answer a Respond to Webhook node gives. */
export interface WebhookResponse {
  statusCode: number;
  headers: Record<string, string>;
  body?: unknown;
}

/** How long an answer given before its request started waiting is kept. */
const EARLY_KEEP_MS = 60_000;

/**
 * Routes Respond to Webhook answers to the HTTP request waiting for them, by execution id.
 *
 * The execution service builds the engine's services itself, so the answer cannot travel through
 * `EngineServices.onWebhookResponse` from here; instead the Respond to Webhook node type the
 * registry hands out is wrapped so that its `sendResponse` reaches this registry (and, when the
 * engine's own hook is set, that too).
 */
export class WebhookResponders {
  private readonly waiting = new Map<string, (response: WebhookResponse) => void>();
  private readonly early = new Map<string, WebhookResponse>();
  private readonly wrapped = new WeakMap<NodeType, NodeType>();

  /** Wraps `ctx.nodeTypes.get` once so that Respond to Webhook answers arrive here. */
  install(ctx: ServerContext): void {
    const registry = ctx.nodeTypes as typeof ctx.nodeTypes & { __weftResponders?: boolean };
    if (registry.__weftResponders) return;
    registry.__weftResponders = true;
    const get = registry.get.bind(registry);
    registry.get = (type: string, version?: number) => {
      const found = get(type, version);
      if (!found?.execute || toWeftTypeName(type) !== CORE_NODE_TYPES.respondToWebhook) return found;
      let wrapped = this.wrapped.get(found);
      if (!wrapped) {
        wrapped = this.wrap(found);
        this.wrapped.set(found, wrapped);
      }
      return wrapped;
    };
  }

  private wrap(type: NodeType): NodeType {
    const execute = type.execute!;
    return {
      ...type,
      execute: (inner: ExecuteContext) => {
        const hostSend = inner.sendResponse?.bind(inner);
        const outer = Object.create(inner, {
          sendResponse: {
            value: (response: WebhookResponse) => {
              this.deliver(inner.getExecutionId(), response);
              hostSend?.(response);
            },
          },
        }) as ExecuteContext;
        return execute(outer);
      },
    };
  }

  /** Hands an answer to the request waiting for `executionId`, or keeps it until one does. */
  deliver(executionId: string, response: WebhookResponse): void {
    const waiter = this.waiting.get(executionId);
    if (waiter) {
      this.waiting.delete(executionId);
      waiter(response);
      return;
    }
    if (this.early.has(executionId)) return;
    this.early.set(executionId, response);
    setTimeout(() => this.early.delete(executionId), EARLY_KEEP_MS).unref();
  }

  /** Waits for the first answer of an execution. `cancel` stops waiting. */
  wait(executionId: string): { response: Promise<WebhookResponse>; cancel(): void } {
    const given = this.early.get(executionId);
    if (given) {
      this.early.delete(executionId);
      return { response: Promise.resolve(given), cancel: () => undefined };
    }
    let resolve!: (r: WebhookResponse) => void;
    const response = new Promise<WebhookResponse>((r) => (resolve = r));
    this.waiting.set(executionId, resolve);
    return { response, cancel: () => this.waiting.delete(executionId) };
  }
}
