import { randomUUID } from 'node:crypto';
import { isoTime } from '@weft/workflow';
import { isAuditEvent, messageTypeOf } from './event-names.js';

/** Values an event's payload holds: ids, names, statuses. Never secrets. */
export type EventPayload = Record<string, string | number | boolean | null | undefined | string[]>;

/**
 * One event, as stored and as delivered (n8n's serialised EventMessage shape). `id` is a UUID a
 * receiver can use to drop duplicates: delivery is at least once. It is time-ordered (version 7).
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

/**
 * A time-ordered UUID (version 7, RFC 9562): the current millisecond in the first 48 bits, then
 * a counter of the ids this process made in that millisecond (12 bits, RFC 9562's "fixed-length
 * dedicated counter"), then the variant and 62 random bits drawn once per process. Events are
 * stored keyed by id; with random (version 4) ids every insert landed on a random page of the key
 * index, so each group commit rewrote about one index page per event and the webhook throughput
 * fell to a third. Ordered ids append at the index's end, and in the order they were made.
 *
 * The counter also spares a random draw per id: several events per execution took `randomUUID`
 * and its refills of random bytes to about 1.5% of a webhook call. Past 4,096 ids in one
 * millisecond, the rest of that millisecond's ids take fresh random bits instead.
 */
export function timeOrderedUuid(ms: number = Date.now()): string {
  const time = timeParts(ms);
  const n = time.count++;
  return n < 0x1000
    ? `${time.uuidPrefix}-7${(0x1000 + n).toString(16).slice(1)}-${PROCESS_BITS}`
    : `${time.uuidPrefix}-7${randomUUID().slice(15)}`;
}

/** The variant and random bits of this process's ids (`vxxx-xxxxxxxxxxxx`, from a version 4 UUID). */
const PROCESS_BITS = randomUUID().slice(19);

/**
 * The smallest id an event made at `ms` or later can have: every {@link timeOrderedUuid} made
 * before `ms` sorts before it (as text), every later one after. Pruning by age deletes by id with it.
 */
export function firstIdAt(ms: number): string {
  const time = Math.max(0, Math.floor(ms));
  // In two 24-bit halves: a number past 2^31 (today's time) goes through V8's slow radix
  // conversion, a small integer does not. Past 48 bits (the year 10889) the id has no room anyway.
  const high = Math.floor(time / 0x1000000);
  const hex = high < 0x1000000 ? hex6(high) + hex6(time - high * 0x1000000) : time.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}`;
}

/** `n` (0 to 2^24 - 1) as 6 hexadecimal digits. */
function hex6(n: number): string {
  const digits = n.toString(16);
  return '000000'.slice(digits.length) + digits;
}

/** A millisecond's formatted parts, and how many ids were made in it. */
interface TimeParts {
  ms: number;
  /** The UUID prefix: the first 48 bits, as `xxxxxxxx-xxxx`. */
  uuidPrefix: string;
  iso: string;
  count: number;
}

/** The last millisecond's parts: several events a millisecond are usual under load. */
let lastTime: TimeParts = { ms: -1, uuidPrefix: '', iso: '', count: 0 };

/** The latest millisecond ids were counted in. */
let latestMs = -1;

/**
 * The parts of `ms`. Only a millisecond later than every one before starts a count: one met again
 * (a clock set back) may have used the counter already, so its ids take random bits.
 */
function timeParts(time: number): TimeParts {
  // A fraction of a millisecond shares the millisecond's prefix, so it shares its count too.
  const ms = Math.floor(time);
  if (lastTime.ms !== ms) {
    lastTime = { ms, uuidPrefix: firstIdAt(ms), iso: isoTime(ms), count: ms > latestMs ? 0 : 0x1000 };
    if (ms > latestMs) latestMs = ms;
  }
  return lastTime;
}

/**
 * A new event with a fresh id and the current time. The payload is kept as given: keys whose value
 * is `undefined` are left out where the event is written (stored, delivered), as JSON leaves them.
 */
export function createEventMessage(eventName: string, payload: EventPayload, message?: string): EventMessage {
  const { seq: _seq, ...event } = createOrderedEvent(eventName, payload, message, 0);
  return event;
}

/** The per-process counter's place in an event's order key: 12 digits, zero-padded. */
const SEQ_ZEROS = '000000000000';

/** `counter` in {@link SEQ_ZEROS}'s width (padStart builds the padding a character at a time). */
function seqDigits(counter: number): string {
  const digits = String(counter);
  return digits.length >= SEQ_ZEROS.length ? digits : SEQ_ZEROS.slice(digits.length) + digits;
}

/**
 * {@link createEventMessage} with the event's order key (`seq`): its time, then `counter`, so the
 * events of one process keep the order they were published in. Made in one piece, not as a copy
 * with the key added, since every execution publishes several.
 */
export function createOrderedEvent(
  eventName: string,
  payload: EventPayload,
  message: string | undefined,
  counter: number,
): EventMessage & { seq: string } {
  const ms = Date.now();
  const time = timeParts(ms);
  return {
    __type: messageTypeOf(eventName),
    id: timeOrderedUuid(ms),
    ts: time.iso,
    eventName,
    message: message ?? eventName,
    payload,
    seq: `${time.iso}|${seqDigits(counter)}`,
  };
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
