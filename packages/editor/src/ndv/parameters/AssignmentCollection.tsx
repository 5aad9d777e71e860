/**
 * The "Fields to Set" editor of the Set node 3.3+ (`assignmentCollection` parameters): rows of
 * name, type and value, add and remove, and a drop zone where mapping a field from the input
 * creates an assignment named after it. The stored shape is
 * `{assignments: [{id, name, value, type}]}`, as the engine reads it.
 */
import { useState } from 'react';
import type { NodeProperty } from '@weft/workflow';
import { Button } from '../../components/ui/Button';
import { t } from '../../i18n';
import { MAPPING_MIME, readMappingData, mappingExpression } from '../mapping';
import { useParams } from './context';
import { MappableText } from './MappableText';
import { newRowId } from './FilterConditions';
import { assignmentAfterValueDrop, inferAssignmentType } from './condition-values';

/** The value types an assignment can have, with the keys of their names. */
export const ASSIGNMENT_TYPES = [
  { value: 'string', labelKey: 'assignment.type.string' },
  { value: 'number', labelKey: 'assignment.type.number' },
  { value: 'boolean', labelKey: 'assignment.type.boolean' },
  { value: 'array', labelKey: 'assignment.type.array' },
  { value: 'object', labelKey: 'assignment.type.object' },
];

interface Assignment {
  id: string;
  name: string;
  value: unknown;
  type: string;
}

/** The assignments of a value (none when it has none). */
export function assignmentsOf(value: unknown): Assignment[] {
  const list = value && typeof value === 'object' ? (value as { assignments?: unknown }).assignments : undefined;
  return Array.isArray(list) ? (list as Assignment[]) : [];
}

/**
 * The assignment a drop creates: named after the path's last key, valued with the mapping
 * expression, typed after the value it gives (`resolve`: the expression's value for the first
 * input item; a string when unknown), as n8n does.
 */
export function assignmentFromDrop(
  data: { nodeName: string; path: ReadonlyArray<string | number>; isParentNode: boolean },
  resolve: (expression: string) => unknown = () => undefined,
): Assignment {
  const last = data.path[data.path.length - 1];
  const value = `=${mappingExpression(data)}`;
  return {
    id: newRowId(),
    name: last === undefined ? 'data' : String(last),
    value,
    type: inferAssignmentType(resolve(value)),
  };
}

/** The last key of a dropped path (what an unnamed assignment is called after). */
function fieldName(path: ReadonlyArray<string | number>): string | undefined {
  const last = path[path.length - 1];
  return last === undefined ? undefined : String(last);
}

/** The `assignmentCollection` parameter editor. */
export function AssignmentCollectionInput({
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
  const assignments = assignmentsOf(value);
  const [over, setOver] = useState(false);
  const emit = (list: Assignment[]) =>
    onChange({ ...(value && typeof value === 'object' ? value : {}), assignments: list });
  const set = (i: number, patch: Partial<Assignment>) =>
    emit(assignments.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const resolve = (expression: string): unknown => {
    const r = ctx.evaluate(expression);
    return r.ok ? r.value : undefined;
  };
  return (
    <div
      className={`ndvp-assignments${over ? ' is-drop' : ''}`}
      data-testid="assignments"
      onDragOver={(e) => {
        if (disabled || !e.dataTransfer.types.includes(MAPPING_MIME)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const data = readMappingData(e.dataTransfer);
        if (disabled || !data) return;
        e.preventDefault();
        e.stopPropagation();
        emit([...assignments, assignmentFromDrop(data, resolve)]);
      }}
    >
      {assignments.length === 0 && (
        <div className="ndvp-assignments__empty">
          <strong>{t('assignment.dragFields')}</strong>
          <span>{t('assignment.or')}</span>
          {!disabled && (
            <Button
              size="sm"
              icon="plus"
              onClick={() => emit([{ id: newRowId(), name: '', value: '', type: 'string' }])}
            >
              {t('assignment.add')}
            </Button>
          )}
        </div>
      )}
      {assignments.map((a, i) => (
        <div key={a.id ?? i} className="ndvp-assignment">
          <div className="ndvp-assignment__top">
            <MappableText
              value={a.name}
              placeholder={t('assignment.name.placeholder')}
              ariaLabel={t('assignment.name.label', { number: i + 1 })}
              disabled={disabled}
              nodeId={ctx.nodeId}
              onChange={(v) => set(i, { name: v })}
            />
            <select
              className="select ndvp-assignment__type"
              aria-label={t('assignment.type.label', { number: i + 1 })}
              value={a.type ?? 'string'}
              disabled={disabled}
              onChange={(e) => set(i, { type: e.target.value })}
            >
              {ASSIGNMENT_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {t(type.labelKey)}
                </option>
              ))}
            </select>
            {!disabled && (
              <Button
                variant="ghost"
                size="sm"
                icon="trash"
                aria-label={t('assignment.remove.label', { number: i + 1 })}
                title={t('assignment.remove')}
                onClick={() => emit(assignments.filter((_, j) => j !== i))}
              />
            )}
          </div>
          {a.type === 'boolean' && !(typeof a.value === 'string' && a.value.startsWith('=')) ? (
            <select
              className="select"
              aria-label={t('assignment.value.label', { number: i + 1 })}
              value={String(a.value === true || a.value === 'true')}
              disabled={disabled}
              onChange={(e) => set(i, { value: e.target.value === 'true' })}
            >
              <option value="true">true</option>
              <option value="false">false</option>
            </select>
          ) : (
            <MappableText
              value={a.value}
              placeholder={t('assignment.value.placeholder')}
              ariaLabel={t('assignment.value.label', { number: i + 1 })}
              disabled={disabled}
              nodeId={ctx.nodeId}
              multiline={a.type === 'object' || a.type === 'array'}
              numeric={a.type === 'number'}
              onChange={(v) =>
                set(i, { value: a.type === 'number' && v !== '' && String(Number(v)) === v ? Number(v) : v })
              }
              onDropValue={(v, payload) => set(i, assignmentAfterValueDrop(a, v, resolve(v), fieldName(payload.path)))}
            />
          )}
        </div>
      ))}
      {assignments.length > 0 && !disabled && (
        <Button
          size="sm"
          icon="plus"
          className="ndvp-add"
          onClick={() => emit([...assignments, { id: newRowId(), name: '', value: '', type: 'string' }])}
        >
          {t('assignment.add')}
        </Button>
      )}
    </div>
  );
}
