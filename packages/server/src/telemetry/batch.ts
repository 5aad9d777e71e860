/**
 * The body of `POST /rest/telemetry/events`, checked: `{ events: [{ event, properties?, timestamp? }] }`
 * with the event names and bounds of `@weft/workflow`'s telemetry catalogue. Pure, so every refusal
 * is unit-tested; each names the field that is wrong.
 */
import {
  TELEMETRY_EVENTS,
  TELEMETRY_LIMITS,
  isTelemetryEventName,
  type TelemetryEventName,
  type TelemetryProperties,
} from '@weft/workflow';

/** One checked event. */
export interface TelemetryBatchEvent {
  event: TelemetryEventName;
  properties: TelemetryProperties;
  /** When the editor recorded it (ISO), if it said. */
  timestamp?: string;
}

/** Why a batch was refused; the message names the field. */
export class TelemetryBatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TelemetryBatchError';
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function checkProperties(value: unknown, at: string): TelemetryProperties {
  if (value === undefined) return {};
  if (!isObject(value)) throw new TelemetryBatchError(`${at} must be an object of names to values`);
  const entries = Object.entries(value);
  if (entries.length > TELEMETRY_LIMITS.maxProperties)
    throw new TelemetryBatchError(
      `${at} has ${entries.length} properties; at most ${TELEMETRY_LIMITS.maxProperties} are accepted`,
    );
  const out: TelemetryProperties = {};
  for (const [key, v] of entries) {
    if (!key || key.length > TELEMETRY_LIMITS.maxKeyLength)
      throw new TelemetryBatchError(
        `${at} has a property name of ${key.length} characters; names must have 1 to ${TELEMETRY_LIMITS.maxKeyLength}`,
      );
    if (typeof v === 'string') {
      if (v.length > TELEMETRY_LIMITS.maxValueLength)
        throw new TelemetryBatchError(
          `${at}.${key} has ${v.length} characters; at most ${TELEMETRY_LIMITS.maxValueLength} are accepted`,
        );
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new TelemetryBatchError(`${at}.${key} must be a finite number`);
    } else if (typeof v !== 'boolean' && v !== null) {
      throw new TelemetryBatchError(`${at}.${key} must be a string, number, boolean or null`);
    }
    out[key] = v;
  }
  return out;
}

function checkTimestamp(value: unknown, at: string): string | undefined {
  if (value === undefined) return undefined;
  const date = typeof value === 'number' || typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime()))
    throw new TelemetryBatchError(`${at} must be an ISO date or milliseconds since 1970`);
  return date.toISOString();
}

/**
 * The events of a request body, or a {@link TelemetryBatchError} naming what is wrong.
 *
 * @example
 * parseTelemetryBatch({ events: [{ event: 'User autocompleted code', properties: { context: '$input', inserted_text: 'all()' } }] })
 */
export function parseTelemetryBatch(body: unknown): TelemetryBatchEvent[] {
  if (!isObject(body) || !Array.isArray(body.events))
    throw new TelemetryBatchError(
      'The body must be {"events": [{"event": "<name>", "properties": {…}, "timestamp": "<ISO date>"}]}',
    );
  const { events } = body;
  if (events.length === 0) throw new TelemetryBatchError('"events" is empty: send at least one event');
  if (events.length > TELEMETRY_LIMITS.maxBatch)
    throw new TelemetryBatchError(
      `"events" has ${events.length} events; at most ${TELEMETRY_LIMITS.maxBatch} are accepted in one request`,
    );
  return events.map((raw, i) => {
    const at = `events[${i}]`;
    if (!isObject(raw)) throw new TelemetryBatchError(`${at} must be an object with "event" and "properties"`);
    if (!isTelemetryEventName(raw.event)) {
      const name = typeof raw.event === 'string' ? `"${raw.event.slice(0, 80)}"` : 'missing';
      throw new TelemetryBatchError(
        `${at}.event is ${name}, not one of Weft's telemetry events: ${Object.keys(TELEMETRY_EVENTS).join(', ')}`,
      );
    }
    const timestamp = checkTimestamp(raw.timestamp, `${at}.timestamp`);
    return {
      event: raw.event,
      properties: checkProperties(raw.properties, `${at}.properties`),
      ...(timestamp ? { timestamp } : {}),
    };
  });
}
