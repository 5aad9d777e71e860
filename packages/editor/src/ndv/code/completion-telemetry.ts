/**
 * Reports 'User autocompleted code' when a completion is applied in the Code
 * node editor: CodeMirror marks that transaction with the user event `input.complete`; the
 * inserted text and the member chain before it become `inserted_text` and `context`.
 */
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useNdvStore } from '../../stores/ndv/store';
import { useWorkflowStore } from '../../stores/workflow/store';
import { codeAutocompleteEvent, completionContext } from '../../telemetry/payloads';
import { report } from '../../telemetry/telemetry';
import type { CodeNodeMode } from './templates';
import { CORE_NODE_TYPES } from '@weft/workflow';

/** How far back the completed member chain is looked for. */
const CONTEXT_WINDOW = 200;

/** The type of the node whose details are open (the Code node being edited). */
function openNodeType(): string {
  const id = useNdvStore.getState().activeNodeId;
  return (id ? useWorkflowStore.getState().workflow.nodes[id]?.type : undefined) ?? CORE_NODE_TYPES.code;
}

/** The CodeMirror extension that reports applied completions for a Code node in `mode`. */
export function completionTelemetry(mode: CodeNodeMode): Extension {
  return EditorView.updateListener.of((update) => {
    if (!update.docChanged) return;
    for (const tr of update.transactions) {
      if (!tr.isUserEvent('input.complete')) continue;
      let done = false;
      tr.changes.iterChanges((_fromA, _toA, fromB, _toB, inserted) => {
        if (done) return;
        done = true;
        const before = tr.state.doc.sliceString(Math.max(0, fromB - CONTEXT_WINDOW), fromB);
        report(
          codeAutocompleteEvent({
            nodeType: openNodeType(),
            mode,
            context: completionContext(before),
            inserted: inserted.toString(),
          }),
        );
      });
    }
  });
}
