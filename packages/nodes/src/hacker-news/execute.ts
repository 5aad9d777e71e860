/**
 * Hacker News 1: search (`search` with a keyword, tags joined by commas, and the limit as
 * `hitsPerPage`, or every hit), an article (`items/{id}`, its comments dropped unless asked for)
 * and a user (`users/{name}`), answered as n8n's node answers them (one item per hit). Resource,
 * operation and — once set by an item — "Return All" carry over as in n8n's node; with Continue On
 * Fail an item that fails gives `{ error }` with the error's message.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { hackerNewsRequest, hackerNewsRequestAll } from './api.js';

type Json = Record<string, any>;

/** Runs Hacker News over the input items. */
export async function executeHackerNews(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'article'));
  const operation = String(ctx.getNodeParameter('operation', 0));
  const out: Item[] = [];
  // n8n's node keeps "Return All" from the last item that read it.
  let returnAll = false;
  for (let i = 0; i < items.length; i++) {
    try {
      let qs: Json = {};
      let endpoint = '';
      let includeComments = false;
      const unknownOperation = () =>
        new NodeOperationError(ctx.getNode(), `The operation '${operation}' is unknown!`, { itemIndex: i });
      if (resource === 'all') {
        if (operation !== 'getAll') throw unknownOperation();
        const fields = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json;
        qs = {
          query: fields.keyword,
          tags: Array.isArray(fields.tags) ? fields.tags.join() : fields.tags ? String(fields.tags) : '',
        };
        returnAll = Boolean(ctx.getNodeParameter('returnAll', i, false));
        if (!returnAll) qs.hitsPerPage = ctx.getNodeParameter('limit', i, 100);
        endpoint = 'search';
      } else if (resource === 'article') {
        if (operation !== 'get') throw unknownOperation();
        endpoint = `items/${ctx.getNodeParameter('articleId', i)}`;
        includeComments = Boolean(((ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json).includeComments);
      } else if (resource === 'user') {
        if (operation !== 'get') throw unknownOperation();
        endpoint = `users/${ctx.getNodeParameter('username', i)}`;
      } else {
        throw new NodeOperationError(ctx.getNode(), `The resource '${resource}' is unknown!`, { itemIndex: i });
      }
      let answer: any;
      if (returnAll) answer = await hackerNewsRequestAll(ctx, endpoint, qs, i);
      else {
        answer = await hackerNewsRequest(ctx, endpoint, qs, i);
        if (resource === 'all') answer = answer?.hits;
      }
      if (resource === 'article' && !includeComments && answer && typeof answer === 'object') delete answer.children;
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
