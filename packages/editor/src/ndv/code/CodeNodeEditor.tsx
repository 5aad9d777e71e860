/**
 * CodeNodeEditor: the Code node's JavaScript editor.
 *
 * Props:
 * - `value: string` the code (an empty value is replaced by the mode's default code and emitted)
 * - `onChange(value: string): void` called with the new code after each edit
 * - `mode: 'runOnceForAllItems' | 'runOnceForEachItem'` (anything else throws); a mode change
 *   swaps the default code when the content is empty or the other mode's default, and reloads the linter
 * - `language?: 'javaScript' | 'json'` (default 'javaScript'; 'json' gives a JSON editor without the Code lint rules)
 * - `readOnly?: boolean` makes the editor read-only
 * - `maxHeight?: string` CSS max height (default 350px)
 *
 * Tab size 2, lint gutter and diagnostics (every lint rule with its quick fix), autocompletion of
 * `$input`, `$json`, `items`, `$('Node')`, `DateTime` and extension functions. An applied
 * completion is reported to telemetry ('User autocompleted code', `completion-telemetry.ts`).
 */
import { useEffect, useMemo, useRef } from 'react';
import { EditorState } from '@codemirror/state';
import {
  EditorView,
  keymap,
  lineNumbers,
  highlightActiveLine,
  highlightActiveLineGutter,
  drawSelection,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { bracketMatching, indentOnInput, indentUnit, foldGutter } from '@codemirror/language';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { lintKeymap } from '@codemirror/lint';
import { assertCodeNodeMode, codeAfterModeChange, codeToFill, type CodeNodeMode } from './templates';
import { codeHighlighting } from './highlight';
import { codeMirrorPhrases } from './phrases';
import { useCodeMirror } from './use-codemirror';
import { codeNodeLintGutter, codeNodeLinter } from './cm-lint';
import { codeCompletionSource } from './completions';
import { completionTelemetry } from './completion-telemetry';
import { useWorkflowStore } from '../../stores/workflow/store';
import '../../styles/ndv-code.css';

/** Props of {@link CodeNodeEditor}. */
export interface CodeNodeEditorProps {
  value: string;
  onChange(value: string): void;
  mode: CodeNodeMode;
  language?: 'javaScript' | 'json';
  readOnly?: boolean;
  maxHeight?: string;
}

/** The Code node editor. See the file comment for its props and behaviour. */
export function CodeNodeEditor({
  value,
  onChange,
  mode,
  language = 'javaScript',
  readOnly = false,
  maxHeight = '350px',
}: CodeNodeEditorProps) {
  assertCodeNodeMode(mode);
  const nodeNames = useWorkflowStore((s) =>
    Object.values(s.workflow.nodes)
      .map((n) => n.name)
      .join('\u0000'),
  );
  const names = useMemo(() => (nodeNames ? nodeNames.split('\u0000') : []), [nodeNames]);
  const namesRef = useRef(names);
  namesRef.current = names;

  const extensions = useMemo(
    () => [
      lineNumbers(),
      highlightActiveLineGutter(),
      foldGutter(),
      history({ minDepth: 100, newGroupDelay: 500 }),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      closeBrackets(),
      highlightActiveLine(),
      EditorState.tabSize.of(2),
      indentUnit.of('  '),
      codeHighlighting,
      codeMirrorPhrases(),
      keymap.of([
        ...closeBracketsKeymap,
        ...defaultKeymap,
        ...historyKeymap,
        ...completionKeymap,
        ...lintKeymap,
        indentWithTab,
      ]),
      EditorView.theme({ '&': { maxHeight }, '.cm-scroller': { overflow: 'auto' } }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const { ref } = useCodeMirror({
    value,
    onChange,
    extensions,
    dynamic:
      language === 'json'
        ? [json(), EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]
        : [
            javascript(),
            codeNodeLintGutter(),
            codeNodeLinter(mode),
            autocompletion({ override: [codeCompletionSource(mode, () => namesRef.current)], icons: false }),
            completionTelemetry(mode),
            EditorState.readOnly.of(readOnly),
            EditorView.editable.of(!readOnly),
          ],
    deps: [mode, language, readOnly],
  });

  // On mount an empty value is filled with the mode's default code and emitted; on a
  // mode change the default code is swapped when the content is empty or the other mode's default.
  const lastMode = useRef<CodeNodeMode | null>(null);
  useEffect(() => {
    if (readOnly || language === 'json') return;
    if (lastMode.current === null) {
      lastMode.current = mode;
      const fill = codeToFill(value, mode);
      if (fill !== undefined) onChange(fill);
      return;
    }
    if (lastMode.current !== mode) {
      lastMode.current = mode;
      const next = codeAfterModeChange(value, mode);
      if (next !== value) onChange(next);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, readOnly, language]);

  return (
    <div
      className={`code-node-editor${readOnly ? ' code-node-editor--readonly' : ''}`}
      data-testid="code-node-editor"
      data-mode={mode}
      ref={ref}
    />
  );
}

export default CodeNodeEditor;
