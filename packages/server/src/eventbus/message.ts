import { randomUUID } from 'node:crypto';
import { isAuditEvent, messageTypeOf } from './event-names.js';

/** Values an event's payload holds: ids, names, statuses. Never secrets. */
export type EventPayload = Record<string, string | number | boolean | null | undefined | string[]>;

/**
 * One event, as stored and as delivered (n8n's serialised EventMessage shape). `id` is a UUID a
 * receiver can use to drop duplicates: delivery is at least once.
 */
export interface EventMessage {
  __type: string;
  id: string;
  /** ISO time the event happened. */
  ts: string;
  eventName: string;
  /** A short human sentence. */
  message: string;
  payload: EventPayload;
}

/** A new event with a fresh id and the current time. */
export function createEventMessage(eventName: string, payload: EventPayload, message?: string): EventMessage {
  const clean: EventPayload = {};
  for (const [key, value] of Object.entries(payload)) if (value !== undefined) clean[key] = value;
  return { __type: messageTypeOf(eventName), id: randomUUID(), ts: new Date().toISOString(), eventName, message: message ?? eventName, payload: clean };
}

/**
 * An event with the personal fields of audit payloads removed (keys starting with `_`, as in n8n:
 * `_email`, `_firstName`, `_lastName`); other events are answered unchanged.
 */
export function anonymized(event: EventMessage): EventMessage {
  if (!isAuditEvent(event.eventName)) return event;
  const payload: EventPayload = {};
  for (const [key, value] of Object.entries(event.payload)) if (!key.startsWith('_')) payload[key] = value;
  return { ...event, payload, message: event.eventName };
}
