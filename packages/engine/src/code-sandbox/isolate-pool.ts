import type ivm from 'isolated-vm';
import { lazyRequire } from '../lazy-require.js';
import { bufferScriptSource } from './buffer-source.js';
import { readPackageFile } from './modules.js';
import { RUNTIME_BASE } from './runtime-base.js';
import { RUNTIME_SCOPE } from './runtime-scope.js';

/** The runtime script: its completion value is `init(bridgeRef, logRef, sleepRef) => run`. */
const RUNTIME_SOURCE = `(function init(bridgeRef, logRef, sleepRef) {${RUNTIME_BASE}${RUNTIME_SCOPE}})`;

/** Idle isolates kept per memory limit. */
const MAX_IDLE = 2;
/** Runs one isolate serves (each in a fresh context) before it is thrown away. */
const MAX_USES = 200;

let luxonSource: string | undefined;
let bufferSource: string | undefined;
/** isolated-vm, loaded when the first Code node runs: its native addon cost 10 ms of every start. */
export const isolatedVm = lazyRequire<typeof ivm>('isolated-vm');

const cachedData = new Map<string, ivm.ExternalCopy<ArrayBuffer>>();

/** An isolate with the runtime and luxon compiled, ready for fresh contexts. */
export interface PooledIsolate {
  isolate: ivm.Isolate;
  memoryMb: number;
  luxon: ivm.Script;
  /** Defines `Buffer` (pure JavaScript) in a context. */
  buffer: ivm.Script;
  runtime: ivm.Script;
  uses: number;
}

const idle = new Map<number, PooledIsolate[]>();

function compile(isolate: ivm.Isolate, key: string, source: string, filename: string): ivm.Script {
  const cached = cachedData.get(key);
  const script = isolate.compileScriptSync(
    source,
    cached ? { filename, cachedData: cached } : { filename, produceCachedData: true },
  );
  const produced = (script as ivm.Script & ivm.CachedDataResult).cachedData;
  if (!cached && produced) cachedData.set(key, produced);
  return script;
}

function create(memoryMb: number): PooledIsolate {
  luxonSource ??= readPackageFile('luxon', 'build/global/luxon.min.js');
  bufferSource ??= bufferScriptSource();
  const isolate = new (isolatedVm().Isolate)({ memoryLimit: memoryMb });
  return {
    isolate,
    memoryMb,
    luxon: compile(isolate, 'luxon', luxonSource, 'luxon.js'),
    buffer: compile(isolate, 'buffer', bufferSource, 'buffer.js'),
    runtime: compile(isolate, 'runtime', RUNTIME_SOURCE, 'weft-runtime.js'),
    uses: 0,
  };
}

/** Takes an idle isolate for this memory limit, or makes one. The caller owns it until {@link releaseIsolate}. */
export function acquireIsolate(memoryMb: number): PooledIsolate {
  const list = idle.get(memoryMb);
  while (list && list.length > 0) {
    const pooled = list.pop() as PooledIsolate;
    if (!pooled.isolate.isDisposed) return pooled;
  }
  return create(memoryMb);
}

/**
 * Gives an isolate back after a run. It is kept only when the run ended normally, it has served
 * fewer than {@link MAX_USES} runs and its heap is below half its limit; otherwise it is disposed.
 */
export function releaseIsolate(pooled: PooledIsolate, healthy: boolean): void {
  pooled.uses++;
  const { isolate } = pooled;
  if (isolate.isDisposed) return;
  let keep = healthy && pooled.uses < MAX_USES;
  if (keep) {
    try {
      const heap = isolate.getHeapStatisticsSync();
      keep = heap.used_heap_size + heap.externally_allocated_size < (pooled.memoryMb * 1024 * 1024) / 2;
    } catch {
      keep = false;
    }
  }
  const list = idle.get(pooled.memoryMb) ?? [];
  if (keep && list.length < MAX_IDLE) {
    list.push(pooled);
    idle.set(pooled.memoryMb, list);
    return;
  }
  isolate.dispose();
}
