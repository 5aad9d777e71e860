/**
 * HubSpot engagements (legacy v1 endpoints): Create (call, email, meeting or task, with their
 * metadata, associations, from 2.2 the owner and a task's due date), Delete, Get, Get Many.
 */
import { NodeOperationError } from '@weft/workflow';
import { call, callAll, fields, idParam, limit, param, returnAll, type Run } from './run.js';

type Json = Record<string, any>;

/** `a,b` entries of a repeatable string field → `[{ email: 'a' }, { email: 'b' }]`. */
const emails = (values: unknown): Array<{ email: string }> =>
  (Array.isArray(values) ? values : []).flatMap((v) => String(v).split(',')).map((email) => ({ email }));

/** Seconds since the epoch, as `moment(value).unix()` gives them. */
const unixSeconds = (value: unknown) => Math.floor(new Date(value as string).getTime() / 1000);

/** The metadata n8n sends per engagement type. */
function metadataOf(type: string, meta: Json): Json {
  switch (type) {
    case 'email':
      return {
        from: {
          ...(meta.fromEmail && { email: meta.fromEmail }),
          ...(meta.firstName && { firstName: meta.firstName }),
          ...(meta.lastName && { lastName: meta.lastName }),
        },
        cc: emails(meta.cc || []),
        bcc: emails(meta.bcc || []),
        ...(meta.subject && { subject: meta.subject }),
        ...(meta.html && { html: meta.html }),
        ...(meta.text && { text: meta.text }),
      };
    case 'task':
      return {
        ...(meta.body && { body: meta.body }),
        ...(meta.subject && { subject: meta.subject }),
        ...(meta.status && { status: meta.status }),
        ...(meta.forObjectType && { forObjectType: meta.forObjectType }),
      };
    case 'meeting':
      return {
        ...(meta.body && { body: meta.body }),
        ...(meta.startTime && { startTime: unixSeconds(meta.startTime) }),
        ...(meta.endTime && { endTime: unixSeconds(meta.endTime) }),
        ...(meta.title && { title: meta.title }),
        ...(meta.internalMeetingNotes && { internalMeetingNotes: meta.internalMeetingNotes }),
      };
    case 'call':
      return {
        ...(meta.toNumber && { toNumber: meta.toNumber }),
        ...(meta.fromNumber && { fromNumber: meta.fromNumber }),
        ...(meta.status && { status: meta.status }),
        ...(meta.durationMilliseconds && { durationMilliseconds: meta.durationMilliseconds }),
        ...(meta.recordingUrl && { recordingUrl: meta.recordingUrl }),
        ...(meta.body && { body: meta.body }),
      };
    default:
      return {};
  }
}

/** Comma-separated ids → lists of text ids. */
function associationsOf(a: Json): Json {
  const ids = (v: unknown) => String(v).split(',');
  return {
    ...(a.companyIds && { companyIds: ids(a.companyIds) }),
    ...(a.contactIds && { contactIds: ids(a.contactIds) }),
    ...(a.dealIds && { dealIds: ids(a.dealIds) }),
    ...(a.ownerIds && { ownerIds: ids(a.ownerIds) }),
    ...(a.ticketIds && { ticketIds: ids(a.ticketIds) }),
  };
}

/** Engagement operations. */
export async function engagement(run: Run, operation: string): Promise<unknown> {
  const { ctx, qs, version, i } = run;
  switch (operation) {
    case 'create': {
      const type = String(param(run, 'type', ''));
      const metadata = fields(run, 'metadata');
      const associations = (ctx.getNodeParameter('additionalFields.associations', i, {}) ?? {}) as Json;
      if (!Object.keys(metadata).length)
        throw new NodeOperationError(ctx.getNode(), 'At least one metadata field needs to set', { itemIndex: i });
      const engagementPart: Json = { type: type.toUpperCase() };
      if (version >= 2)
        engagementPart.ownerId =
          associations.ownerId && typeof associations.ownerId === 'number' ? associations.ownerId : undefined;
      const body: Json = {
        engagement: engagementPart,
        metadata: metadataOf(type, metadata),
        associations: associationsOf(associations),
      };
      if (type === 'task' && version >= 2.2) {
        const due = ctx.getNodeParameter('dueDate', i, null) as unknown;
        if (due) {
          const ms = typeof due === 'string' ? new Date(due).getTime() : Number.NaN;
          if (Number.isNaN(ms)) throw new NodeOperationError(ctx.getNode(), 'Invalid date string', { itemIndex: i });
          engagementPart.timestamp = ms;
        }
      }
      return call(run, { method: 'POST', endpoint: '/engagements/v1/engagements', body });
    }
    case 'delete': {
      const id = idParam(run, 'engagementId');
      const answer = await call(run, {
        method: 'DELETE',
        endpoint: `/engagements/v1/engagements/${String(id)}`,
        qs: { ...qs },
      });
      if (version < 2) return { success: true };
      return answer === undefined ? { vid: id, deleted: true } : answer;
    }
    case 'get': {
      const id = idParam(run, 'engagementId');
      return call(run, { method: 'GET', endpoint: `/engagements/v1/engagements/${String(id)}`, qs: { ...qs } });
    }
    case 'getAll': {
      const endpoint = '/engagements/v1/engagements/paged';
      if (returnAll(run)) return callAll(run, 'results', { method: 'GET', endpoint, qs });
      qs.limit = limit(run);
      return ((await call(run, { method: 'GET', endpoint, qs: { ...qs } })) ?? {}).results;
    }
    default:
      return run.last.value;
  }
}
