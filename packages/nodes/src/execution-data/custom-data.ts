/** Most keys an execution's custom data holds (n8n's limit); further new keys are dropped. */
export const CUSTOM_DATA_KEY_LIMIT = 10;

/**
 * Sets one key of an execution's custom data with n8n's rules: keys of `A-Za-z0-9_` only, cut
 * to 50 characters; values strings or numbers, kept as strings cut to 512 characters; beyond
 * 10 keys, new keys are ignored. Throws a clear error for a bad key or value.
 */
export function setCustomData(data: Record<string, string>, key: unknown, value: unknown): void {
  if (typeof key === 'string' && !(key in data) && Object.keys(data).length >= CUSTOM_DATA_KEY_LIMIT) return;
  if (typeof key !== 'string') throw new Error(`Custom data keys must be a string (key "${String(key)}")`);
  if (key.replace(/[A-Za-z0-9_]/g, '').length !== 0) {
    throw new Error(`Custom date key can only contain characters "A-Za-z0-9_" (key "${key}")`);
  }
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') {
    throw new Error(`Custom data values must be a string (key "${key}")`);
  }
  data[key.slice(0, 50)] = String(value).slice(0, 512);
}

/** Sets several keys; every valid one is set, then the first error (if any) is thrown. */
export function setAllCustomData(data: Record<string, string>, values: Record<string, unknown>): void {
  const errors: Error[] = [];
  for (const [key, value] of Object.entries(values)) {
    try {
      setCustomData(data, key, value);
    } catch (error) {
      errors.push(error as Error);
    }
  }
  if (errors[0]) throw errors[0];
}
