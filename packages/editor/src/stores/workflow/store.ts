import { create } from 'zustand';
import type { NodeParameters, WorkflowNode } from '@weft/workflow';
import type { Command } from './commands';
import { diffModels, isEmptyDiff, type ModelDiff } from './diff';
import type { WorkflowModel, WorkflowTag } from './model';
import * as w from './state';

export interface WorkflowStore extends w.WorkflowState {
  setWorkflow(model: WorkflowModel): void;
  setWorkflowId(id: string): void;
  setWorkflowActive(): void;
  setWorkflowInactive(): void;
  setName(name: string): void;
  /** Applies commands without recording them; answers the record diff each one made, for history. */
  apply(cmds: readonly Command[]): ModelDiff[];
  /** Applies a record diff without recording it (undo and redo). */
  applyDiff(diff: ModelDiff): void;
  setPositions(positions: Record<string, [number, number]>): void;
  setNodeParameters(nodeId: string, parameters: NodeParameters): void;
  updateNode(nodeId: string, patch: Partial<WorkflowNode>): void;
  pinData(nodeName: string, data: unknown): void;
  unpinData(nodeName: string): void;
  setTags(tags: WorkflowTag[]): void;
  setSettings(settings: WorkflowModel['settings']): void;
  markSaved(saved: w.SavedWorkflow, keepDirty?: boolean): void;
  setActiveAction(action: string | null): void;
  markClean(): void;
}

/** Called with the command that describes each recordable edit made through the store's setters, and its diff. */
export type EditListener = (cmd: Command, diff: ModelDiff) => void;
const editListeners = new Set<EditListener>();

/**
 * Listens to the edits the store's setters make (parameters, node settings, sticky notes, pinned
 * data, workflow settings), each as a record diff command, so that history records them: every
 * edit is undoable whichever part of the editor made it. Answers a function that stops listening.
 */
export function onRecordableEdit(listener: EditListener): () => void {
  editListeners.add(listener);
  return () => editListeners.delete(listener);
}

/** The diff command between two workflows for the edit of one node, one pinned-data entry or the settings. */
function diffOf(
  before: WorkflowModel,
  after: WorkflowModel,
  what: { nodeId?: string; pinned?: string; settings?: boolean },
): Command | null {
  if (what.nodeId) {
    const from = before.nodes[what.nodeId];
    const to = after.nodes[what.nodeId];
    return from && to && from !== to ? { type: 'updateNode', nodeId: what.nodeId, from, to } : null;
  }
  if (what.pinned !== undefined) {
    const from = before.pinData[what.pinned] ?? null;
    const to = after.pinData[what.pinned] ?? null;
    return from !== to ? { type: 'setPinData', nodeName: what.pinned, from, to } : null;
  }
  return what.settings && before.settings !== after.settings
    ? { type: 'setSettings', from: before.settings, to: after.settings }
    : null;
}

/** The workflow open in the editor (one per tab). */
export const useWorkflowStore = create<WorkflowStore>()((set, get) => {
  /** Applies an edit and tells the listeners what changed, as a command. */
  const edit = (change: (s: w.WorkflowState) => w.WorkflowState, what: Parameters<typeof diffOf>[2]): void => {
    const before = get().workflow;
    set(change);
    const after = get().workflow;
    const cmd = diffOf(before, after, what);
    const diff = diffModels(before, after);
    if (cmd && !isEmptyDiff(diff)) for (const listener of editListeners) listener(cmd, diff);
  };
  return {
    ...w.initialWorkflowState,
    setWorkflow: (model) => set((s) => w.setWorkflow(s, model)),
    setWorkflowId: (id) => set((s) => w.setWorkflowId(s, id)),
    setWorkflowActive: () => set((s) => w.setWorkflowActive(s)),
    setWorkflowInactive: () => set((s) => w.setWorkflowInactive(s)),
    setName: (name) => set((s) => w.setWorkflowName(s, name)),
    apply: (cmds) => {
      const { state, diffs } = w.applyEditsWithDiffs(get(), cmds);
      set(state);
      return diffs;
    },
    applyDiff: (diff) => set((s) => w.applyModelDiff(s, diff)),
    setPositions: (positions) => set((s) => w.setPositions(s, positions)),
    setNodeParameters: (nodeId, parameters) => edit((s) => w.setNodeParameters(s, nodeId, parameters), { nodeId }),
    updateNode: (nodeId, patch) => edit((s) => w.updateNode(s, nodeId, patch), { nodeId }),
    pinData: (nodeName, data) => edit((s) => w.pinData(s, nodeName, data), { pinned: nodeName }),
    unpinData: (nodeName) => edit((s) => w.unpinData(s, nodeName), { pinned: nodeName }),
    setTags: (tags) => set((s) => w.setTags(s, tags)),
    setSettings: (settings) => edit((s) => w.setSettings(s, settings), { settings: true }),
    markSaved: (saved, keepDirty) => set((s) => w.markSaved(s, saved, keepDirty)),
    setActiveAction: (action) => set((s) => w.setActiveAction(s, action)),
    markClean: () => set({ isDirty: false }),
  };
});
