/** Remote methods of the Data table node: the table list of its "From List" mode. */
import type { NodeListSearchResult, NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';

/** The data tables the signed-in user may use, narrowed by name; each links to its page. */
export async function tableSearch(
  this: NodeMethodContext,
  ctx: NodeMethodContext,
  filter?: string,
): Promise<NodeListSearchResult> {
  const search = (ctx ?? this).instance?.searchDataTables;
  if (!search) return { results: [] };
  const tables = await search(filter);
  return { results: tables.map((t) => ({ name: t.name, value: t.id, url: `/home/datatables/${t.id}` })) };
}

/** The table the node names (undefined for none or an expression). */
function chosenTable(ctx: NodeMethodContext): string | undefined {
  const id = ctx.getNodeParameter('dataTableId.value', undefined) ?? ctx.getNodeParameter('dataTableId', undefined);
  return typeof id === 'string' && id && !id.startsWith('=') ? id : undefined;
}

/** The columns a condition can name: the system columns, then the chosen table's, each with its type. */
export async function getDataTableColumns(
  this: NodeMethodContext,
  ctx: NodeMethodContext,
): Promise<NodePropertyOption[]> {
  const c = ctx ?? this;
  const system: NodePropertyOption[] = [
    { name: 'id (number)', value: 'id' },
    { name: 'createdAt (date)', value: 'createdAt' },
    { name: 'updatedAt (date)', value: 'updatedAt' },
  ];
  const id = chosenTable(c);
  const columns = id && c.instance?.dataTableColumns ? await c.instance.dataTableColumns(id) : [];
  return [...system, ...columns.map((col) => ({ name: `${col.name} (${col.type})`, value: col.name }))];
}

/** The node's remote methods. */
export const dataTableMethods: NodeMethods = { listSearch: { tableSearch }, loadOptions: { getDataTableColumns } };
