import { useRef } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { exportN8nWorkflow } from '@weft/workflow';
import { Icon } from '../../components/ui/Icon';
import { toast } from '../../stores/toasts/store';
import { useUiStore } from '../../stores/ui/store';
import { toWorkflow } from '../../stores/workflow/model';
import { describeNodeType } from '../../stores/node-types/store';
import { parseClipboard } from '../../stores/workflow/state';
import { useWorkflowStore } from '../../stores/workflow/store';
import * as actions from '../actions';
import { FIT_VIEW_EVENT, useCanvasUi } from '../ui-store';

/** Adds an imported workflow's nodes to the canvas (one undoable step). */
export function importIntoCanvas(data: unknown): number {
  const parsed = parseClipboard(JSON.stringify(data));
  if (!parsed) throw new Error('This is not a workflow: a workflow is a JSON object with "nodes" and "connections".');
  const empty = useWorkflowStore.getState().workflow.order.length === 0;

  const ids = actions.paste(parsed);
  useCanvasUi.getState().select(ids);
  if (empty) requestAnimationFrame(() => window.dispatchEvent(new Event(FIT_VIEW_EVENT)));
  return ids.length;
}

/** Adds the nodes of a workflow file to the canvas; a failure is shown as a toast. */
async function importFile(f: File): Promise<void> {
  try {
    const count = importIntoCanvas(JSON.parse(await f.text()));
    toast.success('Workflow imported', `${count} ${count === 1 ? 'node' : 'nodes'} added to the canvas.`);
  } catch (error) {
    toast.error(error, 'Could not import the file');
  }
}

/** Saves the workflow as an n8n-format JSON file. */
export function downloadWorkflow(): void {
  const wf = useWorkflowStore.getState().workflow;
  const data = exportN8nWorkflow(toWorkflow(wf, describeNodeType));
  const blob = new Blob([JSON.stringify({ ...data, tags: wf.tags }, null, 2)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${wf.name.replace(/[\\/:*?"<>|]+/g, '_') || 'workflow'}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

export interface WorkflowMenuProps {
  saved: boolean;
  canDelete: boolean;
  readOnly: boolean;
  onDuplicate(): void;
  onDelete(): void;
}

/** The workflow menu: duplicate, download, import from URL or file, settings, delete. */
export function WorkflowMenu({ saved, canDelete, readOnly, onDuplicate, onDelete }: WorkflowMenuProps) {
  const file = useRef<HTMLInputElement>(null);
  const openModal = useUiStore((s) => s.openModal);
  return (
    <>
      <Menu.Root>
        <Menu.Trigger asChild>
          <button
            type="button"
            className="btn btn--ghost btn--icon"
            aria-label="Workflow menu"
            data-testid="workflow-menu"
          >
            <Icon name="more" size={18} />
          </button>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className="menu" align="end" sideOffset={6}>
            <Menu.Item className="menu__item" disabled={!saved || readOnly} onSelect={onDuplicate}>
              <Icon name="copy" size={15} /> Duplicate
            </Menu.Item>
            <Menu.Item className="menu__item" onSelect={downloadWorkflow}>
              <Icon name="download" size={15} /> Download
            </Menu.Item>
            <Menu.Separator className="menu__separator" />
            <Menu.Item className="menu__item" disabled={readOnly} onSelect={() => openModal('importWorkflowUrl')}>
              <Icon name="link" size={15} /> Import from URL…
            </Menu.Item>
            <Menu.Item
              className="menu__item"
              disabled={readOnly}
              onSelect={() => file.current?.click()}
              data-testid="import-from-file"
            >
              <Icon name="upload" size={15} /> Import from file…
            </Menu.Item>
            <Menu.Separator className="menu__separator" />
            <Menu.Item className="menu__item" disabled={!saved || readOnly} onSelect={() => openModal('settings')}>
              <Icon name="settings" size={15} /> Settings
            </Menu.Item>
            <Menu.Item className="menu__item menu__item--danger" disabled={!saved || !canDelete} onSelect={onDelete}>
              <Icon name="trash" size={15} /> Delete
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <input
        ref={file}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="import-file-input"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void importFile(f);
        }}
      />
    </>
  );
}
