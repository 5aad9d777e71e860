/**
 * The Supabase node's row filters in PostgREST's query syntax, as n8n builds them: `column=op.value`
 * for "all conditions" (the value as written), `or=(column.op.value,…)` / `and=(…)` with column
 * names and values quoted where PostgREST reserves characters, `eq` for Get, and the "Filters
 * (String)" text with `$1, $2…` replaced by URI-encoded, quoted parameter values.
 */
import { NodeOperationError, type WorkflowNode } from '@weft/workflow';

/** One condition of the Filters / Select Conditions collection. */
export interface FilterCondition {
  keyName?: unknown;
  condition?: unknown;
  searchFunction?: unknown;
  keyValue?: unknown;
}

const CONDITIONS = new Set(['eq', 'gt', 'gte', 'ilike', 'is', 'lt', 'lte', 'like', 'neq']);
const SEARCH_FUNCTIONS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
/** Characters PostgREST reserves in logic trees (`,.():"\`) and those of query strings (`&?=`). */
const RESERVED = /[,.():"&?=\\]/;

/** A column name or value, in double quotes (with `\` and `"` escaped) when it holds a reserved character. */
export function quoteComponent(value: unknown): string {
  const text = String(value);
  return RESERVED.test(text) ? `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"` : text;
}

/** The PostgREST operator of a condition (the search function for Full-Text). */
export function operatorOf(node: WorkflowNode, condition: FilterCondition): string {
  const name = String(condition.condition);
  if (name !== 'fullText') {
    if (!CONDITIONS.has(name)) throw new NodeOperationError(node, `Unsupported filter condition: "${name}"`);
    return name;
  }
  const search = String(condition.searchFunction);
  if (!SEARCH_FUNCTIONS.has(search)) throw new NodeOperationError(node, `Unsupported search function: "${search}"`);
  return search;
}

/** `{ column: 'op.value' }` for "all conditions" (a later condition on the same column wins). */
export function allConditionsQuery(node: WorkflowNode, conditions: FilterCondition[]): Record<string, string> {
  const query = new Map<string, string>();
  for (const c of conditions) query.set(quoteComponent(c.keyName), `${operatorOf(node, c)}.${String(c.keyValue)}`);
  return Object.fromEntries(query);
}

/** `column.op.value` inside `or=(…)` / `and=(…)`. */
export function logicTreeTerm(node: WorkflowNode, condition: FilterCondition): string {
  return `${quoteComponent(condition.keyName)}.${operatorOf(node, condition)}.${quoteComponent(condition.keyValue)}`;
}

/** Get's query: `{ column: 'eq.value' }`. */
export function getQuery(conditions: FilterCondition[]): Record<string, string> {
  const query = new Map<string, string>();
  for (const c of conditions) query.set(quoteComponent(c.keyName), `eq.${String(c.keyValue)}`);
  return Object.fromEntries(query);
}

/** The filter string (URI-encoded) with `$n` replaced by the n-th parameter, encoded and quoted. */
export function applyFilterString(
  node: WorkflowNode,
  filterString: string,
  parameters: Array<{ value?: unknown }>,
): string {
  const encoded = encodeURI(filterString);
  if (parameters.length === 0) return encoded;
  return encoded.replace(/\$(\d+)/g, (_match, index: string) => {
    const position = Number(index) - 1;
    if (position < 0 || position >= parameters.length) {
      throw new NodeOperationError(
        node,
        `Filters (String) references parameter $${index}, but only ${parameters.length} parameter(s) were provided`,
      );
    }
    return encodeURIComponent(quoteComponent(parameters[position]!.value));
  });
}
