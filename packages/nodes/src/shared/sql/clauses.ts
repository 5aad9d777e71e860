/** WHERE, ORDER BY and RETURNING parts of the Postgres node's statements, as templates. */
import type { WorkflowNode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** One "Select Rows" condition. */
export interface WhereClause {
  column: string;
  condition: string;
  value?: unknown;
}

/** One sort rule. */
export interface SortRule {
  column: string;
  direction: string;
}

/** Adds ` WHERE col op $n …` joined by AND or OR; comparisons need numbers. */
export function addWhereClauses(
  node: WorkflowNode,
  itemIndex: number,
  query: string,
  clauses: WhereClause[],
  values: unknown[],
  combine: string,
): [string, unknown[]] {
  if (clauses.length === 0) return [query, values];
  const joiner = combine === 'OR' ? 'OR' : 'AND';
  let n = values.length + 1;
  let where = ' WHERE';
  const added: unknown[] = [];
  clauses.forEach((clause, index) => {
    const condition = clause.condition === 'equal' ? '=' : clause.condition;
    if (!['=', '!=', 'LIKE', '>', '<', '>=', '<=', 'IS NULL', 'IS NOT NULL'].includes(condition)) {
      throw new NodeOperationError(
        node,
        `Unknown condition '${clause.condition}' in entry ${index + 1} of 'Select Rows'`,
        { itemIndex },
      );
    }
    let value = clause.value;
    if (['>', '<', '>=', '<='].includes(condition)) {
      const num = Number(value);
      if (Number.isNaN(num))
        throw new NodeOperationError(
          node,
          `Operator in entry ${index + 1} of 'Select Rows' works with numbers, but value ${String(value)} is not a number`,
          { itemIndex },
        );
      value = num;
    }
    added.push(clause.column);
    let text = ` $${n}:name ${condition}`;
    n++;
    if (condition !== 'IS NULL' && condition !== 'IS NOT NULL') {
      text += ` $${n}`;
      added.push(value);
      n++;
    }
    where += text + (index === clauses.length - 1 ? '' : ` ${joiner}`);
  });
  return [query + where, values.concat(added)];
}

/** Adds ` ORDER BY col ASC|DESC, …`. */
export function addSortRules(query: string, rules: SortRule[], values: unknown[]): [string, unknown[]] {
  if (rules.length === 0) return [query, values];
  let n = values.length + 1;
  const parts = rules.map((rule) => `$${n++}:name ${rule.direction === 'DESC' ? 'DESC' : 'ASC'}`);
  return [`${query} ORDER BY ${parts.join(', ')}`, values.concat(rules.map((r) => r.column))];
}

/** Adds ` RETURNING *` or the chosen columns. */
export function addReturning(query: string, outputColumns: string[], values: unknown[]): [string, unknown[]] {
  if (outputColumns.length === 0 || outputColumns.includes('*')) return [`${query} RETURNING *`, values];
  return [`${query} RETURNING $${values.length + 1}:name`, [...values, outputColumns]];
}
