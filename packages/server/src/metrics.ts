import type { Registry } from 'prom-client';
import { lazyRequire } from './lazy-require.js';
import type { ExecutionService } from './services/contracts.js';

/** Job counts of the execution queue, as the queue reports them. */
export interface QueueCounts {
  waiting: number;
  active: number;
  /** Jobs completed (as far as the queue keeps them). */
  completed: number;
  failed: number;
}

/** The Prometheus metrics of one Weft process. */
export interface WeftMetrics {
  /** Weft's own metrics; {@link WeftMetrics.scrape} adds the process's default ones. */
  registry: Registry;
  /** The Prometheus text `/metrics` answers and its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
  /** Counts an execution that ended, with its duration. */
  observeExecution(status: string, mode: string, seconds: number): void;
  /**
   * Adds the queue gauges (`weft_queue_*`), read from `counts` on every scrape. Called once, by
   * processes in queue mode that hold the job queue.
   */
  useQueue(counts: () => Promise<QueueCounts>): void;
}

/** Buckets of the execution duration histogram, in seconds. */
/** prom-client, loaded when a process first counts or scrapes (a one-off `weft execute` never does). */
export const prom = lazyRequire<typeof import('prom-client')>('prom-client');

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

let processRegistry: Registry | undefined;

/** prom-client's default metrics (CPU, memory, event loop…), collected once per process. */
function defaultMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new (prom().Registry)();
    prom().collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Creates the metrics of a server: Weft's executions (and queue, once added) metrics. */
export function createMetrics(): WeftMetrics {
  const { Counter, Histogram, Registry: PromRegistry } = prom();
  const registry = new PromRegistry();
  const executions = new Counter({
    name: 'weft_executions_total',
    help: 'Executions that ended, by status and mode',
    labelNames: ['status', 'mode'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'weft_execution_duration_seconds',
    help: 'Duration of executions, from start to end, in seconds',
    labelNames: ['status', 'mode'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  let resetQueueRead: (() => void) | undefined;
  return {
    registry,
    async scrape() {
      resetQueueRead?.();
      const merged = prom().Registry.merge([defaultMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
    observeExecution(status, mode, seconds) {
      executions.inc({ status, mode });
      duration.observe({ status, mode }, seconds);
    },
    useQueue(counts) {
      resetQueueRead ??= installQueueMetrics(registry, counts);
    },
  };
}

/** The queue gauges and counters; one read of the counts serves every metric of a scrape. */
function installQueueMetrics(registry: Registry, counts: () => Promise<QueueCounts>): () => void {
  const { Counter, Gauge } = prom();
  let pending: Promise<QueueCounts | undefined> | undefined;
  // Every metric's collect() runs during one scrape; they share one read, which scrape() resets.
  const read = (): Promise<QueueCounts | undefined> => (pending ??= counts().catch(() => undefined));
  new Gauge({
    name: 'weft_queue_waiting',
    help: 'Jobs waiting in the execution queue',
    registers: [registry],
    async collect() {
      const c = await read();
      if (c) this.set(c.waiting);
    },
  });
  new Gauge({
    name: 'weft_queue_active',
    help: 'Jobs of the execution queue being run by workers',
    registers: [registry],
    async collect() {
      const c = await read();
      if (c) this.set(c.active);
    },
  });
  // The queue answers totals; counters only grow, so they advance by what the total gained.
  const monotonic = (name: string, help: string, pick: (c: QueueCounts) => number) => {
    let last = 0;
    new Counter({
      name,
      help,
      registers: [registry],
      async collect() {
        const c = await read();
        if (!c) return;
        const value = pick(c);
        if (value > last) this.inc(value - last);
        last = Math.max(last, value);
      },
    });
  };
  monotonic('weft_queue_completed_total', 'Jobs of the execution queue that completed', (c) => c.completed);
  monotonic('weft_queue_failed_total', 'Jobs of the execution queue that failed', (c) => c.failed);
  return () => (pending = undefined);
}

/**
 * Wraps an execution service so that every execution it starts is counted when it ends, in
 * regular mode (run here) and in queue mode (`done` settles when a worker finished it) alike.
 * `metrics` is read when the first execution ends, so that a start loads no prom-client.
 */
export function countExecutions(service: ExecutionService, metricsOf: () => WeftMetrics): ExecutionService {
  const start = service.start.bind(service);
  service.start = async (args) => {
    const began = performance.now();
    const started = await start(args);
    started.done.then(
      (record) =>
        metricsOf().observeExecution(record.status, record.mode || args.mode, (performance.now() - began) / 1000),
      () => metricsOf().observeExecution('crashed', args.mode, (performance.now() - began) / 1000),
    );
    return started;
  };
  return service;
}
