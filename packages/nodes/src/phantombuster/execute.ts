/**
 * Phantombuster 1: the account's agents through Phantombuster's API v2, one call per item, as n8n's
 * node makes them. Delete posts `/agents/delete` and answers `{ success: true }`; Get reads
 * `/agents/fetch`; Get Many lists `/agents/fetch-all` (the first Limit when not Return All, the
 * limit read from the first item); Get Output reads `/agents/fetch-output` with the additional
 * fields as query (shared by the items, as in n8n) and, with Resolve Data, the container's result
 * object parsed (`{}` when it has none); Launch posts `/agents/launch` with the arguments and bonus
 * argument (key/value pairs, or JSON text with JSON Parameters) and the other fields, and with
 * Resolve Data answers the launched container from `/containers/fetch`. Arrays answer an item
 * each; every item is paired with its input; with Continue On Fail a failed item becomes
 * `{ error: message }`.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { phantombusterRequest } from './api.js';

type Json = Record<string, any>;

function parseJson(ctx: ExecuteContext, text: unknown, name: string): unknown {
  try {
    return JSON.parse(String(text));
  } catch {
    throw new NodeOperationError(ctx.getNode(), `${name} must provide a valid JSON`);
  }
}

const pairs = (entries: unknown): Json =>
  ((entries ?? []) as Array<{ key: string; value: unknown }>).reduce<Json>((out, { key, value }) => {
    out[key] = value;
    return out;
  }, {});

async function launch(ctx: ExecuteContext, i: number): Promise<unknown> {
  const agentId = ctx.getNodeParameter('agentId', i);
  const jsonParameters = ctx.getNodeParameter('jsonParameters', i) as boolean;
  const resolveData = ctx.getNodeParameter('resolveData', i) as boolean;
  const fields = { ...(ctx.getNodeParameter('additionalFields', i, {}) as Json) };
  const body: Json = { id: agentId };
  if (jsonParameters) {
    if (fields.argumentsJson) body.arguments = parseJson(ctx, fields.argumentsJson, 'Arguments');
    delete fields.argumentsJson;
    if (fields.bonusArgumentJson) body.bonusArgument = parseJson(ctx, fields.bonusArgumentJson, 'Bonus Argument');
    delete fields.bonusArgumentJson;
  } else {
    body.arguments = pairs(fields.argumentsUi?.argumentValues);
    delete fields.argumentsUi;
    body.bonusArgument = pairs(fields.bonusArgumentUi?.bonusArgumentValue);
    delete fields.bonusArgumentUi;
  }
  Object.assign(body, fields);
  const launched = await phantombusterRequest(ctx, 'POST', '/agents/launch', body, {}, i);
  if (!resolveData) return launched;
  return phantombusterRequest(ctx, 'GET', '/containers/fetch', {}, { id: launched?.containerId }, i);
}

async function run(ctx: ExecuteContext, operation: string, i: number, qs: Json): Promise<unknown> {
  switch (operation) {
    case 'delete':
      await phantombusterRequest(ctx, 'POST', '/agents/delete', { id: ctx.getNodeParameter('agentId', i) }, {}, i);
      return { success: true };
    case 'get':
      return phantombusterRequest(ctx, 'GET', '/agents/fetch', {}, { id: ctx.getNodeParameter('agentId', i) }, i);
    case 'getOutput': {
      const agentId = ctx.getNodeParameter('agentId', i);
      const resolveData = ctx.getNodeParameter('resolveData', i) as boolean;
      Object.assign(qs, ctx.getNodeParameter('additionalFields', i, {}) as Json);
      qs.id = agentId;
      const output = await phantombusterRequest(ctx, 'GET', '/agents/fetch-output', {}, qs, i);
      if (!resolveData) return output;
      const { resultObject } = (await phantombusterRequest(
        ctx,
        'GET',
        '/containers/fetch-result-object',
        {},
        { id: output?.containerId },
        i,
      )) as Json;
      return resultObject === null ? {} : JSON.parse(String(resultObject));
    }
    case 'getAll': {
      const returnAll = ctx.getNodeParameter('returnAll', i) as boolean;
      const agents = ((await phantombusterRequest(ctx, 'GET', '/agents/fetch-all', {}, {}, i)) ?? []) as unknown[];
      return returnAll ? agents : agents.slice(0, Number(ctx.getNodeParameter('limit', 0)));
    }
    case 'launch':
      return launch(ctx, i);
    default:
      throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known!`, { itemIndex: i });
  }
}

/** Phantombuster 1's execute. */
export async function executePhantombuster(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = ctx.getNodeParameter('operation', 0) as string;
  const qs: Json = {};
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const answer = await run(ctx, operation, i, qs);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), {
          itemData: { item: i },
        }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
