/** What every HubSpot operation shares: the run of one item and its calls. */
import type { ExecuteContext, Item } from '@weft/workflow';
import { hubspotRequest, hubspotRequestAll, type HubspotAuthentication, type HubspotCall } from './api.js';

/** One item's run of the HubSpot node. */
export interface Run {
  ctx: ExecuteContext;
  version: number;
  auth: HubspotAuthentication;
  items: Item[];
  /** The query shared by every item of the run (n8n's node keeps one, and paging writes into it). */
  qs: Record<string, unknown>;
  i: number;
  /** What the previous item answered (n8n's node keeps one variable for the run, and a few operations read it). */
  last: { value: unknown };
}

/** A parameter of the item. */
export const param = <T = unknown>(run: Run, name: string, fallback?: unknown): T =>
  run.ctx.getNodeParameter(name, run.i, fallback) as T;

/** A collection parameter of the item (`{}` when unset). */
export const fields = (run: Run, name: string): Record<string, any> =>
  (run.ctx.getNodeParameter(name, run.i, {}) ?? {}) as Record<string, any>;

/**
 * A record id as the parameter gives it (a number stays a number, as n8n echoes it in `{ vid, deleted }`):
 * a resource locator's value from version 2, the plain parameter in version 1.
 */
export function idParam(run: Run, name: string): unknown {
  const value: unknown =
    run.version >= 2
      ? run.ctx.getNodeParameter(name, run.i, undefined, { extractValue: true })
      : run.ctx.getNodeParameter(name, run.i, '');
  return value && typeof value === 'object' ? (value as { value?: unknown }).value : value;
}

/** One call for the item. */
export const call = (run: Run, c: Omit<HubspotCall, 'itemIndex'>) =>
  hubspotRequest(run.ctx, run.auth, { ...c, itemIndex: run.i });

/** Every entry of a paged list for the item (version 1 collects none, as its helper did). */
export const callAll = (
  run: Run,
  propertyName: string,
  c: Omit<HubspotCall, 'itemIndex' | 'qs' | 'body'> & { qs?: Record<string, unknown>; body?: Record<string, unknown> },
) => hubspotRequestAll(run.ctx, run.auth, propertyName, { ...c, itemIndex: run.i }, run.version >= 2);

/** `change-case`'s snakeCase of a property mode (`valueAndHistory` → `value_and_history`). */
export function snakeCase(text: unknown): string {
  return String(text ?? '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
    .join('_');
}

/** A list option given as a list or as comma-separated text. */
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : String(value).split(','));

/** The Properties collection of version 2 (`propertiesCollection.propertiesValues`) into the query. */
export function propertiesCollection(
  qs: Record<string, unknown>,
  options: Record<string, any>,
  key: 'properties' | 'property',
): void {
  if (!options.propertiesCollection) return;
  const values = (options.propertiesCollection.propertiesValues ?? {}) as {
    properties?: unknown;
    propertyMode?: unknown;
  };
  qs[key] = listOf(values.properties);
  qs.propertyMode = snakeCase(values.propertyMode);
}

/** Whether Return All is on (read from the first item, as n8n's node does). */
export const returnAll = (run: Run): boolean => Boolean(run.ctx.getNodeParameter('returnAll', 0, false));

/** The limit (read from the first item, as n8n's node does). */
export const limit = (run: Run): unknown => run.ctx.getNodeParameter('limit', 0, 100);
