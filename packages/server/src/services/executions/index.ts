import type { ServerContext } from '../../context.js';
import type { ExecutionService } from '../contracts.js';

/** The execution service (placeholder until it is built). */
export function createExecutionService(ctx: ServerContext): ExecutionService {
  void ctx;
  const missing = () => Promise.reject(new Error('Executions are not available yet'));
  return { start: missing, stop: missing, running: () => [], recoverCrashed: async () => 0 };
}
