import { memo, useMemo } from 'react';
import type { Item } from '@weft/workflow';
import { setMappingData } from '../mapping';
import { t } from '../../i18n';
import { itemsSchema, type SchemaField } from '../../stores/ndv/state';

/** Props: `items` whose fields to describe, `dragNode` to make fields drag sources. */
export interface SchemaViewProps {
  items: readonly Item[];
  dragNode?: { nodeName: string; isParentNode: boolean } | null;
}

const TYPE_GLYPH: Record<SchemaField['type'], string> = {
  string: 'T',
  number: '#',
  boolean: '◐',
  object: '{}',
  array: '[]',
  null: '∅',
  undefined: '?',
};

function Field({
  field,
  dragNode,
  depth,
}: {
  field: SchemaField;
  dragNode: SchemaViewProps['dragNode'];
  depth: number;
}) {
  return (
    <li className="ndv-schema__item">
      <div className="ndv-schema__row" style={{ paddingLeft: depth * 18 }}>
        <span
          className={`ndv-schema__pill${dragNode ? ' ndv-draggable' : ''}`}
          draggable={!!dragNode}
          onDragStart={
            dragNode
              ? (e) => {
                  setMappingData(e.dataTransfer, {
                    nodeName: dragNode.nodeName,
                    path: field.path,
                    isParentNode: dragNode.isParentNode,
                  });
                  document.body.classList.add('ndv-mapping');
                }
              : undefined
          }
          onDragEnd={() => document.body.classList.remove('ndv-mapping')}
          data-testid="ndv-schema-field"
          data-path={JSON.stringify(field.path)}
          title={dragNode ? t('runData.schema.dragHint', { type: field.type }) : field.type}
        >
          <span className={`ndv-schema__type ndv-schema__type--${field.type}`} aria-label={field.type}>
            {TYPE_GLYPH[field.type]}
          </span>
          {field.key}
        </span>
        {field.example !== undefined && (
          <span className="ndv-schema__example">{field.example || <em>{t('runData.schema.empty')}</em>}</span>
        )}
      </div>
      {field.children && field.children.length > 0 && (
        <ul className="ndv-schema__list">
          {field.children.map((c) => (
            <Field key={c.key} field={c} dragNode={dragNode} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The schema display: each field with its type and an example; fields are drag sources. */
export const SchemaView = memo(function SchemaView({ items, dragNode }: SchemaViewProps) {
  const schema = useMemo(() => itemsSchema(items), [items]);
  if (!schema.length) return <div className="ndv-data__note">{t('runData.schema.noFields')}</div>;
  return (
    <ul className="ndv-schema" data-testid="ndv-schema">
      {schema.map((f) => (
        <Field key={f.key} field={f} dragNode={dragNode} depth={0} />
      ))}
    </ul>
  );
});
