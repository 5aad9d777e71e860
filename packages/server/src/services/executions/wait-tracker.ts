import type { ServerContext } from '../../context.js';
import { ExecutionRepository } from '../../repositories/executions.js';

/** The waiting-executions poller of a main process. */
export interface WaitTracker {
  /** Looks for executions due before the next poll and sets a timer for each (tests call it too). */
  poll(): Promise<void>;
  /** Ids of the executions with a resume timer set. */
  scheduled(): string[];
  stop(): void;
}

/**
 * Resumes executions whose wait time has come (Wait node time intervals and dates, and webhook or
 * form waits with a limit). Every `WEFT_WAIT_POLL_INTERVAL` seconds it reads the waiting
 * executions due before the next poll and sets a timer for each at its `waitTill`; the timer
 * resumes it through `ctx.executions.resume` (in queue mode that queues it for a worker). In a
 * cluster only the main process that leads polls (the same gate as schedules). Resuming takes the
 * execution atomically and only once its `waitTill` has passed, so a stale timer, a stopped
 * execution or a second process never resumes it twice or early.
 */
export function startWaitTracker(ctx: ServerContext): WaitTracker {
  const repo = new ExecutionRepository(ctx.db);
  const interval = ctx.config.waits.pollIntervalMs;
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  let polling: Promise<void> | undefined;

  const resume = (id: string) => {
    timers.delete(id);
    if (stopped) return;
    ctx.executions
      .resume(id, { dueBy: new Date(Date.now() + 50) })
      .then((started) => started?.done)
      .catch(() => undefined);
  };

  const pollOnce = async () => {
    if (stopped || !ctx.triggerGate.mayFire()) return;
    const due = await repo.dueWaiting(new Date(Date.now() + interval + 1000));
    for (const { id, waitTill } of due) {
      if (timers.has(id) || stopped) continue;
      const delay = Math.max(0, new Date(waitTill).getTime() - Date.now());
      const timer = setTimeout(() => resume(id), delay);
      timer.unref();
      timers.set(id, timer);
    }
  };

  const poll = () =>
    (polling ??= pollOnce()
      .catch(() => undefined)
      .finally(() => (polling = undefined)));
  const every = setInterval(() => void poll(), interval);
  every.unref();
  void poll();

  const tracker: WaitTracker = {
    poll,
    scheduled: () => [...timers.keys()],
    stop() {
      stopped = true;
      clearInterval(every);
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
  return tracker;
}
