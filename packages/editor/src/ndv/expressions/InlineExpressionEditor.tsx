/**
 * InlineExpressionEditor: the inline expression input of a parameter.
 *
 * Props:
 * - `value: string` the parameter value, normally starting with '=' (a value without it is
 *   edited as a template too); the editor shows it without the '='.
 * - `onChange(value: string): void` called with '=' + the document (debounced 100 ms, flushed on blur)
 * - `nodeId: string` id of the node in stores/workflow whose parameter this is: its input data
 *   (run data or pinned data of the parent) is what `$json` and friends resolve against
 * - `readOnly?: boolean` no editing, no completion
 * - `itemIndex?: number` the item the result starts on (the picker then follows the user); while
 *   the pointer is on an item of the input panel (stores/ndv `hoveringItem`) that item is shown
 * - `placeholder?: string`, `path?: string` (shown in the modal title), `label?: string` (accessible name)
 * - `onOpenModal?(): void` replaces the built-in expression modal when given
 *
 * `{{ }}` segments are coloured resolved / error / pending; when focused a dropdown titled
 * 'Result for item N' shows the result for the hovered input item, else the picked one, with
 * every result message ('[empty]', '[undefined]', …) and the hint. Typing re-evaluates after 500 ms; a hover change
 * re-evaluates at once (see use-expression-doc.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, placeholder as cmPlaceholder, drawSelection } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { useCodeMirror } from '../code/use-codemirror';
import { codeMirrorPhrases } from '../code/phrases';
import { segmentHighlighter, scopeChanged } from './cm-highlight';
import { expressionCompletionSource } from './completions';
import { EXPRESSIONS_DOCS_URL } from './evaluation';
import { ExpressionHint } from './ExpressionHint';
import { t } from '../../i18n';
import { stripEquals } from './segments';
import { useExpressionDoc } from './use-expression-doc';
import { useExpressionTarget, useNodeNames } from './use-expression-scope';
import { ExpressionModal } from './ExpressionModal';
import { takeExpressionFocus } from './focus-request';
import '../../styles/ndv-code.css';

/** Props of {@link InlineExpressionEditor}. */
export interface InlineExpressionEditorProps {
  value: string;
  onChange(value: string): void;
  nodeId: string;
  readOnly?: boolean;
  itemIndex?: number;
  placeholder?: string;
  path?: string;
  label?: string;
  onOpenModal?(): void;
}

export { EXPRESSIONS_DOCS_URL };

/** The inline expression editor. See the file comment for its props. */
export function InlineExpressionEditor({
  value,
  onChange,
  nodeId,
  readOnly = false,
  itemIndex,
  placeholder,
  path,
  label,
  onOpenModal,
}: InlineExpressionEditorProps) {
  const { nodeNames } = useNodeNames(nodeId);
  const [picked, setPicked] = useState(itemIndex ?? 0);
  useEffect(() => {
    if (itemIndex !== undefined) setPicked(itemIndex);
  }, [itemIndex]);
  // The hovered input item wins over the picker while the pointer is on it (use-expression-scope.ts).
  const { ctx, item: effectiveItem, hovered, itemCount } = useExpressionTarget(nodeId, picked);
  const pickedItem = itemCount > 0 ? Math.min(picked, itemCount - 1) : 0;
  const scope = useMemo(
    () => (ctx ? ctx.context.scopeFor(ctx.hasInputData ? effectiveItem : 0) : undefined),
    [ctx, effectiveItem],
  );
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const hasDataRef = useRef(ctx?.hasInputData);
  hasDataRef.current = ctx?.hasInputData;
  const namesRef = useRef(nodeNames);
  namesRef.current = nodeNames;

  const { doc, setDoc, emit, result } = useExpressionDoc(value, onChange, scope, ctx?.hasInputData);

  const [focused, setFocused] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement | null>(null);

  const extensions = useMemo(
    () => [
      history({ minDepth: 100, newGroupDelay: 500 }),
      drawSelection(),
      closeBrackets(),
      codeMirrorPhrases(),
      EditorView.lineWrapping,
      keymap.of([...closeBracketsKeymap, ...completionKeymap, ...defaultKeymap, ...historyKeymap]),
      segmentHighlighter(
        () => scopeRef.current,
        () => hasDataRef.current,
      ),
      EditorView.contentAttributes.of({
        'aria-label': label ?? t('expressionEdit.expression'),
        'data-testid': 'inline-expression-editor-input',
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const { ref, viewRef } = useCodeMirror({
    value: doc,
    onChange: (d) => {
      setDoc(d);
      emit.call(d);
    },
    extensions,
    dynamic: [
      EditorState.readOnly.of(readOnly),
      EditorView.editable.of(!readOnly),
      readOnly
        ? []
        : autocompletion({
            override: [
              expressionCompletionSource(
                () => namesRef.current,
                () => scopeRef.current,
              ),
            ],
            icons: false,
          }),
      placeholder ? cmPlaceholder(placeholder) : [],
    ],
    deps: [readOnly, placeholder],
  });
  // Typing `{{` in a fixed input replaced it by this editor: take over the typing inside the braces.
  useEffect(() => {
    const view = viewRef.current;
    const cursor = readOnly ? null : takeExpressionFocus();
    if (!view || cursor === null) return;
    view.focus();
    view.dispatch({ selection: { anchor: Math.min(cursor, view.state.doc.length) } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Re-colour segments when the data or item changes.
  useEffect(() => {
    viewRef.current?.dispatch({ effects: scopeChanged.of(null) });
  }, [scope, viewRef]);

  const multiline = doc.includes('\n');
  const openModal = () => {
    emit.flush();
    if (onOpenModal) onOpenModal();
    else setModalOpen(true);
  };

  return (
    <div
      ref={wrapRef}
      className={`inline-expression${focused ? ' inline-expression--focused' : ''}${readOnly ? ' inline-expression--readonly' : ''}`}
      data-testid="inline-expression-editor"
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (wrapRef.current?.contains(e.relatedTarget)) return;
        setFocused(false);
        emit.flush();
      }}
    >
      <div className="inline-expression__row">
        <span className="inline-expression__fx" aria-hidden="true">
          fx
        </span>
        <div
          ref={ref}
          className={`inline-expression__editor${multiline ? ' inline-expression__editor--multiline' : ''}`}
        />
        {!readOnly && (
          <button
            type="button"
            className="inline-expression__open"
            aria-label={t('expressionEdit.openEditor')}
            title={t('expressionEdit.openEditor')}
            data-testid="expander"
            onClick={openModal}
          >
            <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true">
              <path
                d="M9 2h5v5M14 2 8.5 7.5M7 14H2V9M2 14l5.5-5.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </div>
      {focused && !readOnly && (
        <div className="inline-expression__dropdown" data-testid="inline-expression-result" role="status">
          <div className="inline-expression__result-head">
            <span
              className="inline-expression__result-title"
              data-testid="result-for-item"
              data-hovered={hovered || undefined}
            >
              {t('expressionEdit.resultForItem', { number: effectiveItem + 1 })}
            </span>
            {itemCount > 1 && (
              <select
                className="inline-expression__item-select"
                aria-label={t('expressionEdit.resultForItemPicker')}
                value={pickedItem}
                onChange={(e) => setPicked(Number(e.target.value))}
              >
                {Array.from({ length: Math.min(itemCount, 1000) }, (_, i) => (
                  <option key={i} value={i}>
                    {t('expressionEdit.item', { number: i + 1 })}
                  </option>
                ))}
              </select>
            )}
          </div>
          <div
            className={`expression-result expression-result--${result.state}`}
            data-testid="inline-expression-output"
          >
            {result.text}
          </div>
          <ExpressionHint className="inline-expression__hint" />
        </div>
      )}
      {modalOpen && (
        <ExpressionModal
          open={modalOpen}
          value={`=${doc}`}
          nodeId={nodeId}
          readOnly={readOnly}
          path={path}
          itemIndex={pickedItem}
          onChange={(v) => {
            setDoc(stripEquals(v));
            onChange(v);
          }}
          onClose={() => setModalOpen(false)}
        />
      )}
    </div>
  );
}

export default InlineExpressionEditor;
