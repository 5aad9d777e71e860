/**
 * What the message-queue triggers (RabbitMQ, MQTT, AMQP 1.0, Redis) need from their host beyond
 * {@link TriggerContext}, and how they run by hand ("listen for test event").
 *
 * A broker trigger connects with a credential, checks the broker's host against the instance's
 * outgoing-connection guard, and, to acknowledge a message only once its run has finished, must
 * learn how the run ended. Hosts provide these as the optional members of
 * {@link QueueTriggerContext}; a manual run (the node's `execute`) provides them from its
 * {@link ExecuteContext}.
 */
import {
  NodeOperationError,
  type BinaryData,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type TriggerContext,
  type TriggerResponse,
} from '@weft/workflow';

/** How a run a trigger started ended. */
export interface QueueRunOutcome {
  /** The run's error when it failed. */
  error?: unknown;
  /** What a node of the run answered (RabbitMQ's "Delete From Queue"), when `waitForResponse` was asked. */
  response?: unknown;
}

/** A {@link TriggerContext} with what broker triggers use when the host offers it. */
export interface QueueTriggerContext extends TriggerContext {
  /** Decrypted credential data of a type assigned to the node. */
  getCredentials?(type: string): Promise<Record<string, unknown>>;
  /** The instance's helpers: its outgoing-connection guard and binary data store. */
  helpers?: {
    assertHostAllowed?(host: string): Promise<void>;
    prepareBinaryData?(data: Uint8Array, fileName?: string, mimeType?: string): Promise<BinaryData>;
  };
  /**
   * Starts a run with `data`, resolving once it has ended (with its error when it failed) or, with
   * `waitForResponse`, once a node of the run answered through `sendResponse`. A host without it
   * makes triggers acknowledge messages as soon as they are handed on.
   */
  emitAndWait?(data: Item[][], options?: { waitForResponse?: boolean }): Promise<QueueRunOutcome>;
}

/** The credential a trigger uses, or a clear error when the host gives triggers none. */
export async function triggerCredentials(ctx: QueueTriggerContext, type: string): Promise<Record<string, unknown>> {
  if (!ctx.getCredentials) {
    throw new NodeOperationError(
      ctx.getNode(),
      `This Weft host does not give trigger nodes their credentials, so "${ctx.getNode().name}" cannot connect`,
    );
  }
  return ctx.getCredentials(type);
}

/** Checks the broker's host against the instance's outgoing-connection guard (when the host has one). */
export async function assertTriggerHost(ctx: QueueTriggerContext, host: string): Promise<void> {
  await ctx.helpers?.assertHostAllowed?.(host);
}

/**
 * Hands one message's items to a run, resolving when the message may be acknowledged: at once
 * without `wait`, else when the run ended (or answered, with `waitForResponse`). Without
 * {@link QueueTriggerContext.emitAndWait} the host cannot say, and the items are only emitted.
 */
export async function emitMessage(
  ctx: QueueTriggerContext,
  data: Item[][],
  wait: false | { waitForResponse?: boolean },
): Promise<QueueRunOutcome> {
  if (wait && ctx.emitAndWait) return ctx.emitAndWait(data, wait);
  ctx.emit(data);
  return {};
}

/** Items from values, as n8n's `returnJsonArray` makes them (a list gives one item per entry). */
export function jsonItems(data: unknown): Item[] {
  const list = Array.isArray(data) ? data : [data];
  return list.map((entry) =>
    entry !== null && typeof entry === 'object' && 'json' in entry ? (entry as Item) : { json: entry },
  );
}

/**
 * Runs a trigger by hand ("listen for test event"): the trigger connects or watches in `manual` mode
 * with the run's credentials and guard, the first message it emits is the node's output, and the
 * connection is closed once that message is in, the run is stopped, or the trigger failed. In any
 * other mode the node passes on the items the trigger started the run with.
 */
export async function runTriggerByHand(
  ctx: ExecuteContext,
  trigger: (ctx: QueueTriggerContext) => Promise<TriggerResponse>,
): Promise<NodeOutput> {
  if (ctx.getMode() !== 'manual') return [ctx.getInputData()];
  let started: Promise<TriggerResponse> | undefined;
  try {
    return await new Promise<NodeOutput>((resolve, reject) => {
      const onAbort = () => reject(new Error('The execution was cancelled'));
      if (ctx.signal.aborted) return onAbort();
      ctx.signal.addEventListener('abort', onAbort, { once: true });
      const triggerCtx: QueueTriggerContext = {
        getNodeParameter: (name, fallback) => ctx.getNodeParameter(name, 0, fallback),
        getNode: () => ctx.getNode(),
        getWorkflow: () => ctx.getWorkflow(),
        getMode: () => 'manual',
        getTimezone: () => ctx.getTimezone(),
        emit: (data) => resolve(data),
        emitError: (error) => reject(error),
        getCredentials: (type) => ctx.getCredentials(type),
        helpers: {
          assertHostAllowed: (host) => ctx.helpers.assertHostAllowed(host),
          prepareBinaryData: (data, fileName, mimeType) => ctx.helpers.prepareBinaryData(data, fileName, mimeType),
        },
        ...(ctx.helpers.fileAccessRefusal ? { fileAccessRefusal: ctx.helpers.fileAccessRefusal } : {}),
      };
      started = trigger(triggerCtx);
      started.then((response) => response.manualTriggerFunction?.()).catch(reject);
    });
  } finally {
    const response = await started?.catch(() => undefined);
    await response?.closeFunction?.().catch(() => undefined);
  }
}
