import type { ServerContext } from '../../context.js';
import type { ActiveWorkflowService } from '../contracts.js';

/** The active-workflow service (placeholder until it is built). */
export function createActiveWorkflowService(ctx: ServerContext): ActiveWorkflowService {
  void ctx;
  return { activate: async () => undefined, deactivate: async () => undefined, restoreAll: async () => undefined, stopAll: async () => undefined, activeIds: () => [], registerTestWebhooks: async () => false, handleFailedExecution: async () => undefined };
}
