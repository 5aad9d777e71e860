/**
 * CodeEditDialog: the JSON / JavaScript code edit dialog.
 *
 * Props: `open: boolean`, `onClose(): void`, `value: string`, `onChange(value: string): void`
 * (called after each edit), `language?: 'javaScript' | 'json'` (default 'json'), `parameterName: string`
 * (title is 'Edit ' + the name, `codeEdit.title`) or `title: string` (the whole title), `readOnly?: boolean`. 80% wide, not closable by clicking outside; the
 * editor completes `$` variables, node names, Luxon and extension functions in JavaScript mode
 * and reports JSON syntax errors in JSON mode.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useRef } from 'react';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, drawSelection, highlightActiveLine } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { bracketMatching, indentUnit } from '@codemirror/language';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { linter, lintGutter } from '@codemirror/lint';
import { codeHighlighting } from '../code/highlight';
import { codeMirrorPhrases } from '../code/phrases';
import { closeOpenCompletion, useCodeMirror } from '../code/use-codemirror';
import { codeCompletionSource } from '../code/completions';
import { useWorkflowStore } from '../../stores/workflow/store';
import { Button } from '../../components/ui/Button';
import { t } from '../../i18n';
import '../../styles/ndv-code.css';

/** Props of {@link CodeEditDialog}. */
export interface CodeEditDialogProps {
  open: boolean;
  onClose(): void;
  value: string;
  onChange(value: string): void;
  language?: 'javaScript' | 'json';
  parameterName?: string;
  title?: string;
  readOnly?: boolean;
}

function CodeArea({
  value,
  onChange,
  language,
  readOnly,
}: Pick<CodeEditDialogProps, 'value' | 'onChange' | 'readOnly'> & { language: 'javaScript' | 'json' }) {
  const nodes = useWorkflowStore((s) => s.workflow.nodes);
  const namesRef = useRef<string[]>([]);
  namesRef.current = Object.values(nodes).map((n) => n.name);
  const extensions = useMemo(
    () => [
      lineNumbers(),
      history({ minDepth: 100, newGroupDelay: 500 }),
      drawSelection(),
      highlightActiveLine(),
      bracketMatching(),
      closeBrackets(),
      EditorState.tabSize.of(2),
      indentUnit.of('  '),
      codeHighlighting,
      codeMirrorPhrases(),
      keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, indentWithTab]),
      EditorView.contentAttributes.of({ 'aria-label': 'Code', 'data-testid': 'code-edit-dialog-input' }),
    ],
    [],
  );
  const { ref } = useCodeMirror({
    value,
    onChange,
    extensions,
    dynamic: [
      language === 'json'
        ? [json(), lintGutter(), linter(jsonParseLinter(), { delay: 750 })]
        : [
            javascript(),
            autocompletion({
              override: [codeCompletionSource('runOnceForAllItems', () => namesRef.current)],
              icons: false,
            }),
          ],
      EditorState.readOnly.of(!!readOnly),
      EditorView.editable.of(!readOnly),
    ],
    deps: [language, readOnly],
  });
  return <div ref={ref} className="code-dialog__editor" data-language={language} />;
}

/** The code edit dialog. */
export function CodeEditDialog({
  open,
  onClose,
  value,
  onChange,
  language = 'json',
  parameterName = '',
  title,
  readOnly = false,
}: CodeEditDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal code-dialog"
          data-testid="code-edit-dialog"
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => {
            if (closeOpenCompletion()) e.preventDefault();
          }}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
        >
          <div className="modal__header">
            <Dialog.Title className="modal__title">
              {title ?? t('codeEdit.title', { name: parameterName })}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" icon="close" aria-label={t('common.close')} />
            </Dialog.Close>
          </div>
          <div className="modal__body">
            <CodeArea value={value} onChange={onChange} language={language} readOnly={readOnly} />
          </div>
          <div className="modal__footer">
            <Dialog.Close asChild>
              <Button variant="primary">{t('common.done')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default CodeEditDialog;
