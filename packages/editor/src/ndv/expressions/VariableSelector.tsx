import { useMemo, useState } from 'react';
import { t } from '../../i18n';
import { dataTooLargeLabel, filterVariableTree, type VariableNode } from './variable-tree';

/** Entries open when the selector appears: the current item's JSON is one click away. */
const OPEN_BY_DEFAULT = new Set(['current', 'current/input', 'current/input/json', 'nodes']);

/** Props of {@link VariableSelector}. */
export interface VariableSelectorProps {
  tree: VariableNode[];
  /** Called with the expression of the clicked entry. */
  onSelect(expression: string): void;
  disabled?: boolean;
}

/** The expression modal's variable tree with its filter input. */
export function VariableSelector({ tree, onSelect, disabled }: VariableSelectorProps) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => filterVariableTree(tree, filter), [tree, filter]);
  return (
    <div className="variable-selector" data-testid="variable-selector">
      <input
        className="input variable-selector__filter"
        type="search"
        placeholder={t('variableSelector.filter')}
        aria-label={t('variableSelector.filter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <ul className="variable-selector__tree" role="tree" aria-label={t('variableSelector.label')}>
        {shown.length === 0 && (
          <li className="variable-selector__empty">{t('variableSelector.noMatch', { filter })}</li>
        )}
        {shown.map((n) => (
          <TreeEntry
            key={n.id}
            node={n}
            depth={0}
            expandAll={filter.trim() !== ''}
            onSelect={onSelect}
            disabled={disabled}
          />
        ))}
      </ul>
    </div>
  );
}

function TreeEntry({
  node,
  depth,
  expandAll,
  onSelect,
  disabled,
}: {
  node: VariableNode;
  depth: number;
  expandAll: boolean;
  onSelect(e: string): void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(OPEN_BY_DEFAULT.has(node.id));
  const hasKids = !!node.children && (node.children.length > 0 || node.tooLarge);
  const expanded = hasKids && (open || expandAll);
  return (
    <li role="treeitem" aria-expanded={hasKids ? expanded : undefined} className="variable-selector__entry">
      <div className="variable-selector__row" style={{ paddingLeft: 6 + depth * 14 }}>
        {hasKids ? (
          <button
            type="button"
            className="variable-selector__toggle"
            aria-label={
              expanded
                ? t('variableSelector.collapse', { name: node.name })
                : t('variableSelector.expand', { name: node.name })
            }
            onClick={() => setOpen(!expanded)}
          >
            <span
              className={`variable-selector__caret${expanded ? ' variable-selector__caret--open' : ''}`}
              aria-hidden="true"
            >
              ▸
            </span>
          </button>
        ) : (
          <span className="variable-selector__spacer" />
        )}
        {node.expression && !disabled ? (
          <button
            type="button"
            className="variable-selector__name variable-selector__name--insert"
            title={t('variableSelector.insert', { expression: node.expression ?? '' })}
            onClick={() => onSelect(node.expression!)}
          >
            {node.name}
          </button>
        ) : (
          <span className="variable-selector__name">{node.name}</span>
        )}
        {node.preview !== undefined && <span className="variable-selector__preview">{node.preview}</span>}
      </div>
      {expanded && (
        <ul role="group">
          {node.tooLarge ? (
            <li className="variable-selector__too-large" style={{ paddingLeft: 26 + depth * 14 }}>
              {dataTooLargeLabel()}
            </li>
          ) : (
            node.children!.map((c) => (
              <TreeEntry
                key={c.id}
                node={c}
                depth={depth + 1}
                expandAll={expandAll}
                onSelect={onSelect}
                disabled={disabled}
              />
            ))
          )}
        </ul>
      )}
    </li>
  );
}
