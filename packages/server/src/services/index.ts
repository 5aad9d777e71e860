import type { BaseContext, ServerContext } from '../context.js';
import { MfaService } from '../auth/mfa/service.js';
import { TriggerGate } from '../cluster/trigger-gate.js';
import { CommunityPackages } from '../community-nodes/service.js';
import { ExternalSecretsManager } from '../external-secrets/manager.js';
import { ReadinessChecks } from '../http/readiness-checks.js';
import { countExecutions, createMetrics, type WeftMetrics } from '../metrics.js';
import { createBinaryDataStore } from './binary-data.js';
import { CredentialStore } from './credentials/store.js';
import { createActiveWorkflowService } from './active/index.js';
import type { ActiveWorkflowService, CredentialService, ExecutionService, PushHub } from './contracts.js';
import { createCredentialService } from './credentials/index.js';
import { createExecutionService } from './executions/index.js';
import { createPushHub } from './push/index.js';
import { createQueueExecutionService } from '../queue/execution-service.js';

/** How `createServices` builds a context's services. */
export interface ServiceOptions {
  /** Queue mode only: run executions in this process (the workers themselves) instead of queuing them. */
  inProcess?: boolean;
  /** Count executions for /metrics (default true; a one-off CLI run serves no /metrics). */
  metrics?: boolean;
  /**
   * Where progress for the editor goes instead of this process's own websocket hub: a queue
   * worker publishes it to main over Redis, `weft execute` prints Code nodes' console to stderr.
   */
  push?: PushHub;
}

/** A value made by `make` on the first call, and the same value on every later one. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * Completes a base context with its services and per-process state, into a frozen
 * {@link ServerContext}. Each service gets that same context, and the executions and
 * active-workflow services need each other (a failed run starts its error workflow; a trigger
 * starts runs): so the services are built after the context and read through its getters. The
 * state a process may never need (metrics, MFA, community packages) is made on first use.
 */
export function createServices(base: BaseContext, options: ServiceOptions = {}): ServerContext {
  const credentialStore = once(() => new CredentialStore(ctx));
  const mfa = once(() => new MfaService(ctx));
  const communityPackages = once(() => new CommunityPackages(ctx));
  const metrics = once<WeftMetrics>(createMetrics);
  const externalSecrets = once(() => new ExternalSecretsManager(ctx));
  // The getters read the services below; one read before they exist throws a ReferenceError
  // naming the service ("Cannot access 'executions' before initialization").
  const ctx: ServerContext = Object.freeze({
    ...base,
    push: options.push ?? createPushHub(),
    binaryData: createBinaryDataStore(base),
    readiness: new ReadinessChecks(),
    triggerGate: new TriggerGate(),
    get credentialStore(): CredentialStore {
      return credentialStore();
    },
    get mfa(): MfaService {
      return mfa();
    },
    get communityPackages(): CommunityPackages {
      return communityPackages();
    },
    get metrics(): WeftMetrics {
      return metrics();
    },
    get externalSecrets(): ExternalSecretsManager {
      return externalSecrets();
    },
    get credentials(): CredentialService {
      return credentials;
    },
    get executions(): ExecutionService {
      return executions;
    },
    get activeWorkflows(): ActiveWorkflowService {
      return activeWorkflows;
    },
  });
  const credentials = createCredentialService(ctx);
  const executions =
    base.config.executionsMode === 'queue' && !options.inProcess
      ? createQueueExecutionService(ctx)
      : createExecutionService(ctx);
  const activeWorkflows = createActiveWorkflowService(ctx);
  // Counted here so that every mode (and every caller of start) feeds weft_executions_total.
  // A one-off run (`weft execute`, metrics: false) serves no /metrics and skips it.
  if (options.metrics !== false) countExecutions(executions, () => ctx.metrics);
  return ctx;
}
