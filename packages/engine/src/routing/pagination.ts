/**
 * n8n's two declared paginations (`routing.operations.pagination`, on when `routing.send.paginate`
 * is): `generic` asks for pages while `continue` (an expression over `$response`) is true, each
 * page's options replaced by `request` (evaluated with `$response` and `$request`); `offset` sends
 * `limitParameter`/`offsetParameter` and moves on by `pageSize` until a page is short. The I/O
 * comes through a {@link PageFetcher}.
 */
import {
  NodeOperationError,
  getPath,
  type DeclarativeRequestOptions,
  type GenericPagination,
  type HttpResponse,
  type Item,
  type OffsetPagination,
  type WorkflowNode,
} from '@weft/workflow';
import { isPlainObject } from './merge.js';

/** What pagination asks of the request it pages through. */
export interface PageFetcher {
  /** Sends the request with these options and answers the full response. */
  send(options: DeclarativeRequestOptions): Promise<HttpResponse>;
  /** The items of a response (after the plan's post-receive actions). */
  items(response: HttpResponse): Promise<Item[]>;
  /** A description value resolved for the item being sent, with extra `$` names. */
  resolve(value: unknown, keys: Record<string, unknown>): unknown;
  /** Stops between pages once the run is cancelled. */
  signal?: AbortSignal;
}

function checkCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new Error('The execution was cancelled');
}

/** Every page's items of a `generic` pagination, in order. */
export async function paginateGeneric(
  options: DeclarativeRequestOptions,
  pagination: GenericPagination,
  fetcher: PageFetcher,
  version: number,
): Promise<Item[]> {
  const out: Item[] = [];
  let response = {} as HttpResponse;
  for (;;) {
    checkCancelled(fetcher.signal);
    const keys = { $request: options, $response: response, $version: version };
    const replaced = fetcher.resolve(pagination.properties.request ?? {}, keys);
    response = await fetcher.send({ ...options, ...(isPlainObject(replaced) ? replaced : {}) });
    out.push(...(await fetcher.items(response)));
    if (!fetcher.resolve(pagination.properties.continue, { ...keys, $response: response })) return out;
  }
}

/**
 * Every page's items of an `offset` pagination: at most `maxResults` in all when it is set (the
 * last page asks only for what is missing).
 */
export async function paginateOffset(
  options: DeclarativeRequestOptions,
  pagination: OffsetPagination,
  fetcher: PageFetcher,
  maxResults: number | undefined,
  node: WorkflowNode,
  itemIndex: number,
): Promise<Item[]> {
  const { limitParameter, offsetParameter, pageSize, rootProperty } = pagination.properties;
  const where = pagination.properties.type === 'body' ? 'body' : 'qs';
  const out: Item[] = [];
  let offset = 0;
  for (;;) {
    checkCancelled(fetcher.signal);
    let limit = pageSize;
    if (maxResults) {
      const missing = maxResults - out.length;
      if (missing < 1) return out;
      limit = Math.min(pageSize, missing);
    }
    const container = isPlainObject(options[where]) ? options[where] : {};
    let page = await fetcher.items(
      await fetcher.send({ ...options, [where]: { ...container, [limitParameter]: limit, [offsetParameter]: offset } }),
    );
    offset += pageSize;
    if (rootProperty) {
      const found = getPath(page[0]?.json, rootProperty);
      if (found === undefined)
        throw new NodeOperationError(node, `The rootProperty "${rootProperty}" could not be found on item.`, {
          itemIndex,
        });
      page = (Array.isArray(found) ? found : [found]).map((json) => ({ json: json as Item['json'] }));
    }
    out.push(...page);
    if (!page.length || page.length !== pageSize) return out;
  }
}
