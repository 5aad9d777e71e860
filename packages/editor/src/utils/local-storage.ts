/**
 * The local-storage keys, named as n8n names them so a browser that
 * used both keeps its choices.
 */
export const LOCAL_STORAGE_KEYS = {
  HIDE_ACTIVATION_ALERT: 'N8N_HIDE_ACTIVATION_ALERT',
  PIN_DATA_DISCOVERY_NDV: 'N8N_PIN_DATA_DISCOVERY_NDV',
  PIN_DATA_DISCOVERY_CANVAS: 'N8N_PIN_DATA_DISCOVERY_CANVAS',
  MAPPING_ONBOARDED: 'N8N_MAPPING_ONBOARDED',
  MAIN_PANEL_RELATIVE_WIDTH: 'N8N_MAIN_PANEL_RELATIVE_WIDTH',
  THEME: 'N8N_THEME',
} as const;

export type LocalStorageKey = (typeof LOCAL_STORAGE_KEYS)[keyof typeof LOCAL_STORAGE_KEYS];

/** Reads a key; private browsing or a full quota never throws. */
export function readLocal(key: LocalStorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key, or removes it when the value is null. */
export function writeLocal(key: LocalStorageKey, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}
