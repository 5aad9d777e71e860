/**
 * Excel 2's editor look-ups: workbooks (the drive's .xlsx/.xlsm/.xlst files), worksheets and tables
 * of the chosen workbook, and the column names of a worksheet or table.
 */
import type { NodeListSearchResult, NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { graphApiRequest, graphSource } from '../../shared/microsoft/index.js';
import { excelClient } from '../client.js';
import { parseAddress } from '../range.js';

const EXTENSIONS = ['.xlsx', '.xlsm', '.xlst'];
type Entry = Record<string, any>;

const id = (ctx: NodeMethodContext, name: string) =>
  String(ctx.getNodeParameter(name, '', { extractValue: true }) ?? '');

async function columnsOfSheet(ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const client = excelClient(ctx);
  const path = `/drive/items/${id(ctx, 'workbook')}/workbook/worksheets/${id(ctx, 'worksheet')}`;
  const range = String(ctx.getNodeParameter('range', '') ?? '');
  let values: unknown[][] | undefined;
  if (!range) {
    values = (await client.request<Entry>('GET', `${path}/usedRange`, { qs: { select: 'values' } })).values;
  } else {
    const { cellFrom, cellTo } = parseAddress(range);
    values = (
      await client.request<Entry>(
        'PATCH',
        `${path}/range(address='${cellFrom.value}:${cellTo.column}${cellFrom.row}')`,
        { body: { select: 'values' } },
      )
    ).values;
  }
  return (values?.[0] ?? []).map((c) => ({ name: String(c), value: String(c) }));
}

/** Excel 2's `methods`. */
export const excelV2Methods: NodeMethods = {
  listSearch: {
    async searchWorkbooks(ctx, filter, token): Promise<NodeListSearchResult> {
      const client = excelClient(ctx);
      const answer = token
        ? await graphApiRequest<Entry>(graphSource(ctx, 'microsoftExcelOAuth2Api'), { url: token })
        : await client.request<Entry>('GET', `/drive/root/search(q='${filter || EXTENSIONS.join(' OR ')}')`, {
            qs: { select: 'id,name,webUrl', $top: 100 },
          });
      let files = (answer.value ?? []) as Entry[];
      if (filter) files = files.filter((f) => EXTENSIONS.some((e) => String(f.name).includes(e)));
      return {
        results: files.map((f) => {
          const extension = EXTENSIONS.find((e) => String(f.name).includes(e));
          return {
            name: extension ? String(f.name).replace(extension, '') : String(f.name),
            value: String(f.id),
            ...(f.webUrl ? { url: String(f.webUrl) } : {}),
          };
        }),
        ...(answer['@odata.nextLink'] ? { paginationToken: answer['@odata.nextLink'] } : {}),
      };
    },
    async getWorksheetsList(ctx): Promise<NodeListSearchResult> {
      const answer = await excelClient(ctx).request<Entry>(
        'GET',
        `/drive/items/${id(ctx, 'workbook')}/workbook/worksheets`,
        { qs: { select: 'id,name' } },
      );
      return { results: ((answer.value ?? []) as Entry[]).map((w) => ({ name: String(w.name), value: String(w.id) })) };
    },
    async getWorksheetTables(ctx): Promise<NodeListSearchResult> {
      const answer = await excelClient(ctx).request<Entry>(
        'GET',
        `/drive/items/${id(ctx, 'workbook')}/workbook/worksheets/${id(ctx, 'worksheet')}/tables`,
      );
      return { results: ((answer.value ?? []) as Entry[]).map((t) => ({ name: String(t.name), value: String(t.id) })) };
    },
  },
  loadOptions: {
    getWorksheetColumnRow: columnsOfSheet,
    async getWorksheetColumnRowSkipColumnToMatchOn(ctx) {
      const match = ctx.getNodeParameter('columnToMatchOn', '');
      return (await columnsOfSheet(ctx)).filter((c) => c.value !== match);
    },
    async getTableColumns(ctx) {
      const path = `/drive/items/${id(ctx, 'workbook')}/workbook/worksheets/${id(ctx, 'worksheet')}/tables/${id(ctx, 'table')}/columns`;
      return (((await excelClient(ctx).request<Entry>('GET', path)).value ?? []) as Entry[]).map((c) => ({
        name: String(c.name),
        value: String(c.name),
      }));
    },
  },
};
