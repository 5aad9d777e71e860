/**
 * `GET /rest/usage` (instance owner): what the Usage page shows about storage: the database's
 * size, the executions it holds (and those soft-deleted, waiting for their hard delete), and
 * what the retention settings keep: the limits, and how many stored executions the next pass
 * will remove.
 */
import { statSync } from 'node:fs';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ok, requireOwner } from '../auth/guards.js';
import type { ServerContext } from '../context.js';

const FINISHED = ['success', 'error', 'crashed', 'canceled'];

/** What `GET /rest/usage` answers. */
export interface UsageStorage {
  database: { type: 'sqlite' | 'postgresdb'; sizeBytes: number };
  executions: { stored: number; awaitingDeletion: number; oldestStartedAt: string | null };
  retention: {
    enabled: boolean;
    maxAgeHours: number;
    maxCount: number;
    hardDeleteBufferHours: number;
    intervalMinutes: number;
    nextPassRemoves: number;
  };
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

async function databaseSize(ctx: ServerContext): Promise<number> {
  const db = ctx.config.db;
  if (db.type === 'sqlite') return fileSize(db.file) + fileSize(`${db.file}-wal`) + fileSize(`${db.file}-shm`);
  const { rows } = await sql<{ size: string | number }>`SELECT pg_database_size(current_database()) AS size`.execute(
    ctx.db.kysely,
  );
  return Number(rows[0]?.size ?? 0);
}

/** The storage figures at `now`. */
export async function usageStorage(ctx: ServerContext, now = new Date()): Promise<UsageStorage> {
  const k = ctx.db.kysely;
  const stored = await k
    .selectFrom('execution')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('startedAt').as('oldest')])
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  const deleted = await k
    .selectFrom('execution')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deletedAt', 'is not', null)
    .executeTakeFirst();
  const p = ctx.config.executionsPruning;
  let nextPassRemoves = 0;
  if (p.enabled) {
    const cutoff = p.maxAgeHours > 0 ? new Date(now.getTime() - p.maxAgeHours * 3_600_000).toISOString() : undefined;
    const edge =
      p.maxCount > 0
        ? await k
            .selectFrom('execution')
            .select('id')
            .where('deletedAt', 'is', null)
            .orderBy('id', 'desc')
            .offset(p.maxCount - 1)
            .limit(1)
            .executeTakeFirst()
        : undefined;
    if (cutoff || edge) {
      const row = await k
        .selectFrom('execution')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('deletedAt', 'is', null)
        .where('status', 'in', FINISHED)
        .where((eb) =>
          eb.or([...(cutoff ? [eb('stoppedAt', '<', cutoff)] : []), ...(edge ? [eb('id', '<', edge.id)] : [])]),
        )
        .executeTakeFirst();
      nextPassRemoves = Number(row?.n ?? 0);
    }
  }
  const oldest = stored?.oldest as unknown;
  return {
    database: { type: ctx.config.db.type, sizeBytes: await databaseSize(ctx) },
    executions: {
      stored: Number(stored?.n ?? 0),
      awaitingDeletion: Number(deleted?.n ?? 0),
      oldestStartedAt: oldest ? new Date(oldest as string).toISOString() : null,
    },
    retention: {
      enabled: p.enabled,
      maxAgeHours: p.maxAgeHours,
      maxCount: p.maxCount,
      hardDeleteBufferHours: p.hardDeleteBufferHours,
      intervalMinutes: Math.round(p.intervalMs / 60_000),
      nextPassRemoves,
    },
  };
}

/** Registers `GET /usage`. */
export async function register(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/usage', async (req) => {
    requireOwner(req);
    return ok(await usageStorage(ctx));
  });
}
