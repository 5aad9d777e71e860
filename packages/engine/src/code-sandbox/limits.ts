/** Default time limit of one run (ms). */
export const DEFAULT_CODE_TIMEOUT_MS = 60_000;
/** Default heap limit of the isolate (MB). */
export const DEFAULT_CODE_MEMORY_MB = 128;

/** `value` when it is a positive finite number, else `fallback`. */
export function positive(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Limits from `WEFT_CODE_TIMEOUT` (seconds) and `WEFT_CODE_MEMORY_MB`, else the defaults. */
export function sandboxLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): { timeoutMs: number; memoryMb: number } {
  return {
    timeoutMs: positive(Number(env.WEFT_CODE_TIMEOUT) * 1000, DEFAULT_CODE_TIMEOUT_MS),
    memoryMb: positive(Number(env.WEFT_CODE_MEMORY_MB), DEFAULT_CODE_MEMORY_MB),
  };
}
