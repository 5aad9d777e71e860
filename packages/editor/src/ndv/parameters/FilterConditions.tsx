/**
 * The conditions editor of the If, Filter and Switch nodes (`filter` parameters): rows of
 * left value, operator and right value (hidden for single-value operators), the and/or
 * combinator, add and remove. The stored shape is the engine's FilterValue
 * (`{conditions: [{id, leftValue, rightValue, operator: {type, operation, singleValue?}}], combinator, options}`).
 */
import type { NodeProperty } from '@weft/workflow';
import { Button } from '../../components/ui/Button';
import { useParams } from './context';
import { childPath } from './paths';
import { MappableText } from './MappableText';

/** One operator choice. */
export interface FilterOperatorChoice {
  type: string;
  operation: string;
  name: string;
  singleValue?: boolean;
  rightType?: string;
}

const op = (type: string, operation: string, name: string, extra: Partial<FilterOperatorChoice> = {}): FilterOperatorChoice => ({ type, operation, name, ...extra });
const existence = (type: string): FilterOperatorChoice[] => [
  op(type, 'exists', 'exists', { singleValue: true }),
  op(type, 'notExists', 'does not exist', { singleValue: true }),
];

/** The operators the editor offers, grouped by type (the engine's operations). */
export const FILTER_OPERATORS: Record<string, FilterOperatorChoice[]> = {
  string: [
    ...existence('string'),
    op('string', 'empty', 'is empty', { singleValue: true }), op('string', 'notEmpty', 'is not empty', { singleValue: true }),
    op('string', 'equals', 'is equal to'), op('string', 'notEquals', 'is not equal to'),
    op('string', 'contains', 'contains'), op('string', 'notContains', 'does not contain'),
    op('string', 'startsWith', 'starts with'), op('string', 'notStartsWith', 'does not start with'),
    op('string', 'endsWith', 'ends with'), op('string', 'notEndsWith', 'does not end with'),
    op('string', 'regex', 'matches regex'), op('string', 'notRegex', 'does not match regex'),
  ],
  number: [
    ...existence('number'),
    op('number', 'empty', 'is empty', { singleValue: true }), op('number', 'notEmpty', 'is not empty', { singleValue: true }),
    op('number', 'equals', 'is equal to'), op('number', 'notEquals', 'is not equal to'),
    op('number', 'gt', 'is greater than'), op('number', 'lt', 'is less than'),
    op('number', 'gte', 'is greater than or equal to'), op('number', 'lte', 'is less than or equal to'),
  ],
  dateTime: [
    ...existence('dateTime'),
    op('dateTime', 'equals', 'is equal to'), op('dateTime', 'notEquals', 'is not equal to'),
    op('dateTime', 'after', 'is after'), op('dateTime', 'before', 'is before'),
    op('dateTime', 'afterOrEquals', 'is after or equal to'), op('dateTime', 'beforeOrEquals', 'is before or equal to'),
  ],
  boolean: [
    ...existence('boolean'),
    op('boolean', 'empty', 'is empty', { singleValue: true }), op('boolean', 'notEmpty', 'is not empty', { singleValue: true }),
    op('boolean', 'true', 'is true', { singleValue: true }), op('boolean', 'false', 'is false', { singleValue: true }),
    op('boolean', 'equals', 'is equal to'), op('boolean', 'notEquals', 'is not equal to'),
  ],
  array: [
    ...existence('array'),
    op('array', 'empty', 'is empty', { singleValue: true }), op('array', 'notEmpty', 'is not empty', { singleValue: true }),
    op('array', 'contains', 'contains', { rightType: 'any' }), op('array', 'notContains', 'does not contain', { rightType: 'any' }),
    op('array', 'lengthEquals', 'length equal to', { rightType: 'number' }), op('array', 'lengthNotEquals', 'length not equal to', { rightType: 'number' }),
    op('array', 'lengthGt', 'length greater than', { rightType: 'number' }), op('array', 'lengthLt', 'length less than', { rightType: 'number' }),
    op('array', 'lengthGte', 'length greater than or equal to', { rightType: 'number' }), op('array', 'lengthLte', 'length less than or equal to', { rightType: 'number' }),
  ],
  object: [
    ...existence('object'),
    op('object', 'empty', 'is empty', { singleValue: true }), op('object', 'notEmpty', 'is not empty', { singleValue: true }),
  ],
};

const TYPE_LABELS: Record<string, string> = { string: 'String', number: 'Number', dateTime: 'Date & Time', boolean: 'Boolean', array: 'Array', object: 'Object' };

/** A new id for a condition or assignment. */
export function newRowId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  return c?.randomUUID ? c.randomUUID() : `r-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

interface Condition {
  id?: string;
  leftValue?: unknown;
  rightValue?: unknown;
  operator?: { type: string; operation: string; singleValue?: boolean; rightType?: string };
}

/** An empty condition (string equals). */
export function emptyCondition(): Condition {
  return { id: newRowId(), leftValue: '', rightValue: '', operator: { type: 'string', operation: 'equals' } };
}

/** The filter value with defaults: one empty condition, 'and', case sensitive strict options. */
export function normalizeFilterValue(value: unknown): { conditions: Condition[]; combinator: 'and' | 'or'; options: Record<string, unknown> } {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const conditions = Array.isArray(v.conditions) ? (v.conditions as Condition[]) : [emptyCondition()];
  return {
    conditions,
    combinator: v.combinator === 'or' ? 'or' : 'and',
    options: (v.options as Record<string, unknown>) ?? { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
  };
}

/** The `filter` parameter editor. */
export function FilterConditionsInput({ parameter, path, value, onChange, disabled }: { parameter: NodeProperty; path: string; value: unknown; onChange(v: unknown): void; disabled?: boolean }) {
  const ctx = useParams();
  const filter = normalizeFilterValue(value);
  const emit = (patch: Partial<typeof filter>) => onChange({ ...filter, ...patch });
  const setCondition = (i: number, c: Condition) => emit({ conditions: filter.conditions.map((x, j) => (j === i ? c : x)) });
  return (
    <div className="ndvp-filter" data-testid="filter-conditions">
      {filter.conditions.map((c, i) => {
        const key = `${c.operator?.type ?? 'string'}:${c.operator?.operation ?? 'equals'}`;
        const single = !!c.operator?.singleValue;
        return (
          <div key={c.id ?? i} className="ndvp-filter__row">
            {i > 0 && (
              <div className="ndvp-filter__combinator">
                {i === 1 && !disabled ? (
                  <select className="select" aria-label="Combine conditions" value={filter.combinator} onChange={(e) => emit({ combinator: e.target.value as 'and' | 'or' })}>
                    <option value="and">AND</option>
                    <option value="or">OR</option>
                  </select>
                ) : (
                  <span className="ndvp-pill">{filter.combinator.toUpperCase()}</span>
                )}
              </div>
            )}
            <div className={`ndvp-filter__condition${single ? ' is-single' : ''}`}>
              <MappableText
                value={c.leftValue}
                placeholder="value1"
                ariaLabel={`Condition ${i + 1} left value`}
                disabled={disabled}
                nodeId={ctx.nodeId}
                onChange={(v) => setCondition(i, { ...c, leftValue: v })}
              />
              <select
                className="select ndvp-filter__op"
                aria-label={`Condition ${i + 1} operator`}
                value={key}
                disabled={disabled}
                onChange={(e) => {
                  const [type, operation] = e.target.value.split(':');
                  const choice = FILTER_OPERATORS[type!]?.find((o) => o.operation === operation);
                  if (!choice) return;
                  const operator = { type: choice.type, operation: choice.operation, ...(choice.singleValue ? { singleValue: true } : {}), ...(choice.rightType ? { rightType: choice.rightType } : {}) };
                  setCondition(i, { ...c, operator, ...(choice.singleValue ? { rightValue: '' } : {}) });
                }}
              >
                {Object.entries(FILTER_OPERATORS).map(([type, ops]) => (
                  <optgroup key={type} label={TYPE_LABELS[type]}>
                    {ops.map((o) => <option key={o.operation} value={`${type}:${o.operation}`}>{TYPE_LABELS[type]}: {o.name}</option>)}
                  </optgroup>
                ))}
              </select>
              {!single && (
                <MappableText
                  value={c.rightValue}
                  placeholder="value2"
                  ariaLabel={`Condition ${i + 1} right value`}
                  disabled={disabled}
                  nodeId={ctx.nodeId}
                  onChange={(v) => setCondition(i, { ...c, rightValue: v })}
                />
              )}
              {!disabled && (
                <Button variant="ghost" size="sm" icon="trash" aria-label={`Remove condition ${i + 1}`} title="Remove condition" disabled={filter.conditions.length === 1 && !c.leftValue && !c.rightValue}
                  onClick={() => emit({ conditions: filter.conditions.length === 1 ? [emptyCondition()] : filter.conditions.filter((_, j) => j !== i) })} />
              )}
            </div>
          </div>
        );
      })}
      {!disabled && (
        <Button size="sm" icon="plus" className="ndvp-add" onClick={() => emit({ conditions: [...filter.conditions, emptyCondition()] })}>
          {(parameter.placeholder as string | undefined) ?? 'Add condition'}
        </Button>
      )}
      <span hidden data-path={childPath(path, 'conditions')} />
    </div>
  );
}
