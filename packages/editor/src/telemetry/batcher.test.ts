import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher, enqueue, type Batcher, type QueuedEvent, type SendOutcome } from './batcher';

const event = (i: number): QueuedEvent => ({
  event: 'User autocompleted code',
  properties: { n: i },
  timestamp: new Date(0).toISOString(),
});

/** A send function that records batches and answers the queued outcomes ('sent' when none). */
function recorder(outcomes: SendOutcome[] = []) {
  const batches: Array<{ events: number[]; unloading: boolean }> = [];
  const send = (events: QueuedEvent[], unloading: boolean) => {
    batches.push({ events: events.map((e) => e.properties.n as number), unloading });
    return outcomes.shift() ?? 'sent';
  };
  return { batches, send };
}

describe('telemetry batching', () => {
  let batcher: Batcher | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    batcher?.stop();
    vi.useRealTimers();
  });

  it('sends nothing until the interval, then one batch of everything waiting', async () => {
    const r = recorder();
    batcher = createBatcher({ send: r.send, intervalMs: 3000 });
    batcher.add(event(1));
    batcher.add(event(2));
    await vi.advanceTimersByTimeAsync(2999);
    expect(r.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.batches).toEqual([{ events: [1, 2], unloading: false }]);
    expect(batcher.size()).toBe(0);
    // An empty queue sends nothing.
    await vi.advanceTimersByTimeAsync(9000);
    expect(r.batches).toHaveLength(1);
  });

  it('sends at once when a full batch is waiting, and splits larger queues', async () => {
    const r = recorder();
    batcher = createBatcher({ send: r.send, maxBatch: 3, intervalMs: 60_000 });
    for (let i = 1; i <= 3; i++) batcher.add(event(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(r.batches).toEqual([{ events: [1, 2, 3], unloading: false }]);
    for (let i = 4; i <= 5; i++) batcher.add(event(i));
    await batcher.flush(true);
    expect(r.batches[1]).toEqual({ events: [4, 5], unloading: true });
  });

  it('keeps a batch that could not be delivered for the next flush, ahead of newer events', async () => {
    const r = recorder(['failed']);
    batcher = createBatcher({ send: r.send, intervalMs: 1000 });
    batcher.add(event(1));
    await vi.advanceTimersByTimeAsync(1000);
    batcher.add(event(2));
    await vi.advanceTimersByTimeAsync(1000);
    expect(r.batches).toEqual([
      { events: [1], unloading: false },
      { events: [1, 2], unloading: false },
    ]);
  });

  it('drops a batch the server refused, and a throwing send counts as a failure', async () => {
    const refused = recorder(['refused']);
    batcher = createBatcher({ send: refused.send, intervalMs: 1000 });
    batcher.add(event(1));
    await batcher.flush();
    expect(batcher.size()).toBe(0);
    batcher.stop();

    let calls = 0;
    batcher = createBatcher({
      send: () => {
        calls++;
        throw new Error('offline');
      },
      intervalMs: 1000,
    });
    batcher.add(event(1));
    await batcher.flush();
    expect(calls).toBe(1);
    expect(batcher.size()).toBe(1);
  });

  it('bounds the queue while the server cannot be reached, dropping the oldest events', async () => {
    expect(enqueue([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
    let outcome: SendOutcome = 'failed';
    const sent: number[] = [];
    batcher = createBatcher({
      send: (events) => {
        if (outcome === 'sent') sent.push(...events.map((e) => e.properties.n as number));
        return outcome;
      },
      maxBatch: 2,
      maxQueue: 4,
      intervalMs: 60_000,
    });
    for (let i = 1; i <= 10; i++) {
      batcher.add(event(i));
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(batcher.size()).toBe(4);
    outcome = 'sent';
    await batcher.flush();
    expect(sent).toEqual([7, 8, 9, 10]);
  });
});
