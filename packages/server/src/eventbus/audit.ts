import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import type { UserRecord } from '../repositories/users.js';
import type { EventName } from './event-names.js';
import type { EventPayload } from './message.js';
import { WorkflowRepository } from '../repositories/workflows.js';

/** An audit event a request caused. */
interface AuditEvent {
  name: EventName;
  payload: EventPayload;
  message: string;
}

/** What an audited request looked like before its handler ran (names of what it deletes…). */
type Before = Record<string, string | boolean | null | undefined>;

type Row = Record<string, unknown>;

/** The acting user's id and personal fields (`_`-prefixed: anonymised when asked). */
function actor(user: UserRecord | null | undefined): EventPayload {
  if (!user) return {};
  return { userId: user.id, _email: user.email, _firstName: user.firstName, _lastName: user.lastName };
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** Loads what the handler is about to change or delete, for routes that need it. */
async function before(ctx: ServerContext, route: string, req: FastifyRequest): Promise<Before | undefined> {
  const id = (req.params as { id?: string } | undefined)?.id;
  if (!id) return undefined;
  if (route === 'DELETE /rest/users/:id') {
    const user = await ctx.users.get(id);
    return { _email: user?.email, _firstName: user?.firstName, _lastName: user?.lastName };
  }
  if (route === 'DELETE /rest/workflows/:id' || route === 'PATCH /rest/workflows/:id') {
    const row = await new WorkflowRepository(ctx.db).nameAndActive(id);
    return { name: row?.name, active: row?.active };
  }
  if (route === 'DELETE /rest/credentials/:id') {
    const row = await ctx.db.kysely
      .selectFrom('credential')
      .select(['name', 'type'])
      .where('id', '=', id)
      .executeTakeFirst();
    return { name: row?.name, type: row?.type };
  }
  return undefined;
}

/** The audit events of a finished request: route, status, body in and `data` out. */
function auditEvents(
  route: string,
  req: FastifyRequest,
  status: number,
  data: unknown,
  prior: Before | undefined,
): AuditEvent[] {
  const ok = status >= 200 && status < 300;
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Row;
  const out = (data && typeof data === 'object' ? data : {}) as Row;
  const id = (req.params as { id?: string; inviteeId?: string } | undefined) ?? {};
  switch (route) {
    case 'POST /rest/login':
      if (ok)
        return [
          {
            name: 'weft.audit.user.login.success',
            message: 'A user signed in',
            payload: {
              userId: str(out.id),
              _email: str(out.email),
              _firstName: str(out.firstName),
              _lastName: str(out.lastName),
              authenticationMethod: 'email',
            },
          },
        ];
      if (status === 401)
        return [
          {
            name: 'weft.audit.user.login.failed',
            message: 'A sign-in was refused',
            payload: {
              _email: str(body.email) ?? str(body.emailOrLdapLoginId),
              authenticationMethod: 'email',
              reason: 'wrong credentials',
            },
          },
        ];
      return [];
    case 'POST /rest/logout':
      return ok && req.sessionId && req.user
        ? [{ name: 'weft.audit.user.signedout', message: 'A user signed out', payload: actor(req.user) }]
        : [];
    case 'POST /rest/users':
      if (!ok || !Array.isArray(data)) return [];
      return (data as Row[])
        .filter((r) => !r.error && r.user && typeof r.user === 'object')
        .map((r) => {
          const invitee = r.user as Row;
          return {
            name: 'weft.audit.user.invited' as const,
            message: 'A user was invited',
            payload: { ...actor(req.user), targetUserId: str(invitee.id), _targetEmail: str(invitee.email) },
          };
        });
    case 'POST /rest/users/:inviteeId':
      return ok
        ? [
            {
              name: 'weft.audit.user.created',
              message: 'An invited user finished signing up',
              payload: {
                userId: str(out.id),
                _email: str(out.email),
                _firstName: str(out.firstName),
                _lastName: str(out.lastName),
                method: 'invitation',
              },
            },
          ]
        : [];
    case 'POST /rest/owner/setup':
      return ok
        ? [
            {
              name: 'weft.audit.user.created',
              message: 'The instance owner was set up',
              payload: {
                userId: str(out.id),
                _email: str(out.email),
                _firstName: str(out.firstName),
                _lastName: str(out.lastName),
                method: 'owner-setup',
              },
            },
          ]
        : [];
    case 'DELETE /rest/users/:id':
      return ok
        ? [
            {
              name: 'weft.audit.user.deleted',
              message: 'A user was deleted',
              payload: {
                ...actor(req.user),
                targetUserId: id.id,
                _targetEmail: str(prior?._email),
                transferId: str((req.query as Row).transferId),
              },
            },
          ]
        : [];
    case 'POST /rest/credentials':
    case 'PATCH /rest/credentials/:id':
    case 'PUT /rest/credentials/:id/share':
    case 'DELETE /rest/credentials/:id': {
      if (!ok) return [];
      const what = route.startsWith('POST')
        ? 'created'
        : route.startsWith('PATCH')
          ? 'updated'
          : route.startsWith('PUT')
            ? 'shared'
            : 'deleted';
      const payload: EventPayload = {
        ...actor(req.user),
        credentialId: str(out.id) ?? id.id,
        credentialName: str(out.name) ?? str(prior?.name),
        credentialType: str(out.type) ?? str(prior?.type),
      };
      if (what === 'shared')
        payload.shareWithIds = Array.isArray(body.shareWithIds)
          ? (body.shareWithIds as unknown[]).filter((v): v is string => typeof v === 'string')
          : [];
      return [
        { name: `weft.audit.user.credentials.${what}` as EventName, message: `A credential was ${what}`, payload },
      ];
    }
    case 'POST /rest/workflows':
      return ok
        ? [
            {
              name: 'weft.audit.workflow.created',
              message: 'A workflow was created',
              payload: { ...actor(req.user), workflowId: str(out.id), workflowName: str(out.name) },
            },
          ]
        : [];
    case 'PATCH /rest/workflows/:id': {
      if (!ok) return [];
      const payload = { ...actor(req.user), workflowId: str(out.id) ?? id.id, workflowName: str(out.name) };
      const events: AuditEvent[] = [
        { name: 'weft.audit.workflow.updated', message: 'A workflow was updated', payload },
      ];
      if (out.active === true && prior?.active === false)
        events.push({ name: 'weft.audit.workflow.activated', message: 'A workflow was activated', payload });
      if (out.active === false && prior?.active === true)
        events.push({ name: 'weft.audit.workflow.deactivated', message: 'A workflow was deactivated', payload });
      return events;
    }
    case 'DELETE /rest/workflows/:id':
      return ok
        ? [
            {
              name: 'weft.audit.workflow.deleted',
              message: 'A workflow was deleted',
              payload: { ...actor(req.user), workflowId: id.id, workflowName: str(prior?.name) },
            },
          ]
        : [];
    default:
      return [];
  }
}

/** `METHOD /rest/route/:pattern` of the audited routes. */
const AUDITED = new Set([
  'POST /rest/login',
  'POST /rest/logout',
  'POST /rest/users',
  'POST /rest/users/:inviteeId',
  'POST /rest/owner/setup',
  'DELETE /rest/users/:id',
  'POST /rest/credentials',
  'PATCH /rest/credentials/:id',
  'PUT /rest/credentials/:id/share',
  'DELETE /rest/credentials/:id',
  'POST /rest/workflows',
  'PATCH /rest/workflows/:id',
  'DELETE /rest/workflows/:id',
]);

/**
 * Publishes audit events for the routes that change users, credentials and workflows, from one
 * place: a request's route, status, body and answer say what happened, so the route handlers stay
 * as they are. Register on the `/rest` scope.
 */
export function registerAuditHooks(app: FastifyInstance, ctx: ServerContext): void {
  const priors = new WeakMap<FastifyRequest, Before>();
  const routeOf = (req: FastifyRequest) => `${req.method} ${req.routeOptions.url ?? ''}`;

  app.addHook('preHandler', async (req) => {
    const route = routeOf(req);
    if (!AUDITED.has(route) || !req.routeOptions.url?.includes(':id')) return;
    const prior = await before(ctx, route, req).catch(() => undefined);
    if (prior) priors.set(req, prior);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const route = routeOf(req);
    if (!AUDITED.has(route)) return payload;
    let data: unknown;
    if (typeof payload === 'string') {
      try {
        data = (JSON.parse(payload) as { data?: unknown }).data;
      } catch {
        /* not JSON: nothing to read */
      }
    }
    for (const event of auditEvents(route, req, reply.statusCode, data, priors.get(req)))
      ctx.eventBus.publish(event.name, event.payload, event.message);
    return payload;
  });
}
