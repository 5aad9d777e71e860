import { create } from 'zustand';
import { ResponseError } from '../../api/client';
import * as api from '../../api/workflows';
import * as s from './state';

export interface WorkflowsListStore extends s.WorkflowsListState {
  fetchWorkflows(): Promise<void>;
  /** Activates or deactivates; on failure the switch goes back and the server's error is thrown. */
  setActive(id: string, active: boolean): Promise<void>;
  deleteWorkflow(id: string): Promise<void>;
  /** Copies a workflow (graph, settings, tags) under its duplicate name; answers the copy. */
  duplicateWorkflow(id: string): Promise<api.WorkflowFull>;
  setTags(id: string, tagIds: string[]): Promise<void>;
}

/** The workflows of /home/workflows. */
export const useWorkflowsListStore = create<WorkflowsListStore>()((set, get) => ({
  ...s.initialWorkflowsListState,
  fetchWorkflows: async () => {
    set({ loading: true, error: null });
    try {
      const list = await api.fetchWorkflows();
      set((st) => s.setWorkflows(st, list));
    } catch (error) {
      set({ loading: false, error: error as Error });
    }
  },
  setActive: async (id, active) => {
    const before = get().workflows.find((w) => w.id === id);
    if (!before) return;
    set((st) => s.patchWorkflow(st, id, { active }));
    try {
      const updated = await api.setWorkflowActive(id, active, before.versionId);
      set((st) => s.upsertWorkflow(st, updated));
    } catch (error) {
      // A failed activation still saved: take the new versionId the server sent, or reload it.
      const versionId =
        error instanceof ResponseError && typeof error.meta?.versionId === 'string' ? error.meta.versionId : undefined;
      set((st) => s.patchWorkflow(st, id, { active: before.active, ...(versionId ? { versionId } : {}) }));
      if (!versionId) {
        api.fetchWorkflow(id).then(
          (w) => set((st) => s.upsertWorkflow(st, w)),
          () => undefined,
        );
      }
      throw error;
    }
  },
  deleteWorkflow: async (id) => {
    await api.deleteWorkflow(id);
    set((st) => s.removeWorkflow(st, id));
  },
  duplicateWorkflow: async (id) => {
    const original = await api.fetchWorkflow(id);
    let name = s.duplicateName(original.name);
    try {
      name = await api.newWorkflowName(name);
    } catch {
      /* a failed name call keeps the plain name with the suffix */
    }
    const copy = await api.createWorkflow({
      name,
      nodes: original.nodes,
      connections: original.connections,
      settings: original.settings,
      pinData: original.pinData ?? {},
      tags: original.tags.map((t) => t.id),
    });
    set((st) => s.upsertWorkflow(st, copy));
    return copy;
  },
  setTags: async (id, tagIds) => {
    const w = get().workflows.find((x) => x.id === id);
    if (!w) return;
    const updated = await api.setWorkflowTags(id, tagIds, w.versionId);
    set((st) => s.upsertWorkflow(st, updated));
  },
}));
