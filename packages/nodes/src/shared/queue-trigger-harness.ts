/**
 * A minimal host for the queue triggers, used by their tests: it records the runs a trigger
 * starts and lets the test end each run (successfully, with an error, or with a response from a
 * node), as a host implementing {@link QueueTriggerContext.emitAndWait} would.
 */
import type { Item, WorkflowNode } from '@weft/workflow';
import type { QueueRunOutcome, QueueTriggerContext } from './queue-trigger.js';

/** A run the trigger started. */
export interface HarnessRun {
  data: Item[][];
  /** Ends the run (for triggers waiting on it). */
  finish(outcome?: QueueRunOutcome): void;
}

/** The harness: the context to hand the trigger, and what it did. */
export interface TriggerHarness {
  ctx: QueueTriggerContext;
  runs: HarnessRun[];
  errors: Error[];
  /** The next run not yet taken (waits up to `timeoutMs`). */
  nextRun(timeoutMs?: number): Promise<HarnessRun>;
  /** The next error the trigger reports (waits up to `timeoutMs`). */
  nextError(timeoutMs?: number): Promise<Error>;
}

/** Options of {@link triggerHarness}. */
export interface HarnessOptions {
  type: string;
  parameters: Record<string, unknown>;
  credentials: Record<string, unknown>;
  mode?: 'trigger' | 'manual';
  /** Without it, runs are only emitted (a host that cannot say when a run ends). */
  waitForRuns?: boolean;
  assertHostAllowed?: (host: string) => Promise<void>;
}

const lookup = (parameters: Record<string, unknown>, name: string): unknown =>
  name
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      parameters,
    );

/** Builds a harness for one trigger node. */
export function triggerHarness(options: HarnessOptions): TriggerHarness {
  const node = {
    id: 'q',
    name: 'Queue Trigger',
    type: options.type,
    typeVersion: 1,
    position: [0, 0],
    parameters: options.parameters,
  } as unknown as WorkflowNode;
  const runs: HarnessRun[] = [];
  const errors: Error[] = [];
  let taken = 0;
  let takenErrors = 0;
  const waitFor = async <T>(ready: () => T | undefined, timeoutMs: number, what: string): Promise<T> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const value = ready();
      if (value !== undefined) return value;
      if (Date.now() > until) throw new Error(`No ${what} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const ctx: QueueTriggerContext = {
    getNodeParameter: (name, fallback) => lookup(options.parameters, name) ?? fallback,
    getNode: () => node,
    getWorkflow: () => ({ id: 'wf', name: 'queue test', nodes: [node], connections: {} }),
    getMode: () => options.mode ?? 'trigger',
    getTimezone: () => 'UTC',
    emit: (data) => void runs.push({ data, finish: () => undefined }),
    emitError: (error) => void errors.push(error),
    getCredentials: async () => options.credentials,
    helpers: { assertHostAllowed: options.assertHostAllowed ?? (async () => undefined) },
    ...(options.waitForRuns
      ? {
          emitAndWait: (data: Item[][]) =>
            new Promise<QueueRunOutcome>(
              (resolve) => void runs.push({ data, finish: (outcome) => resolve(outcome ?? {}) }),
            ),
        }
      : {}),
  };
  return {
    ctx,
    runs,
    errors,
    nextRun: (timeoutMs = 5000) => waitFor(() => (runs.length > taken ? runs[taken++] : undefined), timeoutMs, 'run'),
    nextError: (timeoutMs = 5000) =>
      waitFor(() => (errors.length > takenErrors ? errors[takenErrors++] : undefined), timeoutMs, 'error'),
  };
}
