import { createSender } from './destinations/index.js';
import type { DestinationOptions } from './destinations/options.js';
import type { EventSender, SenderDeps } from './destinations/sender.js';
import { anonymized, type EventMessage } from './message.js';
import type { EventBusStore } from './store.js';

/** Timing of delivery (from the WEFT_EVENTBUS_* settings). */
export interface DeliverySettings {
  /** ms between looks at the outboxes (events from other processes arrive this way). */
  pollIntervalMs: number;
  /** First retry delay; each failure doubles it, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Events older than this many days are deleted, delivered or not. */
  retentionDays: number;
}

/** Rows read per look at one destination's outbox. */
const BATCH = 100;
/** How long a claim on a row lasts beyond the send timeout (a crashed sender's rows come back). */
const CLAIM_MARGIN_MS = 30_000;
/** How often old events are pruned. */
const PRUNE_EVERY_MS = 60 * 60_000;

/** The wait before attempt `attempts + 1`, after `attempts` failures. */
export function backoffMs(attempts: number, settings: Pick<DeliverySettings, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the outboxes (main process only): per destination, due events oldest first, one at a
 * time. A failure puts the event back with an exponential backoff and pauses the destination until
 * then; the next success makes the destination's waiting events due again. Events stay in the
 * outbox until delivered, so stopping loses none (at least once: an event sent just before a crash
 * may be sent again, with the same id).
 */
export class EventDelivery {
  private readonly senders = new Map<string, { key: string; sender: EventSender }>();
  private readonly pausedUntil = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private readonly wakeTimers = new Map<string, NodeJS.Timeout>();
  private running: Promise<void> | undefined;
  private again = false;
  /** Destinations being drained now; each drains on its own so a slow one holds up no other. */
  private readonly draining = new Map<string, Promise<void>>();
  /** Destinations woken while draining: drained again once they finish. */
  private readonly drainAgain = new Set<string>();
  private stopped = true;
  private abort = new AbortController();
  private lastPrune = 0;

  constructor(
    private readonly store: EventBusStore,
    private readonly deps: SenderDeps,
    private readonly settings: DeliverySettings,
  ) {}

  /** Starts looking at the outboxes now and every poll interval. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.abort = new AbortController();
    this.timer = setInterval(() => this.wake(), this.settings.pollIntervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Looks at the outboxes as soon as possible (after new events, or a settings change). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((e: unknown) => console.error(`weft eventbus: delivery pass failed: ${(e as Error).message}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Stops: cuts attempts short (their events stay due), waits for the pass and closes sockets. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.timer);
    for (const t of this.wakeTimers.values()) clearTimeout(t);
    this.wakeTimers.clear();
    this.abort.abort(new Error('Weft is stopping'));
    await this.running;
    await Promise.all(this.draining.values());
    for (const { sender } of this.senders.values()) sender.close();
    this.senders.clear();
  }

  /** Sends one event to a destination now, without the outbox (the test message). */
  async sendNow(destination: DestinationOptions, event: EventMessage): Promise<void> {
    const { sender } = this.senderOf(destination);
    await sender.send(
      destination.anonymizeAuditMessages ? anonymized(event) : event,
      AbortSignal.timeout(this.deps.timeoutMs + 1000),
    );
  }

  private senderOf(destination: DestinationOptions): { key: string; sender: EventSender } {
    const key = JSON.stringify(destination);
    const known = this.senders.get(destination.id);
    if (known && known.key === key) return known;
    known?.sender.close();
    const fresh = { key, sender: createSender(destination, this.deps) };
    this.senders.set(destination.id, fresh);
    return fresh;
  }

  private async pass(): Promise<void> {
    const destinations = (await this.store.destinations()).filter((d) => d.enabled);
    for (const id of this.senders.keys()) {
      if (!destinations.some((d) => d.id === id) && !this.draining.has(id)) {
        this.senders.get(id)?.sender.close();
        this.senders.delete(id);
      }
    }
    for (const destination of destinations) {
      if (this.draining.has(destination.id)) {
        this.drainAgain.add(destination.id);
        continue;
      }
      const drained = this.drain(destination)
        .catch((e: unknown) =>
          console.error(`weft eventbus: delivery to destination ${destination.id} failed: ${(e as Error).message}`),
        )
        .finally(() => {
          this.draining.delete(destination.id);
          if (this.drainAgain.delete(destination.id)) this.wake();
        });
      this.draining.set(destination.id, drained);
    }
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS && !this.stopped) {
      this.lastPrune = Date.now();
      await this.store.prune(new Date(Date.now() - this.settings.retentionDays * 86_400_000).toISOString());
    }
  }

  /** Sends a destination's due events in order until none is left or one fails. */
  private async drain(destination: DestinationOptions): Promise<void> {
    const { sender } = this.senderOf(destination);
    let recovered = false;
    while (!this.stopped) {
      if ((this.pausedUntil.get(destination.id) ?? 0) > Date.now()) return;
      const now = new Date().toISOString();
      const due = await this.store.due(destination.id, now, BATCH);
      if (due.length === 0) return;
      for (const { event, attempts } of due) {
        if (this.stopped) return;
        const claimUntil = new Date(Date.now() + this.deps.timeoutMs + CLAIM_MARGIN_MS).toISOString();
        if (!(await this.store.claim(destination.id, event.id, new Date().toISOString(), claimUntil))) continue;
        try {
          await sender.send(destination.anonymizeAuditMessages ? anonymized(event) : event, this.abort.signal);
        } catch (e) {
          if (this.stopped) {
            await this.store.release(destination.id, event.id, new Date().toISOString());
            return;
          }
          const delay = backoffMs(attempts + 1, this.settings);
          const retryAt = Date.now() + delay;
          await this.store.failed(
            destination.id,
            event.id,
            attempts + 1,
            new Date(retryAt).toISOString(),
            (e as Error).message,
          );
          this.pausedUntil.set(destination.id, retryAt);
          clearTimeout(this.wakeTimers.get(destination.id));
          const timer = setTimeout(() => this.wake(), delay + 5);
          timer.unref();
          this.wakeTimers.set(destination.id, timer);
          return;
        }
        await this.store.delivered(destination.id, event.id);
        if (!recovered && (attempts > 0 || this.pausedUntil.has(destination.id))) {
          // The receiver answers again: what waits out a backoff need not wait any longer.
          recovered = true;
          this.pausedUntil.delete(destination.id);
          await this.store.hurry(destination.id, new Date().toISOString());
        }
      }
    }
  }
}
