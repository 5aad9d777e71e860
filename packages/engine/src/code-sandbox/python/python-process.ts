import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PYTHON_CHILD_SOURCE } from './child-source.js';
import { PYTHON_PRELUDE } from './prelude.js';

/** Messages a sandbox child sends. */
export type ChildMessage = { type: 'ready' } | { type: 'stdout'; text: string } | { type: 'done'; answer: string };

/** Memory Pyodide itself needs (interpreter, stdlib in its in-memory file system), in MB. */
export const PYODIDE_BASE_MB = 96;

/** One sandbox child: started, loading Pyodide, then used for exactly one job. */
export interface PythonChild {
  process: ChildProcess;
  /** Settles once Pyodide loaded (true) or the child died first (false). */
  ready: Promise<boolean>;
  /** The wasm memory cap it was started with, in MB (user share, without Pyodide's base). */
  memoryMb: number;
}

let pyodideLocation: { dir: string; url: string } | undefined;

function locatePyodide(): { dir: string; url: string } {
  if (!pyodideLocation) {
    const path = createRequire(import.meta.url).resolve('pyodide/pyodide.mjs');
    pyodideLocation = { dir: dirname(path), url: pathToFileURL(path).href };
  }
  return pyodideLocation;
}

/**
 * The node flags of a sandbox child: code generation from strings disallowed, the permission
 * model on with reads limited to the Pyodide package (no writes, child processes, workers or
 * addons), a JavaScript heap cap and a cap on wasm memory pages (Python's heap).
 */
export function childFlags(memoryMb: number): string[] {
  const wasmPages = Math.ceil(((memoryMb + PYODIDE_BASE_MB) * 1024 * 1024) / 65536);
  return [
    '--disallow-code-generation-from-strings',
    '--experimental-permission',
    `--allow-fs-read=${locatePyodide().dir}/`,
    '--max-old-space-size=192',
    `--wasm-max-mem-pages=${wasmPages}`,
    '--no-warnings',
    '--input-type=module',
  ];
}

/** Starts a sandbox child with an empty environment, talking over IPC only. */
export function startPythonChild(memoryMb: number): PythonChild {
  const { url } = locatePyodide();
  const child = spawn(process.execPath, [...childFlags(memoryMb), '-e', PYTHON_CHILD_SOURCE, url, PYTHON_PRELUDE], {
    env: {},
    cwd: locatePyodide().dir,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'json',
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    if (stderr.length < 4000) stderr += chunk;
  });
  const ready = new Promise<boolean>((resolve) => {
    const onMessage = (message: ChildMessage) => {
      if (message?.type === 'ready') {
        child.off('message', onMessage);
        resolve(true);
      }
    };
    child.on('message', onMessage);
    child.once('exit', () => {
      if (stderr && process.env.WEFT_DEBUG_PYTHON) process.stderr.write(stderr);
      resolve(false);
    });
    child.once('error', () => resolve(false));
  });
  child.unref();
  (child as unknown as { channel?: { unref(): void } }).channel?.unref();
  return { process: child, ready, memoryMb };
}

/** Ends a child (idempotent). */
export function killChild(child: PythonChild): void {
  if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
}

/** Resident memory of a process in MB (Linux `/proc`), or undefined when unknown. */
export function residentMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return Number.isFinite(pages) ? (pages * 4096) / (1024 * 1024) : undefined;
  } catch {
    return undefined;
  }
}

let spare: PythonChild | undefined;
let spareTimer: NodeJS.Timeout | undefined;
const SPARE_IDLE_MS = 5 * 60_000;

/**
 * A child ready to run a job: the warm spare when it has the same memory cap, else a new one.
 * A new spare is started behind it, so the next run does not wait for Pyodide to load. Each child
 * runs one job and is then killed: nothing a run leaves in the interpreter reaches the next run.
 */
export function acquirePythonChild(memoryMb: number): PythonChild {
  let child = spare;
  spare = undefined;
  if (spareTimer) clearTimeout(spareTimer);
  if (!child || child.memoryMb !== memoryMb || child.process.exitCode !== null || child.process.signalCode !== null) {
    if (child) killChild(child);
    child = startPythonChild(memoryMb);
  }
  spare = startPythonChild(memoryMb);
  spareTimer = setTimeout(() => disposePythonChildren(), SPARE_IDLE_MS);
  spareTimer.unref();
  return child;
}

/** Kills the warm spare child (e.g. at shutdown or after tests). */
export function disposePythonChildren(): void {
  if (spareTimer) clearTimeout(spareTimer);
  spareTimer = undefined;
  if (spare) killChild(spare);
  spare = undefined;
}
