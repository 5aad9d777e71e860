/**
 * Execution retention, on by default as in n8n: a regular pass soft-deletes finished executions
 * older than the maximum age or beyond the maximum count, then hard-deletes those soft-deleted
 * longer than the buffer, with their binary data (through the repository's delete hooks). On
 * SQLite the freed pages go back to the file system (incremental auto-vacuum); on PostgreSQL
 * plain VACUUM makes the space reusable after a large deletion.
 */
import { sql } from 'kysely';
import type { ServerContext } from '../../context.js';
import { ExecutionRepository } from '../../repositories/executions.js';

/** What one pass did. */
export interface RetentionPassResult {
  softDeleted: number;
  hardDeleted: number;
}

const HOUR = 3_600_000;
/** Executions hard-deleted per batch. */
const BATCH = 1000;
/** Above this many hard-deleted rows, PostgreSQL gets a VACUUM of the execution table. */
const PG_VACUUM_AFTER = 1000;

/** Runs one retention pass at `now` (tests pass their own time). */
export async function pruneExecutions(
  ctx: Pick<ServerContext, 'config' | 'db'>,
  now = new Date(),
): Promise<RetentionPassResult> {
  const settings = ctx.config.executionsPruning;
  const repo = new ExecutionRepository(ctx.db);
  const softDeleted = await repo.softDeleteForRetention({
    stoppedBefore:
      settings.maxAgeHours > 0 ? new Date(now.getTime() - settings.maxAgeHours * HOUR).toISOString() : undefined,
    keepNewest: settings.maxCount,
    now: now.toISOString(),
  });
  const deletedBefore = new Date(now.getTime() - settings.hardDeleteBufferHours * HOUR).toISOString();
  let hardDeleted = 0;
  for (;;) {
    const ids = await repo.softDeletedBefore(deletedBefore, BATCH);
    if (!ids.length) break;
    hardDeleted += await repo.delete(ids);
    if (ids.length < BATCH) break;
  }
  if (hardDeleted > 0) await reclaimSpace(ctx, hardDeleted);
  return { softDeleted, hardDeleted };
}

async function reclaimSpace(ctx: Pick<ServerContext, 'db'>, deleted: number): Promise<void> {
  try {
    if (ctx.db.reclaimFreePages) await ctx.db.reclaimFreePages();
    else if (deleted >= PG_VACUUM_AFTER) await sql`VACUUM execution`.execute(ctx.db.kysely);
  } catch {
    // Space is reclaimed at a later pass; the deletion itself has happened.
  }
}

/** A running retention timer. */
export interface RetentionTimer {
  stop(): void;
}

/**
 * Starts the regular retention pass (a first pass soon after start, then every `intervalMs`)
 * unless WEFT_EXECUTIONS_DATA_PRUNE=false. Passes never overlap; a failed pass is logged and the
 * next one tries again.
 */
export function startExecutionRetention(ctx: Pick<ServerContext, 'config' | 'db'>): RetentionTimer {
  const settings = ctx.config.executionsPruning;
  if (!settings.enabled) return { stop() {} };
  let running = false;
  let stopped = false;
  const pass = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await pruneExecutions(ctx);
    } catch (e) {
      if (!stopped && ctx.config.logLevel !== 'silent')
        process.stderr.write(`[weft] execution retention pass failed: ${(e as Error).message}\n`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void pass(), Math.min(settings.intervalMs, 60_000));
  const every = setInterval(() => void pass(), settings.intervalMs);
  first.unref();
  every.unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
