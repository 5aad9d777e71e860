/**
 * HubSpot 1 and 2–2.2: runs the node over its input items, answered as n8n's node answers them:
 * each call's JSON (a contact profile, a company, a deal, a list of them…) as the items of the input
 * item it was made for, contact lists once for all items. One query object is shared by every item
 * of a run, as in n8n's node (an option set for one item stays for the next; paging writes into it).
 *
 * Errors: from version 2 a 404 "resource not found" says which record could not be found (`deal #12
 * could not be found…`, from the raw parameter). Continue On Fail gives `{ error: message }` items
 * (paired from version 2).
 */
import { NodeApiError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import type { HubspotAuthentication } from './api.js';
import { company } from './execute-company.js';
import { contact, contactList } from './execute-contact.js';
import { deal } from './execute-deal.js';
import { engagement } from './execute-engagement.js';
import { form, ticket } from './execute-ticket.js';
import type { Run } from './run.js';

const OPERATIONS: Record<string, (run: Run, operation: string) => Promise<unknown>> = {
  contact,
  company,
  deal,
  engagement,
  form,
  ticket,
};

/**
 * n8n's rewording of a failed call's message (version 2): a 404 "resource not found" names the
 * record, from the node's raw parameter. (n8n's node also means to name HubSpot's validation message
 * for an invalid email, but it looks for it where n8n 1.123's errors do not keep the answer, so that
 * never happens; neither does it here.)
 */
function reword(ctx: ExecuteContext, error: unknown): void {
  if (!(error instanceof NodeApiError) || error.httpCode !== '404' || error.description !== 'resource not found')
    return;
  const parameters = ctx.getNode().parameters as Record<string, unknown>;
  const resource = String(parameters.resource);
  const locator = parameters[`${resource}Id`] as { value?: unknown } | undefined;
  error.message = `${resource} #${String(locator?.value)} could not be found. Check your ${resource} ID is correct`;
}

/** Runs HubSpot 1 or 2.x over its input items. */
export async function executeHubspot(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const version = ctx.getNode().typeVersion;
  const auth = String(ctx.getNodeParameter('authentication', 0, 'apiKey')) as HubspotAuthentication;
  const resource = String(ctx.getNodeParameter('resource', 0, version >= 2 ? 'contact' : 'deal'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  const qs: Record<string, unknown> = {};
  const last = { value: undefined as unknown };
  const out: Item[] = [];

  if (resource === 'contactList') {
    try {
      const answer = await contactList({ ctx, version, auth, items, qs, i: 0, last }, operation);
      // Version 1 of n8n's node pushed the answer object as if it were a list: nothing came out.
      if (version >= 2)
        out.push(
          ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), {
            itemData: items.map((_, item) => ({ item })),
          }),
        );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message } });
    }
    return [out];
  }

  for (let i = 0; i < items.length; i++) {
    try {
      const handler = OPERATIONS[resource];
      if (handler) last.value = await handler({ ctx, version, auth, items, qs, i, last }, operation);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(last.value), { itemData: { item: i } }),
      );
    } catch (error) {
      if (version >= 2) reword(ctx, error);
      if (ctx.continueOnFail()) {
        out.push(
          version >= 2
            ? { json: { error: (error as Error).message }, pairedItem: { item: i } }
            : { json: { error: (error as Error).message } },
        );
        continue;
      }
      if (version >= 2 && error instanceof NodeApiError) error.context.itemIndex = i;
      throw error;
    }
  }
  return [out];
}
