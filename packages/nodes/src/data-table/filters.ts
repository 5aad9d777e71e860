/** The node's conditions as a data table filter (n8n's rules: empty/true/false shortcuts, date values). */
import {
  NodeOperationError,
  type DataTableColumn,
  type DataTableFilter,
  type DataTableValue,
  type ExecuteContext,
  type WorkflowNode,
} from '@weft/workflow';

const SYSTEM_TYPES: Record<string, string> = { id: 'number', createdAt: 'date', updatedAt: 'date' };

interface ConditionEntry {
  keyName: string;
  condition?: string;
  keyValue?: unknown;
}

/** The node's conditions for item `index`, checked against the table's columns. */
export function readConditions(ctx: ExecuteContext, index: number): { entries: ConditionEntry[]; matchType: string } {
  const entries = ctx.getNodeParameter('filters.conditions', index, []) as unknown;
  const matchType = ctx.getNodeParameter('matchType', index, 'anyCondition') as unknown;
  if (matchType !== 'anyCondition' && matchType !== 'allConditions')
    throw new NodeOperationError(
      ctx.getNode(),
      `Unknown match type '${String(matchType)}': use anyCondition or allConditions`,
      { itemIndex: index },
    );
  if (!Array.isArray(entries) || !entries.every((e) => e && typeof e === 'object' && 'keyName' in e)) {
    throw new NodeOperationError(ctx.getNode(), 'The conditions must be a list of column, condition and value', {
      itemIndex: index,
    });
  }
  return { entries: entries as ConditionEntry[], matchType };
}

/** Builds the filter; columns are those of the table (system columns are always there). */
export function buildFilter(
  node: WorkflowNode,
  entries: ConditionEntry[],
  matchType: string,
  columns: readonly DataTableColumn[],
): DataTableFilter {
  const types: Record<string, string> = {
    ...SYSTEM_TYPES,
    ...Object.fromEntries(columns.map((c) => [c.name, c.type])),
  };
  const unknown = entries.filter((e) => !types[e.keyName]);
  if (unknown.length > 0) {
    throw new NodeOperationError(
      node,
      `Filter validation failed: Column(s) "${unknown.map((e) => e.keyName).join(', ')}" do not exist in the selected table. This often happens when switching between tables with different schemas. Please update your filter conditions.`,
    );
  }
  const filters = entries.map((e): DataTableFilter['filters'][number] => {
    switch (e.condition) {
      case 'isEmpty':
        return { columnName: e.keyName, condition: 'eq', value: null };
      case 'isNotEmpty':
        return { columnName: e.keyName, condition: 'neq', value: null };
      case 'isTrue':
        return { columnName: e.keyName, condition: 'eq', value: true };
      case 'isFalse':
        return { columnName: e.keyName, condition: 'eq', value: false };
      default: {
        let value = e.keyValue as DataTableValue;
        if (types[e.keyName] === 'date' && typeof value === 'string') {
          const parsed = new Date(value);
          if (Number.isNaN(parsed.getTime()))
            throw new NodeOperationError(node, `Invalid date string '${value}' for column '${e.keyName}'`);
          value = parsed;
        }
        return {
          columnName: e.keyName,
          condition: (e.condition ?? 'eq') as DataTableFilter['filters'][number]['condition'],
          value: value ?? null,
        };
      }
    }
  });
  return { type: matchType === 'allConditions' ? 'and' : 'or', filters };
}
