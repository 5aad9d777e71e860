/**
 * The editor's telemetry and external hooks, started once from the instance settings.
 *
 * - `track(event, properties)` adds `instance_id` and `workflow_id`, cuts the properties to the
 *   server's bounds and queues the event; batches go to this instance's
 *   `POST /rest/telemetry/events` every few seconds and on page hide. With telemetry off (the
 *   default) it does nothing: no queue, no timer, no request.
 * - `runHook(name, metadata)` runs the external front-end hooks registered for `name`, telemetry
 *   on or off.
 * - `report(event, hook?)` does both for a call site.
 */
import type { TelemetryEventName } from '@weft/workflow';
import { createBatcher, type Batcher, type SendBatch } from './batcher';
import { loadExternalHookScripts, runExternalHooks, type HookName } from './external-hooks';
import { boundProperties, type TelemetryEvent } from './payloads';
import { sendTelemetryBatch } from './transport';

/** What {@link startTelemetry} needs. */
export interface TelemetryConfig {
  /** `telemetry.enabled` of the settings. */
  enabled: boolean;
  instanceId: string;
  /** `externalFrontendHooksUrls` of the settings. */
  hookUrls?: readonly string[];
  /** The open workflow's id, read at each event. */
  getWorkflowId(): string;
  /** Delivers a batch (tests pass their own; default: the instance's endpoint). */
  send?: SendBatch;
  /** Milliseconds between flushes (default 3000). */
  intervalMs?: number;
}

interface Running {
  instanceId: string;
  getWorkflowId(): string;
  batcher: Batcher | null;
  stop(): void;
}

let running: Running | null = null;

/**
 * Starts telemetry (when enabled) and loads the hook scripts; resolves once they ran (or after a
 * 3 s timeout). Calling it again while started does nothing.
 */
export async function startTelemetry(config: TelemetryConfig): Promise<void> {
  if (running) return;
  const batcher = config.enabled
    ? createBatcher({ send: config.send ?? sendTelemetryBatch, intervalMs: config.intervalMs })
    : null;
  const onHide = () => {
    if (document.visibilityState === 'hidden') void batcher?.flush(true);
  };
  const onPageHide = () => void batcher?.flush(true);
  if (batcher) {
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
  }
  running = {
    instanceId: config.instanceId,
    getWorkflowId: config.getWorkflowId,
    batcher,
    stop() {
      batcher?.stop();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    },
  };
  if (config.hookUrls?.length) await loadExternalHookScripts(config.hookUrls);
}

/** Stops telemetry and forgets the configuration (tests, sign-out of the page). */
export function stopTelemetry(): void {
  running?.stop();
  running = null;
}

/** Whether events are being collected. */
export function isTelemetryEnabled(): boolean {
  return !!running?.batcher;
}

/** Sends what is waiting now (the e2e and tests use it; the page does it on hide). */
export function flushTelemetry(): Promise<void> {
  return running?.batcher?.flush() ?? Promise.resolve();
}

function workflowId(): string {
  try {
    return running?.getWorkflowId() ?? '';
  } catch {
    return '';
  }
}

/**
 * Queues one event with `instance_id` and `workflow_id` (the call site's own values win). A no-op
 * while telemetry is off or not started.
 *
 * @example
 * track('User attempted to save locked workflow', { sharing_role: 'sharee' });
 */
export function track(event: TelemetryEventName, properties: Record<string, unknown> = {}): void {
  const batcher = running?.batcher;
  if (!batcher) return;
  batcher.add({
    event,
    properties: boundProperties({ instance_id: running!.instanceId, workflow_id: workflowId(), ...properties }),
    timestamp: new Date().toISOString(),
  });
}

/** Runs the external hooks registered for `name`; see external-hooks.ts. Never throws. */
export function runHook(name: HookName, metadata: Record<string, unknown> = {}): void {
  runExternalHooks(name, { instanceId: running?.instanceId ?? '', workflowId: workflowId() }, metadata);
}

/**
 * A call site's event: tracks it (when there is one) and runs `hook` with the event's properties
 * as metadata (or `hook.metadata` when given).
 */
export function report(
  event: TelemetryEvent | null,
  hook?: HookName | { name: HookName; metadata: Record<string, unknown> },
): void {
  if (event) track(event.event, event.properties);
  if (!hook) return;
  if (typeof hook === 'string') runHook(hook, event ? { ...event.properties } : {});
  else runHook(hook.name, hook.metadata);
}
