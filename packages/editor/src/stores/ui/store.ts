import { create } from 'zustand';
import { LOCAL_STORAGE_KEYS, readLocal, writeLocal } from '../../utils/local-storage';
import * as ui from './state';

export interface UiStore extends ui.UiState {
  openModal(key: ui.ModalKey, data?: Record<string, unknown>): void;
  closeModal(key: ui.ModalKey): void;
  closeAllModals(): void;
  setTheme(theme: ui.Theme): void;
}

function applyTheme(theme: ui.Theme): void {
  if (typeof document === 'undefined') return;
  const dark =
    theme === 'dark' ||
    (theme === 'system' && typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

const savedTheme = readLocal(LOCAL_STORAGE_KEYS.THEME);

/** UI state shared by every view: the modal stack and the theme. */
export const useUiStore = create<UiStore>()((set) => ({
  ...ui.initialUiState,
  theme: savedTheme === 'dark' || savedTheme === 'light' ? savedTheme : 'system',
  openModal: (key, data) => set((s) => ui.openModal(s, key, data)),
  closeModal: (key) => set((s) => ui.closeModal(s, key)),
  closeAllModals: () => set((s) => ui.closeAllModals(s)),
  setTheme: (theme) => {
    if (theme === 'system') writeLocal(LOCAL_STORAGE_KEYS.THEME, null);
    else writeLocal(LOCAL_STORAGE_KEYS.THEME, theme);
    applyTheme(theme);
    set({ theme });
  },
}));
