/**
 * Cursor pagination of the public API's lists, as n8n's: `limit` (default 100, at most 250) and
 * an opaque `cursor` taken from the previous page's `nextCursor`. A cursor holds the last id of
 * the page it ends and the page size, so pages stay stable while items are added or removed.
 */
import { badRequest } from '../http/errors.js';

/** Page size when `limit` is not given. */
export const DEFAULT_PAGE_LIMIT = 100;
/** Largest page size. */
export const MAX_PAGE_LIMIT = 250;

/** Where a page starts and how long it is. */
export interface PageRequest {
  limit: number;
  /** Items come after this id (in the list's order); undefined for the first page. */
  afterId?: string;
}

/** A page as every list answers it. */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/** Encodes the cursor that continues after `lastId`. */
export function encodeCursor(lastId: string, limit: number): string {
  return Buffer.from(JSON.stringify({ lastId, limit })).toString('base64url');
}

/** Reads `limit` and `cursor` from a query string; a bad value is a 400 naming it. */
export function parsePageRequest(query: Record<string, unknown>): PageRequest {
  let limit: number | undefined;
  if (query.limit !== undefined && query.limit !== '') {
    const n = Number(query.limit);
    if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_LIMIT)
      throw badRequest(`"limit" must be a whole number from 1 to ${MAX_PAGE_LIMIT}`);
    limit = n;
  }
  if (query.cursor === undefined || query.cursor === '') return { limit: limit ?? DEFAULT_PAGE_LIMIT };
  const invalid = () =>
    badRequest('"cursor" is not a cursor this API handed out: pass the "nextCursor" of the previous page as it is');
  if (typeof query.cursor !== 'string') throw invalid();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const c = decoded as { lastId?: unknown; limit?: unknown };
  if (
    typeof c !== 'object' ||
    c === null ||
    typeof c.lastId !== 'string' ||
    typeof c.limit !== 'number' ||
    !Number.isInteger(c.limit) ||
    c.limit < 1 ||
    c.limit > MAX_PAGE_LIMIT
  ) {
    throw invalid();
  }
  return { limit: limit ?? c.limit, afterId: c.lastId };
}

/** Orders ids the way every list pages through them (plain string order). */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * One page of `items` (any order): sorted by id, those after the cursor, `limit` of them, and
 * the cursor of the next page when more follow.
 */
export function pageOf<T extends { id: string }>(
  items: readonly T[],
  page: PageRequest,
): { items: T[]; nextCursor: string | null } {
  const sorted = [...items].sort((a, b) => compareIds(a.id, b.id));
  const rest = page.afterId === undefined ? sorted : sorted.filter((i) => compareIds(i.id, page.afterId!) > 0);
  const items_ = rest.slice(0, page.limit);
  const last = items_[items_.length - 1];
  return { items: items_, nextCursor: rest.length > page.limit && last ? encodeCursor(last.id, page.limit) : null };
}
