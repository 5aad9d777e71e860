/**
 * Lemlist 1 and 2: activities, campaigns, leads, the team, unsubscribes and (2) enrichment as calls
 * to lemlist's API, answered as n8n's node answers them. As in n8n's node: resource and operation
 * come from the first item; each item's answer is spread into items (a list gives one item per
 * entry); the filters of Get Many are sent as the query as they are (a `version` of `v2` makes every
 * page be read by page number); campaigns' Get Many with Return All sends no filters; Create sends
 * `deduplicate` as a query value and every other additional field in the body; Delete sends
 * `action=remove` where Unsubscribe sends nothing. With Continue On Fail a failed item gives
 * `{ error }` with the message, paired with its item.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { lemlistRequest, lemlistRequestAll } from './api.js';

type Json = Record<string, any>;
type Op = (ctx: ExecuteContext, i: number, version: number) => Promise<unknown>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);
const get = (ctx: ExecuteContext, i: number, endpoint: string, qs: Json = {}) =>
  lemlistRequest(ctx, 'GET', endpoint, {}, qs, i);

/** Get Many of a list: every page, or one page of `limit` entries with the other query values. */
async function many(ctx: ExecuteContext, i: number, endpoint: string, qs: Json, allQs: Json = qs) {
  if (p(ctx, 'returnAll', i)) return lemlistRequestAll(ctx, endpoint, allQs, i);
  qs.limit = p(ctx, 'limit', i);
  return get(ctx, i, endpoint, qs);
}

const leadPath = (ctx: ExecuteContext, i: number) =>
  `/campaigns/${String(p(ctx, 'campaignId', i))}/leads/${String(p(ctx, 'email', i))}`;

/** Lemlist's enrichment flags, read from the node in n8n's order. */
const enrichFlags = (ctx: ExecuteContext, i: number): Json => ({
  findEmail: p(ctx, 'findEmail', i),
  verifyEmail: p(ctx, 'verifyEmail', i),
  linkedinEnrichment: p(ctx, 'linkedinEnrichment', i),
  findPhone: p(ctx, 'findPhone', i),
});

const RESOURCES: Record<string, Record<string, Op>> = {
  activity: {
    getAll: (ctx, i) => many(ctx, i, '/activities', { ...(p(ctx, 'filters', i, {}) as Json) }),
  },
  campaign: {
    getAll: (ctx, i, version) =>
      many(ctx, i, '/campaigns', version >= 2 ? { ...(p(ctx, 'filters', i, {}) as Json) } : {}, {}),
    getStats: (ctx, i) =>
      get(ctx, i, `/campaigns/${String(p(ctx, 'campaignId', i))}/stats`, {
        startDate: p(ctx, 'startDate', i),
        endDate: p(ctx, 'endDate', i),
        timezone: p(ctx, 'timezone', i),
      }),
  },
  lead: {
    create(ctx, i) {
      const fields = { ...(p(ctx, 'additionalFields', i, {}) as Json) };
      const qs: Json = {};
      if (fields.deduplicate !== undefined) qs.deduplicate = fields.deduplicate;
      delete fields.deduplicate;
      return lemlistRequest(ctx, 'POST', leadPath(ctx, i), fields, qs, i);
    },
    delete: (ctx, i) => lemlistRequest(ctx, 'DELETE', leadPath(ctx, i), {}, { action: 'remove' }, i),
    get: (ctx, i) => get(ctx, i, `/leads/${String(p(ctx, 'email', i))}`),
    unsubscribe: (ctx, i) => lemlistRequest(ctx, 'DELETE', leadPath(ctx, i), {}, {}, i),
  },
  team: {
    get: (ctx, i) => get(ctx, i, '/team'),
    getCredits: (ctx, i) => get(ctx, i, '/team/credits'),
  },
  unsubscribe: {
    add: (ctx, i) => lemlistRequest(ctx, 'POST', `/unsubscribes/${String(p(ctx, 'email', i))}`, {}, {}, i),
    delete: (ctx, i) => lemlistRequest(ctx, 'DELETE', `/unsubscribes/${String(p(ctx, 'email', i))}`, {}, {}, i),
    getAll: (ctx, i) => many(ctx, i, '/unsubscribes', {}, {}),
  },
  enrich: {
    get: (ctx, i) => get(ctx, i, `/enrich/${String(p(ctx, 'enrichId', i))}`),
    enrichLead(ctx, i) {
      const qs = enrichFlags(ctx, i);
      return lemlistRequest(ctx, 'POST', `/leads/${String(p(ctx, 'leadId', i))}/enrich/`, {}, qs, i);
    },
    enrichPerson(ctx, i) {
      const flags = enrichFlags(ctx, i);
      const qs: Json = { ...(p(ctx, 'additionalFields', i, {}) as Json), ...flags };
      return lemlistRequest(ctx, 'POST', '/enrich/', {}, qs, i);
    },
  },
};

/** The operations Lemlist 1 has (2 adds campaign stats, the team's credits and enrichment). */
const ONLY_V2 = new Set([
  'campaign.getStats',
  'team.getCredits',
  'enrich.get',
  'enrich.enrichLead',
  'enrich.enrichPerson',
]);

/** Runs Lemlist (1 or 2) over the input items. */
export async function executeLemlist(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const version = ctx.getNode().typeVersion;
  const resource = String(p(ctx, 'resource', 0, 'activity'));
  const operation = String(p(ctx, 'operation', 0));
  const op = RESOURCES[resource]?.[operation];
  if (!op || (version < 2 && ONLY_V2.has(`${resource}.${operation}`)))
    throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`);
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    let answer: unknown;
    try {
      answer = await op(ctx, i, version);
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: (error as Error).message }), {
          itemData: { item: i },
        }),
      );
      continue;
    }
    out.push(...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), { itemData: { item: i } }));
  }
  return [out];
}
