import type { Redis } from 'ioredis';
import type { ServerContext } from '../context.js';
import { syncCommunityPackages } from '../community-nodes/cluster-sync.js';
import { LeaderLock, type LeaderLockOptions } from './leader.js';
import type { QueueExecutionService } from '../queue/execution-service.js';
import { connectRedis, redisSettingsOf, type RedisSettings } from './redis.js';
import { bridgeWebhookResponses } from './webhook-responses.js';

/** The part a process plays in a queue-mode cluster. */
export type ProcessRole = 'main' | 'worker' | 'webhook';

/** A process's membership of a queue-mode cluster. */
export interface ClusterMembership {
  role: ProcessRole;
  settings: RedisSettings;
  /** Connection for commands and publishing. */
  redis: Redis;
  /** Main processes: the schedule leader lock. */
  leader?: LeaderLock;
  /** Leaves the cluster: hands back the leader lock and closes the connections. */
  close(): Promise<void>;
}

/** Options of {@link joinCluster}. */
export interface JoinClusterOptions {
  settings?: RedisSettings;
  leader?: LeaderLockOptions;
}

/**
 * Joins a queue-mode cluster over Redis: adds Redis to `/healthz/readiness` (and the queue's
 * counts to `/metrics` when this process enqueues), carries Respond to
 * Webhook answers between workers and the processes that hold the requests, and — in main
 * processes — takes part in the leader election so that only the leader's schedules and triggers
 * fire (once per tick across the cluster). Last, it brings the process's community node packages
 * in line with `installed_packages` and keeps them so (see `syncCommunityPackages`), so it answers
 * once they are installed. Rejects with a clear message when Redis does not answer.
 */
export async function joinCluster(
  ctx: ServerContext,
  role: ProcessRole,
  options: JoinClusterOptions = {},
): Promise<ClusterMembership> {
  const settings = options.settings ?? redisSettingsOf(ctx.config);
  const redis = await connectRedis(settings, `weft-${role}`);
  const subscriber = redis.duplicate();
  subscriber.on('error', () => undefined);
  const stops: Array<() => Promise<void>> = [];
  let leader: LeaderLock | undefined;
  try {
    ctx.readiness.add('Redis', () => redis.ping());
    // Processes that enqueue (main, webhook) report the queue's depth and totals.
    const { queue } = ctx.executions as Partial<QueueExecutionService>;
    if (queue) ctx.metrics.useQueue(() => queue.counts());
    stops.push(
      await bridgeWebhookResponses(ctx.activeWorkflows.runtime.responders, redis, subscriber, settings.prefix),
    );
    if (role === 'main') {
      const lock = new LeaderLock(redis, `${settings.prefix}:leader:schedules`, options.leader);
      leader = lock;
      ctx.triggerGate.set(() => lock.isLeader());
      stops.push(async () => {
        ctx.triggerGate.set(undefined);
        await lock.stop();
      });
      await lock.start();
    }
    // Community node packages: catch up with installed_packages now, then follow main's changes.
    stops.push(await syncCommunityPackages(ctx, role, redis, subscriber, settings.prefix));
  } catch (e) {
    redis.disconnect();
    subscriber.disconnect();
    throw e;
  }
  return {
    role,
    settings,
    redis,
    leader,
    async close() {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
      ctx.readiness.add('Redis', async () => {
        throw new Error('this process left the cluster');
      });
      await Promise.allSettled([subscriber.quit(), redis.quit()]);
    },
  };
}
