/**
 * Turning a response into items (`routing.output.postReceive`): without actions, a list body is
 * one item per entry and anything else one item; with actions, the body starts as one item and
 * each action (rootProperty, set, setKeyValue, filter, limit, sort, binaryData, or a function)
 * turns the items into new ones, in order. The declarative actions are pure functions; only
 * `binaryData` and functions need the host ({@link PostReceiveHost}).
 */
import type { BinaryData, HttpResponse, Item, PostReceiveAction, PostReceiveGroup } from '@weft/workflow';
import { getPath } from '@weft/workflow';
import { isPlainObject } from './merge.js';

/** What an action evaluates with, besides the response. */
export interface PostReceiveHost {
  /** A description value resolved for the item being sent, with extra `$` names. */
  resolve(value: unknown, keys: Record<string, unknown>): unknown;
  /** Extra `$` names every evaluation sees (`$credentials`, `$version`). */
  keys: Record<string, unknown>;
  /** Stores response bytes as a binary property value. */
  storeBinary(bytes: Uint8Array, mimeType: string | undefined): Promise<BinaryData>;
  /** Runs a post-receive function n8n's way (`this` is the item context). */
  callFunction(
    fn: Extract<PostReceiveAction, (...args: never[]) => unknown>,
    items: Item[],
    response: HttpResponse,
  ): Promise<Item[]>;
}

/** The items of a response when no action is declared: a list body gives one item per entry. */
export function defaultItems(body: unknown): Item[] {
  if (Array.isArray(body)) return body.map((json) => ({ json: json as Item['json'] }));
  return [{ json: body as Item['json'] }];
}

/** `rootProperty`: the value at `property` of each item, a list giving one item per entry. */
export function rootPropertyItems(items: readonly Item[], property: string): Item[] {
  return items.flatMap((item) => {
    const found = getPath(item.json, property);
    return (Array.isArray(found) ? found : [found]).map((json) => ({ json: json as Item['json'] }));
  });
}

/** `sort`: the items ordered by the lower-cased text of `key` (missing values first). Stable. */
export function sortItems(items: readonly Item[], key: string): Item[] {
  const text = (item: Item) => {
    const v = (item.json as Record<string, unknown> | undefined)?.[key];
    return v === undefined || v === null ? '' : String(v).toLowerCase();
  };
  return [...items].sort((a, b) => {
    const x = text(a);
    const y = text(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/** `limit`: the first `maxResults` items (a text number is read as an integer; not a number keeps none). */
export function limitItems(items: readonly Item[], maxResults: unknown): Item[] {
  const n = typeof maxResults === 'number' ? Math.trunc(maxResults) : Number.parseInt(String(maxResults), 10);
  return Number.isFinite(n) ? items.slice(0, Math.max(0, n)) : [];
}

function contentType(response: HttpResponse): string | undefined {
  const v = response.headers['content-type'];
  const first = Array.isArray(v) ? v[0] : v;
  return first ? first.split(';')[0]!.trim() : undefined;
}

function responseBytes(body: unknown): Uint8Array {
  if (body instanceof Uint8Array) return body;
  if (typeof body === 'string') return new TextEncoder().encode(body);
  return new TextEncoder().encode(JSON.stringify(body ?? null));
}

/**
 * Applies one action to the items. `parameterValue` is the value of the parameter whose routing
 * declared the action (`$value`).
 */
export async function applyAction(
  items: Item[],
  action: PostReceiveAction,
  response: HttpResponse,
  parameterValue: unknown,
  host: PostReceiveHost,
): Promise<Item[]> {
  if (typeof action === 'function') return host.callFunction(action, items, response);
  const keys = { ...host.keys, $response: response, $value: parameterValue };
  switch (action.type) {
    case 'rootProperty':
      return rootPropertyItems(items, action.properties.property);
    case 'set':
      return [{ json: host.resolve(action.properties.value, keys) as Item['json'] }];
    case 'setKeyValue':
      return items.map((item) => {
        const json: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(action.properties))
          json[key] = host.resolve(value, { ...keys, $responseItem: item.json });
        return { json };
      });
    case 'filter':
      return items.filter((item) => !!host.resolve(action.properties.pass, { ...keys, $responseItem: item.json }));
    case 'limit':
      return limitItems(items, host.resolve(action.properties.maxResults, keys));
    case 'sort':
      return sortItems(items, action.properties.key);
    case 'binaryData': {
      const property = String(host.resolve(action.properties.destinationProperty, keys) ?? 'data');
      const binary = await host.storeBinary(responseBytes(response.body), contentType(response));
      return items.map((item) => ({
        ...item,
        json: isPlainObject(item.json) ? item.json : {},
        binary: { [property]: binary },
      }));
    }
    default:
      throw new Error(`Unknown postReceive action type "${String((action as { type?: unknown }).type)}"`);
  }
}

/** The items of a response: {@link defaultItems} without actions, else every group's actions in order. */
export async function itemsFromResponse(
  response: HttpResponse,
  groups: readonly PostReceiveGroup[],
  host: PostReceiveHost,
): Promise<Item[]> {
  if (!groups.length) return defaultItems(response.body);
  let items: Item[] = [{ json: response.body as Item['json'] }];
  for (const group of groups) {
    for (const action of group.actions) items = await applyAction(items, action, response, group.parameterValue, host);
  }
  return items;
}

/**
 * Items as Weft passes them on: a json that is not an object (a text or list answer) is put
 * under `data`; bytes a `binaryData` action did not take are dropped from the json.
 */
export function normaliseItems(items: readonly Item[]): Item[] {
  return items.map((item) => {
    const json = item.json as unknown;
    if (isPlainObject(json)) return item;
    if (json instanceof Uint8Array || json === undefined || json === null) return { ...item, json: {} };
    return { ...item, json: { data: json } };
  });
}
