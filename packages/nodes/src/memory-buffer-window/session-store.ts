/**
 * The in-process store of Simple Memory: one LangChain window memory per workflow and session,
 * shared by every execution of the workflow in this process (as n8n keeps it), so a chat goes on
 * where it left off. n8n drops sessions unused for an hour; Weft does too, and also bounds the
 * number of sessions, evicting the least recently used one, so many chats cannot grow the heap
 * without limit.
 */

/** A session's memory and when it was last used. */
interface Entry<T> {
  memory: T;
  lastAccessed: number;
}

/** Sessions kept unless `WEFT_AI_MEMORY_MAX_SESSIONS` says otherwise. */
export const DEFAULT_MAX_SESSIONS = 1000;
/** n8n drops a Simple Memory session unused for an hour. */
export const STALE_AFTER_MS = 60 * 60 * 1000;

/** The session cap from the environment (a positive integer), else {@link DEFAULT_MAX_SESSIONS}. */
export function maxSessionsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.WEFT_AI_MEMORY_MAX_SESSIONS);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_SESSIONS;
}

/**
 * Memories by key, least recently used first (a Map keeps insertion order: a used entry is moved
 * to the end). `clock` is injectable for tests of the stale-session rule.
 */
export class SessionStore<T extends { clear(): Promise<void> }> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly maxSessions: number = maxSessionsFromEnv(),
    private readonly clock: () => number = Date.now,
  ) {}

  /** How many sessions are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Whether a session is kept. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The memory of a session, made by `create` when the session is new (or was dropped). */
  async get(key: string, create: () => T | Promise<T>): Promise<T> {
    await this.dropStale();
    const now = this.clock();
    const found = this.entries.get(key);
    if (found) {
      found.lastAccessed = now;
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.memory;
    }
    const memory = await create();
    this.entries.set(key, { memory, lastAccessed: now });
    while (this.entries.size > this.maxSessions) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry<T>];
      this.entries.delete(oldest);
      await entry.memory.clear();
    }
    return memory;
  }

  /** Forgets every session. */
  async clear(): Promise<void> {
    const all = [...this.entries.values()];
    this.entries.clear();
    for (const e of all) await e.memory.clear();
  }

  /** Drops the sessions unused for {@link STALE_AFTER_MS} (they are at the front of the map). */
  private async dropStale(): Promise<void> {
    const cutoff = this.clock() - STALE_AFTER_MS;
    for (const [key, entry] of this.entries) {
      if (entry.lastAccessed >= cutoff) break;
      this.entries.delete(key);
      await entry.memory.clear();
    }
  }
}
