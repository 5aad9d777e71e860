import { useEffect, useRef } from 'react';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { closeCompletion } from '@codemirror/autocomplete';

/** Options of {@link useCodeMirror}. */
export interface UseCodeMirrorOptions {
  /** The document; when it changes from outside the editor, the editor follows. */
  value: string;
  /** Called with the new document text after each edit made in the editor. */
  onChange?(value: string): void;
  /** Extensions fixed for the editor's lifetime. */
  extensions: Extension[];
  /** Extensions that change with props (language, read-only, linter); re-applied when `deps` change. */
  dynamic?: Extension[];
  /** Dependencies of `dynamic`. */
  deps?: unknown[];
}

/**
 * Mounts a CodeMirror 6 view in the returned ref's element and keeps it in sync with `value`:
 * edits call `onChange`, outside changes replace the document without losing the view.
 */
export function useCodeMirror({ value, onChange, extensions, dynamic = [], deps = [] }: UseCodeMirrorOptions) {
  const ref = useRef<HTMLDivElement | null>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const compartment = useRef(new Compartment());

  useEffect(() => {
    if (!ref.current) return;
    const view = new EditorView({
      parent: ref.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          ...extensions,
          compartment.current.of(dynamic),
          EditorView.updateListener.of((u) => {
            if (u.docChanged && !u.transactions.every((t) => t.annotation(external)))
              onChangeRef.current?.(u.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    view.dispatch({ effects: compartment.current.reconfigure(dynamic) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current !== value)
      view.dispatch({ changes: { from: 0, to: current.length, insert: value }, annotations: external.of(true) });
  }, [value]);

  return { ref, viewRef };
}

/** Marks a transaction that mirrors an outside value change, so it is not echoed to onChange. */
const external = Annotation.define<boolean>();

/**
 * For dialogs: Escape with a completion list open closes the list, not the dialog. Returns
 * whether a list was closed (the caller then keeps the dialog open).
 */
export function closeOpenCompletion(): boolean {
  const tooltip = document.querySelector('.cm-tooltip-autocomplete');
  const editorEl = tooltip?.closest<HTMLElement>('.cm-editor');
  if (!editorEl) return false;
  const view = EditorView.findFromDOM(editorEl);
  if (!view) return false;
  return closeCompletion(view);
}
