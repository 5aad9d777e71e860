/**
 * Hunter 1: domain search, email finder and email verifier, answered as n8n's node answers them.
 * As in n8n's node, the operation is read from the first item and one query object is shared by
 * every item (what an earlier item set stays unless a later one sets it again); a domain search
 * with "Return All" reads every page and, unless only emails are wanted, answers the first page's
 * company with every page's emails; "Only Emails" answers one item per address. With Continue On
 * Fail an item that fails gives `{ error }` with the error's message.
 */
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { hunterRequest, hunterRequestAll } from './api.js';

type Json = Record<string, any>;

/** Runs Hunter 1 over the input items. */
export async function executeHunter(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  const qs: Json = {};
  for (let i = 0; i < items.length; i++) {
    try {
      const operation = ctx.getNodeParameter('operation', 0);
      let answer: unknown;
      if (operation === 'domainSearch') {
        const returnAll = ctx.getNodeParameter('returnAll', i);
        const filters = (ctx.getNodeParameter('filters', i) ?? {}) as Json;
        const onlyEmails = ctx.getNodeParameter('onlyEmails', i, false);
        qs.domain = ctx.getNodeParameter('domain', i);
        if (filters.type) qs.type = filters.type;
        if (filters.seniority) qs.seniority = (filters.seniority as string[]).join(',');
        if (filters.department) qs.department = (filters.department as string[]).join(',');
        if (returnAll) {
          const pages = (await hunterRequestAll(ctx, 'data', '/domain-search', qs, i)) as Json[];
          if (onlyEmails) answer = pages.flatMap((page) => (page.emails as unknown[]) ?? []);
          else {
            const first = pages[0] ?? {};
            for (const page of pages.slice(1)) first.emails.push(...(page.emails as unknown[]));
            answer = first;
          }
        } else {
          qs.limit = ctx.getNodeParameter('limit', i);
          const data = (await hunterRequest(ctx, '/domain-search', qs, i)).data as Json;
          answer = onlyEmails ? data.emails : data;
        }
      } else if (operation === 'emailFinder') {
        const domain = ctx.getNodeParameter('domain', i);
        qs.first_name = ctx.getNodeParameter('firstname', i);
        qs.last_name = ctx.getNodeParameter('lastname', i);
        qs.domain = domain;
        answer = (await hunterRequest(ctx, '/email-finder', qs, i)).data;
      } else if (operation === 'emailVerifier') {
        qs.email = ctx.getNodeParameter('email', i);
        answer = (await hunterRequest(ctx, '/email-verifier', qs, i)).data;
      }
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? {}), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: (error as Error).message }), {
          itemData: { item: i },
        }),
      );
    }
  }
  return [out];
}
