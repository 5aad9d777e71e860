#!/usr/bin/env node
// R4 crash (issue 19): kill -9 of `weft start` during a burst of writes, 20 times on SQLite, then
// the same for a PostgreSQL main in queue mode (a worker keeps running). Prints each round and
// every problem: integrity_check not ok, an execution neither finished nor crashed, a workflow or
// credential whose write was answered missing or damaged. Needs the build (`npx tsc -b packages/cli`)
// and, for queue mode, PostgreSQL and Redis on 127.0.0.1.
// usage: node bench/fault/crash.mjs [--rounds 20] [--queue-rounds 20] [--only sqlite|queue]
import { arg } from './lib.mjs';
import { runCrashRounds } from './crash-rounds.mjs';

const rounds = Number(arg('--rounds', 20));
const queueRounds = Number(arg('--queue-rounds', rounds));
const only = arg('--only', 'sqlite,queue').split(',');
let failed = false;
for (const mode of ['sqlite', 'queue']) {
  if (!only.includes(mode)) continue;
  const n = mode === 'sqlite' ? rounds : queueRounds;
  console.log(`R4 crash, ${mode === 'sqlite' ? 'SQLite' : 'PostgreSQL main in queue mode'}: ${n} kills`);
  const started = Date.now();
  const { rows, problems } = await runCrashRounds({ rounds: n, mode, seed: 4, log: (l) => console.log(`  ${l}`) });
  const sum = (k) => rows.reduce((a, r) => a + r[k], 0);
  const crashed = rows.reduce((a, r) => Math.max(a, r.executions.crashed ?? 0), 0);
  console.log(
    `  total: ${rows.length} kills in ${((Date.now() - started) / 1000).toFixed(0)} s, ${sum('runs')} answered runs, ${sum('workflows')} workflows, ${sum('renames')} renames, ${sum('credentials')} credentials written; ${crashed} executions marked crashed in all; problems: ${problems.length}`,
  );
  for (const p of problems) console.log(`  PROBLEM ${p}`);
  if (problems.length) failed = true;
}
process.exit(failed ? 1 : 0);
