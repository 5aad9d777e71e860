/** Outlook 2's calendar operations (create, delete, get, get many, update) and event operations. */
import { DateTime } from 'luxon';
import { NodeOperationError } from '@weft/workflow';
import { decodeOutlookId } from '../../messages.js';
import { listOf, locatorId, SUCCESS, type OutlookArgs, type OutlookOperations } from './types.js';

function customFilter(args: OutlookArgs): Record<string, unknown> {
  const filters = (args.ctx.getNodeParameter('filters', args.itemIndex, {}) ?? {}) as Record<string, unknown>;
  return filters.custom ? { $filter: String(filters.custom) } : {};
}

export const calendarOperations: OutlookOperations = {
  async create(args) {
    const { ctx, client, itemIndex } = args;
    const fields = { ...((ctx.getNodeParameter('additionalFields', itemIndex, {}) ?? {}) as Record<string, unknown>) };
    let endpoint = '/calendars';
    if (fields.calendarGroup) {
      endpoint = `/calendarGroups/${fields.calendarGroup}/calendars`;
      delete fields.calendarGroup;
    }
    return client.request('POST', endpoint, {
      body: { name: ctx.getNodeParameter('name', itemIndex, ''), ...fields },
      itemIndex,
    });
  },

  async delete(args) {
    await args.client.request('DELETE', `/calendars/${locatorId(args.ctx, 'calendarId', args.itemIndex)}`, {
      itemIndex: args.itemIndex,
    });
    return SUCCESS;
  },

  async get(args) {
    return args.client.request('GET', `/calendars/${locatorId(args.ctx, 'calendarId', args.itemIndex)}`, {
      itemIndex: args.itemIndex,
    });
  },

  async getAll(args) {
    return listOf(args, '/calendars', customFilter(args));
  },

  async update(args) {
    const { ctx, client, itemIndex } = args;
    const fields = (ctx.getNodeParameter('updateFields', itemIndex, {}) ?? {}) as Record<string, unknown>;
    return client.request('PATCH', `/calendars/${locatorId(ctx, 'calendarId', itemIndex)}`, {
      body: { ...fields },
      itemIndex,
    });
  },
};

const SIMPLE_EVENT_SELECT = 'id,subject,bodyPreview,start,end,organizer,attendees,webLink';

function eventSelect(args: OutlookArgs): Record<string, unknown> {
  const output = args.ctx.getNodeParameter('output', args.itemIndex, 'simple');
  if (output === 'fields')
    return { $select: ((args.ctx.getNodeParameter('fields', args.itemIndex, []) as string[]) ?? []).join(',') };
  return output === 'simple' ? { $select: SIMPLE_EVENT_SELECT } : {};
}

/**
 * All-day dates as n8n sends them: the start's date, and an end one day after the start (n8n's
 * check of the duration always finds it under a day, so the end is always start + 24 hours).
 */
function allDay(start: unknown, timeZone: string): { start: string; end: string } {
  const day = DateTime.fromISO(String(start ?? ''), { zone: timeZone });
  const startDate = day.isValid ? day.toFormat('yyyy-MM-dd') : DateTime.utc().toFormat('yyyy-MM-dd');
  return {
    start: startDate,
    end: DateTime.fromISO(startDate, { zone: timeZone }).plus({ hours: 24 }).toISO() ?? startDate,
  };
}

/** The fields of an event body: the time zone taken out, an HTML body wrapped. */
function eventFields(raw: Record<string, unknown>): { fields: Record<string, unknown>; timeZone: string } {
  const fields = { ...raw };
  let timeZone = 'UTC';
  if (fields.timeZone) {
    timeZone = String(fields.timeZone);
    delete fields.timeZone;
  }
  if (fields.body) fields.body = { content: fields.body, contentType: 'html' };
  return { fields, timeZone };
}

export const eventOperations: OutlookOperations = {
  async create(args) {
    const { ctx, client, itemIndex } = args;
    const calendarId = locatorId(ctx, 'calendarId', itemIndex, '');
    if (calendarId === '') throw new NodeOperationError(client.node, 'Calendar ID is required', { itemIndex });
    const { fields, timeZone } = eventFields(
      (ctx.getNodeParameter('additionalFields', itemIndex, {}) ?? {}) as Record<string, unknown>,
    );
    let start = String(ctx.getNodeParameter('startDateTime', itemIndex, ''));
    let end = String(ctx.getNodeParameter('endDateTime', itemIndex, ''));
    if (fields.isAllDay) ({ start, end } = allDay(start, timeZone));
    const body = {
      subject: ctx.getNodeParameter('subject', itemIndex, ''),
      start: { dateTime: start, timeZone },
      end: { dateTime: end, timeZone },
      ...fields,
    };
    return client.request('POST', `/calendars/${calendarId}/events`, { body, itemIndex });
  },

  async delete(args) {
    await args.client.request(
      'DELETE',
      `/calendar/events/${decodeOutlookId(locatorId(args.ctx, 'eventId', args.itemIndex))}`,
      { itemIndex: args.itemIndex },
    );
    return SUCCESS;
  },

  async get(args) {
    return args.client.request(
      'GET',
      `/calendar/events/${decodeOutlookId(locatorId(args.ctx, 'eventId', args.itemIndex))}`,
      { qs: eventSelect(args), itemIndex: args.itemIndex },
    );
  },

  async getAll(args) {
    const { ctx, client, itemIndex } = args;
    const qs = { ...eventSelect(args), ...customFilter(args) };
    const calendars: string[] = [];
    if (ctx.getNodeParameter('fromAllCalendars', itemIndex, false) === true) {
      const page = await client.request<{ value?: Array<{ id: string }> }>('GET', '/calendars', {
        qs: { $select: 'id' },
        itemIndex,
      });
      calendars.push(...(page.value ?? []).map((c) => c.id));
    } else {
      calendars.push(locatorId(ctx, 'calendarId', itemIndex));
    }
    const returnAll = ctx.getNodeParameter('returnAll', itemIndex, false) === true;
    const limit = Number(ctx.getNodeParameter('limit', itemIndex, 0));
    const out: Array<Record<string, unknown>> = [];
    for (const id of calendars) {
      if (returnAll) {
        out.push(...(await client.requestAll(`/calendars/${id}/events`, qs, itemIndex)));
        continue;
      }
      const top = limit - out.length;
      if (top <= 0) break;
      const page = await client.request<{ value?: Array<Record<string, unknown>> }>('GET', `/calendars/${id}/events`, {
        qs: { ...qs, $top: top },
        itemIndex,
      });
      out.push(...(page.value ?? []));
    }
    return out;
  },

  async update(args) {
    const { ctx, client, itemIndex } = args;
    const { fields, timeZone } = eventFields(
      (ctx.getNodeParameter('additionalFields', itemIndex, {}) ?? {}) as Record<string, unknown>,
    );
    let start = fields.start as string | undefined;
    let end = fields.end as string | undefined;
    if (fields.isAllDay) ({ start, end } = allDay(start, timeZone));
    const body: Record<string, unknown> = { ...fields };
    if (start) body.start = { dateTime: start, timeZone };
    if (end) body.end = { dateTime: end, timeZone };
    return client.request('PATCH', `/calendar/events/${decodeOutlookId(locatorId(ctx, 'eventId', itemIndex))}`, {
      body,
      itemIndex,
    });
  },
};
