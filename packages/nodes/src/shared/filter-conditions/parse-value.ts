import { DateTime } from 'luxon';
import { parseJsObjectLiteral } from './js-object-literal.js';

/** Result of converting a value to a comparison type: the converted value, or `valid: false`. */
export type ParseResult = { valid: true; value: unknown } | { valid: false };

/** How strictly {@link parseAsType} converts. */
export interface ParseOptions {
  /** Refuse values whose JavaScript type differs from the wanted one (no conversion). */
  strict: boolean;
  /** Convert non-strings to strings for the `string` type (filters always do). */
  parseStrings: boolean;
}

const ok = (value: unknown): ParseResult => ({ valid: true, value });
const invalid: ParseResult = { valid: false };

/** Any value as a string, the way n8n converts: objects as JSON, undefined as ''. */
export function stringifyValue(value: unknown): string {
  if (typeof value === 'object') return JSON.stringify(value) ?? String(value);
  if (value === undefined) return '';
  return String(value);
}

/** Booleans, 'true'/'false' in any case, and 0/1 (also as strings); anything else is undefined. */
export function parseBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && ['true', 'false'].includes(value.toLowerCase())) {
    return value.toLowerCase() === 'true';
  }
  if (!(typeof value === 'string' && value.trim() === '')) {
    const num = Number(value);
    if (num === 0) return false;
    if (num === 1) return true;
  }
  return undefined;
}

/** A luxon DateTime from a DateTime, a Date, or an ISO/HTTP/RFC 2822/SQL/`Date.parse` string. */
export function parseDateTime(value: unknown): DateTime | undefined {
  if (DateTime.isDateTime(value) && value.isValid) return value;
  if (value instanceof Date) {
    const fromDate = DateTime.fromJSDate(value);
    if (fromDate.isValid) return fromDate;
  }
  const text = String(value).trim();
  const attempts = [
    () => DateTime.fromISO(text, { setZone: true }),
    () => DateTime.fromHTTP(text, { setZone: true }),
    () => DateTime.fromRFC2822(text, { setZone: true }),
    () => DateTime.fromSQL(text, { setZone: true }),
    () => DateTime.fromMillis(Date.parse(text)),
  ];
  for (const attempt of attempts) {
    const parsed = attempt();
    if (parsed.isValid) return parsed;
  }
  return undefined;
}

function parseArray(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    try {
      parsed = JSON.parse(String(value).replace(/'/g, '"'));
    } catch {
      return undefined;
    }
  }
  return Array.isArray(parsed) ? parsed : undefined;
}

function parseObject(value: unknown): object | undefined {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    try {
      parsed = parseJsObjectLiteral(String(value));
    } catch {
      return undefined;
    }
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : undefined;
}

/**
 * Converts a non-null value to a comparison type as n8n's field validation does.
 * Strict mode only accepts values already of the type (dates are always parsed).
 */
export function parseAsType(value: unknown, type: string, options: ParseOptions): ParseResult {
  const { strict } = options;
  switch (type.toLowerCase()) {
    case 'string':
      if (!options.parseStrings) return ok(value);
      if (strict && typeof value !== 'string') return invalid;
      return ok(stringifyValue(value));
    case 'number': {
      if (strict && typeof value !== 'number') return invalid;
      const num = Number(value);
      return Number.isNaN(num) ? invalid : ok(num);
    }
    case 'boolean': {
      if (strict && typeof value !== 'boolean') return invalid;
      const bool = parseBoolean(value);
      return bool === undefined ? invalid : ok(bool);
    }
    case 'datetime': {
      const date = parseDateTime(value);
      return date ? ok(date) : invalid;
    }
    case 'object': {
      const isObjectLike = (value !== null && typeof value === 'object') || typeof value === 'function';
      if (strict && !isObjectLike) return invalid;
      const obj = parseObject(value);
      return obj ? ok(obj) : invalid;
    }
    case 'array': {
      if (strict && !Array.isArray(value)) return invalid;
      const arr = parseArray(value);
      return arr ? ok(arr) : invalid;
    }
    default:
      return ok(value);
  }
}
