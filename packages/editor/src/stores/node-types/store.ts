import { create } from 'zustand';
import type { NodeTypeDescription } from '@weft/workflow';
import { getNodeTypes } from '../../api/workflow-editor';
import * as n from './state';

export interface NodeTypesStore extends n.NodeTypesState {
  error: Error | null;
  /** Loads every description (/types/nodes-packed.json) once (again with `force`). */
  load(force?: boolean): Promise<void>;
  get(name: string, version?: number): NodeTypeDescription | undefined;
}

let loading: Promise<void> | null = null;

/** Node type descriptions, per name and version. */
export const useNodeTypesStore = create<NodeTypesStore>()((set, get) => ({
  ...n.initialNodeTypesState,
  error: null,
  load: async (force) => {
    if (get().loaded && !force) return;
    loading ??= getNodeTypes()
      .then((list) => set((s) => ({ ...n.setNodeTypes(s, list), error: null })))
      .catch((error: unknown) => set({ error: error instanceof Error ? error : new Error(String(error)) }))
      .finally(() => {
        loading = null;
      });
    return loading;
  },
  get: (name, version) => n.getNodeType(get(), name, version),
}));

/** The description of a node type at a version, from the loaded store (for saving nodes in their saved form). */
export function describeNodeType(type: string, version: number): NodeTypeDescription | undefined {
  return n.getNodeType(useNodeTypesStore.getState(), type, version);
}
