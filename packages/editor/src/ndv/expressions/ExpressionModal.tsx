/**
 * ExpressionModal: the expression edit dialog, a controlled dialog.
 *
 * Props:
 * - `open: boolean`, `onClose(): void` (Escape and the close button close it)
 * - `value: string` the parameter value ('=' prefix optional), `onChange(value: string): void` gets '=' + text
 * - `nodeId: string` the node whose parameter this is (data for the selector and the result)
 * - `readOnly?: boolean`, `itemIndex?: number` (the item of the result; an item hovered in the
 *   NDV's input panel takes its place meanwhile), `path?: string` (parameter path shown in the title)
 *
 * Left: the variable selector with a filter ('Data too large' past 102400 characters; a click
 * inserts the variable at the cursor). Right: the expression input (220 px) with the hint that
 * anything inside {{ }} is JavaScript, and below it the read-only result with its messages ('[empty]', '[undefined]', …).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useMemo, useRef } from 'react';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, drawSelection } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { closeOpenCompletion, useCodeMirror } from '../code/use-codemirror';
import { codeMirrorPhrases } from '../code/phrases';
import { segmentHighlighter, scopeChanged } from './cm-highlight';
import { expressionCompletionSource } from './completions';
import { TEST_EXECUTION_ID, TEST_RESUME_URL, runDataWithPins } from './evaluation';
import { ExpressionHint } from './ExpressionHint';
import { t } from '../../i18n';
import { useExpressionDoc } from './use-expression-doc';
import { useExpressionTarget, useNodeNames } from './use-expression-scope';
import { VariableSelector } from './VariableSelector';
import { buildVariableTree } from './variable-tree';
import { useWorkflowStore } from '../../stores/workflow/store';
import { useRunStore } from '../../stores/executions-run/store';
import { Button } from '../../components/ui/Button';
import { useExpressionEditorTelemetry } from '../../telemetry/ndv-events';
import '../../styles/ndv-code.css';

/** Props of {@link ExpressionModal}. */
export interface ExpressionModalProps {
  open: boolean;
  onClose(): void;
  value: string;
  onChange(value: string): void;
  nodeId: string;
  readOnly?: boolean;
  itemIndex?: number;
  path?: string;
}

/** The expression edit dialog. See the file comment. */
export function ExpressionModal(props: ExpressionModalProps) {
  const { open, onClose, path } = props;
  useExpressionEditorTelemetry(props);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal expression-modal"
          data-testid="expression-modal"
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => {
            if (closeOpenCompletion()) e.preventDefault();
          }}
        >
          <div className="modal__header">
            <Dialog.Title className="modal__title">
              {t('expressionEdit.editExpression')}
              {path ? <span className="expression-modal__path">{path}</span> : null}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" icon="close" aria-label={t('common.close')} />
            </Dialog.Close>
          </div>
          <ExpressionModalBody {...props} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's content, mounted with the dialog so the editor mounts into a real element. */
function ExpressionModalBody({ value, onChange, nodeId, readOnly = false, itemIndex = 0 }: ExpressionModalProps) {
  // Like the inline editor: the hovered input item, else the item it was opened on.
  const { ctx, item, itemCount } = useExpressionTarget(nodeId, itemIndex);
  const { nodeName, nodeNames } = useNodeNames(nodeId);
  const workflow = useWorkflowStore((s) => s.workflow);
  const runData = useRunStore((s) => s.runData);
  const scope = useMemo(() => ctx?.context.scopeFor(item), [ctx, item]);
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const hasDataRef = useRef(ctx?.hasInputData);
  hasDataRef.current = ctx?.hasInputData;
  const namesRef = useRef(nodeNames);
  namesRef.current = nodeNames;

  const { doc, setDoc, emit, result } = useExpressionDoc(value, onChange, scope, ctx?.hasInputData);

  const tree = useMemo(() => {
    const all = runDataWithPins(runData, workflow.pinData);
    const nodes = Object.values(workflow.nodes)
      .filter((n) => n.name !== nodeName && all[n.name]?.length)
      .map((n) => {
        const runs = all[n.name]!;
        return { name: n.name, items: runs[runs.length - 1]?.data?.main?.[0] ?? [] };
      });
    const node = Object.values(workflow.nodes).find((n) => n.name === nodeName);
    return buildVariableTree({
      inputItems: ctx?.inputItems ?? [],
      itemIndex: item,
      nodes,
      parameters: node?.parameters,
      workflow: { id: workflow.id, name: workflow.name, active: workflow.active },
      execution: { id: TEST_EXECUTION_ID, mode: 'test', resumeUrl: TEST_RESUME_URL },
      vars: {},
    });
  }, [ctx, item, runData, workflow, nodeName]);

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
        'aria-label': t('expressionEdit.expression'),
        'data-testid': 'expression-modal-input',
      }),
    ],
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
    ],
    deps: [readOnly],
  });
  useEffect(() => {
    viewRef.current?.dispatch({ effects: scopeChanged.of(null) });
  }, [scope, viewRef]);

  const insert = (expression: string) => {
    const view = viewRef.current;
    if (!view || readOnly) return;
    const { from, to } = view.state.selection.main;
    view.dispatch({ changes: { from, to, insert: expression }, selection: { anchor: from + expression.length } });
    view.focus();
  };

  return (
    <div className="expression-modal__body">
      <VariableSelector tree={tree} onSelect={insert} disabled={readOnly} />
      <div className="expression-modal__main">
        <div className="expression-modal__label">{t('expressionEdit.expression')}</div>
        <div ref={ref} className="expression-modal__input" />
        <ExpressionHint className="expression-modal__hint" />
        <div className="expression-modal__label">
          {t('expressionEdit.result')}
          {itemCount > 0 ? (
            <span className="expression-modal__item" data-testid="expression-modal-result-item">
              {' '}
              {t('expressionEdit.forItem', { number: item + 1 })}
            </span>
          ) : null}
        </div>
        <output
          className={`expression-result expression-result--${result.state} expression-modal__result`}
          data-testid="expression-modal-output"
        >
          {result.text}
        </output>
      </div>
    </div>
  );
}

export default ExpressionModal;
