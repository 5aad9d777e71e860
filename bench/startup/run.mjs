/**
 * Start-up: `weft execute` of a two-node workflow (the cost each conformance case and each CLI run
 * pays), and `weft start` from process start to the first `/rest/settings` answer, fresh home and
 * restarts, with the phases `WEFT_LOG_LEVEL=debug` prints. CPU time (user + system, read from
 * /proc when the answer arrives) is shown beside wall time: on a busy machine the wall time
 * stretches, the CPU time much less. `weft start` opens its port before it loads the node families
 * (requests that could need them wait); "all loaded" is when `/healthz/readiness`, one of those,
 * first answers.
 *
 *   npm run build && node bench/startup/run.mjs [--runs 5]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = join(root, 'packages/cli/bin/weft.js');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 5) || 5;
const home = mkdtempSync(join(tmpdir(), 'weft-bench-startup-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const workflow = join(home, 'workflow.json');
writeFileSync(
  workflow,
  JSON.stringify({
    name: 'bench',
    connections: { Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
    nodes: [
      {
        id: 'a',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: 'b',
        name: 'Set',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [200, 0],
        parameters: { assignments: { assignments: [{ id: 'x', name: 'a', value: '1', type: 'string' }] } },
      },
    ],
  }),
);

console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
const exec = [];
for (let i = 0; i <= runs; i++) {
  const t0 = performance.now();
  const r = spawnSync(
    '/usr/bin/time',
    ['-f', '%U %S', process.execPath, bin, 'execute', '--raw-output', '--file', workflow],
    { env: { ...process.env, WEFT_HOME: home }, encoding: 'utf8' },
  );
  const wall = performance.now() - t0;
  if (r.status !== 0 || !r.stdout.includes('"status":"success"')) throw new Error(`weft execute failed: ${r.stderr}`);
  const [u, s] = r.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  if (i > 0) exec.push({ wall, cpu: (u + s) * 1000 }); // the first run creates the home
}
console.log(
  `weft execute (manual trigger → Set): median wall ${median(exec.map((e) => e.wall)).toFixed(0)} ms, CPU ${median(exec.map((e) => e.cpu)).toFixed(0)} ms over ${runs} runs`,
);

const startHome = mkdtempSync(join(tmpdir(), 'weft-bench-start-'));
for (let i = 0; i < runs; i++) {
  const port = 17100 + i;
  const t0 = performance.now();
  const p = spawn(process.execPath, [bin, 'start'], {
    env: { ...process.env, WEFT_HOME: startHome, WEFT_PORT: String(port), WEFT_LOG_LEVEL: 'debug' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  p.stderr.on('data', (d) => (err += d));
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/rest/settings`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 5));
  }
  const wall = performance.now() - t0;
  const stat = readFileSync(`/proc/${p.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const cpu = (Number(stat[11]) + Number(stat[12])) * (1000 / 100);
  while (!(await fetch(`http://127.0.0.1:${port}/healthz/readiness`)).ok) await new Promise((r) => setTimeout(r, 5));
  const ready = performance.now() - t0;
  // The phases are printed once the active workflows are restored, just after.
  for (let w = 0; w < 400 && !/start-up \d+ ms/.test(err); w++) await new Promise((r) => setTimeout(r, 5));
  p.kill();
  await new Promise((r) => p.on('exit', r));
  const phases = err.match(/start-up \d+ ms: .*/)?.[0] ?? '';
  console.log(
    `weft start ${i === 0 ? '(fresh home)' : '(restart)   '}: first answer after ${wall.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms CPU; all loaded after ${ready.toFixed(0)} ms | ${phases}`,
  );
}
