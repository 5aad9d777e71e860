import type { ServerContext } from '../context.js';
import { createActiveWorkflowService } from './active/index.js';
import { createCredentialService } from './credentials/index.js';
import { createExecutionService } from './executions/index.js';
import { createPushHub } from './push/index.js';

/** Completes a base context with its services. Services may reach each other through `ctx`. */
export function createServices(base: Omit<ServerContext, 'push' | 'executions' | 'activeWorkflows' | 'credentials'>): ServerContext {
  const ctx = base as ServerContext;
  ctx.push = createPushHub(base);
  ctx.credentials = createCredentialService(ctx);
  ctx.executions = createExecutionService(ctx);
  ctx.activeWorkflows = createActiveWorkflowService(ctx);
  return ctx;
}
