import type { Redis } from 'ioredis';
import type { StreamChunk } from '@weft/workflow';
import type { ExecutionRecord } from '../services/contracts.js';

/** A progress event for the editor, as the PushHub sends it. */
export interface PushEvent {
  kind: 'push';
  target: { pushRef?: string; userId?: string };
  type: string;
  data: unknown;
}

/** An execution ended and is saved (or deliberately not saved: then `record` is set). */
export interface DoneEvent {
  kind: 'executionDone';
  executionId: string;
  status: string;
  /** The record itself when it is small, or when it was not saved. */
  record?: ExecutionRecord;
}

/** Asks the worker that runs an execution to stop it. */
export interface StopEvent {
  kind: 'stop';
  executionId: string;
}

/** A piece of a streamed answer, sent by the worker that runs the execution to the process that answers. */
export interface ChunkEvent {
  kind: 'chunk';
  executionId: string;
  chunk: StreamChunk;
}

/** Everything sent over the events channel. */
export type ExecutionEvent = PushEvent | DoneEvent | StopEvent | ChunkEvent;

/** Biggest record sent inside a done event; larger ones are read from the database. */
const INLINE_RECORD_LIMIT = 512 * 1024;

/**
 * The execution events of a cluster over Redis pub/sub (channel `<prefix>:events`): workers
 * publish progress and ends, main relays progress to its push hub, and anyone can wait for an
 * execution's end by id. Delivery follows Redis pub/sub: ordered per publisher, at most once.
 */
export class ExecutionEvents {
  readonly channel: string;
  private readonly handlers = new Set<(event: ExecutionEvent) => void>();
  private readonly waiters = new Map<string, Set<(event: DoneEvent) => void>>();
  private subscribed: Promise<unknown> | undefined;

  /** `publisher` may be shared; `subscriber` becomes a subscriber connection and is used for nothing else. */
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    prefix: string,
  ) {
    this.channel = `${prefix}:events`;
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      let event: ExecutionEvent;
      try {
        event = JSON.parse(message) as ExecutionEvent;
      } catch {
        return;
      }
      this.dispatch(event);
    });
  }

  /** Subscribes to the channel; resolves once Redis confirmed. Called by the first listener anyway. */
  async listen(): Promise<void> {
    this.subscribed ??= this.subscriber.subscribe(this.channel);
    await this.subscribed;
  }

  /** Listens to every event; answers the function that stops listening. */
  on(handler: (event: ExecutionEvent) => void): () => void {
    void this.listen().catch(() => undefined);
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** Publishes a progress event for the editor. */
  async publishPush(target: PushEvent['target'], type: string, data: unknown): Promise<void> {
    await this.publish({ kind: 'push', target, type, data });
  }

  /** Publishes that an execution ended, with its record when it is small or was not saved. */
  async publishDone(record: ExecutionRecord, saved: boolean): Promise<void> {
    const event: DoneEvent = { kind: 'executionDone', executionId: record.id, status: record.status, record };
    let text = JSON.stringify(event);
    if (saved && text.length > INLINE_RECORD_LIMIT) text = JSON.stringify({ ...event, record: undefined });
    await this.publisher.publish(this.channel, text);
  }

  /**
   * Publishes a piece of an execution's streamed answer. Pieces and the done event go out on one
   * connection, so the process that answers gets every piece before the end.
   */
  async publishChunk(executionId: string, chunk: StreamChunk): Promise<void> {
    await this.publish({ kind: 'chunk', executionId, chunk });
  }

  /** Asks the worker that runs an execution to stop it. */
  async publishStop(executionId: string): Promise<void> {
    await this.publish({ kind: 'stop', executionId });
  }

  /**
   * Resolves with the done event of an execution when it arrives, or rejects after `timeoutMs`.
   * Register before the execution can end (e.g. before enqueuing), or check the database after
   * registering: events that came before are not replayed.
   */
  waitForExecution(executionId: string, timeoutMs = 0): Promise<DoneEvent> {
    void this.listen().catch(() => undefined);
    return new Promise<DoneEvent>((resolve, reject) => {
      let set = this.waiters.get(executionId);
      if (!set) this.waiters.set(executionId, (set = new Set()));
      let timer: NodeJS.Timeout | undefined;
      const waiter = (event: DoneEvent) => {
        clearTimeout(timer);
        resolve(event);
      };
      set.add(waiter);
      if (timeoutMs > 0) {
        timer = setTimeout(() => {
          this.removeWaiter(executionId, waiter);
          reject(new Error(`Execution ${executionId} did not end within ${timeoutMs} ms`));
        }, timeoutMs);
        timer.unref();
      }
    });
  }

  /** Ids of the executions someone waits for. */
  pendingIds(): string[] {
    return [...this.waiters.keys()];
  }

  /** Settles the waiters of an execution as if its done event had arrived (e.g. found ended in the database). */
  resolveWaiters(event: DoneEvent): void {
    this.dispatch(event);
  }

  /** Stops listening (the connections are closed by their owner). */
  async close(): Promise<void> {
    this.handlers.clear();
    if (this.subscribed) await this.subscriber.unsubscribe(this.channel).catch(() => undefined);
  }

  private async publish(event: ExecutionEvent): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(event));
  }

  private removeWaiter(executionId: string, waiter: (event: DoneEvent) => void): void {
    const set = this.waiters.get(executionId);
    set?.delete(waiter);
    if (set?.size === 0) this.waiters.delete(executionId);
  }

  private dispatch(event: ExecutionEvent): void {
    if (event.kind === 'executionDone') {
      const set = this.waiters.get(event.executionId);
      if (set) {
        this.waiters.delete(event.executionId);
        for (const w of set) w(event);
      }
    }
    for (const h of this.handlers) {
      try {
        h(event);
      } catch {
        /* a listener's failure is its own */
      }
    }
  }
}
