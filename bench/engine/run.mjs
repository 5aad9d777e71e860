#!/usr/bin/env node
// bench/engine: Start → Code (100k items) → Set (3 expressions) → If → Set.
// Runs the same n8n-format workflow with Weft's CLI, and with n8n when bench/.n8n holds it, and
// prints items per second through Set → If → Set (from the nodes' own execution times), the
// whole command's wall time and its peak RSS (VmHWM sampled from /proc).
// usage: node bench/engine/run.mjs [--runs N] [--no-n8n] [--items N]
// --items 1000000 is the million-item case (Weft only): the Code node's heap limit is raised with
// WEFT_CODE_MEMORY_MB (unless already set) so that it can build that many items at once.
// n8n prints the execution through its logger at info level: do not lower N8N_LOG_LEVEL here.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const workflowFile = join(here, 'workflow.json');
const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const itemsArg = args.indexOf('--items');
const ITEMS = itemsArg >= 0 ? Number(args[itemsArg + 1]) : 100_000;
const million = ITEMS > 100_000;
// `--heap MB` runs Weft with that much V8 heap (--max-old-space-size), to find what a run needs;
// `--no-streaming` runs every node once over all its items (WEFT_EXECUTIONS_STREAM_BATCH_SIZE=0).
const heapArg = args.indexOf('--heap');
const heapMb = heapArg >= 0 ? Number(args[heapArg + 1]) : undefined;
const streaming = !args.includes('--no-streaming');
const TIMED = ['Enrich', 'Is big', 'Mark'];

/** Runs a command, sampling its peak resident memory, and answers its output and figures. */
// stdout goes to a file: n8n exits before a large output written to a pipe is flushed.
function runChild(cmd, argv, env = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const outFile = join(root, 'bench/.n8n', `stdout-${process.pid}.json`);
    mkdirSync(dirname(outFile), { recursive: true });
    const fd = openSync(outFile, 'w');
    const child = spawn(cmd, argv, { env: { ...process.env, ...env }, stdio: ['ignore', fd, 'pipe'] });
    let stderr = '';
    let peakKb = 0;
    child.stderr.on('data', (c) => (stderr += c));
    const sample = () => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const m = /VmHWM:\s+(\d+) kB/.exec(status);
        if (m) peakKb = Math.max(peakKb, Number(m[1]));
      } catch {
        /* the process has ended */
      }
    };
    const timer = setInterval(sample, 20);
    child.on('exit', (code) => {
      clearInterval(timer);
      closeSync(fd);
      const stdout = readFileSync(outFile, 'utf8');
      resolve({
        code,
        stdout,
        stderr,
        wallMs: Number(process.hrtime.bigint() - started) / 1e6,
        peakRssMb: peakKb / 1024,
      });
    });
  });
}

function figures(name, out) {
  const text = out.stdout.slice(out.stdout.indexOf('{'));
  let execution;
  try {
    execution = JSON.parse(text);
  } catch {
    if (/heap out of memory|Allocation failed/.test(out.stderr)) {
      console.log(`${name}: ran out of memory (exit ${out.code}) | peak RSS: ${out.peakRssMb.toFixed(0)} MB`);
      return;
    }
    console.log(`${name}: could not read the execution (exit ${out.code}): ${out.stderr.slice(-500)}`);
    return;
  }
  const runData = execution?.data?.resultData?.runData ?? {};
  const ms = TIMED.reduce((sum, n) => sum + (runData[n]?.[0]?.executionTime ?? 0), 0);
  const marked = runData.Mark?.[0]?.data?.main?.[0]?.length;
  const ips = ms > 0 ? Math.round(ITEMS / (ms / 1000)) : NaN;
  const status = execution.status ?? (execution.data?.resultData?.error ? 'error' : 'success');
  console.log(
    `${name.padEnd(5)} items/s (Set→If→Set): ${String(ips).padStart(9)} | those nodes: ${ms.toFixed(0).padStart(6)} ms | wall: ${out.wallMs.toFixed(0).padStart(6)} ms | peak RSS: ${out.peakRssMb.toFixed(0).padStart(5)} MB | marked ${marked} | ${status}`,
  );
}

async function runN8n() {
  const n8nBin = join(root, 'bench/.n8n/node_modules/.bin/n8n');
  if (!existsSync(n8nBin)) {
    console.log('n8n:  not installed; see bench/README.md (npm install n8n@1.123.81 in bench/.n8n)');
    return;
  }
  const home = join(root, 'bench/.n8n/home');
  mkdirSync(home, { recursive: true });
  const env = {
    N8N_USER_FOLDER: home,
    N8N_EXPRESSION_ENGINE: 'legacy',
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_RUNNERS_ENABLED: 'false',
    GENERIC_TIMEZONE: 'UTC',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
  };
  const wf = JSON.parse(readFileSync(workflowFile, 'utf8'));
  wf.id = 'weftbench100k';
  const file = join(home, 'bench-workflow.json');
  writeFileSync(file, JSON.stringify(wf));
  const imp = spawnSync(n8nBin, ['import:workflow', `--input=${file}`], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (imp.status !== 0) {
    console.log(`n8n:  import failed: ${(imp.stderr || imp.stdout).slice(-500)}`);
    return;
  }
  figures('n8n', await runChild(n8nBin, ['execute', '--id=weftbench100k', '--rawOutput'], env));
}

/** The workflow file for ITEMS items (the stored one says 100000). */
function workflowFor(items) {
  if (items === 100_000) return workflowFile;
  const wf = JSON.parse(readFileSync(workflowFile, 'utf8'));
  const code = wf.nodes.find((n) => n.name === 'Generate');
  code.parameters.jsCode = code.parameters.jsCode.replace('100000', String(items));
  const file = join(tmpdir(), `weft-bench-engine-${items}.json`);
  writeFileSync(file, JSON.stringify(wf));
  return file;
}

const weftEnv = {
  ...(million && !process.env.WEFT_CODE_MEMORY_MB ? { WEFT_CODE_MEMORY_MB: '1024' } : {}),
  ...(streaming ? {} : { WEFT_EXECUTIONS_STREAM_BATCH_SIZE: '0' }),
};
console.log(
  `bench/engine: ${ITEMS} items through Set (3 expressions) → If → Set; ${runs} Weft run(s)${million || args.includes('--no-n8n') ? '' : ', 1 n8n run'}${weftEnv.WEFT_CODE_MEMORY_MB ? `; WEFT_CODE_MEMORY_MB=${weftEnv.WEFT_CODE_MEMORY_MB}` : ''}${heapMb ? `; heap ${heapMb} MB` : ''}${streaming ? '' : '; no streaming'}`,
);
for (let i = 0; i < runs; i++) {
  figures(
    'weft',
    await runChild(
      process.execPath,
      [
        ...(heapMb ? [`--max-old-space-size=${heapMb}`] : []),
        join(root, 'packages/cli/bin/weft.js'),
        'execute',
        '--raw-output',
        '--file',
        workflowFor(ITEMS),
      ],
      weftEnv,
    ),
  );
}
if (!args.includes('--no-n8n') && !million) await runN8n();
