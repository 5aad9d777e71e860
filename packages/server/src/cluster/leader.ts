import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Extends the lock's lifetime only while this holder still owns it. */
const RENEW_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Deletes the lock only while this holder still owns it. */
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** Timing of a {@link LeaderLock}. */
export interface LeaderLockOptions {
  /** How long the lock lives without renewal (ms). Default 10 000. */
  ttlMs?: number;
  /** How often the holder renews it and others try to take it (ms). Default ttl / 3. */
  renewMs?: number;
}

/**
 * Leader election over one Redis key: `SET key token NX PX ttl` takes it, a compare-and-expire
 * script renews it. A process counts itself leader only until its last renewal's ttl would run out
 * (minus a margin), so two processes never both believe they lead, even while Redis is away.
 */
export class LeaderLock {
  /** Identifies this holder in the key's value. */
  readonly token = `${process.pid}:${randomUUID()}`;
  private readonly ttlMs: number;
  private readonly renewMs: number;
  private leaderUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;

  constructor(
    private readonly redis: Redis,
    /** The full key of the lock. */
    readonly key: string,
    options: LeaderLockOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.renewMs = options.renewMs ?? Math.max(50, Math.floor(this.ttlMs / 3));
  }

  /** Whether this process leads now. */
  isLeader(): boolean {
    return Date.now() < this.leaderUntil;
  }

  /** Takes or renews the lock once; answers whether this process leads. */
  async tick(): Promise<boolean> {
    const asked = Date.now();
    try {
      // Renew when the key is still ours, else try to take it.
      const held =
        Number(await this.redis.eval(RENEW_SCRIPT, 1, this.key, this.token, this.ttlMs)) === 1 ||
        (await this.redis.set(this.key, this.token, 'PX', this.ttlMs, 'NX')) === 'OK';
      // Time counts from before the request: the key may have been set at any moment after it.
      this.leaderUntil = held ? asked + this.ttlMs - Math.min(1000, Math.floor(this.ttlMs / 5)) : 0;
    } catch {
      // Redis is away: leadership lapses on its own when leaderUntil passes.
    }
    return this.isLeader();
  }

  /** Starts taking and renewing the lock in the background; answers after the first attempt. */
  async start(): Promise<boolean> {
    if (!this.timer) {
      this.timer = setInterval(() => {
        this.ticking ??= this.tick().then(
          () => void (this.ticking = undefined),
          () => void (this.ticking = undefined),
        );
      }, this.renewMs);
      this.timer.unref();
    }
    return this.tick();
  }

  /** Stops renewing and hands the lock back, so another process takes over at once. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
    const was = this.isLeader();
    this.leaderUntil = 0;
    if (was) await this.redis.eval(RELEASE_SCRIPT, 1, this.key, this.token).catch(() => undefined);
  }
}
