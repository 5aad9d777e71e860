/**
 * The node details view (issue #7). Mount `<NodeDetailsView readOnly={…} />`
 * once in a view that shows a canvas; it opens when `useNdvStore.getState().open(nodeId)` is
 * called (double-click or Enter on a canvas node) and closes with Escape or the back button.
 *
 * Props: `readOnly` — disables every edit: parameters, settings, rename, pinning and runs.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isTriggerType } from '@weft/workflow';
import { Icon } from '../components/ui/Icon';
import { useNdvStore } from '../stores/ndv/store';
import { dragWidth, mainPanelWidth } from '../stores/ndv/state';
import { toast } from '../stores/toasts/store';
import { useWorkflowStore } from '../stores/workflow/store';
import { isNewWorkflowId } from '../stores/workflow/model';
import { runHook } from '../telemetry/telemetry';
import { t } from '../i18n';
import { MAPPING_MIME, markMappingOnboarded, DROP_HANDLING_DELAY_MS } from './mapping';
import { InputPanel } from './panels/InputPanel';
import { MainPanel } from './panels/MainPanel';
import { OutputPanel } from './panels/OutputPanel';
import { MappingHint } from './panels/MappingHint';
import { useNdvNode } from './panels/use-ndv-node';
import { NodeNavigation, navigationKey, openNeighbour } from './navigation/NodeNavigation';
import '../styles/ndv.css';

export interface NodeDetailsViewProps {
  readOnly?: boolean;
}

/** Whether keys typed at an element edit text (inputs, text areas, code editors). */
function isEditable(el: HTMLElement | null): boolean {
  return (
    !!el &&
    (el.isContentEditable ||
      el.tagName === 'INPUT' ||
      el.tagName === 'TEXTAREA' ||
      el.tagName === 'SELECT' ||
      !!el.closest('.cm-editor'))
  );
}

/** The divider on one edge of the main panel: drag (or arrow keys) to resize it. */
function Divider({
  edge,
  total,
  width,
}: {
  edge: 'left' | 'right';
  total: number;
  /** The main panel's relative width now. */ width: number;
}) {
  const onPointerDown = (e: React.PointerEvent) => {
    e.preventDefault();
    const startX = e.clientX;
    const start = width;
    const target = e.currentTarget as HTMLElement;
    target.setPointerCapture?.(e.pointerId);
    document.body.classList.add('ndv-resizing');
    const move = (ev: PointerEvent) =>
      useNdvStore.getState().setMainPanelRelativeWidth(dragWidth(start, ev.clientX - startX, total, edge));
    const up = () => {
      document.body.classList.remove('ndv-resizing');
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  return (
    <div
      className={`ndv-divider ndv-divider--${edge}`}
      role="separator"
      aria-orientation="vertical"
      aria-label={t('ndv.resizePanel')}
      aria-valuenow={Math.round(width * 100)}
      aria-valuemin={25}
      aria-valuemax={75}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
        e.preventDefault();
        const dx = e.key === 'ArrowRight' ? 16 : -16;
        useNdvStore.getState().setMainPanelRelativeWidth(dragWidth(width, dx, total, edge));
      }}
      data-testid={`ndv-divider-${edge}`}
    />
  );
}

function Body({ nodeId, readOnly }: { nodeId: string; readOnly: boolean }) {
  const { node, desc } = useNdvNode(nodeId);
  const width = useNdvStore((s) => s.mainPanelRelativeWidth);
  const resized = useNdvStore((s) => s.mainPanelResized);
  const root = useRef<HTMLDivElement>(null);
  const [total, setTotal] = useState(1200);
  const [rootEl, setRootEl] = useState<HTMLDivElement | null>(null);
  const setRootRef = useCallback((el: HTMLDivElement | null) => {
    root.current = el;
    setRootEl(el);
  }, []);
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    setTotal(el.clientWidth);
    const ro = new ResizeObserver(() => setTotal(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const close = useCallback(() => useNdvStore.getState().close(), []);
  useEffect(() => {
    if (!node) close();
  }, [node, close]);
  // A button that went busy (Execute step) drops focus to the page: Escape still closes the view.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      const active = document.activeElement;
      if (active && active !== document.body && active !== document.documentElement) return;
      e.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);
  useEffect(() => {
    const prev = document.activeElement as HTMLElement | null;
    root.current?.focus();
    return () => prev?.focus?.();
  }, []);
  if (!node) return null;
  const main = mainPanelWidth(total, width, resized);
  const side = Math.max(0, Math.floor((total - main) / 2));
  const trigger = isTriggerType(desc);
  return (
    <div
      className="ndv"
      role="dialog"
      aria-modal="true"
      aria-label={t('ndv.dialogLabel', { name: node.name })}
      tabIndex={-1}
      ref={setRootRef}
      data-testid="ndv"
      data-node-name={node.name}
      data-readonly={readOnly || undefined}
      onKeyDown={(e) => {
        const neighbour = navigationKey(e);
        if (neighbour && !isEditable(e.target as HTMLElement)) {
          // Alt+Shift+← / → open the first parent / child (in a text field they select words).
          e.preventDefault();
          e.stopPropagation();
          openNeighbour(nodeId, neighbour);
          return;
        }
        if (e.key === 'Escape') {
          // Dialogs opened from the view (portals) handle their own Escape.
          const target = e.target as HTMLElement;
          if (
            e.defaultPrevented ||
            !root.current?.contains(target) ||
            target.closest('.cm-editor, [data-ndv-keep-escape], [role="listbox"], [role="menu"]')
          )
            return;
          e.preventDefault();
          close();
          return;
        }
        if (e.key === 'Tab' && root.current) {
          // Focus stays inside the view (it is modal).
          const focusables = [
            ...root.current.querySelectorAll<HTMLElement>(
              'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]',
            ),
          ].filter((el) => el.offsetParent !== null);
          const first = focusables[0];
          const last = focusables[focusables.length - 1];
          if (first && last) {
            if (e.shiftKey && (document.activeElement === first || document.activeElement === root.current)) {
              e.preventDefault();
              last.focus();
            } else if (!e.shiftKey && document.activeElement === last) {
              e.preventDefault();
              first.focus();
            }
          }
        }
        // Canvas shortcuts (delete, disable, undo…) must not act behind the view; Ctrl+S still saves.
        if (!((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's')) e.stopPropagation();
      }}
      onDropCapture={(e) => {
        if (readOnly || !e.dataTransfer.types.includes(MAPPING_MIME)) return;
        if (!(e.target as HTMLElement).closest('.ndv-main__body')) return;
        setTimeout(() => {
          if (markMappingOnboarded()) toast.success(t('dataMapping.success.title'), t('dataMapping.success.message'));
        }, DROP_HANDLING_DELAY_MS);
      }}
    >
      <div className="ndv__bar">
        <button
          type="button"
          className="ndv__back"
          onClick={close}
          data-testid="ndv-back"
          aria-label={t('ndv.backToCanvas')}
        >
          <Icon name="chevronLeft" size={16} /> {t('ndv.backToCanvas')}
        </button>
        {readOnly && (
          <span className="ndv__readonly" data-testid="ndv-readonly">
            <Icon name="lock" size={12} /> {t('ndv.readOnly')}
          </span>
        )}
        <NodeNavigation nodeId={nodeId} side="parent" />
        <span className="ndv-grow" />
        <NodeNavigation nodeId={nodeId} side="child" />
      </div>
      <div
        className="ndv__panels"
        style={{ gridTemplateColumns: `${side}px ${main}px ${Math.max(0, total - main - side)}px` }}
      >
        <InputPanel nodeId={nodeId} readOnly={readOnly} isTrigger={trigger} />
        <div className="ndv__main-wrap">
          <Divider edge="left" total={total} width={total > 0 ? main / total : width} />
          <MainPanel nodeId={nodeId} readOnly={readOnly} />
          <Divider edge="right" total={total} width={total > 0 ? main / total : width} />
        </div>
        <OutputPanel nodeId={nodeId} readOnly={readOnly} />
      </div>
      {!readOnly && <MappingHint container={rootEl} />}
    </div>
  );
}

/** The node details view overlay, shown while a node is open. */
export function NodeDetailsView({ readOnly = false }: NodeDetailsViewProps) {
  const activeNodeId = useNdvStore((s) => s.activeNodeId);
  const workflowId = useWorkflowStore((s) => s.workflow.id);
  // Another workflow closes the view; a first save (new id → saved id, e.g. before the first
  // run or while listening for a test call) keeps it open.
  const shownId = useRef(workflowId);
  useEffect(() => {
    const before = shownId.current;
    shownId.current = workflowId;
    if (before !== workflowId && !isNewWorkflowId(before)) useNdvStore.getState().close();
  }, [workflowId]);
  useEffect(() => () => useNdvStore.getState().close(), []);
  // n8n's hook for "the view now shows another node".
  useEffect(() => {
    const node = activeNodeId ? useWorkflowStore.getState().workflow.nodes[activeNodeId] : undefined;
    if (node) runHook('dataDisplay.nodeTypeChanged', { node_type: node.type, node_name: node.name });
  }, [activeNodeId]);
  if (!activeNodeId) return null;
  return (
    <div className="ndv-backdrop" onMouseDown={(e) => e.target === e.currentTarget && useNdvStore.getState().close()}>
      <Body key={activeNodeId} nodeId={activeNodeId} readOnly={readOnly} />
    </div>
  );
}

export default NodeDetailsView;
