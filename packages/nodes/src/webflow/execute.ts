/**
 * Webflow 1 and 2: collection items as calls to Webflow's Data API, answered as n8n's node answers
 * them. Version 1 (the v1 API) creates with POST and replaces with PUT, `live` travelling in the
 * query; a read answers the item list of its response, a delete Webflow's `{ deleted }`; with
 * Continue On Fail a failed item gives `{ error }`. Version 2 (the v2 API) sends `fieldData`,
 * publishes through the `/live` paths, answers `{ success }` for a delete (true when Webflow
 * answered 204), and with Continue On Fail gives `{ message, error }`. As in n8n, a failed item's
 * output carries no paired item, and Get Many's Return All and Limit come from the first item in
 * version 1 and from each item in version 2.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { webflowRequest, webflowRequestAll, type WebflowCall, type WebflowCaller } from './api.js';

type Json = Record<string, any>;
type Op = (ctx: ExecuteContext, i: number) => Promise<unknown>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);
const caller = (ctx: ExecuteContext) => ctx as unknown as WebflowCaller;
const send = (ctx: ExecuteContext, i: number, call: Omit<WebflowCall, 'itemIndex' | 'authentication'>) =>
  webflowRequest(caller(ctx), {
    ...call,
    authentication: String(p(ctx, 'authentication', 0, 'accessToken')),
    itemIndex: i,
  });
const items = (ctx: ExecuteContext, i: number) => `/collections/${String(p(ctx, 'collectionId', i))}/items`;

/** The chosen fields as `{ slug: value }` (a later entry for the same slug wins). */
function fieldValues(ctx: ExecuteContext, i: number): Json {
  const ui = (p(ctx, 'fieldsUi', i, {}) ?? {}) as { fieldValues?: Array<{ fieldId?: string; fieldValue?: unknown }> };
  const out: Json = {};
  for (const entry of ui.fieldValues ?? []) out[String(entry.fieldId)] = entry.fieldValue;
  return out;
}

const v1: Record<string, Op> = {
  async create(ctx, i) {
    const body = { fields: fieldValues(ctx, i) };
    return (await send(ctx, i, { method: 'POST', endpoint: items(ctx, i), body, qs: { live: p(ctx, 'live', i) } }))
      .body;
  },
  async delete(ctx, i) {
    return (await send(ctx, i, { method: 'DELETE', endpoint: `${items(ctx, i)}/${String(p(ctx, 'itemId', i))}` })).body;
  },
  async get(ctx, i) {
    const { body } = await send(ctx, i, { method: 'GET', endpoint: `${items(ctx, i)}/${String(p(ctx, 'itemId', i))}` });
    return body?.items;
  },
  async getAll(ctx, i) {
    if (p(ctx, 'returnAll', 0))
      return webflowRequestAll(caller(ctx), {
        authentication: String(p(ctx, 'authentication', 0, 'accessToken')),
        method: 'GET',
        endpoint: items(ctx, i),
        itemIndex: i,
      });
    const { body } = await send(ctx, i, { method: 'GET', endpoint: items(ctx, i), qs: { limit: p(ctx, 'limit', 0) } });
    return body?.items;
  },
  async update(ctx, i) {
    const body = { fields: fieldValues(ctx, i) };
    const endpoint = `${items(ctx, i)}/${String(p(ctx, 'itemId', i))}`;
    return (await send(ctx, i, { method: 'PUT', endpoint, body, qs: { live: p(ctx, 'live', i) } })).body;
  },
};

const v2: Record<string, Op> = {
  async create(ctx, i) {
    const endpoint = `${items(ctx, i)}${p(ctx, 'live', i) ? '/live' : ''}`;
    return (await send(ctx, i, { method: 'POST', endpoint, body: { fieldData: fieldValues(ctx, i) } })).body;
  },
  async deleteItem(ctx, i) {
    const answer = await send(ctx, i, {
      method: 'DELETE',
      endpoint: `${items(ctx, i)}/${String(p(ctx, 'itemId', i))}`,
    });
    return { success: answer.statusCode === 204 };
  },
  async get(ctx, i) {
    return (await send(ctx, i, { method: 'GET', endpoint: `${items(ctx, i)}/${String(p(ctx, 'itemId', i))}` })).body;
  },
  async getAll(ctx, i) {
    if (p(ctx, 'returnAll', i))
      return webflowRequestAll(caller(ctx), { method: 'GET', endpoint: items(ctx, i), itemIndex: i });
    const { body } = await send(ctx, i, { method: 'GET', endpoint: items(ctx, i), qs: { limit: p(ctx, 'limit', i) } });
    return body?.items;
  },
  async update(ctx, i) {
    const endpoint = `${items(ctx, i)}/${String(p(ctx, 'itemId', i))}${p(ctx, 'live', i) ? '/live' : ''}`;
    return (await send(ctx, i, { method: 'PATCH', endpoint, body: { fieldData: fieldValues(ctx, i) } })).body;
  },
};

/**
 * The error of version 2's Continue On Fail output as n8n serialises it there: message, when,
 * name, description, and Webflow's answer as `context.data`.
 */
function errorJson(error: unknown): Json {
  const e = error as Error & { description?: string | null; context?: Json };
  const out: Json = { message: e.message, timestamp: Date.now(), name: e.name };
  if (e.description) out.description = e.description;
  out.context = e.context?.data === undefined ? {} : { data: e.context.data };
  return out;
}

/** Runs Webflow 1 or 2 over the input items. */
export async function executeWebflow(ctx: ExecuteContext): Promise<NodeOutput> {
  const first = ctx.getNode().typeVersion === 1;
  const input = ctx.getInputData();
  const resource = String(p(ctx, 'resource', 0, 'item'));
  const operation = String(p(ctx, 'operation', 0));
  const op = resource === 'item' ? (first ? v1 : v2)[operation] : undefined;
  if (!op) throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not supported!`);
  const out: Item[] = [];
  for (let i = 0; i < input.length; i++) {
    try {
      const answer = await op(ctx, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? {}), {
          itemData: { item: i },
        }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      const message = (error as Error).message;
      out.push({ json: first ? { error: message } : { message, error: errorJson(error) } });
    }
  }
  return [out];
}
