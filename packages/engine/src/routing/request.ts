/**
 * Sending an item's planned request: `preSend` functions, the request itself (signed with the
 * node's credential), pagination when the plan turns it on, the post-receive actions and
 * `maxResults`. A non-2xx answer fails with n8n's wording unless the request ignores HTTP status
 * errors; a request that got no answer fails with its network error.
 */
import {
  httpNetworkError,
  httpStatusError,
  type DeclarativeItemContext,
  type DeclarativeRequestOptions,
  type DeclarativeRequestPlan,
  type HttpResponse,
  type Item,
  type PaginationContext,
} from '@weft/workflow';
import { itemContext, type RoutingCredential, type RoutingEnvironment } from './environment.js';
import { toHttpRequest } from './http-options.js';
import { paginateGeneric, paginateOffset, type PageFetcher } from './pagination.js';
import { itemsFromResponse, limitItems, normaliseItems, type PostReceiveHost } from './post-receive.js';

const RATE_LIMIT_MESSAGE = "Try spacing your requests out using the batching settings under 'Options'";

function errorBody(body: unknown): unknown {
  return body instanceof Uint8Array ? new TextDecoder().decode(body) : body;
}

/** Sends one request of item `itemIndex` and answers the full response (see the module comment for errors). */
export async function sendRequest(
  env: RoutingEnvironment,
  options: DeclarativeRequestOptions,
  credential: RoutingCredential | undefined,
  itemIndex: number,
): Promise<HttpResponse> {
  const request = toHttpRequest(options, env.signal);
  const signed = credential ? await env.authenticate(credential.type, credential.data, request) : request;
  let response: HttpResponse;
  try {
    response = await env.send({ ...signed, ignoreHttpStatusErrors: true });
  } catch (error) {
    throw httpNetworkError(env.node, error, itemIndex);
  }
  if (!options.ignoreHttpStatusErrors && (response.statusCode < 200 || response.statusCode >= 300)) {
    throw httpStatusError(
      env.node,
      response.statusCode,
      errorBody(response.body),
      itemIndex,
      response.statusCode === 429 ? RATE_LIMIT_MESSAGE : undefined,
    );
  }
  return response;
}

function postReceiveHost(
  env: RoutingEnvironment,
  itemIndex: number,
  credential: RoutingCredential | undefined,
  context: DeclarativeItemContext,
): PostReceiveHost {
  return {
    resolve: (value, keys) => env.resolve(value, itemIndex, keys),
    keys: { $credentials: credential?.data, $version: env.version },
    storeBinary: (bytes, mimeType) => env.storeBinary(bytes, undefined, mimeType),
    callFunction: (fn, items, response) => fn.call(context, items, response),
  };
}

/** The items of item `itemIndex`'s request: preSend, send (paginated when asked), postReceive, maxResults. */
export async function executePlan(
  env: RoutingEnvironment,
  plan: DeclarativeRequestPlan,
  itemIndex: number,
  credential: RoutingCredential | undefined,
): Promise<Item[]> {
  const context = itemContext(env, itemIndex);
  let options = plan.options;
  for (const preSend of plan.preSend) options = await preSend.call(context, options);
  const host = postReceiveHost(env, itemIndex, credential, context);
  const fetcher: PageFetcher = {
    send: (o) => sendRequest(env, o, credential, itemIndex),
    items: (response) => itemsFromResponse(response, plan.postReceive, host),
    resolve: host.resolve,
    signal: env.signal,
  };
  const pagination = plan.requestOperations.pagination;
  let items: Item[];
  if (plan.paginate && pagination) {
    if (typeof pagination === 'function') {
      const paging: PaginationContext = Object.assign(Object.create(context) as DeclarativeItemContext, {
        makeRoutingRequest: async (data: DeclarativeRequestPlan) => fetcher.items(await fetcher.send(data.options)),
      });
      items = await pagination.call(paging, { ...plan, options });
    } else if (pagination.type === 'generic') {
      items = await paginateGeneric(options, pagination, fetcher, env.version);
    } else {
      const max = plan.maxResults ? Number.parseInt(String(plan.maxResults), 10) : undefined;
      items = await paginateOffset(
        options,
        pagination,
        fetcher,
        Number.isFinite(max) ? max : undefined,
        env.node,
        itemIndex,
      );
    }
  } else {
    items = await fetcher.items(await fetcher.send(options));
  }
  if (plan.maxResults) items = limitItems(items, plan.maxResults);
  return normaliseItems(items);
}
