import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import * as Switch from '@radix-ui/react-switch';
import { createWorkflow, deleteWorkflow, getNewWorkflowName } from '../../api/workflow-editor';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { TagsInput } from '../../components/tags/TagsInput';
import { useTagsStore } from '../../stores/tags/store';
import { useUiStore } from '../../stores/ui/store';
import { useSettingsStore } from '../../stores/settings/store';
import { useCurrentUser } from '../../stores/users/store';
import { permissionUser, workflowPermissions } from '../../utils/permissions';
import { toast } from '../../stores/toasts/store';
import { duplicateName, isNewWorkflowId, toWorkflow } from '../../stores/workflow/model';
import { describeNodeType } from '../../stores/node-types/store';
import { useWorkflowStore } from '../../stores/workflow/store';
import { setActive } from '../save';
import { ActivationModal, shouldShowActivationModal, SimpleDialog } from './Dialogs';
import { ShareModal } from './ShareModal';
import { WorkflowMenu } from './WorkflowMenu';
import { WorkflowName } from './WorkflowName';

export interface WorkflowHeaderProps {
  readOnly: boolean;
  tab: 'workflow' | 'executions';
  onSave(): Promise<boolean>;
  canDelete?: boolean;
}

/** The editor's header: name, tags, tabs, activation, save and the workflow menu. */
export function WorkflowHeader({ readOnly, tab, onSave, canDelete: canDeleteProp = true }: WorkflowHeaderProps) {
  const user = useCurrentUser();
  const sharing = useSettingsStore((s) => !!s.settings?.enterprise?.sharing);
  const navigate = useNavigate();
  const workflow = useWorkflowStore((s) => s.workflow);
  const isDirty = useWorkflowStore((s) => s.isDirty);
  const saving = useWorkflowStore((s) => s.activeAction === 'workflowSaving');
  const allTags = useTagsStore((s) => s.tags);
  const [editingTags, setEditingTags] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [activating, setActivating] = useState(false);
  const saved = !isNewWorkflowId(workflow.id);
  // Sharees may edit but not delete.
  const permissions = workflowPermissions(
    permissionUser(user),
    { id: workflow.id, ownedBy: workflow.ownedBy ?? null, sharedWith: workflow.sharedWith ?? [] },
    { sharingEnabled: sharing },
  );
  const canDelete = canDeleteProp && permissions.delete;
  const base = saved ? `/workflow/${encodeURIComponent(workflow.id)}` : '/workflow/new';

  const duplicate = async () => {
    const wanted = duplicateName(workflow.name);
    const name = await getNewWorkflowName(wanted).then(
      (r) => r.name,
      () => wanted,
    );
    try {
      const { id: _id, versionId: _v, ...data } = toWorkflow(workflow, describeNodeType);
      const created = await createWorkflow({ ...data, name, active: false });
      toast.success('Workflow duplicated', `Opened “${created.name}”.`);
      void navigate(`/workflow/${encodeURIComponent(String(created.id))}`);
    } catch (error) {
      toast.error(error, 'Problem duplicating workflow');
    }
  };

  const remove = async () => {
    try {
      await deleteWorkflow(workflow.id);
      useWorkflowStore.getState().markClean();
      toast.success('Workflow deleted', `“${workflow.name}” was deleted.`);
      void navigate('/home/workflows');
    } catch (error) {
      toast.error(error, 'Problem deleting workflow');
    }
  };

  const toggleActive = async (next: boolean) => {
    setActivating(true);
    if (next && useWorkflowStore.getState().isDirty) {
      const ok = await onSave();
      if (!ok) return setActivating(false);
    }
    const ok = await setActive(next);
    setActivating(false);
    if (ok && next && shouldShowActivationModal()) useUiStore.getState().openModal('activation');
    else if (ok)
      toast.success(
        next ? 'Workflow activated' : 'Workflow deactivated',
        next ? 'Its triggers now run in production.' : undefined,
      );
  };

  return (
    <header className="wf-header" data-testid="workflow-header">
      <div className="wf-header__left">
        <Link
          to="/home/workflows"
          className="btn btn--ghost btn--icon"
          aria-label="Back to workflows"
          title="Workflows"
        >
          <Icon name="chevronLeft" size={18} />
        </Link>
        <WorkflowName
          name={workflow.name}
          readOnly={readOnly}
          onRename={(n) => useWorkflowStore.getState().setName(n)}
        />
        {editingTags && !readOnly ? (
          <div className="wf-header__tags-edit">
            <TagsInput
              label="Workflow tags"
              allowCreate
              autoFocus
              value={workflow.tags.map((t) => t.id)}
              onChange={(ids) =>
                useWorkflowStore
                  .getState()
                  .setTags(ids.map((id) => allTags[id] ?? workflow.tags.find((t) => t.id === id) ?? { id, name: id }))
              }
            />
            <Button size="sm" variant="ghost" onClick={() => setEditingTags(false)}>
              Done
            </Button>
          </div>
        ) : (
          <div className="wf-header__tags">
            {workflow.tags.map((t) => (
              <span key={t.id} className="badge">
                {t.name}
              </span>
            ))}
            {!readOnly && (
              <button type="button" className="wf-header__add-tag" onClick={() => setEditingTags(true)}>
                <Icon name="tag" size={13} /> {workflow.tags.length ? 'Edit' : 'Add tag'}
              </button>
            )}
          </div>
        )}
      </div>
      <nav className="wf-tabs" aria-label="Workflow views">
        <Link className="wf-tab" to={base} aria-current={tab === 'workflow' ? 'page' : undefined}>
          Editor
        </Link>
        {saved ? (
          <Link
            className="wf-tab"
            to={`${base}/executions`}
            aria-current={tab === 'executions' ? 'page' : undefined}
            data-testid="tab-executions"
          >
            Executions
          </Link>
        ) : (
          <span className="wf-tab wf-tab--disabled" title="Save the workflow to see its executions">
            Executions
          </span>
        )}
        <button
          type="button"
          className="wf-tab"
          disabled={!saved || readOnly}
          onClick={() => useUiStore.getState().openModal('settings')}
          title={saved ? 'Workflow settings' : 'Save the workflow to change its settings'}
        >
          Settings
        </button>
      </nav>
      <div className="wf-header__right">
        <label className="wf-active" title={saved ? undefined : 'Save the workflow before activating it'}>
          <span className="wf-active__label">{workflow.active ? 'Active' : 'Inactive'}</span>
          <Switch.Root
            className="switch"
            checked={workflow.active}
            disabled={!saved || readOnly || activating}
            onCheckedChange={(v) => void toggleActive(v)}
            aria-label="Active"
            data-testid="workflow-active"
          >
            <Switch.Thumb className="switch__thumb" />
          </Switch.Root>
        </label>
        {sharing && saved && (
          <Button
            variant="ghost"
            icon="share"
            onClick={() => useUiStore.getState().openModal('workflowShare')}
            data-testid="workflow-share"
          >
            Share
          </Button>
        )}
        {!readOnly && (
          <Button
            variant={isDirty || !saved ? 'primary' : 'secondary'}
            loading={saving}
            disabled={!isDirty && saved}
            onClick={() => void onSave()}
            data-testid="workflow-save"
            title="Save (Ctrl+S)"
          >
            {isDirty || !saved ? 'Save' : 'Saved'}
          </Button>
        )}
        <WorkflowMenu
          saved={saved}
          canDelete={canDelete}
          readOnly={readOnly}
          onDuplicate={() => void duplicate()}
          onDelete={() => setConfirmDelete(true)}
        />
      </div>
      <ActivationModal />
      {sharing && saved && <ShareModal canShare={permissions.share} />}
      <SimpleDialog
        open={confirmDelete}
        title="Delete this workflow?"
        description={`“${workflow.name}” and its settings will be deleted. This cannot be undone.`}
        onClose={() => setConfirmDelete(false)}
        footer={
          <>
            <Button onClick={() => setConfirmDelete(false)}>Cancel</Button>
            <Button variant="danger" onClick={() => (setConfirmDelete(false), void remove())}>
              Delete
            </Button>
          </>
        }
      />
    </header>
  );
}
