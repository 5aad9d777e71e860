/**
 * The Code-node sandbox: runs user JavaScript in a separate V8 isolate (isolated-vm) with memory and
 * time limits, n8n's Code-node globals served through a copying bridge, and n8n's output validation.
 *
 * The engine calls {@link runCodeInSandbox} with the node's input items and a `scopeFor(itemIndex)`
 * that answers its expression scope; only copies of host data ever enter the isolate.
 *
 * `require`: the blocked built-ins (`BLOCKED_BUILTIN_MODULES`) are always refused; other Node built-ins cannot exist in
 * an isolate and are refused with a clear description even when allowed. Allowed external modules
 * (`allowExternal` / `WEFT_FUNCTION_ALLOW_EXTERNAL`, `*` for all) are loaded as CommonJS source into
 * the isolate: pure-JS packages work; relative requires stay inside the package, bare ones go
 * through the same allow lists. `WebAssembly` is removed (its memory escapes the heap limit).
 */
export { runCodeInSandbox, sandboxLimitsFromEnv, DEFAULT_CODE_TIMEOUT_MS, DEFAULT_CODE_MEMORY_MB } from './run-code.js';
export type { CodeMode, CodeSandboxOptions, CodeSandboxResult } from './types.js';
export {
  CodeExecutionError,
  CodeValidationError,
  CodeTimeoutError,
  CodeMemoryError,
  CodeCancelledError,
} from './errors.js';
export { BLOCKED_BUILTIN_MODULES, moduleAllowListsFromEnv } from './modules.js';
