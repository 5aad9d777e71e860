/**
 * The save flow: create (forced inactive, the route replaced with
 * action workflowSave), update with the versionId, a conflict (code 100) is reported to telemetry
 * ('User attempted to save locked workflow', owner or sharee) and asks to reload or overwrite,
 * other errors become a toast. A saved workflow runs the `workflow.afterUpdate` hook.
 */
import { create } from 'zustand';
import { createWorkflow, getWorkflow, updateWorkflow } from '../api/workflow-editor';
import { ResponseError } from '../api/client';
import { useHistoryStore } from '../stores/history/store';
import { toast } from '../stores/toasts/store';
import { useUiStore } from '../stores/ui/store';
import { fromWorkflow, isNewWorkflowId, toWorkflow } from '../stores/workflow/model';
import { describeNodeType } from '../stores/node-types/store';
import { useWorkflowStore } from '../stores/workflow/store';
import { useSettingsStore } from '../stores/settings/store';
import { useUsersStore } from '../stores/users/store';
import { reportLockedSave, reportWorkflowSaved } from '../telemetry/app-events';

/** Error code of a save over someone else's newer version. */
export const VERSION_CONFLICT_CODE = 100;

type ConflictChoice = 'overwrite' | 'reload' | 'cancel';

interface ConflictStore {
  resolve: ((choice: ConflictChoice) => void) | null;
  message: string;
  ask(message: string): Promise<ConflictChoice>;
  answer(choice: ConflictChoice): void;
}

/** The pending conflict question. */
export const useConflictStore = create<ConflictStore>()((set, get) => ({
  resolve: null,
  message: '',
  ask: (message) =>
    new Promise<ConflictChoice>((resolve) => {
      set({ resolve, message });
      useUiStore.getState().openModal('workflowConflict');
    }),
  answer: (choice) => {
    const r = get().resolve;
    set({ resolve: null });
    useUiStore.getState().closeModal('workflowConflict');
    r?.(choice);
  },
}));

/** Navigation the save flow needs (react-router's navigate). */
export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/** Reloads the open workflow from the server, dropping local changes. */
export async function reloadWorkflow(): Promise<void> {
  const id = useWorkflowStore.getState().workflow.id;
  if (isNewWorkflowId(id)) return;
  const fresh = await getWorkflow(id);
  useWorkflowStore.getState().setWorkflow(fromWorkflow(fresh));
  useHistoryStore.getState().reset();
}

/** Saves the open workflow. Answers whether it was saved. */
export async function saveWorkflow(navigate: Navigate, options: { forceSave?: boolean } = {}): Promise<boolean> {
  const store = useWorkflowStore.getState();
  if (store.activeAction === 'workflowSaving') return false;
  const before = store.workflow;
  const data = toWorkflow(before, describeNodeType);
  store.setActiveAction('workflowSaving');
  try {
    if (isNewWorkflowId(before.id)) {
      const { id: _id, versionId: _v, ...body } = data;
      const created = await createWorkflow({ ...body, active: false });
      const changedMeanwhile = useWorkflowStore.getState().workflow !== before;
      useWorkflowStore.getState().markSaved(
        {
          id: String(created.id),
          versionId: created.versionId,
          name: created.name,
          settings: created.settings,
          active: false,
          tags: created.tags,
        },
        changedMeanwhile,
      );
      navigate(`/workflow/${encodeURIComponent(String(created.id))}`, {
        replace: true,
        state: { action: 'workflowSave' },
      });
    } else {
      const { id, active: _a, ...body } = data;
      const updated = await updateWorkflow(id!, { ...body, versionId: before.versionId }, options.forceSave);
      const changedMeanwhile = useWorkflowStore.getState().workflow !== before;
      useWorkflowStore.getState().markSaved(
        {
          id: String(updated.id),
          versionId: updated.versionId,
          name: updated.name,
          active: updated.active,
          tags: updated.tags,
          updatedAt: updated.updatedAt,
        },
        changedMeanwhile,
      );
    }
    const saved = useWorkflowStore.getState().workflow;
    reportWorkflowSaved({ id: saved.id, name: saved.name, versionId: saved.versionId });
    return true;
  } catch (error) {
    if (error instanceof ResponseError && error.errorCode === VERSION_CONFLICT_CODE) {
      // Telemetry tells the workflow's owner from a sharee.
      reportLockedSave({
        userId: useUsersStore.getState().currentUserId,
        ownedById: before.ownedBy?.id,
        sharingEnabled: !!useSettingsStore.getState().settings?.enterprise?.sharing,
      });
      useWorkflowStore.getState().setActiveAction(null);
      const choice = await useConflictStore.getState().ask(error.message);
      if (choice === 'overwrite') return await saveWorkflow(navigate, { forceSave: true });
      if (choice === 'reload') await reloadWorkflow().catch((e: unknown) => toast.error(e, 'Problem loading workflow'));
      return false;
    }
    toast.error(error, 'Problem saving workflow');
    return false;
  } finally {
    useWorkflowStore.getState().setActiveAction(null);
  }
}

/** Activates or deactivates the saved workflow; activation errors go to a toast. */
export async function setActive(active: boolean): Promise<boolean> {
  const { workflow } = useWorkflowStore.getState();
  if (isNewWorkflowId(workflow.id)) return false;
  try {
    const updated = await updateWorkflow(workflow.id, { active, versionId: workflow.versionId });
    if (updated.active) useWorkflowStore.getState().setWorkflowActive();
    else useWorkflowStore.getState().setWorkflowInactive();
    useWorkflowStore
      .getState()
      .markSaved({ id: workflow.id, versionId: updated.versionId }, useWorkflowStore.getState().isDirty);
    return !!updated.active === active;
  } catch (error) {
    const meta = (error as ResponseError).meta as { versionId?: string } | undefined;
    if (meta?.versionId)
      useWorkflowStore
        .getState()
        .markSaved({ id: workflow.id, versionId: meta.versionId, active: false }, useWorkflowStore.getState().isDirty);
    toast.error(error, active ? 'Problem activating workflow' : 'Problem deactivating workflow');
    return false;
  }
}
