/**
 * Dropcontact 1, as n8n's node runs it. Enrich sends every item's contact (its Email when not empty,
 * and its additional fields) in one batch to `POST /batch` with the French company enrichment flag
 * and the language (both read from the first item); with Simplify Output it answers the batch's
 * acknowledgement (its `request_id`) as one item paired with every input; otherwise it waits the
 * Data Fetch Wait Time (seconds, 45 by default) and answers each enriched contact of
 * `GET /batch/<request_id>` as an item paired by position. Fetch Request reads `GET /batch/<id>` per
 * item and answers its contacts. An answer with `success: false` is an error with Dropcontact's
 * reason (a hint to wait longer when the result is not ready yet) or, with Continue On Fail, an
 * `{ error }` item; as in n8n, such an item does not stop the rest of the run.
 */
import { NodeApiError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { dropcontactRequest } from './api.js';

type Json = Record<string, any>;

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function enrich(ctx: ExecuteContext, items: Item[], out: Item[]): Promise<void> {
  const allPaired = items.map((_, item) => ({ item }));
  const options = ctx.getNodeParameter('options', 0, {}) as Json;
  const simplify = ctx.getNodeParameter('simplify', 0) as boolean;
  const siren = options.siren === true;
  const language = options.language ? options.language : 'en';
  const data: Json[] = [];
  for (let i = 0; i < items.length; i++) {
    const email = ctx.getNodeParameter('email', i);
    const contact: Json = {};
    if (email !== '') contact.email = email;
    Object.assign(contact, ctx.getNodeParameter('additionalFields', i, {}) as Json);
    data.push(contact);
  }
  let answer = await dropcontactRequest(ctx, 'POST', '/batch', { data, siren, language });
  if (!answer.success) {
    const reason = answer.reason || 'invalid request';
    if (!ctx.continueOnFail()) throw new NodeApiError(ctx.getNode(), { message: reason });
    out.push(
      ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: reason }), {
        itemData: allPaired,
      }),
    );
  }
  if (simplify) {
    out.push(...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), { itemData: allPaired }));
    return;
  }
  await sleep(Number(ctx.getNodeParameter('options.waitTime', 0, 45)));
  answer = await dropcontactRequest(ctx, 'GET', `/batch/${String(answer.request_id)}`);
  if (!answer.success) {
    if (!ctx.continueOnFail())
      // n8n's error names the reason only in its data: its message is the hint.
      throw new NodeApiError(ctx.getNode(), {
        message: 'Hint: Increase the Wait Time to avoid this error',
        body: { error: answer.reason },
      });
    out.push(
      ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: answer.reason }), {
        itemData: allPaired,
      }),
    );
    return;
  }
  ((answer.data ?? []) as Json[]).forEach((contact, item) =>
    out.push(...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(contact), { itemData: { item } })),
  );
}

async function fetchRequests(ctx: ExecuteContext, items: Item[], out: Item[]): Promise<void> {
  for (let i = 0; i < items.length; i++) {
    const answer = await dropcontactRequest(ctx, 'GET', `/batch/${String(ctx.getNodeParameter('requestId', i))}`);
    if (!answer.success) {
      const reason = answer.reason || 'invalid request';
      if (!ctx.continueOnFail()) throw new NodeApiError(ctx.getNode(), { message: reason });
      out.push({ json: { error: reason }, pairedItem: { item: i } });
    }
    // As in n8n, a refused request still adds an item of its (missing) data: one without json.
    if (answer.data === undefined) out.push({ pairedItem: { item: i } } as unknown as Item);
    else
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer.data), { itemData: { item: i } }),
      );
  }
}

/** Dropcontact 1's execute. */
export async function executeDropcontact(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = ctx.getNodeParameter('operation', 0) as string;
  const out: Item[] = [];
  if (operation === 'enrich') await enrich(ctx, items, out);
  if (operation === 'fetchRequest') await fetchRequests(ctx, items, out);
  return [out];
}
