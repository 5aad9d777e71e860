import { create } from 'zustand';
import { restApi } from '../../api/client';
import type { InstanceSettings } from '../../api/types';

export interface SettingsStore {
  settings: InstanceSettings | null;
  /** Set when /rest/settings could not be loaded (for example the server is down). */
  loadError: Error | null;
  fetchSettings(): Promise<InstanceSettings>;
  /** Local change after owner setup or skip (showSetupOnFirstLoad false). */
  stopShowingSetup(): void;
}

/** Instance settings, loaded once at start and after sign-in. */
export const useSettingsStore = create<SettingsStore>()((set, get) => ({
  settings: null,
  loadError: null,
  fetchSettings: async () => {
    try {
      const settings = await restApi<InstanceSettings>('GET', '/settings');
      set({ settings, loadError: null });
      return settings;
    } catch (error) {
      set({ loadError: error as Error });
      throw error;
    }
  },
  stopShowingSetup: () => {
    const s = get().settings;
    if (s) set({ settings: { ...s, userManagement: { ...s.userManagement, showSetupOnFirstLoad: false } } });
  },
}));

/** Whether an enterprise feature is on. Weft ships them all; an operator can switch one off. */
export function isEnterpriseFeatureEnabled(
  settings: InstanceSettings | null,
  feature: keyof InstanceSettings['enterprise'],
): boolean {
  return !!settings?.enterprise?.[feature];
}
