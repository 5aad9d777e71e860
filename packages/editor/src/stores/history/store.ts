import { create } from 'zustand';
import type { Command } from '../workflow/commands';
import { onRecordableEdit, useWorkflowStore } from '../workflow/store';
import * as h from './state';

export interface HistoryStore extends h.HistoryState {
  /** Records a command that was already applied. */
  record(cmd: Command): void;
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
  record: (cmd) => set((s) => h.recordCommand(s, cmd)),
  startRecording: () => set((s) => h.startRecording(s)),
  stopRecording: () => set((s) => h.stopRecording(s)),
  undo: async () => {
    const { state, step } = h.popUndo(get());
    if (!step) return false;
    set(state);
    const plan = h.revertPlan(step);
    if (step.bulk) set((s) => h.setBulkInProgress(s, true));
    useWorkflowStore.getState().apply(plan.immediate);
    if (plan.delayed.length) {
      await new Promise((r) => setTimeout(r, h.CONNECTION_REVERT_DELAY_MS));
      useWorkflowStore.getState().apply(plan.delayed);
    }
    if (step.bulk) set((s) => h.setBulkInProgress(s, false));
    return true;
  },
  redo: async () => {
    const { state, step } = h.popRedo(get());
    if (!step) return false;
    set(state);
    if (step.bulk) set((s) => h.setBulkInProgress(s, true));
    useWorkflowStore.getState().apply(h.redoPlan(step));
    if (step.bulk) set((s) => h.setBulkInProgress(s, false));
    return true;
  },
  reset: () => set({ ...h.initialHistoryState }),
}));

// Every edit made through the workflow store's setters is recorded too, so it can be undone.
onRecordableEdit((cmd) => useHistoryStore.getState().record(cmd));
