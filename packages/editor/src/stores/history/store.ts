import { create } from 'zustand';
import type { Command } from '../workflow/commands';
import type { ModelDiff } from '../workflow/diff';
import { onRecordableEdit, useWorkflowStore } from '../workflow/store';
import * as h from './state';

export interface HistoryStore extends h.HistoryState {
  /** Records a command that was already applied, with the record diff it made. */
  record(cmd: Command, diff: ModelDiff): void;
  startRecording(): void;
  stopRecording(): void;
  /** Undoes the newest step; resolves once delayed parts (connections) are back. */
  undo(): Promise<boolean>;
  redo(): Promise<boolean>;
  reset(): void;
}

/** Undo/redo for the open workflow. */
export const useHistoryStore = create<HistoryStore>()((set, get) => ({
  ...h.initialHistoryState,
  record: (cmd, diff) => set((s) => h.recordCommand(s, cmd, diff)),
  startRecording: () => set((s) => h.startRecording(s)),
  stopRecording: () => set((s) => h.stopRecording(s)),
  undo: async () => {
    const { state, step } = h.popUndo(get());
    if (!step) return false;
    set(state);
    const plan = h.revertPlan(step);
    if (step.bulk) set((s) => h.setBulkInProgress(s, true));
    useWorkflowStore.getState().applyDiff(plan.immediate);
    if (plan.delayed) {
      const delayed = plan.delayed;
      await new Promise((r) => setTimeout(r, h.CONNECTION_REVERT_DELAY_MS));
      useWorkflowStore.getState().applyDiff(delayed);
    }
    if (step.bulk) set((s) => h.setBulkInProgress(s, false));
    return true;
  },
  redo: async () => {
    const { state, step } = h.popRedo(get());
    if (!step) return false;
    set(state);
    if (step.bulk) set((s) => h.setBulkInProgress(s, true));
    useWorkflowStore.getState().applyDiff(h.redoPlan(step));
    if (step.bulk) set((s) => h.setBulkInProgress(s, false));
    return true;
  },
  reset: () => set({ ...h.initialHistoryState }),
}));

// Every edit made through the workflow store's setters is recorded too, so it can be undone.
onRecordableEdit((cmd, diff) => useHistoryStore.getState().record(cmd, diff));
