/**
 * A fixed-window counter per key (an IP, an e-mail …), kept in memory. Enough for one process;
 * several processes behind a balancer each count on their own.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly options: { max: number; windowMs: number }) {}

  /**
   * Counts one try for each key. Answers whether every key is still within its limit and, when
   * not, how long until the fullest window resets.
   */
  hit(keys: string[], at = Date.now()): { allowed: boolean; retryAfterMs: number } {
    let retryAfterMs = 0;
    for (const key of keys) {
      let w = this.windows.get(key);
      if (!w || w.resetAt <= at) {
        w = { count: 0, resetAt: at + this.options.windowMs };
        this.windows.set(key, w);
      }
      w.count++;
      if (w.count > this.options.max) retryAfterMs = Math.max(retryAfterMs, w.resetAt - at);
    }
    if (this.windows.size > 10_000) this.prune(at);
    return { allowed: retryAfterMs === 0, retryAfterMs };
  }

  /** Forgets the tries of a key (e.g. an e-mail after a successful sign-in). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(at: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= at) this.windows.delete(key);
  }
}

/** A readable wait, e.g. "4 minutes" or "30 seconds". */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
