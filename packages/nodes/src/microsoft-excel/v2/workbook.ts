/** Excel 2's workbook operations: add a worksheet, delete, get many (the drive's .xlsx files). */
import { NodeApiError, NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import type { ExcelClient } from '../client.js';
import { locatorId, perItem } from './common.js';
import { inSession } from './table.js';

/** Excel 2's workbook operations, each over all the input items. */
export const workbookOperations: Record<
  string,
  (ctx: ExecuteContext, client: ExcelClient, items: Item[]) => Promise<Item[]>
> = {
  addWorksheet: (ctx, client) =>
    perItem(ctx, async (i) => {
      const workbook = locatorId(ctx, 'workbook', i);
      const fields = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Record<string, unknown>;
      const body = fields.name ? { name: fields.name } : {};
      return inSession(client, workbook, i, (headers) =>
        client.request('POST', `/drive/items/${workbook}/workbook/worksheets/add`, { body, headers, itemIndex: i }),
      );
    }),
  deleteWorkbook: (ctx, client) =>
    perItem(ctx, async (i) => {
      try {
        await client.request('DELETE', `/drive/items/${locatorId(ctx, 'workbook', i)}`, { itemIndex: i });
      } catch (error) {
        if (error instanceof NodeApiError && /Lock token does not match existing lock/.test(error.description ?? '')) {
          throw new NodeOperationError(client.node, error.message, {
            itemIndex: i,
            description:
              'Lock token does not match existing lock, this error could happen if the file is opened in the browser or the Office client, please close file and try again.',
          });
        }
        throw error;
      }
      return { success: true };
    }),
  getAll: (ctx, client) =>
    perItem(ctx, async (i) => {
      const filters = (ctx.getNodeParameter('filters', i, {}) ?? {}) as Record<string, unknown>;
      const qs = filters.fields ? { $select: filters.fields } : {};
      const path = "/drive/root/search(q='.xlsx')";
      if (ctx.getNodeParameter('returnAll', i, false) === true) return client.requestAll(path, qs, i);
      return (
        (
          await client.request<{ value?: unknown[] }>('GET', path, {
            qs: { ...qs, $top: ctx.getNodeParameter('limit', i, 100) },
            itemIndex: i,
          })
        ).value ?? []
      );
    }),
};
