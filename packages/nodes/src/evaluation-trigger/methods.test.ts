/**
 * The Evaluation nodes' pickers: the data tables and their columns from the instance's look-ups,
 * the conditions a column's type takes (n8n's rules), and the Sheets header row with generated
 * names for blank headers, against the loopback Sheets fake.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@weft/engine';
import type { InstanceLookups, NodeMethodContext, NodePropertyOption, WorkflowNode } from '@weft/workflow';
import { startFake, type SheetsFake } from '../google-sheets/test-helpers.js';
import { evaluationMethods, getConditionsForColumn } from './methods.js';

let fake: SheetsFake;
beforeAll(async () => {
  fake = await startFake();
});
afterAll(async () => {
  await fake.close();
  delete process.env.WEFT_GOOGLE_API_URL;
});

const http = createHttpClient();
const instance = {
  searchDataTables: async (filter?: string) =>
    [
      { id: 't1', name: 'Support cases' },
      { id: 't2', name: 'Sales cases' },
    ].filter((t) => !filter || t.name.toLowerCase().includes(filter.toLowerCase())),
  dataTableColumns: async (id: string) =>
    id === 't1'
      ? [
          { name: 'question', type: 'string' },
          { name: 'done', type: 'boolean' },
          { name: 'points', type: 'number' },
        ]
      : [],
} as unknown as InstanceLookups;

function context(parameters: Record<string, unknown>): NodeMethodContext {
  const get = (path: string) =>
    path
      .split('.')
      .reduce<unknown>(
        (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
        parameters,
      );
  return {
    getCurrentNodeParameter: (path) => get(path),
    getCurrentNodeParameters: () => parameters as never,
    getNodeParameter: (path, fallback) => get(path) ?? fallback,
    getNode: () =>
      ({
        id: 'n',
        name: 'Evaluation',
        type: 'weft.evaluation',
        typeVersion: 4.7,
        position: [0, 0],
        parameters,
      }) as unknown as WorkflowNode,
    getWorkflow: () => ({}),
    getTimezone: () => 'UTC',
    getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
    helpers: { httpRequest: (o) => http(o) } as NodeMethodContext['helpers'],
    instance,
  };
}
const values = (options: NodePropertyOption[]) => options.map((o) => o.value);
const table = { dataTableId: { __rl: true, mode: 'list', value: 't1' } };

describe('Evaluation methods', () => {
  it('lists the data tables and their columns', async () => {
    const ctx = context(table);
    const search = evaluationMethods.listSearch!.dataTableSearch!;
    expect(await search.call(ctx, ctx, 'support')).toEqual({
      results: [{ name: 'Support cases', value: 't1', url: '/home/datatables/t1' }],
    });
    const columns = await evaluationMethods.loadOptions!.getDataTableColumns!.call(ctx, ctx);
    expect(values(columns)).toEqual(['id', 'createdAt', 'updatedAt', 'question', 'done', 'points']);
  });

  it('offers the conditions of the chosen column’s type', async () => {
    const of = async (keyName?: string) => values(await getConditionsForColumn(context({ ...table, keyName })));
    expect(await of()).toEqual([
      'isEmpty',
      'isNotEmpty',
      'eq',
      'neq',
      'isTrue',
      'isFalse',
      'gt',
      'gte',
      'lt',
      'lte',
      'like',
      'ilike',
    ]);
    expect(await of('done')).toEqual(['isTrue', 'isFalse', 'isEmpty', 'isNotEmpty']);
    expect(await of('question')).toEqual([
      'eq',
      'neq',
      'like',
      'ilike',
      'gt',
      'gte',
      'lt',
      'lte',
      'isEmpty',
      'isNotEmpty',
    ]);
    expect(await of('points')).toEqual(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'isEmpty', 'isNotEmpty']);
    expect(await of('createdAt')).toEqual(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'isEmpty', 'isNotEmpty']);
    expect(await of('gone')).toEqual(['eq', 'neq', 'isEmpty', 'isNotEmpty']);
    expect(await getConditionsForColumn(context({ keyName: 'done' }))).toEqual([]);
  });

  it('names blank header cells of the dataset sheet col_<n>', async () => {
    const id = fake.addSpreadsheet({ sheets: { Cases: [['question', '', 'expected']] } });
    const ctx = context({
      documentId: { __rl: true, mode: 'id', value: id },
      sheetName: { __rl: true, mode: 'id', value: 'gid=0' },
    });
    const headers = await evaluationMethods.loadOptions!.getSheetHeaderRowWithGeneratedColumnNames!.call(ctx, ctx);
    expect(values(headers)).toEqual(['question', 'col_2', 'expected']);
  });
});
