/**
 * The Code-node sandbox: runs user JavaScript in a separate V8 isolate (isolated-vm) with memory and
 * time limits, n8n's Code-node globals served through a copying bridge, and n8n's output validation.
 *
 * The engine calls {@link runCodeInSandbox} with the node's input items and a `scopeFor(itemIndex)`
 * that answers its expression scope; only copies of host data ever enter the isolate.
 */
export { runCodeInSandbox, sandboxLimitsFromEnv, DEFAULT_CODE_TIMEOUT_MS, DEFAULT_CODE_MEMORY_MB } from './run-code.js';
export type { CodeMode, CodeSandboxOptions, CodeSandboxResult } from './types.js';
export {
  CodeExecutionError, CodeValidationError, CodeTimeoutError, CodeMemoryError, CodeCancelledError,
} from './errors.js';
export { BLOCKED_BUILTIN_MODULES, moduleAllowListsFromEnv, parseModuleList } from './modules.js';
export { disposeIdleIsolates } from './isolate-pool.js';
export { normalizeItems, validateAllItemsResult, validateEachItemResult } from './validation.js';
