import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, requireSetUpOwner } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { uuid } from '../db/ids.js';
import { now } from '../db/columns.js';
import { ExecutionRepository } from '../repositories/executions.js';
import { readableExecution } from '../services/access/executions.js';
import { registerAuditHooks } from './audit.js';
import { EventDelivery } from './delivery.js';
import { DestinationOptionsError, parseDestinationOptions } from './destinations/options.js';
import type { SenderDeps } from './destinations/sender.js';
import { EVENT_NAMES, TEST_EVENT_NAME } from './event-names.js';
import { createEventMessage } from './message.js';

/** The 403 answered while log streaming is switched off. */
export const LOG_STREAMING_DISABLED_MESSAGE =
  'Log streaming is switched off on this instance (WEFT_LOG_STREAMING_ENABLED=false)';

/** What senders need from the server: credential signing goes through the credential service. */
function senderDeps(ctx: ServerContext): SenderDeps {
  return {
    version: ctx.version,
    timeoutMs: ctx.config.logStreaming.timeoutMs,
    async authenticate(credentialType, credentialId, request) {
      const data = await ctx.credentials.decryptedForNode({ id: credentialId, name: '' }, credentialType);
      const type = ctx.credentialTypes.find((t) => t.name === credentialType);
      if (!type?.authenticate) throw new Error(`Credential type "${credentialType}" cannot sign requests`);
      const signed = type.authenticate(data, { url: '', headers: request.headers, qs: request.qs });
      const qs: Record<string, string> = {};
      for (const [k, v] of Object.entries(signed.qs ?? {})) qs[k] = String(v);
      return { headers: { ...(signed.headers ?? {}) }, qs };
    },
  };
}

/**
 * Log streaming under `/rest/eventbus` (n8n's routes): destinations (owner only), event names,
 * the test message, and an execution's events (for whoever may read the execution). Also starts
 * delivering the outboxes when the app is ready and stops when it closes (main process only), and
 * hooks the audit events onto the `/rest` scope.
 */
export async function registerEventBusRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const settings = ctx.config.logStreaming;
  const store = ctx.eventBus.store;
  const delivery = new EventDelivery(store, senderDeps(ctx), settings);
  const executions = new ExecutionRepository(ctx.db);
  registerAuditHooks(app, ctx);

  let unsubscribe: (() => void) | undefined;
  app.addHook('onReady', async () => {
    if (!settings.enabled) return;
    unsubscribe = ctx.eventBus.onStored(() => delivery.wake());
    delivery.start();
  });
  app.addHook('onClose', async () => {
    unsubscribe?.();
    await delivery.stop();
    await ctx.eventBus.close();
  });

  /** The set-up owner, while log streaming is on. */
  const manager = (req: FastifyRequest) => {
    const user = requireSetUpOwner(req);
    if (!settings.enabled)
      throw forbidden(
        LOG_STREAMING_DISABLED_MESSAGE,
        'Set WEFT_LOG_STREAMING_ENABLED=true and restart Weft to stream events to destinations.',
      );
    return user;
  };

  app.get<{ Querystring: { id?: string } }>('/eventbus/destination', async (req) => {
    manager(req);
    const all = await store.destinations();
    return ok(req.query.id ? all.filter((d) => d.id === req.query.id) : all);
  });

  app.post('/eventbus/destination', async (req) => {
    manager(req);
    let options;
    try {
      options = parseDestinationOptions(req.body, uuid());
    } catch (e) {
      if (e instanceof DestinationOptionsError) throw badRequest(`The destination could not be saved: ${e.message}`);
      throw e;
    }
    await store.saveDestination(options, now());
    delivery.wake();
    return ok(options);
  });

  app.delete<{ Querystring: { id?: string } }>('/eventbus/destination', async (req) => {
    manager(req);
    const id = req.query.id;
    if (!id) throw badRequest('Say which destination to delete: DELETE /rest/eventbus/destination?id=<destination id>');
    if (!(await store.deleteDestination(id))) throw notFound(`The destination ${id} does not exist`);
    delivery.wake();
    return ok(true);
  });

  app.get('/eventbus/eventnames', async (req) => {
    manager(req);
    return ok([...EVENT_NAMES]);
  });

  // Sends `weft.destination.test` at once (no outbox, no retry) and answers whether it arrived.
  app.post('/eventbus/testmessage', async (req) => {
    manager(req);
    const id = (req.body as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'string' || !id) throw badRequest('Say which destination to test: {"id": "<destination id>"}');
    const destination = await store.destination(id);
    if (!destination) throw notFound(`The destination ${id} does not exist`);
    const event = createEventMessage(
      TEST_EVENT_NAME,
      { destinationId: id },
      `Test message from Weft to "${destination.label}"`,
    );
    try {
      await delivery.sendNow(destination, event);
      return ok(true);
    } catch {
      return ok(false);
    }
  });

  // An execution's events, oldest first, for whoever may read the execution.
  app.get<{ Params: { id: string } }>('/eventbus/execution/:id', async (req) => {
    await readableExecution(ctx, req, executions, req.params.id);
    return ok(await store.executionEvents(req.params.id));
  });
}
