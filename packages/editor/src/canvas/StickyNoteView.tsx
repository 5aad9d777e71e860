import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { NodeResizer, type Node, type NodeProps } from '@xyflow/react';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import type { WorkflowNode } from '@weft/workflow';

/** Size of a new sticky note. */
export const STICKY_DEFAULT = { width: 240, height: 160 };

export interface StickyData extends Record<string, unknown> {
  node: WorkflowNode;
  readOnly: boolean;
  onChange?(id: string, parameters: Record<string, unknown>): void;
}

export type StickyFlowNode = Node<StickyData, 'sticky'>;

/** Markdown of a sticky note as safe HTML (scripts, handlers and unsafe URLs removed). */
export function renderStickyMarkdown(content: string): string {
  const html = marked.parse(content, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'iframe'], ADD_ATTR: ['target'] });
}

/** A sticky note: markdown shown, double-click to edit, resizable. */
export const StickyNoteView = memo(function StickyNoteView({ data, selected }: NodeProps<StickyFlowNode>) {
  const { node, readOnly, onChange } = data;
  const content = String(node.parameters.content ?? '');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(content);
  const ref = useRef<HTMLTextAreaElement>(null);
  const html = useMemo(() => renderStickyMarkdown(content), [content]);
  useEffect(() => {
    if (editing) ref.current?.focus();
  }, [editing]);
  const finish = () => {
    setEditing(false);
    if (draft !== content) onChange?.(node.id, { ...node.parameters, content: draft });
  };
  return (
    <div
      className={`sticky${selected ? ' sticky--selected' : ''}`}
      data-testid="sticky-note"
      onDoubleClick={() => !readOnly && (setDraft(content), setEditing(true))}
    >
      {!readOnly && (
        <NodeResizer
          isVisible={selected}
          minWidth={150}
          minHeight={80}
          lineClassName="sticky__resize-line"
          handleClassName="sticky__resize-handle"
          onResizeEnd={(_e, p) =>
            onChange?.(node.id, { ...node.parameters, width: Math.round(p.width), height: Math.round(p.height) })
          }
        />
      )}
      {editing ? (
        <textarea
          ref={ref}
          className="sticky__editor nodrag nowheel"
          aria-label="Sticky note text (Markdown)"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={finish}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Escape') finish();
          }}
        />
      ) : (
        <div className="sticky__content nowheel" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </div>
  );
});
