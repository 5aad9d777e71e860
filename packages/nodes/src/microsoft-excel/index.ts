/** Microsoft Excel (n8n's `n8n-nodes-base.microsoftExcel`): version 1, and versions 2–2.2 (Microsoft Excel 365). */
import type { NodeMethodContext, NodeType } from '@weft/workflow';
import { excelClient } from './client.js';
import { excelV1Description } from './v1/description.js';
import { executeExcelV1 } from './v1/execute.js';
import { excelV2Description } from './v2/description.js';
import { executeExcelV2 } from './v2/execute.js';
import { excelV2Methods } from './v2/methods.js';

type Entry = { id?: string; name?: string };
const options = (list: Entry[]) => list.map((e) => ({ name: String(e.name ?? ''), value: String(e.id ?? '') }));
const v = (ctx: NodeMethodContext, name: string) => String(ctx.getCurrentNodeParameter(name) ?? '');

/** Microsoft Excel, one registration per n8n version group. */
export const microsoftExcelNode: NodeType[] = [
  {
    description: excelV1Description,
    execute: executeExcelV1,
    methods: {
      loadOptions: {
        getWorkbooks: async (ctx) =>
          options(await excelClient(ctx).requestAll<Entry>("/drive/root/search(q='.xlsx')", { select: 'id,name' })),
        getworksheets: async (ctx) =>
          options(
            await excelClient(ctx).requestAll<Entry>(`/drive/items/${v(ctx, 'workbook')}/workbook/worksheets`, {
              select: 'id,name',
            }),
          ),
        getTables: async (ctx) =>
          options(
            await excelClient(ctx).requestAll<Entry>(
              `/drive/items/${v(ctx, 'workbook')}/workbook/worksheets/${v(ctx, 'worksheet')}/tables`,
            ),
          ),
      },
    },
  },
  { description: excelV2Description, execute: executeExcelV2, methods: excelV2Methods },
];
