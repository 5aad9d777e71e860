/** Simple Memory's session store: least-recently-used eviction past the cap, and n8n's one-hour stale rule. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_SESSIONS, SessionStore, STALE_AFTER_MS, maxSessionsFromEnv } from './session-store.js';

class Fake {
  cleared = false;
  constructor(readonly name: string) {}
  async clear() {
    this.cleared = true;
  }
}

describe('SessionStore', () => {
  it('keeps one memory per key and evicts the least recently used past the cap', async () => {
    const store = new SessionStore<Fake>(2);
    const a = await store.get('a', () => new Fake('a'));
    await store.get('b', () => new Fake('b'));
    expect(await store.get('a', () => new Fake('a2'))).toBe(a);
    const c = await store.get('c', () => new Fake('c'));
    expect(store.size).toBe(2);
    expect(store.has('b')).toBe(false);
    expect(store.has('a')).toBe(true);
    expect(c.name).toBe('c');
    expect((await store.get('b', () => new Fake('b2'))).name).toBe('b2');
    expect(store.has('c')).toBe(true);
    expect(store.has('a')).toBe(false);
    expect(a.cleared).toBe(true);
  });

  it('drops sessions unused for an hour', async () => {
    let now = 1_000_000;
    const store = new SessionStore<Fake>(10, () => now);
    const old = await store.get('old', () => new Fake('old'));
    now += STALE_AFTER_MS / 2;
    await store.get('recent', () => new Fake('recent'));
    now += STALE_AFTER_MS / 2 + 1;
    await store.get('recent', () => new Fake('again'));
    expect(store.has('old')).toBe(false);
    expect(old.cleared).toBe(true);
    expect(store.has('recent')).toBe(true);
  });

  it('reads the cap from WEFT_AI_MEMORY_MAX_SESSIONS', () => {
    expect(maxSessionsFromEnv({ WEFT_AI_MEMORY_MAX_SESSIONS: '25' })).toBe(25);
    expect(maxSessionsFromEnv({ WEFT_AI_MEMORY_MAX_SESSIONS: 'x' })).toBe(DEFAULT_MAX_SESSIONS);
    expect(maxSessionsFromEnv({})).toBe(DEFAULT_MAX_SESSIONS);
  });
});
