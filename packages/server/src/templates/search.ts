import { badRequest } from '../http/errors.js';
import type { TemplateCategory, TemplateLibrary } from './library.js';

/** Page size when `rows` is not given, and the most one page may hold. */
export const DEFAULT_ROWS = 20;
export const MAX_ROWS = 100;

/** Lower-cased words of a search; empty means "everything". */
export function searchWords(search: unknown): string[] {
  return typeof search === 'string' ? search.toLowerCase().split(/\s+/).filter(Boolean) : [];
}

/** Whether every word occurs in one of the texts (name and description). */
export function matches(words: string[], ...texts: string[]): boolean {
  if (!words.length) return true;
  const haystack = texts.join('\n').toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/**
 * The categories a `category` query asks for: ids or names, comma-separated or repeated.
 * Answers undefined when no category is asked for; an unknown one matches nothing.
 */
export function requestedCategories(value: unknown, library: TemplateLibrary): TemplateCategory[] | undefined {
  const raw = (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (!raw.length) return undefined;
  return raw.map(
    (v) =>
      library.categories.find((c) => String(c.id) === v || c.name.toLowerCase() === v.toLowerCase()) ?? {
        id: -1,
        name: v,
      },
  );
}

/** A non-negative integer query parameter, or a 400 naming it. */
export function intParam(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw badRequest(`The query parameter "${name}" must be a whole number of 0 or more`);
  return n;
}
