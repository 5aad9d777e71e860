/**
 * Parameter lists and the structured inputs ("Repeatable items and
 * collections"): a nested parameter list, the collection editor (add-option dropdown, or a single
 * button when only one option exists) and the fixed collection editor (repeatable items with
 * add, delete and, when sortable, move up and move down). Every change goes through the list's
 * `setValue(path, value)` (undefined deletes).
 */
import { useState } from 'react';
import { isDisplayed, type NodeParameters, type NodeProperty, type NodePropertyCollection } from '@weft/workflow';
import { Button } from '../../components/ui/Button';
import { t } from '../../i18n';
import { useParams } from './context';
import { childPath, moveItem } from './paths';

const clone = <T,>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

/** Props of {@link ParameterList}. */
export interface ParameterListProps {
  properties: readonly NodeProperty[];
  /** The values at this level (siblings of the properties). */
  values: Record<string, unknown>;
  /** Path of this level ('' at the root). */
  path: string;
  /** Already filtered properties (the root list filters with resolved expressions). */
  filtered?: boolean;
}

/** Renders the displayed properties of one level with their inputs. */
export function ParameterList({ properties, values, path, filtered }: ParameterListProps) {
  const ctx = useParams();
  const shown = filtered
    ? properties
    : properties.filter(
        (p) =>
          p.type !== 'hidden' &&
          isDisplayed(p.displayOptions, values as NodeParameters, ctx.node.typeVersion, ctx.values),
      );
  return (
    <div className="ndvp-list">
      {shown.map((p, i) => {
        const full = childPath(path, p.name);
        return (
          <ctx.Field
            key={`${p.name}-${i}`}
            parameter={p}
            path={full}
            value={values[p.name] === undefined ? p.default : values[p.name]}
            onChange={(v) => ctx.setValue(full, v)}
          />
        );
      })}
    </div>
  );
}

/** Props of the structured inputs. */
export interface StructuredInputProps {
  parameter: NodeProperty;
  path: string;
  value: unknown;
  onChange(value: unknown): void;
  disabled?: boolean;
}

/** The value a new collection option or fixed-collection group starts with. */
export function defaultForOption(option: NodeProperty): unknown {
  return clone(option.default);
}

/** The default item of a fixed-collection group: each value's default. */
export function defaultGroupItem(group: NodePropertyCollection): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const v of group.values) if (v.type !== 'notice') item[v.name] = clone(v.default);
  return item;
}

/** The collection value after choosing an option: multipleValues options append to an array. */
export function addCollectionOption(value: Record<string, unknown>, option: NodeProperty): Record<string, unknown> {
  const def = defaultForOption(option);
  if (option.typeOptions?.multipleValues) {
    const existing = Array.isArray(value[option.name]) ? (value[option.name] as unknown[]) : [];
    return { ...value, [option.name]: [...existing, ...(Array.isArray(def) ? def : [def])] };
  }
  return { ...value, [option.name]: def };
}

/** The fixed-collection value after adding a group item: appended for multipleValues, else an object. */
export function addFixedCollectionItem(
  value: Record<string, unknown>,
  group: NodePropertyCollection,
  multiple: boolean,
): Record<string, unknown> {
  const item = defaultGroupItem(group);
  if (multiple) {
    const existing = Array.isArray(value[group.name]) ? (value[group.name] as unknown[]) : [];
    return { ...value, [group.name]: [...existing, item] };
  }
  return { ...value, [group.name]: item };
}

function AddControl({
  label,
  choices,
  onAdd,
  disabled,
}: {
  label: string;
  choices: Array<{ name: string; displayName: string }>;
  onAdd(name: string): void;
  disabled?: boolean;
}) {
  if (choices.length === 0) return null;
  if (choices.length === 1) {
    return (
      <Button
        size="sm"
        variant="secondary"
        icon="plus"
        className="ndvp-add"
        disabled={disabled}
        onClick={() => onAdd(choices[0]!.name)}
      >
        {label}
      </Button>
    );
  }
  return (
    <select
      className="select ndvp-add-select"
      value=""
      disabled={disabled}
      aria-label={label}
      onChange={(e) => e.target.value && onAdd(e.target.value)}
    >
      <option value="" disabled>
        {label}
      </option>
      {choices.map((c) => (
        <option key={c.name} value={c.name}>
          {c.displayName}
        </option>
      ))}
    </select>
  );
}

/** The collection editor: set options with their inputs, and the add-option control. */
export function CollectionInput({ parameter, path, value, onChange, disabled }: StructuredInputProps) {
  const ctx = useParams();
  const current = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const options = ((parameter.options ?? []) as NodeProperty[]).filter((o) => o.type !== 'hidden');
  const displayed = options.filter((o) =>
    isDisplayed(o.displayOptions, current as NodeParameters, ctx.node.typeVersion, ctx.values),
  );
  const set = displayed.filter((o) => current[o.name] !== undefined);
  const unset = [...displayed.filter((o) => current[o.name] === undefined || o.typeOptions?.multipleValues)].sort(
    (a, b) => a.displayName.localeCompare(b.displayName),
  );
  const single = options.length === 1;
  const label =
    parameter.placeholder ??
    (parameter.typeOptions?.multipleValueButtonText as string | undefined) ??
    t('collectionParameter.addOption');
  return (
    <div className={`ndvp-collection${set.length === 0 ? ' is-empty' : ''}`}>
      {set.length === 0 && disabled && <div className="ndvp-empty">{t('collectionParameter.noProperties')}</div>}
      {set.map((o) => {
        const full = childPath(path, o.name);
        const del =
          disabled || single ? undefined : (
            <Button
              variant="ghost"
              size="sm"
              icon="trash"
              aria-label={t('collectionParameter.deleteOption', { name: o.displayName })}
              title={t('common.delete')}
              onClick={() => ctx.setValue(full, undefined)}
            />
          );
        if (o.typeOptions?.multipleValues && Array.isArray(current[o.name])) {
          const items = current[o.name] as unknown[];
          const single: NodeProperty = { ...o, typeOptions: { ...o.typeOptions, multipleValues: false } };
          return (
            <div key={o.name} className="ndvp-multi-values">
              <div className="ndvp-multi-values__head">
                <span className="ndvp-field__label">{o.displayName}</span>
                {del}
              </div>
              {items.map((item, i) => (
                <ctx.Field
                  key={i}
                  parameter={single}
                  path={childPath(full, i)}
                  value={item}
                  hideLabel
                  onChange={(v) => ctx.setValue(childPath(full, i), v)}
                  actions={
                    !disabled && (
                      <Button
                        variant="ghost"
                        size="sm"
                        icon="close"
                        aria-label={t('multipleParameter.remove', { name: o.displayName, number: i + 1 })}
                        onClick={() => ctx.setValue(childPath(full, i), undefined)}
                      />
                    )
                  }
                />
              ))}
            </div>
          );
        }
        return (
          <ctx.Field
            key={o.name}
            parameter={o}
            path={full}
            value={current[o.name]}
            onChange={(v) => ctx.setValue(full, v)}
            actions={del}
          />
        );
      })}
      {!disabled && (
        <AddControl
          label={label}
          choices={unset}
          onAdd={(name) => {
            const o = options.find((x) => x.name === name);
            if (o) onChange(addCollectionOption(current, o));
          }}
        />
      )}
    </div>
  );
}

/** The fixed collection editor: groups of sub-parameters, repeatable and sortable per typeOptions. */
export function FixedCollectionInput({ parameter, path, value, onChange, disabled }: StructuredInputProps) {
  const ctx = useParams();
  const current = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const groups = (parameter.options ?? []) as NodePropertyCollection[];
  const multiple = !!parameter.typeOptions?.multipleValues;
  const sortable = !!parameter.typeOptions?.sortable;
  const label =
    (parameter.typeOptions?.multipleValueButtonText as string | undefined) ??
    parameter.placeholder ??
    t('fixedCollectionParameter.addItem');
  const available = multiple ? groups : groups.filter((g) => current[g.name] === undefined);
  const hideDelete = disabled || (groups.length === 1 && !multiple);
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  return (
    <div className={`ndvp-fixed${Object.keys(current).length === 0 ? ' is-empty' : ''}`}>
      {groups
        .filter((g) => current[g.name] !== undefined)
        .map((g) => {
          const groupPath = childPath(path, g.name);
          const raw = current[g.name];
          const items = multiple
            ? Array.isArray(raw)
              ? (raw as Array<Record<string, unknown>>)
              : []
            : [raw as Record<string, unknown>];
          return (
            <section key={g.name} className="ndvp-fixed__group" aria-label={g.displayName}>
              {groups.length > 1 && <div className="ndvp-fixed__title">{g.displayName}</div>}
              {items.map((item, i) => {
                const itemPath = multiple ? childPath(groupPath, i) : groupPath;
                const key = `${g.name}-${i}`;
                return (
                  <div key={key} className="ndvp-fixed__item" data-index={i}>
                    {multiple && items.length > 1 && (
                      <div className="ndvp-fixed__item-bar">
                        <button
                          type="button"
                          className="ndvp-collapse"
                          aria-expanded={!collapsed[key]}
                          aria-label={
                            collapsed[key]
                              ? t('fixedCollectionParameter.expandItem')
                              : t('fixedCollectionParameter.collapseItem')
                          }
                          onClick={() => setCollapsed((c) => ({ ...c, [key]: !c[key] }))}
                        >
                          {collapsed[key] ? '▸' : '▾'} {groups.length === 1 ? `${g.displayName} ${i + 1}` : `${i + 1}`}
                        </button>
                      </div>
                    )}
                    <div className="ndvp-fixed__controls">
                      {!disabled && multiple && sortable && (
                        <>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('fixedCollectionParameter.moveUp')}
                            title={t('fixedCollectionParameter.moveUp')}
                            disabled={i === 0}
                            onClick={() => ctx.setValue(groupPath, moveItem(items, i, i - 1))}
                          >
                            ↑
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('fixedCollectionParameter.moveDown')}
                            title={t('fixedCollectionParameter.moveDown')}
                            disabled={i === items.length - 1}
                            onClick={() => ctx.setValue(groupPath, moveItem(items, i, i + 1))}
                          >
                            ↓
                          </Button>
                        </>
                      )}
                      {!hideDelete && (
                        <Button
                          variant="ghost"
                          size="sm"
                          icon="trash"
                          aria-label={
                            multiple
                              ? t('fixedCollectionParameter.deleteNumbered', { name: g.displayName, number: i + 1 })
                              : t('fixedCollectionParameter.delete', { name: g.displayName })
                          }
                          title={t('common.delete')}
                          onClick={() => ctx.setValue(itemPath, undefined)}
                        />
                      )}
                    </div>
                    {!collapsed[key] && <ParameterList properties={g.values} values={item ?? {}} path={itemPath} />}
                  </div>
                );
              })}
            </section>
          );
        })}
      {!disabled && (
        <AddControl
          label={label}
          choices={available}
          onAdd={(name) => {
            const g = groups.find((x) => x.name === name);
            if (g) onChange(addFixedCollectionItem(current, g, multiple));
          }}
        />
      )}
      {Object.keys(current).length === 0 && disabled && (
        <div className="ndvp-empty">{t('fixedCollectionParameter.noItems')}</div>
      )}
    </div>
  );
}
