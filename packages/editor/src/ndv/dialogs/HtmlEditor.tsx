/**
 * HtmlEditor: the HTML editor field.
 *
 * Props: `html: string`, `onValueChanged(html: string): void` (the document text after each edit),
 * `isReadOnly?: boolean`, `rows?: number` (default -1; when > 0 an empty document is padded
 * with rows - 1 newlines), `disableExpressionColoring?: boolean`, `disableExpressionCompletions?: boolean`.
 */
import { useEffect, useMemo } from 'react';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, drawSelection, highlightActiveLine } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { html as htmlLanguage } from '@codemirror/lang-html';
import { bracketMatching, indentUnit } from '@codemirror/language';
import { autocompletion, completionKeymap } from '@codemirror/autocomplete';
import { codeHighlighting } from '../code/highlight';
import { codeMirrorPhrases } from '../code/phrases';
import { useCodeMirror } from '../code/use-codemirror';
import { segmentHighlighter } from '../expressions/cm-highlight';
import { expressionCompletionSource } from '../expressions/completions';
import { padEmptyDocument } from './html-format';
import '../../styles/ndv-code.css';

/** Props of {@link HtmlEditor}. */
export interface HtmlEditorProps {
  html: string;
  onValueChanged(html: string): void;
  isReadOnly?: boolean;
  rows?: number;
  disableExpressionColoring?: boolean;
  disableExpressionCompletions?: boolean;
  /** Node names offered by expression completion. */
  nodeNames?: readonly string[];
}

/** The HTML editor field. */
export function HtmlEditor({
  html,
  onValueChanged,
  isReadOnly = false,
  rows = -1,
  disableExpressionColoring = false,
  disableExpressionCompletions = false,
  nodeNames = [],
}: HtmlEditorProps) {
  const doc = padEmptyDocument(html ?? '', rows);
  const extensions = useMemo(
    () => [
      lineNumbers(),
      history({ minDepth: 100, newGroupDelay: 500 }),
      drawSelection(),
      highlightActiveLine(),
      bracketMatching(),
      EditorState.tabSize.of(2),
      indentUnit.of('  '),
      htmlLanguage(),
      codeHighlighting,
      codeMirrorPhrases(),
      keymap.of([...defaultKeymap, ...historyKeymap, ...completionKeymap, indentWithTab]),
      EditorView.contentAttributes.of({ 'aria-label': 'HTML', 'data-testid': 'html-editor-input' }),
      ...(disableExpressionColoring ? [] : [segmentHighlighter(() => undefined)]),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const { ref } = useCodeMirror({
    value: doc,
    onChange: onValueChanged,
    extensions,
    dynamic: [
      EditorState.readOnly.of(isReadOnly),
      EditorView.editable.of(!isReadOnly),
      disableExpressionCompletions || isReadOnly
        ? []
        : autocompletion({
            override: [
              expressionCompletionSource(
                () => nodeNames,
                () => undefined,
              ),
            ],
            icons: false,
          }),
    ],
    deps: [isReadOnly, disableExpressionCompletions],
  });
  useEffect(() => {
    if (!ref.current) throw new Error('HTML editor element is missing');
  }, [ref]);
  return <div ref={ref} className="html-editor" data-testid="html-editor" />;
}
