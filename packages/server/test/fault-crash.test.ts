/**
 * R4 crash, the suite's size (issue 19): `weft start` on SQLite is killed with SIGKILL three times
 * in the middle of a burst of writes (webhook runs, new workflows, renames, new credentials).
 * After each kill `PRAGMA integrity_check` is ok, after each restart every execution is finished
 * or crashed and every answered write is intact (bench/fault/crash-rounds.mjs). The 20-kill run,
 * and the PostgreSQL queue-mode one, are `node bench/fault/crash.mjs`. Needs the build.
 */
import { describe, expect, it } from 'vitest';
import { runCrashRounds } from '../../../bench/fault/crash-rounds.mjs';
import { requireBuild } from './require-build.js';

requireBuild('fault-crash', 'packages/cli/dist/bundle/main.js');

describe('R4 crash: kill -9 during a burst of SQLite writes', () => {
  it('keeps the database whole and every answered write, three times', async () => {
    const { rows, problems } = await runCrashRounds({
      rounds: 3,
      mode: 'sqlite',
      seed: 11,
      log: (l) => console.log(`R4 crash (suite) ${l}`),
    });
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.integrity)).toEqual(['ok', 'ok', 'ok']);
    // The bursts really wrote: the kills landed among answered writes.
    expect(rows.reduce((a, r) => a + r.runs + r.workflows + r.credentials, 0)).toBeGreaterThan(20);
  }, 180_000);
});
