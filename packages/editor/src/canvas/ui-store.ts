import { create } from 'zustand';

/** A window event asking the canvas to fit the view (after an import). */
export const FIT_VIEW_EVENT = 'weft:fit-view';

/** Where a node chosen in the node creator goes. */
export interface CreatorContext {
  /** Connect the new node after this output. */
  from?: { nodeId: string; output: number };
  /** Insert the new node on this connection (its key). */
  insert?: string;
  /** Supply this sub-node input of a root node (an agent's Chat Model, Memory, Tool…): only types of that output are offered. */
  subNodeFor?: { nodeId: string; type: string; index: number };
  /** Drop position in flow coordinates. */
  position?: [number, number];
}

export interface CanvasUiStore {
  /** Selected node ids. */
  selected: Record<string, true>;
  /** Selected connection keys. */
  selectedEdges: Record<string, true>;
  creatorOpen: boolean;
  creatorContext: CreatorContext | null;
  /** Node being renamed (F2). */
  renaming: string | null;
  /** Connection under the pointer (its '+' and delete buttons show). */
  hoveredEdge: string | null;
  setHoveredEdge(key: string | null): void;
  select(ids: readonly string[]): void;
  setSelected(selected: Record<string, true>): void;
  setSelectedEdges(selected: Record<string, true>): void;
  openCreator(context?: CreatorContext | null): void;
  closeCreator(): void;
  setRenaming(id: string | null): void;
  reset(): void;
}

/** Canvas UI state: selection, the node creator, renaming. */
export const useCanvasUi = create<CanvasUiStore>()((set) => ({
  selected: {},
  selectedEdges: {},
  creatorOpen: false,
  creatorContext: null,
  renaming: null,
  hoveredEdge: null,
  setHoveredEdge: (hoveredEdge) => set({ hoveredEdge }),
  select: (ids) => set({ selected: Object.fromEntries(ids.map((id) => [id, true as const])), selectedEdges: {} }),
  setSelected: (selected) => set({ selected }),
  setSelectedEdges: (selectedEdges) => set({ selectedEdges }),
  openCreator: (context = null) => set({ creatorOpen: true, creatorContext: context }),
  closeCreator: () => set({ creatorOpen: false, creatorContext: null }),
  setRenaming: (renaming) => set({ renaming }),
  reset: () => set({ selected: {}, selectedEdges: {}, creatorOpen: false, creatorContext: null, renaming: null }),
}));
