/** Remote methods of the Data table node: the table list of its "From List" mode. */
import type { NodeListSearchResult, NodeMethodContext, NodeMethods } from '@weft/workflow';

/** The data tables the signed-in user may use, narrowed by name; each links to its page. */
export async function tableSearch(this: NodeMethodContext, ctx: NodeMethodContext, filter?: string): Promise<NodeListSearchResult> {
  const search = (ctx ?? this).instance?.searchDataTables;
  if (!search) return { results: [] };
  const tables = await search(filter);
  return { results: tables.map((t) => ({ name: t.name, value: t.id, url: `/home/datatables/${t.id}` })) };
}

/** The node's remote methods. */
export const dataTableMethods: NodeMethods = { listSearch: { tableSearch } };
