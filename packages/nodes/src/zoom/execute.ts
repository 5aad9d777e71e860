/**
 * Zoom 1: the signed-in user's meetings (create, delete, get, list, update), answered as n8n's node
 * answers them (Zoom's meeting, a list's meetings, `{ success: true }` for deletions and updates).
 * As in n8n's node: resource and operation come from the first item; the settings collection is
 * sent under Zoom's snake_case names, only the settings that are set; a start time is sent as local
 * time in the chosen time zone, or (without one) as an ISO time in the workflow's zone; and with
 * Continue On Fail a failed item is an empty item carrying the error (which the engine shows as
 * `{ error }`).
 */
import { DateTime } from 'luxon';
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { zoomRequest, zoomRequestAll, type ZoomCall } from './api.js';

type Json = Record<string, any>;

interface Run {
  ctx: ExecuteContext;
  authentication: unknown;
}

const p = (run: Run, name: string, i: number, fallback?: unknown): any => run.ctx.getNodeParameter(name, i, fallback);
const call = (run: Run, i: number, c: Omit<ZoomCall, 'authentication' | 'itemIndex'>) =>
  zoomRequest(run.ctx, { ...c, authentication: run.authentication, itemIndex: i });

/** The settings collection under Zoom's names, in n8n's order, only those set. */
const SETTINGS: Array<[string, string]> = [
  ['cnMeeting', 'cn_meeting'],
  ['inMeeting', 'in_meeting'],
  ['joinBeforeHost', 'join_before_host'],
  ['muteUponEntry', 'mute_upon_entry'],
  ['watermark', 'watermark'],
  ['audio', 'audio'],
  ['alternativeHosts', 'alternative_hosts'],
  ['participantVideo', 'participant_video'],
  ['hostVideo', 'host_video'],
  ['autoRecording', 'auto_recording'],
  ['registrationType', 'registration_type'],
];

/** A moment-style ISO time: seconds, and `Z` for a zero offset. */
function isoSeconds(time: DateTime): string {
  const local = time.toFormat("yyyy-MM-dd'T'HH:mm:ss");
  return time.offset === 0 ? `${local}Z` : `${local}${time.toFormat('ZZ')}`;
}

/** A start time as n8n's node sends it on create. */
function createStartTime(run: Run, startTime: unknown, timeZone: unknown): string {
  const text = String(startTime);
  if (timeZone) return DateTime.fromISO(text).toFormat("yyyy-MM-dd'T'HH:mm:ss");
  return isoSeconds(DateTime.fromISO(text, { zone: run.ctx.getTimezone() }));
}

/** The meeting body from "Additional Fields" / "Update Fields". */
function meetingBody(run: Run, fields: Json, i: number, create: boolean): Json {
  const body: Json = {};
  if (fields.settings) {
    const settings: Json = {};
    for (const [from, to] of SETTINGS) if (fields.settings[from]) settings[to] = fields.settings[from];
    body.settings = settings;
  }
  if (create) body.topic = p(run, 'topic', i);
  else if (fields.topic) body.topic = fields.topic;
  if (fields.type) body.type = fields.type;
  if (fields.startTime)
    body.start_time = create ? createStartTime(run, fields.startTime, fields.timeZone) : fields.startTime;
  if (fields.duration) body.duration = fields.duration;
  if (fields.scheduleFor) body.schedule_for = fields.scheduleFor;
  if (fields.timeZone) body.timezone = fields.timeZone;
  if (fields.password) body.password = fields.password;
  if (fields.agenda) body.agenda = fields.agenda;
  return body;
}

async function meeting(run: Run, operation: string, i: number): Promise<unknown> {
  const qs: Json = {};
  switch (operation) {
    case 'get': {
      const fields = p(run, 'additionalFields', i, {}) as Json;
      if (fields.showPreviousOccurrences) qs.show_previous_occurrences = fields.showPreviousOccurrences;
      if (fields.occurrenceId) qs.occurrence_id = fields.occurrenceId;
      return call(run, i, { method: 'GET', endpoint: `/meetings/${p(run, 'meetingId', i)}`, qs });
    }
    case 'getAll': {
      const filters = p(run, 'filters', i, {}) as Json;
      if (filters.type) qs.type = filters.type;
      if (p(run, 'returnAll', i, false))
        return zoomRequestAll(run.ctx, 'meetings', {
          authentication: run.authentication,
          method: 'GET',
          endpoint: '/users/me/meetings',
          qs,
          itemIndex: i,
        });
      qs.page_size = p(run, 'limit', i, 30);
      return (await call(run, i, { method: 'GET', endpoint: '/users/me/meetings', qs })).meetings;
    }
    case 'delete': {
      const fields = p(run, 'additionalFields', i, {}) as Json;
      if (fields.scheduleForReminder) qs.schedule_for_reminder = fields.scheduleForReminder;
      if (fields.occurrenceId) qs.occurrence_id = fields.occurrenceId;
      await call(run, i, { method: 'DELETE', endpoint: `/meetings/${p(run, 'meetingId', i)}`, qs });
      return { success: true };
    }
    case 'create':
      return call(run, i, {
        method: 'POST',
        endpoint: '/users/me/meetings',
        body: meetingBody(run, p(run, 'additionalFields', i, {}) as Json, i, true),
      });
    case 'update':
      await call(run, i, {
        method: 'PATCH',
        endpoint: `/meetings/${p(run, 'meetingId', i)}`,
        body: meetingBody(run, p(run, 'updateFields', i, {}) as Json, i, false),
      });
      return { success: true };
  }
  return undefined;
}

/** Zoom 1's execute. */
export async function executeZoom(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'meeting'));
  const operation = String(ctx.getNodeParameter('operation', 0));
  const run: Run = { ctx, authentication: ctx.getNodeParameter('authentication', 0, 'accessToken') };
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const answer = resource === 'meeting' ? await meeting(run, operation, i) : undefined;
      for (const json of Array.isArray(answer) ? answer : [answer])
        out.push({ json: (json ?? {}) as Json, pairedItem: { item: i } });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      // n8n's node gives a failed item no pairing.
      out.push({ json: {}, error: (error as Error).message });
    }
  }
  return [out];
}
