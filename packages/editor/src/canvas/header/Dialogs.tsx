import { useEffect, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { getTimezones, getWorkflowFromUrl, listWorkflows } from '../../api/workflow-editor';
import { Button } from '../../components/ui/Button';
import { Field, Select, TextInput } from '../../components/ui/Field';
import { Modal } from '../../components/ui/Modal';
import { toast } from '../../stores/toasts/store';
import { LOCAL_STORAGE_KEYS, readLocal, writeLocal } from '../../utils/local-storage';
import { useUiStore } from '../../stores/ui/store';
import { useWorkflowStore } from '../../stores/workflow/store';
import { useSettingsStore } from '../../stores/settings/store';
import type { WorkflowModel } from '../../stores/workflow/model';
import { renameNode } from '../actions';
import { useConflictStore } from '../save';
import { useCanvasUi } from '../ui-store';
import { importIntoCanvas } from './WorkflowMenu';

/** A small dialog outside the modal stack (confirmations, node rename). */
export function SimpleDialog({
  open,
  title,
  description,
  children,
  footer,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer: ReactNode;
  onClose(): void;
  testId?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal modal--sm" data-testid={testId}>
          <div className="modal__header">
            <div style={{ flex: 1, minWidth: 0 }}>
              <Dialog.Title className="modal__title">{title}</Dialog.Title>
              <Dialog.Description className={description ? 'modal__description' : 'visually-hidden'}>
                {description ?? title}
              </Dialog.Description>
            </div>
          </div>
          {children && <div className="modal__body">{children}</div>}
          <div className="modal__footer">{footer}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The version-conflict question: reload or overwrite. */
export function ConflictModal() {
  const message = useConflictStore((s) => s.message);
  const answer = useConflictStore((s) => s.answer);
  return (
    <Modal
      name="workflowConflict"
      size="sm"
      title="Someone else saved this workflow"
      onClose={() => useConflictStore.getState().resolve && answer('cancel')}
      footer={
        <>
          <Button onClick={() => answer('reload')} data-testid="conflict-reload">
            Reload their version
          </Button>
          <Button variant="danger" onClick={() => answer('overwrite')} data-testid="conflict-overwrite">
            Overwrite with mine
          </Button>
        </>
      }
    >
      <div className="stack" data-testid="conflict-dialog">
        <p>{message}</p>
        <p className="muted">Reloading drops your unsaved changes. Overwriting replaces their version with yours.</p>
      </div>
    </Modal>
  );
}

/** Import from URL: the server downloads the file (GET /workflows/from-url). */
export function ImportUrlModal() {
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => useUiStore.getState().closeModal('importWorkflowUrl');
  const submit = async () => {
    if (!/^https?:\/\/\S+$/i.test(url.trim())) {
      setError('Enter an http or https address of a workflow JSON file.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const wf = await getWorkflowFromUrl(url.trim());
      const count = importIntoCanvas(wf);
      toast.success('Workflow imported', `${count} ${count === 1 ? 'node' : 'nodes'} added to the canvas.`);
      setUrl('');
      close();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      name="importWorkflowUrl"
      size="sm"
      title="Import from URL"
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" loading={busy} onClick={() => void submit()}>
            Import
          </Button>
        </>
      }
    >
      <form onSubmit={(e) => (e.preventDefault(), void submit())}>
        <Field label="Workflow file URL" error={error} hint="n8n exports work too.">
          {(p) => (
            <TextInput
              {...p}
              value={url}
              placeholder="https://example.com/workflow.json"
              onChange={(e) => setUrl(e.target.value)}
              autoFocus
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}

type SaveOption = 'default' | 'all' | 'none';

/** The caller policies a workflow's settings offer (who may run it as a sub-workflow). */
const CALLER_POLICY_LABELS: Record<string, string> = {
  workflowsFromSameOwner: 'Workflows of the same owner',
  workflowsFromAList: 'Selected workflows',
  any: 'All workflows',
  none: 'No other workflows',
};

/** Workflow settings (the settings modal): time zone, error workflow, who may call it, what to save, timeout. */
export function SettingsModal({ onSaved }: { onSaved(): Promise<boolean> }) {
  const open = useUiStore((s) => s.modalStack.some((m) => m.key === 'settings'));
  const settings = useWorkflowStore((s) => s.workflow.settings);
  const workflowId = useWorkflowStore((s) => s.workflow.id);
  const [draft, setDraft] = useState<WorkflowModel['settings']>(settings);
  const [zones, setZones] = useState<Record<string, string>>({});
  const [workflows, setWorkflows] = useState<Array<{ id: string; name: string }>>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setDraft(settings);
    getTimezones()
      .then(setZones)
      .catch(() => setZones({}));
    listWorkflows()
      .then((l) => setWorkflows(Array.isArray(l) ? l : []))
      .catch(() => setWorkflows([]));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const close = () => useUiStore.getState().closeModal('settings');
  const set = (patch: Partial<WorkflowModel['settings']>) =>
    setDraft((d) => {
      const next = { ...d, ...patch };
      for (const [k, v] of Object.entries(patch)) if (v === undefined) delete next[k];
      return next;
    });
  const timeout =
    typeof draft.executionTimeout === 'number' && draft.executionTimeout > 0 ? draft.executionTimeout : -1;
  const defaultPolicy = String(
    useSettingsStore.getState().settings?.workflowCallerPolicyDefaultOption ?? 'workflowsFromSameOwner',
  );
  const save = async () => {
    setBusy(true);
    useWorkflowStore.getState().setSettings(draft);
    const ok = await onSaved();
    setBusy(false);
    if (ok) {
      toast.success('Settings saved');
      close();
    }
  };
  const opt = (v: unknown): SaveOption => (v === 'all' || v === 'none' ? v : 'default');
  return (
    <Modal
      name="settings"
      title="Workflow settings"
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" loading={busy} onClick={() => void save()} data-testid="settings-save">
            Save
          </Button>
        </>
      }
    >
      <div className="stack">
        <Field label="Time zone">
          {(p) => (
            <Select
              {...p}
              value={String(draft.timezone ?? 'DEFAULT')}
              onChange={(e) => set({ timezone: e.target.value === 'DEFAULT' ? undefined : e.target.value })}
            >
              <option value="DEFAULT">Instance default</option>
              {Object.entries(zones).map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Error workflow" hint="Runs when this workflow fails.">
          {(p) => (
            <Select
              {...p}
              value={String(draft.errorWorkflow ?? '')}
              onChange={(e) => set({ errorWorkflow: e.target.value || undefined })}
            >
              <option value="">No error workflow</option>
              {workflows
                .filter((w) => w.id !== workflowId)
                .map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
            </Select>
          )}
        </Field>
        <Field
          label="This workflow can be called by"
          hint="Which workflows may run this one with an Execute Workflow node."
        >
          {(p) => (
            <Select
              {...p}
              value={String(draft.callerPolicy ?? 'DEFAULT')}
              onChange={(e) =>
                set({
                  callerPolicy:
                    e.target.value === 'DEFAULT'
                      ? undefined
                      : (e.target.value as NonNullable<WorkflowModel['settings']['callerPolicy']>),
                })
              }
              data-testid="settings-caller-policy"
            >
              <option value="DEFAULT">Instance default ({CALLER_POLICY_LABELS[defaultPolicy] ?? defaultPolicy})</option>
              {Object.entries(CALLER_POLICY_LABELS).map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {(draft.callerPolicy ?? defaultPolicy) === 'workflowsFromAList' && (
          <Field
            label="IDs of the workflows that may call it"
            hint="Separate them with commas; a workflow's ID is the last part of its address."
          >
            {(p) => (
              <TextInput
                {...p}
                value={String(draft.callerIds ?? '')}
                placeholder="e.g. 14, 18"
                onChange={(e) => set({ callerIds: e.target.value || undefined })}
                data-testid="settings-caller-ids"
              />
            )}
          </Field>
        )}
        <div className="grid-2">
          <Field label="Save failed executions">
            {(p) => (
              <Select
                {...p}
                value={opt(draft.saveDataErrorExecution)}
                onChange={(e) =>
                  set({
                    saveDataErrorExecution:
                      e.target.value === 'default' ? undefined : (e.target.value as 'all' | 'none'),
                  })
                }
              >
                <option value="default">Default</option>
                <option value="all">Save</option>
                <option value="none">Do not save</option>
              </Select>
            )}
          </Field>
          <Field label="Save successful executions">
            {(p) => (
              <Select
                {...p}
                value={opt(draft.saveDataSuccessExecution)}
                onChange={(e) =>
                  set({
                    saveDataSuccessExecution:
                      e.target.value === 'default' ? undefined : (e.target.value as 'all' | 'none'),
                  })
                }
              >
                <option value="default">Default</option>
                <option value="all">Save</option>
                <option value="none">Do not save</option>
              </Select>
            )}
          </Field>
          <Field label="Save manual executions">
            {(p) => (
              <Select
                {...p}
                value={draft.saveManualExecutions === undefined ? 'default' : String(draft.saveManualExecutions)}
                onChange={(e) =>
                  set({ saveManualExecutions: e.target.value === 'default' ? undefined : e.target.value === 'true' })
                }
              >
                <option value="default">Default</option>
                <option value="true">Save</option>
                <option value="false">Do not save</option>
              </Select>
            )}
          </Field>
          <Field label="Save execution progress">
            {(p) => (
              <Select
                {...p}
                value={draft.saveExecutionProgress === undefined ? 'default' : String(draft.saveExecutionProgress)}
                onChange={(e) =>
                  set({ saveExecutionProgress: e.target.value === 'default' ? undefined : e.target.value === 'true' })
                }
              >
                <option value="default">Default</option>
                <option value="true">Save</option>
                <option value="false">Do not save</option>
              </Select>
            )}
          </Field>
        </div>
        <Field label="Timeout (seconds)" hint="Leave empty for no timeout.">
          {(p) => (
            <TextInput
              {...p}
              type="number"
              min={1}
              value={timeout > 0 ? String(timeout) : ''}
              placeholder="No timeout"
              onChange={(e) => set({ executionTimeout: e.target.value ? Math.max(1, Number(e.target.value)) : -1 })}
            />
          )}
        </Field>
      </div>
    </Modal>
  );
}

/** F2: rename the selected node. */
export function RenameNodeDialog() {
  const renaming = useCanvasUi((s) => s.renaming);
  const node = useWorkflowStore((s) => (renaming ? s.workflow.nodes[renaming] : undefined));
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setName(node?.name ?? '');
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [renaming]);
  const close = () => useCanvasUi.getState().setRenaming(null);
  const submit = () => {
    if (!renaming) return;
    const problem = renameNode(renaming, name);
    if (problem) setError(problem);
    else close();
  };
  return (
    <SimpleDialog
      open={!!renaming && !!node}
      title="Rename node"
      onClose={close}
      testId="rename-node-dialog"
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" onClick={submit}>
            Rename
          </Button>
        </>
      }
    >
      <form onSubmit={(e) => (e.preventDefault(), submit())}>
        <Field label="Name" error={error}>
          {(p) => (
            <TextInput
              {...p}
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoFocus
              onFocus={(e) => e.target.select()}
            />
          )}
        </Field>
      </form>
    </SimpleDialog>
  );
}

/**
 * Shown after a workflow is activated (the 'activation' modal): what activation means, with a
 * "don't show again" saved under the hide-activation-alert key.
 */
export function ActivationModal() {
  const [hide, setHide] = useState(false);
  const close = () => {
    if (hide) writeLocal(LOCAL_STORAGE_KEYS.HIDE_ACTIVATION_ALERT, 'true');
    useUiStore.getState().closeModal('activation');
  };
  return (
    <Modal
      name="activation"
      size="sm"
      title="Workflow activated"
      onClose={() => hide && writeLocal(LOCAL_STORAGE_KEYS.HIDE_ACTIVATION_ALERT, 'true')}
      footer={
        <Button variant="primary" onClick={close}>
          Got it
        </Button>
      }
    >
      <div className="stack">
        <p>Its triggers now run on their own: schedules fire, and webhooks answer on their production URLs.</p>
        <p className="muted">
          Manual runs in the editor still use the test URLs. Executions of the active workflow appear in its Executions
          tab.
        </p>
        <label className="row" style={{ gap: 8 }}>
          <input type="checkbox" checked={hide} onChange={(e) => setHide(e.target.checked)} /> Don’t show this again
        </label>
      </div>
    </Modal>
  );
}

/** Whether to show the activation modal (not hidden by the user). */
export function shouldShowActivationModal(): boolean {
  return readLocal(LOCAL_STORAGE_KEYS.HIDE_ACTIVATION_ALERT) !== 'true';
}
