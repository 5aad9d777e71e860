import { create } from 'zustand';
import type { NodeParameters, WorkflowNode } from '@weft/workflow';
import type { Command } from './commands';
import type { WorkflowModel, WorkflowTag } from './model';
import * as w from './state';

export interface WorkflowStore extends w.WorkflowState {
  setWorkflow(model: WorkflowModel): void;
  setWorkflowId(id: string): void;
  setWorkflowActive(): void;
  setWorkflowInactive(): void;
  setName(name: string): void;
  /** Applies commands without recording them (history and undo call this). */
  apply(cmds: readonly Command[]): void;
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

/** The workflow open in the editor (one per tab). */
export const useWorkflowStore = create<WorkflowStore>()((set) => ({
  ...w.initialWorkflowState,
  setWorkflow: (model) => set((s) => w.setWorkflow(s, model)),
  setWorkflowId: (id) => set((s) => w.setWorkflowId(s, id)),
  setWorkflowActive: () => set((s) => w.setWorkflowActive(s)),
  setWorkflowInactive: () => set((s) => w.setWorkflowInactive(s)),
  setName: (name) => set((s) => w.setWorkflowName(s, name)),
  apply: (cmds) => set((s) => w.applyEdits(s, cmds)),
  setPositions: (positions) => set((s) => w.setPositions(s, positions)),
  setNodeParameters: (nodeId, parameters) => set((s) => w.setNodeParameters(s, nodeId, parameters)),
  updateNode: (nodeId, patch) => set((s) => w.updateNode(s, nodeId, patch)),
  pinData: (nodeName, data) => set((s) => w.pinData(s, nodeName, data)),
  unpinData: (nodeName) => set((s) => w.unpinData(s, nodeName)),
  setTags: (tags) => set((s) => w.setTags(s, tags)),
  setSettings: (settings) => set((s) => w.setSettings(s, settings)),
  markSaved: (saved, keepDirty) => set((s) => w.markSaved(s, saved, keepDirty)),
  setActiveAction: (action) => set((s) => w.setActiveAction(s, action)),
  markClean: () => set({ isDirty: false }),
}));
