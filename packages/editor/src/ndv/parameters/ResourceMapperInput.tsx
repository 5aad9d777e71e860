/**
 * The `resourceMapper` parameter editor (the Data table node's "Columns"): map each column by hand
 * (`defineBelow`, one value per column of the chosen table, expressions allowed) or take the input
 * item as it is (`autoMapInputData`). The stored shape is n8n's `{mappingMode, value}`; a column
 * left blank is left out of `value`.
 */
import { useEffect, useState } from 'react';
import type { NodeProperty } from '@weft/workflow';
import { getDataTable, type DataTableColumn } from '../../api/data-tables';
import { useParams } from './context';
import { MappableText } from './MappableText';

interface MapperValue {
  mappingMode?: string;
  value?: Record<string, unknown> | null;
  [key: string]: unknown;
}

/** The id a resource locator value holds (undefined for an expression or none). */
export function locatorId(value: unknown): string | undefined {
  const raw = value && typeof value === 'object' ? (value as { value?: unknown }).value : value;
  return typeof raw === 'string' && raw && !raw.startsWith('=') ? raw : undefined;
}

/** `values` with `name` set to `v`, or without it when `v` is blank. */
export function withColumnValue(values: Record<string, unknown>, name: string, v: unknown): Record<string, unknown> {
  const next = { ...values };
  if (v === '' || v === undefined || v === null) delete next[name];
  else next[name] = v;
  return next;
}

/** The `resourceMapper` input. */
export function ResourceMapperInput({
  parameter,
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
  const current: MapperValue = value && typeof value === 'object' ? (value as MapperValue) : {};
  const mode = current.mappingMode ?? 'defineBelow';
  const values = current.value && typeof current.value === 'object' ? current.value : {};
  const tableId = locatorId(ctx.values.dataTableId);
  const [columns, setColumns] = useState<DataTableColumn[] | null>(null);
  useEffect(() => {
    let live = true;
    setColumns(null);
    if (tableId)
      getDataTable(tableId)
        .then((t) => live && setColumns(t.columns))
        .catch(() => live && setColumns([]));
    return () => {
      live = false;
    };
  }, [tableId]);
  const names = [...new Set([...(columns ?? []).map((c) => c.name), ...Object.keys(values)])];
  const typeOf = (name: string) => columns?.find((c) => c.name === name)?.type;
  const emit = (patch: Partial<MapperValue>) =>
    onChange({ ...current, mappingMode: mode, value: current.value ?? null, ...patch });
  const label =
    (parameter.typeOptions?.resourceMapper as { valuesLabel?: string } | undefined)?.valuesLabel ?? 'Values';
  return (
    <div className="ndvp-assignments" data-testid="resource-mapper">
      <select
        className="select"
        aria-label="Mapping column mode"
        value={mode}
        disabled={disabled}
        onChange={(e) => emit({ mappingMode: e.target.value })}
        data-testid="resource-mapper-mode"
      >
        <option value="defineBelow">Map each column manually</option>
        <option value="autoMapInputData">Map automatically</option>
      </select>
      {mode === 'autoMapInputData' ? (
        <p className="muted ndvp-hint">
          Each input item is written as it is: its fields must be columns of the table (id, createdAt and updatedAt are
          left out).
        </p>
      ) : !tableId ? (
        <p className="muted ndvp-hint">Choose a data table to map its columns.</p>
      ) : columns === null ? (
        <p className="muted ndvp-hint">Loading columns…</p>
      ) : names.length === 0 ? (
        <p className="muted ndvp-hint">The selected data table has no columns.</p>
      ) : (
        <>
          <div className="ndvp-hint muted">{label}</div>
          {names.map((name) => (
            <div key={name} className="ndvp-assignment" data-testid="resource-mapper-column">
              <div className="ndvp-assignment__top">
                <strong>{name}</strong>
                <span className="muted">{typeOf(name) ?? 'not in the table'}</span>
              </div>
              <MappableText
                value={values[name] ?? ''}
                placeholder="Leave blank to leave it out"
                ariaLabel={`Value of ${name}`}
                disabled={disabled}
                nodeId={ctx.nodeId}
                onChange={(v) => emit({ value: withColumnValue(values, name, v) })}
              />
            </div>
          ))}
        </>
      )}
    </div>
  );
}
