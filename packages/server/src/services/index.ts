import type { ServerContext } from '../context.js';
import { countExecutions, metricsOf } from '../metrics.js';
import { createActiveWorkflowService } from './active/index.js';
import { createCredentialService } from './credentials/index.js';
import { createExecutionService } from './executions/index.js';
import { createPushHub } from './push/index.js';
import { createQueueExecutionService } from '../queue/execution-service.js';

/**
 * Completes a base context with its services. Services may reach each other through `ctx`. In
 * queue mode executions are queued for the workers, unless `inProcess` (the workers themselves).
 */
export function createServices(
  base: Omit<ServerContext, 'push' | 'executions' | 'activeWorkflows' | 'credentials'>,
  options: { inProcess?: boolean; metrics?: boolean } = {},
): ServerContext {
  const ctx = base as ServerContext;
  ctx.push = createPushHub(base);
  ctx.credentials = createCredentialService(ctx);
  ctx.executions =
    base.config.executionsMode === 'queue' && !options.inProcess
      ? createQueueExecutionService(ctx)
      : createExecutionService(ctx);
  ctx.activeWorkflows = createActiveWorkflowService(ctx);
  // Counted here so that every mode (and every caller of start) feeds weft_executions_total.
  // A one-off run (`weft execute`, metrics: false) serves no /metrics and skips it.
  if (options.metrics !== false) countExecutions(ctx.executions, metricsOf(ctx));
  return ctx;
}
