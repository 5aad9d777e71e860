import type { Db } from '../db/database.js';
import type { EventName } from './event-names.js';
import { matchesSubscription } from './event-names.js';
import type { DestinationOptions } from './destinations/options.js';
import { createEventMessage, type EventMessage, type EventPayload } from './message.js';
import { EventBusStore } from './store.js';
import { onExecutionsDeleted } from '../repositories/executions.js';

/** Padding of the per-process counter in an event's order key. */
const SEQ_DIGITS = 12;

/**
 * The event bus every process of an instance has (main, workers, webhook processes). `publish`
 * returns at once; events are written to the shared database in batches (one transaction per
 * turn of the event loop), each with an outbox row for every enabled destination subscribed to
 * it. Main delivers the outboxes (see `EventDelivery`), so a worker's events reach destinations
 * through the database.
 */
export class EventBus {
  readonly store: EventBusStore;
  private pending: Array<EventMessage & { seq: string }> = [];
  private scheduled = false;
  private chain: Promise<void> = Promise.resolve();
  private counter = 0;
  private readonly listeners = new Set<(events: EventMessage[]) => void>();

  /** `routing`: whether events get outbox rows (false when log streaming is switched off). */
  constructor(
    db: Db,
    private readonly routing: boolean,
  ) {
    this.store = new EventBusStore(db);
    // Events of deleted executions go with them, so execution retention also bounds the event table.
    onExecutionsDeleted(db, (ids) => this.store.deleteExecutionEvents(ids));
  }

  /**
   * Publishes an event. The payload holds ids, names and statuses, never secrets; keys starting
   * with `_` are personal data that `anonymizeAuditMessages` removes.
   *
   * @example
   * ctx.eventBus.publish('weft.workflow.success', { executionId, workflowId, workflowName }, `Workflow "${workflowName}" succeeded`);
   */
  publish(eventName: EventName, payload: EventPayload, message?: string): EventMessage {
    const event = createEventMessage(eventName, payload, message);
    this.pending.push({ ...event, seq: `${event.ts}|${String(this.counter++).padStart(SEQ_DIGITS, '0')}` });
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        void this.flush();
      });
    }
    return event;
  }

  /** Writes the events published so far; resolves once they are stored. */
  flush(): Promise<void> {
    const batch = this.pending.splice(0);
    if (batch.length === 0) return this.chain;
    this.chain = this.chain.then(async () => {
      let routed: number;
      try {
        routed = await this.store.persist(
          batch,
          this.routing ? (event, destinations) => this.route(event, destinations) : undefined,
        );
      } catch (e) {
        // Losing events must not break an execution or a request; say so once per batch.
        console.error(`weft eventbus: ${batch.length} event(s) could not be stored: ${(e as Error).message}`);
        return;
      }
      // Nothing to deliver (no destination wants these): no delivery pass per batch.
      if (routed > 0) for (const listener of this.listeners) listener(batch);
    });
    return this.chain;
  }

  /** Called after each stored batch that gave a destination events to send (main's delivery wakes up on it). Answers an unsubscribe. */
  onStored(listener: (events: EventMessage[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Waits for everything published to be stored (before the database closes). */
  async close(): Promise<void> {
    await this.flush();
  }

  /** Ids of the destinations that receive `event`. */
  private route(event: EventMessage, destinations: DestinationOptions[]): string[] {
    return destinations
      .filter((d) => d.enabled && matchesSubscription(event.eventName, d.subscribedEvents))
      .map((d) => d.id);
  }
}
