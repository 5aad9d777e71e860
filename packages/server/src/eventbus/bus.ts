import type { Db } from '../db/database.js';
import type { EventName } from './event-names.js';
import { matchesSubscription } from './event-names.js';
import type { DestinationOptions } from './destinations/options.js';
import { createOrderedEvent, type EventMessage, type EventPayload } from './message.js';
import { EventBusStore } from './store.js';
import { onExecutionsDeleted } from '../repositories/executions.js';

/**
 * The event bus every process of an instance has (main, workers, webhook processes). `publish`
 * returns at once; events are written to the shared database in batches (one transaction each,
 * one at a time: what is published while a batch is written goes into the next), each with an
 * outbox row for every enabled destination subscribed to it. Main delivers the outboxes (see
 * `EventDelivery`), so a worker's events reach destinations through the database.
 */
export class EventBus {
  readonly store: EventBusStore;
  private pending: Array<EventMessage & { seq: string }> = [];
  private scheduled = false;
  /** The write in flight, if any. */
  private writing: Promise<void> | undefined;
  /** The next write, of the events published while one is in flight: starts when that one ends. */
  private waiting: Promise<void> | undefined;
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
    const event = createOrderedEvent(eventName, payload, message, this.counter++);
    this.pending.push(event);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        void this.flush();
      });
    }
    return event;
  }

  /**
   * Writes the events published so far; resolves once they are stored. One write is in flight at
   * a time, and everything published meanwhile goes into the next one, so under load the batches
   * grow instead of queueing up: with a write per turn of the event loop chained one after the
   * other, a webhook benchmark's events fell seconds behind, and every one of them was kept in
   * memory until then.
   */
  flush(): Promise<void> {
    if (this.writing) {
      if (this.pending.length === 0) return this.writing;
      return (this.waiting ??= this.writing.then(() => {
        this.waiting = undefined;
        return this.flush();
      }));
    }
    const batch = this.pending.splice(0);
    if (batch.length === 0) return Promise.resolve();
    const writing = this.write(batch).then(() => {
      if (this.writing === writing) this.writing = undefined;
    });
    this.writing = writing;
    return writing;
  }

  /** Stores one batch; never rejects (losing events must not break an execution or a request). */
  private async write(batch: Array<EventMessage & { seq: string }>): Promise<void> {
    let routed: number;
    try {
      routed = await this.store.persist(
        batch,
        this.routing ? (event, destinations) => this.route(event, destinations) : undefined,
      );
    } catch (e) {
      console.error(`weft eventbus: ${batch.length} event(s) could not be stored: ${(e as Error).message}`);
      return;
    }
    // Nothing to deliver (no destination wants these): no delivery pass per batch.
    if (routed === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(batch);
      } catch (e) {
        console.error(`weft eventbus: a listener of stored events failed: ${(e as Error).message}`);
      }
    }
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
