import type { FastifyInstance } from 'fastify';
import { TELEMETRY_EVENTS } from '@weft/workflow';
import { ok, requireUser } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import { describeWait, RateLimiter } from '../auth/rate-limit.js';
import { parseTelemetryBatch, TelemetryBatchError } from './batch.js';

/** The 404 answered while telemetry is off (the default). */
export const TELEMETRY_DISABLED_MESSAGE =
  'Telemetry is switched off on this instance (set WEFT_DIAGNOSTICS_ENABLED=true to receive editor events)';

/** Bodies larger than this are refused (413) before they are parsed. */
const BODY_LIMIT = 256 * 1024;

/**
 * Batches one user may send a minute. The editor sends one every 3 s at most (20 a minute), so
 * this leaves room for bursts while a script posting in a loop cannot fill the event store.
 */
export const TELEMETRY_BATCHES_PER_MINUTE = 60;

/**
 * `POST /rest/telemetry/events`: the editor's telemetry, kept on the instance. While
 * WEFT_DIAGNOSTICS_ENABLED is true a signed-in user's batch is checked (`batch.ts`) and each event
 * is published on the event bus under its `weft.telemetry.*` name, with the editor's event name as
 * the message and the user's and instance's ids added to its properties. Log streaming then
 * delivers it to the destinations the operator subscribed; nothing else sends it anywhere.
 * While off, it answers 404 to a signed-in caller (401 without a session) and publishes nothing.
 */
export async function registerTelemetryRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const limiter = new RateLimiter({ max: TELEMETRY_BATCHES_PER_MINUTE, windowMs: 60_000 });
  app.post('/telemetry/events', { bodyLimit: BODY_LIMIT }, async (req) => {
    const user = requireUser(req);
    if (!ctx.config.diagnostics.enabled) throw notFound(TELEMETRY_DISABLED_MESSAGE);
    const limit = limiter.hit([`user:${user.id}`]);
    if (!limit.allowed)
      throw new ApiError(
        429,
        `Too many telemetry batches. Please wait ${describeWait(limit.retryAfterMs)} before sending more.`,
      );
    let events;
    try {
      events = parseTelemetryBatch(req.body);
    } catch (e) {
      if (e instanceof TelemetryBatchError) throw badRequest(`The telemetry events were refused: ${e.message}`);
      throw e;
    }
    for (const { event, properties, timestamp } of events) {
      // The server's ids win over anything the editor put under the same names.
      ctx.eventBus.publish(
        TELEMETRY_EVENTS[event],
        { ...properties, ...(timestamp ? { timestamp } : {}), event, userId: user.id, instanceId: ctx.instanceId },
        event,
      );
    }
    return ok({ accepted: events.length });
  });
}
