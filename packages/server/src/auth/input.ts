import { badRequest } from '../http/errors.js';

/*
 * The e-mail pattern: a local part (dot-separated atoms without specials, or a quoted
 * string) @ a domain whose top-level label has 2 or more letters, or an IPv4 literal in brackets.
 */
const EMAIL_PATTERN = new RegExp(
  String.raw`^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"[^"\r\n]+")@(?:\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\]|(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,})$`,
);

/** Longest first or last name accepted. */
export const MAX_NAME_LENGTH = 32;

/** Whether a value is an e-mail address by the pattern above. */
export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** A request body as a plain object (an empty one for a missing body); a 400 for anything else. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** A trimmed optional string field; a 400 when present but not a string. */
export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw badRequest(`${key} must be a string`);
  return v.trim();
}

/** A non-empty string field, or a 400 saying `${label} is mandatory`. */
export function requiredString(body: Record<string, unknown>, key: string, label = key): string {
  const v = optionalString(body, key);
  if (!v) throw badRequest(`${label} is mandatory`);
  return v;
}

/** A mandatory e-mail field checked against the e-mail pattern; answered lower-cased. */
export function requiredEmail(body: Record<string, unknown>, key = 'email'): string {
  const email = requiredString(body, key, 'Email');
  if (!isValidEmail(email)) throw badRequest(`Invalid email address: ${email}`);
  return email.toLowerCase();
}

/**
 * First and last name from a body, each at most {@link MAX_NAME_LENGTH} characters; an empty
 * string clears a name. A full name needs a first name, so a last name is refused when
 * there is no first name (in the body, or `currentFirstName` for a partial update).
 */
export function names(
  body: Record<string, unknown>,
  options: { firstNameRequired: boolean; currentFirstName?: string | null },
): { firstName?: string; lastName?: string } {
  const firstName = optionalString(body, 'firstName');
  const lastName = optionalString(body, 'lastName');
  if (options.firstNameRequired && !firstName) throw badRequest('First name is mandatory');
  const effectiveFirst = firstName ?? options.currentFirstName ?? '';
  if (lastName && !effectiveFirst) throw badRequest('A first name is needed to set a full name');
  for (const [label, v] of [
    ['First name', firstName],
    ['Last name', lastName],
  ] as const) {
    if (v && v.length > MAX_NAME_LENGTH)
      throw badRequest(`${label} must be at most ${MAX_NAME_LENGTH} characters long`);
    if (v && /[<>]/.test(v)) throw badRequest(`${label} must not contain < or >`);
  }
  return { firstName, lastName };
}
