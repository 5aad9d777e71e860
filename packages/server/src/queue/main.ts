import type { ServerContext } from '../context.js';
import { verifyEncryptionKey } from './checks.js';
import type { QueueExecutionService } from './execution-service.js';

/**
 * Readies a queue-mode main or webhook process whose services exist: checks the encryption key
 * against the cluster's check value and waits for Redis. On failure, closes the queue connections
 * and the database, and rethrows.
 */
export async function prepareQueueMode(ctx: ServerContext): Promise<void> {
  const executions = ctx.executions as Partial<QueueExecutionService>;
  try {
    await verifyEncryptionKey(ctx.settings, ctx.config.encryptionKey ?? '');
    await executions.ready?.();
  } catch (e) {
    await executions.shutdown?.().catch(() => undefined);
    await ctx.db.close().catch(() => undefined);
    throw e;
  }
}
