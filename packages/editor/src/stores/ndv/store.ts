import { create } from 'zustand';
import { LOCAL_STORAGE_KEYS, readLocal, writeLocal } from '../../utils/local-storage';
import type { DisplayMode } from '../../ndv/mapping';
import * as n from './state';
import * as h from './hover';

export interface NdvStore extends n.NdvState {
  /** Opens the view on a node (by id). */
  open(nodeId: string): void;
  close(): void;
  /** Sets and stores the main panel width (local storage MAIN_PANEL_RELATIVE_WIDTH). */
  setMainPanelRelativeWidth(width: number): void;
  setMode(panel: 'input' | 'output', mode: DisplayMode): void;
  setInputNode(name: string | null): void;
  setRunIndex(panel: 'input' | 'output', index: number): void;
  setOutputBranch(index: number): void;
  setSearch(panel: 'input' | 'output', text: string): void;
  setEditingPinData(editing: boolean): void;
  setMainTab(tab: n.NdvState['mainTab']): void;
  setInputHasData(has: boolean): void;
  dismissMappingHint(): void;
  /** Sets or clears (null) the item under the pointer in the input or output panel. */
  setHoveringItem(panel: 'input' | 'output', item: h.ItemRef | null): void;
}

/** The node details view: open node, panel choices and the stored main panel width. */
export const useNdvStore = create<NdvStore>()((set) => ({
  ...n.initialNdvState,
  mainPanelRelativeWidth: n.parseRelativeWidth(readLocal(LOCAL_STORAGE_KEYS.MAIN_PANEL_RELATIVE_WIDTH)),
  mainPanelResized: !!readLocal(LOCAL_STORAGE_KEYS.MAIN_PANEL_RELATIVE_WIDTH),
  open: (nodeId) => set((s) => n.openNode(s, nodeId)),
  close: () => set((s) => n.closeNdv(s)),
  setMainPanelRelativeWidth: (width) => {
    const w = n.clampRelativeWidth(width);
    writeLocal(LOCAL_STORAGE_KEYS.MAIN_PANEL_RELATIVE_WIDTH, String(w));
    set({ mainPanelRelativeWidth: w, mainPanelResized: true });
  },
  setMode: (panel, mode) => set(panel === 'input' ? { inputMode: mode } : { outputMode: mode }),
  // Another node, run or branch replaces the rows under the pointer: nothing is hovered then.
  setInputNode: (inputNodeName) => set((s) => ({ ...h.clearHovering(s), inputNodeName, inputRunIndex: 0 })),
  setRunIndex: (panel, index) =>
    set((s) => ({
      ...h.clearHovering(s),
      ...(panel === 'input' ? { inputRunIndex: index } : { outputRunIndex: index }),
    })),
  setOutputBranch: (outputBranch) => set((s) => ({ ...h.clearHovering(s), outputBranch })),
  setSearch: (panel, text) => set(panel === 'input' ? { inputSearch: text } : { outputSearch: text }),
  setEditingPinData: (editingPinData) => set({ editingPinData }),
  setMainTab: (mainTab) => set({ mainTab }),
  setInputHasData: (inputHasData) => set((s) => (s.inputHasData === inputHasData ? s : { inputHasData })),
  dismissMappingHint: () => set({ mappingHintDismissed: true }),
  setHoveringItem: (panel, item) => set((s) => h.setHoveringItem(s, panel, item)),
}));
