/**
 * The conditions editor of the If, Filter and Switch nodes (`filter` parameters): rows of
 * left value, operator and right value (hidden for single-value operators), the and/or
 * combinator, add and remove. The stored shape is the engine's FilterValue
 * (`{conditions: [{id, leftValue, rightValue, operator: {type, operation, singleValue?}}], combinator, options}`).
 */
import { useEffect } from 'react';
import type { NodeParameters, NodeProperty } from '@weft/workflow';
import { Button } from '../../components/ui/Button';
import { t } from '../../i18n';
import { evaluateFor, useParams } from './context';
import { childPath } from './paths';
import { MappableText } from './MappableText';
import {
  conditionAfterLeftDrop,
  conditionAfterRightDrop,
  rightTypeOf,
  valueFromInput,
  valueInputKind,
  withOperator,
} from './condition-values';

/** One operator choice. */
export interface FilterOperatorChoice {
  type: string;
  operation: string;
  /** Localisation key of the operator's name ('is equal to' …). */
  nameKey: string;
  singleValue?: boolean;
  rightType?: string;
}

const op = (
  type: string,
  operation: string,
  nameKey: string,
  extra: Partial<FilterOperatorChoice> = {},
): FilterOperatorChoice => ({ type, operation, nameKey, ...extra });
const existence = (type: string): FilterOperatorChoice[] => [
  op(type, 'exists', 'filter.operator.exists', { singleValue: true }),
  op(type, 'notExists', 'filter.operator.notExists', { singleValue: true }),
];

/** The operators the editor offers, grouped by type (the engine's operations). */
export const FILTER_OPERATORS: Record<string, FilterOperatorChoice[]> = {
  string: [
    ...existence('string'),
    op('string', 'empty', 'filter.operator.empty', { singleValue: true }),
    op('string', 'notEmpty', 'filter.operator.notEmpty', { singleValue: true }),
    op('string', 'equals', 'filter.operator.equals'),
    op('string', 'notEquals', 'filter.operator.notEquals'),
    op('string', 'contains', 'filter.operator.contains'),
    op('string', 'notContains', 'filter.operator.notContains'),
    op('string', 'startsWith', 'filter.operator.startsWith'),
    op('string', 'notStartsWith', 'filter.operator.notStartsWith'),
    op('string', 'endsWith', 'filter.operator.endsWith'),
    op('string', 'notEndsWith', 'filter.operator.notEndsWith'),
    op('string', 'regex', 'filter.operator.regex'),
    op('string', 'notRegex', 'filter.operator.notRegex'),
  ],
  number: [
    ...existence('number'),
    op('number', 'empty', 'filter.operator.empty', { singleValue: true }),
    op('number', 'notEmpty', 'filter.operator.notEmpty', { singleValue: true }),
    op('number', 'equals', 'filter.operator.equals'),
    op('number', 'notEquals', 'filter.operator.notEquals'),
    op('number', 'gt', 'filter.operator.gt'),
    op('number', 'lt', 'filter.operator.lt'),
    op('number', 'gte', 'filter.operator.gte'),
    op('number', 'lte', 'filter.operator.lte'),
  ],
  dateTime: [
    ...existence('dateTime'),
    op('dateTime', 'equals', 'filter.operator.equals'),
    op('dateTime', 'notEquals', 'filter.operator.notEquals'),
    op('dateTime', 'after', 'filter.operator.after'),
    op('dateTime', 'before', 'filter.operator.before'),
    op('dateTime', 'afterOrEquals', 'filter.operator.afterOrEquals'),
    op('dateTime', 'beforeOrEquals', 'filter.operator.beforeOrEquals'),
  ],
  boolean: [
    ...existence('boolean'),
    op('boolean', 'empty', 'filter.operator.empty', { singleValue: true }),
    op('boolean', 'notEmpty', 'filter.operator.notEmpty', { singleValue: true }),
    op('boolean', 'true', 'filter.operator.true', { singleValue: true }),
    op('boolean', 'false', 'filter.operator.false', { singleValue: true }),
    op('boolean', 'equals', 'filter.operator.equals'),
    op('boolean', 'notEquals', 'filter.operator.notEquals'),
  ],
  array: [
    ...existence('array'),
    op('array', 'empty', 'filter.operator.empty', { singleValue: true }),
    op('array', 'notEmpty', 'filter.operator.notEmpty', { singleValue: true }),
    op('array', 'contains', 'filter.operator.contains', { rightType: 'any' }),
    op('array', 'notContains', 'filter.operator.notContains', { rightType: 'any' }),
    op('array', 'lengthEquals', 'filter.operator.lengthEquals', { rightType: 'number' }),
    op('array', 'lengthNotEquals', 'filter.operator.lengthNotEquals', { rightType: 'number' }),
    op('array', 'lengthGt', 'filter.operator.lengthGt', { rightType: 'number' }),
    op('array', 'lengthLt', 'filter.operator.lengthLt', { rightType: 'number' }),
    op('array', 'lengthGte', 'filter.operator.lengthGte', { rightType: 'number' }),
    op('array', 'lengthLte', 'filter.operator.lengthLte', { rightType: 'number' }),
  ],
  object: [
    ...existence('object'),
    op('object', 'empty', 'filter.operator.empty', { singleValue: true }),
    op('object', 'notEmpty', 'filter.operator.notEmpty', { singleValue: true }),
  ],
};

/** Localisation keys of the operator groups. */
const TYPE_LABEL_KEYS: Record<string, string> = {
  string: 'filter.operatorGroup.string',
  number: 'filter.operatorGroup.number',
  dateTime: 'filter.operatorGroup.dateTime',
  boolean: 'filter.operatorGroup.boolean',
  array: 'filter.operatorGroup.array',
  object: 'filter.operatorGroup.object',
};

/** The name of an operator group in the active locale. */
function typeLabel(type: string): string {
  const key = TYPE_LABEL_KEYS[type];
  return key ? t(key) : type;
}

const isExpr = (v: unknown) => typeof v === 'string' && v.startsWith('=');

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
export function normalizeFilterValue(value: unknown): {
  conditions: Condition[];
  combinator: 'and' | 'or';
  options: Record<string, unknown>;
} {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const conditions = Array.isArray(v.conditions) ? (v.conditions as Condition[]) : [emptyCondition()];
  return {
    conditions,
    combinator: v.combinator === 'or' ? 'or' : 'and',
    options: (v.options as Record<string, unknown>) ?? {
      caseSensitive: true,
      leftValue: '',
      typeValidation: 'strict',
      version: 2,
    },
  };
}

/**
 * The filter options a node's description asks for (`typeOptions.filter`: case sensitivity, type
 * validation, filter version), its expressions evaluated against the node's parameters and
 * version, as n8n's editor stores them in the value. If 2.3's `version` is 3, and "Convert types
 * where required" turns `typeValidation` to `loose`.
 */
export function filterOptionsFor(
  parameter: Pick<NodeProperty, 'typeOptions'>,
  values: NodeParameters,
  nodeVersion: number,
): Record<string, unknown> {
  const spec = (parameter.typeOptions as { filter?: Record<string, unknown> } | undefined)?.filter ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(spec)) {
    if (typeof raw === 'string' && raw.startsWith('=')) {
      const evaluated = evaluateFor(raw, { parameters: values, nodeVersion });
      if (evaluated.ok) out[key] = evaluated.value;
    } else out[key] = raw;
  }
  return out;
}

/** The `filter` parameter editor. */
export function FilterConditionsInput({
  parameter,
  path,
  value,
  onChange,
  disabled,
}: {
  parameter: NodeProperty;
  path: string;
  value: unknown;
  onChange(v: unknown): void;
  disabled?: boolean;
}) {
  const ctx = useParams();
  const stored = normalizeFilterValue(value);
  const derived = filterOptionsFor(parameter, ctx.values, ctx.node.typeVersion);
  const filter = { ...stored, options: { ...stored.options, ...derived } };
  const emit = (patch: Partial<typeof filter>) => onChange({ ...filter, ...patch });
  // Options follow the node's other parameters (e.g. "Convert types where required"): keep the stored value in step.
  const outOfStep = value !== undefined && Object.entries(derived).some(([k, v]) => stored.options[k] !== v);
  useEffect(() => {
    if (outOfStep && !disabled) onChange({ ...filter });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outOfStep, disabled, JSON.stringify(derived)]);
  const setCondition = (i: number, c: Condition) =>
    emit({ conditions: filter.conditions.map((x, j) => (j === i ? c : x)) });
  // What a value gives for the first input item (to infer the type a dropped field has).
  const resolve = (v: unknown): unknown => {
    if (typeof v !== 'string' || !v.startsWith('=')) return v;
    const r = ctx.evaluate(v);
    return r.ok ? r.value : undefined;
  };
  return (
    <div className="ndvp-filter" data-testid="filter-conditions">
      {filter.conditions.map((c, i) => {
        const key = `${c.operator?.type ?? 'string'}:${c.operator?.operation ?? 'equals'}`;
        const single = !!c.operator?.singleValue;
        // A number operator's value is stored as a number, a boolean one as true/false (n8n's typed inputs).
        const rightKind = valueInputKind(rightTypeOf(c.operator));
        return (
          <div key={c.id ?? i} className="ndvp-filter__row">
            {i > 0 && (
              <div className="ndvp-filter__combinator">
                {i === 1 && !disabled ? (
                  <select
                    className="select"
                    aria-label={t('filter.combinator.label')}
                    value={filter.combinator}
                    onChange={(e) => emit({ combinator: e.target.value as 'and' | 'or' })}
                  >
                    <option value="and">{t('filter.combinator.and')}</option>
                    <option value="or">{t('filter.combinator.or')}</option>
                  </select>
                ) : (
                  <span className="ndvp-pill">
                    {filter.combinator === 'or' ? t('filter.combinator.or') : t('filter.combinator.and')}
                  </span>
                )}
              </div>
            )}
            <div className={`ndvp-filter__condition${single ? ' is-single' : ''}`}>
              <MappableText
                value={c.leftValue}
                placeholder={t('filter.leftValue.placeholder')}
                ariaLabel={t('filter.leftValue.label', { number: i + 1 })}
                disabled={disabled}
                nodeId={ctx.nodeId}
                numeric={valueInputKind(c.operator?.type) === 'number'}
                onChange={(v) =>
                  setCondition(i, { ...c, leftValue: valueFromInput(valueInputKind(c.operator?.type), v) })
                }
                onDropValue={(v) => setCondition(i, conditionAfterLeftDrop(c, v, resolve(v)))}
              />
              <select
                className="select ndvp-filter__op"
                aria-label={t('filter.operatorSelect.label', { number: i + 1 })}
                value={key}
                disabled={disabled}
                onChange={(e) => {
                  const [type, operation] = e.target.value.split(':');
                  const choice = FILTER_OPERATORS[type!]?.find((o) => o.operation === operation);
                  if (!choice) return;
                  const operator = {
                    type: choice.type,
                    operation: choice.operation,
                    ...(choice.singleValue ? { singleValue: true } : {}),
                    ...(choice.rightType ? { rightType: choice.rightType } : {}),
                  };
                  // A fixed value follows the new type (a typed '30' becomes 30 for numbers), as in n8n.
                  setCondition(i, withOperator(c, operator));
                }}
              >
                {Object.entries(FILTER_OPERATORS).map(([type, ops]) => (
                  <optgroup key={type} label={typeLabel(type)}>
                    {ops.map((o) => (
                      <option key={o.operation} value={`${type}:${o.operation}`}>
                        {t('filter.operatorOption', { group: typeLabel(type), name: t(o.nameKey) })}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              {!single &&
                (rightKind === 'boolean' && !isExpr(c.rightValue) ? (
                  <select
                    className="select"
                    aria-label={t('filter.rightValue.label', { number: i + 1 })}
                    value={String(c.rightValue === true || c.rightValue === 'true')}
                    disabled={disabled}
                    onChange={(e) => setCondition(i, { ...c, rightValue: e.target.value === 'true' })}
                  >
                    <option value="true">true</option>
                    <option value="false">false</option>
                  </select>
                ) : (
                  <MappableText
                    value={c.rightValue}
                    placeholder={t('filter.rightValue.placeholder')}
                    ariaLabel={t('filter.rightValue.label', { number: i + 1 })}
                    disabled={disabled}
                    nodeId={ctx.nodeId}
                    numeric={rightKind === 'number'}
                    onChange={(v) => setCondition(i, { ...c, rightValue: valueFromInput(rightKind, v) })}
                    onDropValue={(v) =>
                      setCondition(i, conditionAfterRightDrop(c, v, resolve(c.leftValue), resolve(v)))
                    }
                  />
                ))}
              {!disabled && (
                <Button
                  variant="ghost"
                  size="sm"
                  icon="trash"
                  aria-label={t('filter.removeCondition.label', { number: i + 1 })}
                  title={t('filter.removeCondition')}
                  disabled={filter.conditions.length === 1 && !c.leftValue && !c.rightValue}
                  onClick={() =>
                    emit({
                      conditions:
                        filter.conditions.length === 1
                          ? [emptyCondition()]
                          : filter.conditions.filter((_, j) => j !== i),
                    })
                  }
                />
              )}
            </div>
          </div>
        );
      })}
      {!disabled && (
        <Button
          size="sm"
          icon="plus"
          className="ndvp-add"
          onClick={() => emit({ conditions: [...filter.conditions, emptyCondition()] })}
        >
          {parameter.placeholder ?? t('filter.addCondition')}
        </Button>
      )}
      <span hidden data-path={childPath(path, 'conditions')} />
    </div>
  );
}
