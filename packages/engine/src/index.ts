/** @weft/engine: runs Weft workflows. */
export { runWorkflow } from './execute/run-workflow.js';
export { Cancellation } from './execute/cancellation.js';
export type { CancellationSource } from './execute/cancellation.js';
export { WorkflowRunner } from './execute/workflow-runner.js';
export { NodeExecuteContext } from './execute/node-context.js';
export { defaultHttpRequest } from './execute/default-services.js';
export { HttpClientError, createHttpClient } from './http/http-client.js';
export type { HttpClientOptions } from './http/http-client.js';
export { SsrfBlockedError, checkDestination, ssrfPolicyFromEnv, currentSsrfPolicy } from './http/ssrf-policy.js';
export type { SsrfPolicy, SsrfRefusal } from './http/ssrf-policy.js';
export { guardedFetch, ssrfAgent, assertResolvedHostAllowed } from './http/ssrf-connector.js';
export type { NodeRunEnvironment } from './execute/node-context.js';
export type {
  ExecutionHooks,
  EngineServices,
  RunWorkflowOptions,
  ExecutionResult,
  CodeRunner,
} from './execute/types.js';
export { autofixPairedItems } from './execute/paired-items.js';
export { routeErrorOutput } from './execute/error-output.js';
export { planPartialRun } from './execute/partial-run.js';
export type { PartialRunPlan } from './execute/partial-run.js';
export type { ExecutionStackData, ResumeOptions, SavedStackEntry } from './execute/waiting.js';
export {
  InlineBinaryDataStore,
  FileSystemBinaryDataStore,
  SpillingBinaryDataStore,
  FILESYSTEM_MODE_TAG,
  binaryMetadata,
  formatBinarySize,
} from './binary-data/index.js';
export type { BinaryDataStore, BinaryDataMode, BinaryDataMeta, BinaryDataScope } from './binary-data/index.js';
export { loadRoutingOptions, runDeclarativeNode, itemContext } from './routing/index.js';
export type { RoutingEnvironment, RoutingCredential } from './routing/index.js';
