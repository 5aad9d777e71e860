/**
 * Batches telemetry events for the instance: events wait in a bounded queue and are sent together
 * on an interval, as soon as a full batch is waiting, and on page hide. A batch that could not be
 * delivered (network down, 5xx) goes back to the front of the queue for the next flush; one the
 * server refused (4xx) is dropped, since sending it again would be refused again.
 */
import { TELEMETRY_LIMITS, type TelemetryEventName, type TelemetryProperties } from '@weft/workflow';

/** An event as the endpoint takes it. */
export interface QueuedEvent {
  event: TelemetryEventName;
  properties: TelemetryProperties;
  /** ISO time it was tracked. */
  timestamp: string;
}

/** How a send ended: delivered, refused by the server (dropped), or failed (kept to retry). */
export type SendOutcome = 'sent' | 'refused' | 'failed';

/** Delivers one batch; `unloading` is true on page hide, when only a beacon or keepalive request survives. */
export type SendBatch = (events: QueuedEvent[], unloading: boolean) => Promise<SendOutcome> | SendOutcome;

/** Options of {@link createBatcher}. */
export interface BatcherOptions {
  send: SendBatch;
  /** Milliseconds between flushes (default 3000). */
  intervalMs?: number;
  /** Events per request (default and maximum: the server's batch limit). */
  maxBatch?: number;
  /** Events kept while the server cannot be reached; the oldest are dropped past it (default 500). */
  maxQueue?: number;
}

/** A running batcher. */
export interface Batcher {
  add(event: QueuedEvent): void;
  /** Sends what is waiting, one batch after the other; resolves when done. */
  flush(unloading?: boolean): Promise<void>;
  /** Events waiting. */
  size(): number;
  /** Stops the interval (what is waiting stays until the next flush). */
  stop(): void;
}

/** Appends to a bounded queue, dropping the oldest past `max` (pure). */
export function enqueue<T>(queue: readonly T[], item: T, max: number): T[] {
  const next = [...queue, item];
  return next.length > max ? next.slice(next.length - max) : next;
}

/**
 * Starts a batcher.
 *
 * @example
 * const batcher = createBatcher({ send: (events) => postTelemetry(events) });
 * batcher.add({ event: 'User autocompleted code', properties: { context: '$input' }, timestamp: new Date().toISOString() });
 */
export function createBatcher(options: BatcherOptions): Batcher {
  const maxBatch = Math.min(options.maxBatch ?? TELEMETRY_LIMITS.maxBatch, TELEMETRY_LIMITS.maxBatch);
  const maxQueue = Math.max(options.maxQueue ?? 500, maxBatch);
  let queue: QueuedEvent[] = [];
  let sending: Promise<void> | null = null;

  const drain = async (unloading: boolean): Promise<void> => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      let outcome: SendOutcome;
      try {
        outcome = await options.send(batch, unloading);
      } catch {
        outcome = 'failed';
      }
      if (outcome === 'failed') {
        // Keep it for the next flush, ahead of what was tracked meanwhile (still dropping the oldest past the bound).
        queue = [...batch, ...queue].slice(-maxQueue);
        return;
      }
    }
  };

  const flush = (unloading = false): Promise<void> => {
    if (sending) {
      // On page hide there is no later: send what came in meanwhile right away.
      if (unloading) return sending.then(() => drain(true));
      return sending;
    }
    sending = drain(unloading).finally(() => {
      sending = null;
    });
    return sending;
  };

  const timer = setInterval(() => {
    if (queue.length > 0) void flush();
  }, options.intervalMs ?? 3000);

  return {
    add(event) {
      queue = enqueue(queue, event, maxQueue);
      if (queue.length >= maxBatch) void flush();
    },
    flush,
    size: () => queue.length,
    stop: () => clearInterval(timer),
  };
}
