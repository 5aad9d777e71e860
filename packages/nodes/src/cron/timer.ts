import type { CronSchedule } from './cron-expression.js';
import { nextCronTime } from './cron-expression.js';

/** Longest single timer wait (ms); longer waits are done in steps (Node caps timers at ~24.8 days). */
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;

/**
 * Calls `fire` at every moment the schedule matches, in `timezone`, until the answered stop
 * function is called. Each wait is computed again from the clock, so a late timer never fires twice.
 */
export function startCronTimer(schedule: CronSchedule, timezone: string, fire: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const plan = (after: Date) => {
    if (stopped) return;
    const next = nextCronTime(schedule, after, timezone);
    if (!next) return;
    const wait = next.getTime() - Date.now();
    if (wait > MAX_WAIT_MS) {
      timer = setTimeout(() => plan(after), MAX_WAIT_MS);
      return;
    }
    timer = setTimeout(
      () => {
        if (stopped) return;
        try {
          fire();
        } finally {
          plan(next);
        }
      },
      Math.max(0, wait),
    );
  };
  plan(new Date());
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
