import { useEffect, type RefObject } from 'react';
import type { ReactFlowInstance } from '@xyflow/react';
import { CORE_NODE_TYPES } from '@weft/workflow';
import { toast, useToastStore } from '../stores/toasts/store';
import { useHistoryStore } from '../stores/history/store';
import { useNdvStore } from '../stores/ndv/store';
import { useRunStore } from '../stores/executions-run/store';
import { parseClipboard } from '../stores/workflow/state';
import { useWorkflowStore } from '../stores/workflow/store';
import * as actions from './actions';
import type { CanvasFlowEdge } from './CanvasEdge';
import type { FlowNode } from './flow-nodes';
import { GRID } from './grid';
import { FIT_VIEW_EVENT, useCanvasUi } from './ui-store';

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return (
    el.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) ||
    !!el.closest('[role="dialog"], [role="menu"], .node-creator, .cm-editor')
  );
}

interface ShortcutOptions {
  readOnly: boolean;
  onSave?: () => void;
  flow: ReactFlowInstance<FlowNode, CanvasFlowEdge>;
  /** The canvas element: pasted nodes go under the pointer when it is over it. */
  wrapper: RefObject<HTMLDivElement | null>;
}

/** The canvas's keyboard shortcuts and the clipboard (copy, paste, duplicate, undo, run…). */
export function useCanvasShortcuts({ readOnly, onSave, flow, wrapper }: ShortcutOptions): void {
  useEffect(() => {
    let pendingPaste: { text: string | null } | null = null;
    let readOnlyNoticeShown = false;
    let pointer: { x: number; y: number } | null = null;
    const onPointerMove = (e: PointerEvent) => {
      pointer = { x: e.clientX, y: e.clientY };
    };
    const selectedIds = () =>
      Object.keys(useCanvasUi.getState().selected).filter((id) => useWorkflowStore.getState().workflow.nodes[id]);
    /** Where pasted nodes go: around the pointer when it is over the canvas, else the middle. */
    const pastePoint = (): [number, number] => {
      const r = wrapper.current?.getBoundingClientRect();
      const inside =
        pointer && r && pointer.x >= r.left && pointer.x <= r.right && pointer.y >= r.top && pointer.y <= r.bottom;
      const p = flow.screenToFlowPosition(
        inside
          ? pointer!
          : { x: (r?.left ?? 0) + (r?.width ?? 800) / 2 - 100, y: (r?.top ?? 0) + (r?.height ?? 600) / 2 - 60 },
      );
      return [Math.round(p.x / GRID) * GRID, Math.round(p.y / GRID) * GRID];
    };
    const doPaste = (text: string | null, atPointer = true) => {
      if (readOnly || !text) return;
      const data = parseClipboard(text);
      if (!data) return;
      const ids = actions.paste(data, atPointer ? pastePoint() : undefined);
      useCanvasUi.getState().select(ids);
    };
    const onKey = (e: KeyboardEvent) => {
      if (isEditable(e.target) || e.defaultPrevented) return;
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && key === 's') {
        e.preventDefault();
        if (!readOnly) onSave?.();
        return;
      }
      if (mod && key === 'enter') {
        e.preventDefault();
        if (!readOnly)
          void useRunStore
            .getState()
            .run()
            .catch((err: unknown) => toast.error(err, 'Problem running workflow'));
        return;
      }
      if (mod && key === 'a') {
        e.preventDefault();
        useCanvasUi.getState().select(useWorkflowStore.getState().workflow.order);
        return;
      }
      if (e.key === 'Enter' && !mod && !e.altKey) {
        // Enter opens the node details view of the one selected node.
        const ids = selectedIds().filter(
          (id) => useWorkflowStore.getState().workflow.nodes[id]?.type !== CORE_NODE_TYPES.stickyNote,
        );
        if (ids.length === 1) {
          e.preventDefault();
          useNdvStore.getState().open(ids[0]!);
        }
        return;
      }
      if (mod && key === 'c') {
        const json = actions.copySelection(selectedIds());
        if (json) {
          lastCopied = json;
          void navigator.clipboard?.writeText(json).catch(() => undefined);
          toast.info('Copied to the clipboard');
        }
        return;
      }
      if (readOnly) {
        // A read-only edit attempt gets an info message that stays.
        const edit =
          e.key === 'Delete' ||
          e.key === 'Backspace' ||
          e.key === 'F2' ||
          (!mod && (key === 'd' || key === 'p')) ||
          (mod && ['v', 'z', 'y', 'd'].includes(key));
        if (edit && !readOnlyNoticeShown) {
          readOnlyNoticeShown = true;
          useToastStore.getState().show({
            type: 'info',
            title: 'This view is read-only',
            message: 'Open the workflow in the editor to change it.',
            duration: 0,
          });
        }
        return;
      }
      if (mod && key === 'v') {
        if (navigator.clipboard?.readText) {
          const pending = { text: null as string | null };
          pendingPaste = pending;
          navigator.clipboard
            .readText()
            .then((t) => doPaste(t || pending.text || lastCopied))
            .catch(() => doPaste(pending.text ?? lastCopied))
            .finally(() => {
              if (pendingPaste === pending) pendingPaste = null;
            });
        }
        return;
      }
      if ((mod && key === 'z' && e.shiftKey) || (mod && key === 'y')) {
        e.preventDefault();
        void useHistoryStore.getState().redo();
        return;
      }
      if (mod && key === 'z') {
        e.preventDefault();
        void useHistoryStore.getState().undo();
        return;
      }
      if (mod && key === 'd') {
        e.preventDefault();
        const json = actions.copySelection(selectedIds());
        if (json) doPaste(json, false);
        return;
      }
      if (mod || e.altKey) return;
      if (e.key === 'Delete' || e.key === 'Backspace') {
        e.preventDefault();
        actions.deleteElements(selectedIds(), Object.keys(useCanvasUi.getState().selectedEdges));
        useCanvasUi.getState().select([]);
      } else if (key === 'd') {
        actions.toggleEnabled(selectedIds());
      } else if (key === 'p') {
        actions.togglePin(selectedIds());
      } else if (e.key === 'F2') {
        const ids = selectedIds();
        if (ids.length === 1) useCanvasUi.getState().setRenaming(ids[0]!);
      } else if (e.key === 'Tab') {
        e.preventDefault();
        useCanvasUi.getState().openCreator();
      } else if (key === '1' && e.shiftKey) {
        void flow.fitView({ padding: 0.2, maxZoom: 1, duration: 200 });
      }
    };
    const onPasteEvent = (e: ClipboardEvent) => {
      if (isEditable(e.target)) return;
      const text = e.clipboardData?.getData('text/plain') ?? null;
      if (pendingPaste) pendingPaste.text = text;
      else doPaste(text);
    };
    const onCopyEvent = (e: ClipboardEvent) => {
      if (isEditable(e.target)) return;
      const json = actions.copySelection(selectedIds());
      if (json && e.clipboardData) {
        e.clipboardData.setData('text/plain', json);
        e.preventDefault();
      }
    };
    const onFit = () => void flow.fitView({ padding: 0.25, maxZoom: 1, duration: 200 });
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointermove', onPointerMove, { passive: true });
    window.addEventListener(FIT_VIEW_EVENT, onFit);
    document.addEventListener('paste', onPasteEvent);
    document.addEventListener('copy', onCopyEvent);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener(FIT_VIEW_EVENT, onFit);
      document.removeEventListener('paste', onPasteEvent);
      document.removeEventListener('copy', onCopyEvent);
    };
  }, [readOnly, onSave, flow, wrapper]);
}

/** What Ctrl+C copied last (a fallback when the system clipboard cannot be read). */
let lastCopied: string | null = null;
