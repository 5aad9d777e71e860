import type { BaseContext, ServerContext } from '../context.js';
import { countExecutions, metricsOf } from '../metrics.js';
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

/**
 * Completes a base context with its services, into a frozen {@link ServerContext}. Each service
 * gets that same context (per-server state is keyed by it), and the executions and
 * active-workflow services need each other (a failed run starts its error workflow; a trigger
 * starts runs): so the services are built after the context and read through its getters.
 */
export function createServices(base: BaseContext, options: ServiceOptions = {}): ServerContext {
  // The getters read the services below; one read before they exist throws a ReferenceError
  // naming the service ("Cannot access 'executions' before initialization").
  const ctx: ServerContext = Object.freeze({
    ...base,
    push: options.push ?? createPushHub(),
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
  if (options.metrics !== false) countExecutions(executions, metricsOf(ctx));
  return ctx;
}
