import { WeftError } from '../errors.js';
import type { ExecutionMode } from '../types/data.js';

/** Most keys an execution's custom data holds (n8n's limit); further new keys are dropped. */
export const CUSTOM_DATA_KEY_LIMIT = 10;
/** Keys longer than this are cut (n8n's limit). */
export const CUSTOM_DATA_KEY_MAX_LENGTH = 50;
/** Values longer than this are cut (n8n 1.123 cuts at 512 characters, though it warns from 255). */
export const CUSTOM_DATA_VALUE_MAX_LENGTH = 512;

/** An execution's custom data (`resultData.metadata`): short text values by key. */
export type ExecutionCustomData = Record<string, string>;

/**
 * `$execution.customData` as expressions, the Code node and nodes see it. `set`/`setAll` throw on
 * a bad key or value in manual runs only; other runs skip what is invalid, as n8n does.
 */
export interface CustomDataAccessor {
  set(key: string, value: string): void;
  setAll(values: Record<string, string>): void;
  get(key: string): string | undefined;
  getAll(): ExecutionCustomData;
}

/** An error in a custom data key or value. */
export class CustomDataError extends WeftError {
  constructor(message: string) {
    super(message);
    this.name = 'CustomDataError';
  }
}

/**
 * Sets one key of an execution's custom data with n8n's rules: keys of `A-Za-z0-9_` only, cut
 * to 50 characters; values strings or numbers, kept as strings cut to 512 characters; beyond
 * 10 keys, new keys are ignored. Throws a {@link CustomDataError} for a bad key or value.
 */
export function setCustomData(data: ExecutionCustomData, key: unknown, value: unknown): void {
  const has = typeof key === 'string' && Object.prototype.hasOwnProperty.call(data, key);
  if (!has && Object.keys(data).length >= CUSTOM_DATA_KEY_LIMIT) return;
  if (typeof key !== 'string') throw new CustomDataError(`Custom data keys must be a string (key "${String(key)}")`);
  if (key.replace(/[A-Za-z0-9_]/g, '').length !== 0) {
    throw new CustomDataError(`Custom date key can only contain characters "A-Za-z0-9_" (key "${key}")`);
  }
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') {
    throw new CustomDataError(`Custom data values must be a string (key "${key}")`);
  }
  const k = key.slice(0, CUSTOM_DATA_KEY_MAX_LENGTH);
  // In n8n `metadata.__proto__ = 'text'` changes nothing; here it must not touch the prototype either.
  if (k === '__proto__') return;
  data[k] = String(value).slice(0, CUSTOM_DATA_VALUE_MAX_LENGTH);
}

/** Sets several keys; every valid one is set, then the first error (if any) is thrown. */
export function setAllCustomData(data: ExecutionCustomData, values: Record<string, unknown>): void {
  if (values === null || typeof values !== 'object')
    throw new CustomDataError('Custom data must be an object of key/value pairs');
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

/** A copy of the custom data. */
export function getAllCustomData(data: ExecutionCustomData | undefined): ExecutionCustomData {
  return data ? { ...data } : {};
}

/** One value of the custom data (the key cut to 50 characters, as when set). */
export function getCustomData(data: ExecutionCustomData | undefined, key: unknown): string | undefined {
  const k = String(key).slice(0, CUSTOM_DATA_KEY_MAX_LENGTH);
  return data && Object.prototype.hasOwnProperty.call(data, k) ? data[k] : undefined;
}

/** `$execution.customData` over a run's custom data; errors are thrown only in manual runs. */
export function customDataAccessor(data: ExecutionCustomData, mode: ExecutionMode): CustomDataAccessor {
  const guard = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      if (mode === 'manual') throw error;
    }
  };
  return {
    set: (key, value) => guard(() => setCustomData(data, key, value)),
    setAll: (values) => guard(() => setAllCustomData(data, values)),
    get: (key) => getCustomData(data, key),
    getAll: () => getAllCustomData(data),
  };
}
