/** Values as the database columns store them: JSON text and ISO timestamps. */
import { isoTime } from '@weft/workflow';

/** Parses a JSON column, answering `fallback` for null or broken values. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Serialises a value for a JSON column. */
export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/** The current time as stored. */
export function now(): string {
  return isoTime();
}
