import { create } from 'zustand';
import * as t from './state';
import { reportErrorToast } from '../../telemetry/app-events';

export interface ToastStore extends t.ToastState {
  show(input: t.ToastInput): number;
  showError(error: unknown, title: string, message?: string): number;
  dismiss(id: number): void;
}

/** Toasts shown in the corner of every view. Error toasts are reported to telemetry. */
export const useToastStore = create<ToastStore>()((set, get) => ({
  ...t.initialToastState,
  show: (input) => {
    const same = t.shownToast(get(), input);
    if (same) return same.id;
    const id = get().nextId;
    set((s) => t.addToast(s, input));
    const duration = get().toasts.find((x) => x.id === id)?.duration ?? 0;
    if (duration > 0) setTimeout(() => get().dismiss(id), duration);
    if (input.type === 'error') reportErrorToast(input);
    return id;
  },
  showError: (error, title, message) => get().show(t.errorToast(error, title, message)),
  dismiss: (id) => set((s) => t.removeToast(s, id)),
}));

/** Shortcuts usable outside React components. */
export const toast = {
  success: (title: string, message?: string) => useToastStore.getState().show({ type: 'success', title, message }),
  info: (title: string, message?: string) => useToastStore.getState().show({ type: 'info', title, message }),
  error: (error: unknown, title: string, message?: string) => useToastStore.getState().showError(error, title, message),
};
