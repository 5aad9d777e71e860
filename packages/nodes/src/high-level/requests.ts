/**
 * What n8n's HighLevel node (a declarative node) sends and answers, as plain functions: the
 * checks and reshaping it does before a request (e-mail and phone formats, tags split at commas,
 * due dates without milliseconds, epoch dates, contact identifiers, custom fields) and how it
 * turns answers into items. Shared by both versions.
 */
import { DateTime } from 'luxon';

type Json = Record<string, any>;

// n8n's own patterns (unanchored for phones: a number inside other text counts).
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
const PHONE =
  /((?:\+|00)[17](?: |-)?|(?:\+|00)[1-9]\d{0,2}(?: |-)?|(?:\+|00)1-\d{3}(?: |-)?)?(0\d|\([0-9]{3}\)|[1-9]{0,3})(?:((?: |-)[0-9]{2}){4}|((?:[0-9]{2}){4})|((?: |-)[0-9]{3}(?: |-)[0-9]{4})|([0-9]{7}))/;

/** Whether HighLevel's node takes the text for an e-mail address. */
export const isEmailValid = (email: unknown) => EMAIL.test(String(email).toLowerCase());
/** Whether HighLevel's node takes the text for a phone number (somewhere in it). */
export const isPhoneValid = (phone: unknown) => PHONE.test(String(phone));

/** A path segment as n8n's `toPathSegment` makes it; where that refuses the value the segment is empty, as in n8n's expressions. */
export function pathSegment(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (text === '' || text === '.' || text === '..') return '';
  return encodeURIComponent(text);
}

/** An ISO date-time read in the workflow's zone and written without milliseconds (null when unreadable). */
export function isoWithoutMillis(value: unknown, zone: string): string | null {
  return DateTime.fromISO(typeof value === 'string' ? value : String(value), { zone }).toISO({
    suppressMilliseconds: true,
  });
}

/** The error message when the body's e-mail or phone has no valid format, or undefined. */
export function invalidEmailOrPhone(body: Json): string | undefined {
  if (body.email && !isEmailValid(body.email)) return `email "${body.email}" has invalid format`;
  if (body.phone && !isPhoneValid(body.phone)) return `phone "${body.phone}" has invalid format`;
  return undefined;
}

/** Tags given as text become a list, split at commas and trimmed. */
export function splitTags(body: Json): void {
  if (body.tags && !Array.isArray(body.tags))
    body.tags = String(body.tags)
      .split(',')
      .map((tag) => tag.trim());
}

/** `startDate` and `endDate` in the query become epoch milliseconds (as JavaScript reads the text). */
export function datesToEpoch(qs: Json): void {
  if (qs.startDate) qs.startDate = new Date(qs.startDate).getTime();
  if (qs.endDate) qs.endDate = new Date(qs.endDate).getTime();
}

/** A contact identifier sent as `email`, `phone` or `contactId`, whichever it looks like. */
export function addContactIdentifier(body: Json, identifier: unknown): void {
  if (isEmailValid(identifier)) body.email = identifier;
  else if (isPhoneValid(identifier)) body.phone = identifier;
  else body.contactId = identifier;
}

/** Fields of a collection, renamed where HighLevel's names differ, in the collection's order. */
export function sendFields(
  target: Json,
  fields: Json,
  names: readonly string[],
  rename: Record<string, string> = {},
): void {
  for (const name of names) if (name in fields) target[rename[name] ?? name] = unwrapLocator(fields[name]);
}

/** A resource locator's value (`{ __rl, value }`), or the value itself. */
export function unwrapLocator(value: unknown): unknown {
  if (value && typeof value === 'object' && (value as Json).__rl === true) return (value as Json).value;
  return value;
}

/** Items from an answer: the list under `property` (or the one value there), one item each. */
export function rootProperty(answer: unknown, property: string): Json[] {
  const value = answer && typeof answer === 'object' ? (answer as Json)[property] : undefined;
  return (Array.isArray(value) ? value : [value]).map((json) => (json && typeof json === 'object' ? json : {}) as Json);
}

/** Items from an answer without post-processing: one per entry of a list, else the answer. */
export function answerItems(answer: unknown): Json[] {
  if (Array.isArray(answer)) return answer.map((json) => (json && typeof json === 'object' ? json : {}) as Json);
  return [answer && typeof answer === 'object' ? answer : {}];
}
