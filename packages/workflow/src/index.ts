/** @weft/workflow: the framework-free workflow model shared by editor, engine and server. */
export type {
  JsonValue,
  JsonObject,
  PairedItem,
  PairedItemData,
  BinaryData,
  Item,
  SourceData,
  SerializedNodeError,
  ExecutionStatus,
  TaskData,
  TaskDataConnections,
  RunData,
  PinData,
  ResultData,
  ExecutionMode,
} from './types/data.js';
export type {
  NodeCredentialRef,
  OnErrorSetting,
  WorkflowNode,
  NodeParameterValue,
  NodeParameters,
  ConnectionTarget,
  Connections,
  WorkflowSettings,
  Workflow,
} from './types/workflow.js';
export type {
  NodePropertyType,
  DisplayOptions,
  DisplayCondition,
  NodePropertyOption,
  NodeProperty,
  NodePropertyCollection,
  NodeCredentialDescription,
  NodeCodex,
  NodeTypeDescription,
  NodeWebhookDescription,
  HttpRequestOptions,
  HttpResponse,
  NodeHelpers,
  GetParameterOptions,
  CodeRunResult,
  ExecuteContext,
  SupplyDataContext,
  NodeOutput,
  TriggerContext,
  ActivationMode,
  TriggerResponse,
  PollContext,
  PollResult,
  NodeType,
  NodeTypeRegistry,
  CredentialType,
  WebhookSetupContext,
  WebhookSetupMethods,
  WebhookRequestContext,
  WebhookCallResult,
  WebhookResponse,
  StreamChunk,
} from './types/node-type.js';
export type {
  NodeListSearchItem,
  NodeListSearchResult,
  NodeMethodParameterOptions,
  InstanceWorkflowRef,
  WorkflowSearchQuery,
  InstanceLookups,
  NodeMethodHelpers,
  NodeMethodContext,
  LoadOptionsMethod,
  ListSearchMethod,
  NodeMethods,
} from './types/node-methods.js';
export type {
  DeclarativeRequestOptions,
  DeclarativeItemContext,
  PreSendAction,
  PostReceiveFunction,
  PostReceiveRootProperty,
  PostReceiveSet,
  PostReceiveSetKeyValue,
  PostReceiveFilter,
  PostReceiveLimit,
  PostReceiveSort,
  PostReceiveBinaryData,
  PostReceiveActionDeclaration,
  PostReceiveAction,
  RoutingSend,
  RoutingOutput,
  GenericPagination,
  OffsetPagination,
  PaginationContext,
  PaginationFunction,
  RoutingOperations,
  NodePropertyRouting,
  PostReceiveGroup,
  DeclarativeRequestPlan,
  DeclarativeLoadOptions,
} from './types/routing.js';
export type {
  DataTableColumnType,
  DataTableColumn,
  DataTableValue,
  DataTableRow,
  DataTableFilterCondition,
  DataTableFilter,
  DataTableProxy,
  DataTableAccess,
} from './types/data-table.js';
export type { NodeInputConfiguration, SupplyDataResult, SubNodeRunLog, FromAiArguments, NodeTool } from './types/ai.js';
export { ToolWaitRequest, isToolWaitRequest } from './types/ai.js';
export { nodeInputs, nodeOutputTypes, isSubNodeType } from './graph/node-inputs.js';
export { defaultStartNode, startNodeKinds } from './graph/start-node.js';
export type { StartNodeKinds } from './graph/start-node.js';
export { CORE_NODE_TYPES } from './core-node-types.js';
export { escapeHtml } from './html.js';
export { toolNameOf } from './n8n/tool-name.js';
export { parseFromAiCalls, collectFromAiCalls, fromAiScope } from './expression/from-ai.js';
export type { FromAiCall, FromAiValueType } from './expression/from-ai.js';
export type {
  ExecutionSummary,
  LdapConnectionSecurity,
  LdapConfig,
  LdapSyncMode,
  LdapSyncRecord,
} from './types/api.js';
export {
  WeftError,
  ExpressionError,
  ExpressionSecurityError,
  ExpressionExtensionError,
  NodeOperationError,
  NodeApiError,
  WorkflowOperationError,
  serializeError,
} from './errors.js';
export {
  STATUS_CODE_MESSAGES,
  COMMON_ERRORS,
  findErrorMessage,
  statusCodeMessage,
  httpStatusError,
  httpNetworkError,
  continueOnFailError,
  axiosStatusCode,
} from './http-errors.js';
export { MAIN, addConnection, removeConnection, ConnectionGraph } from './graph/connections.js';
export type { IncomingConnection } from './graph/connections.js';
export { normalizePinData, normalizeWorkflowPinData, pinDataSize } from './pin-data.js';
export { WAIT_INDEFINITELY } from './waiting.js';
export { isoTime } from './time/iso-time.js';
export {
  CUSTOM_DATA_KEY_LIMIT,
  CUSTOM_DATA_KEY_MAX_LENGTH,
  CUSTOM_DATA_VALUE_MAX_LENGTH,
  CustomDataError,
  setCustomData,
  setAllCustomData,
  getCustomData,
  getAllCustomData,
  customDataAccessor,
} from './execution/custom-data.js';
export type { ExecutionCustomData, CustomDataAccessor } from './execution/custom-data.js';
export {
  CodeValidationError,
  arrayReturned,
  eachItemCodeRefusal,
  normalizeItems,
  validateAllItemsResult,
  validateEachItemResult,
} from './execution/code-result.js';
export { parseModuleList } from './execution/module-list.js';
export {
  capRunData,
  hasCappedRuns,
  DEFAULT_SAVED_ITEMS_PER_OUTPUT,
  DEFAULT_STREAM_BATCH_SIZE,
} from './execution/capped-run-data.js';
export type { CappedOutput } from './execution/capped-run-data.js';
export {
  WEFT_PREFIX,
  N8N_PREFIX,
  toWeftTypeName,
  toN8nTypeName,
  importN8nWorkflow,
  exportN8nWorkflow,
} from './n8n/type-names.js';
export {
  createNodeTypeRegistry,
  isTriggerType,
  isDeclarativeNodeType,
  unsupportedNode,
  unsupportedNodes,
} from './node-types.js';
export type { UnsupportedNode } from './node-types.js';
export { packNodeTypes, unpackNodeTypes } from './node-types-packed.js';
export type { PackedNodeTypes } from './node-types-packed.js';
export { isExpression, splitTemplate } from './expression/template.js';
export type { ExpressionSegment } from './expression/template.js';
export type { CompiledTemplate } from './expression/evaluate.js';
export { extend, EXTENSION_GROUPS, EXTENSION_NAMES, isIsoDateString } from './expression/extensions/dispatch.js';
export type { ExtensionFunction, ExtensionDoc, ExtensionGroup } from './expression/extensions/types.js';
export { compileSnippet } from './expression/compile.js';
export {
  evaluateExpression,
  compileTemplate,
  resolveSegments,
  createBasicScope,
  runSnippet,
  stringifyForTemplate,
  SCOPE_NAMES,
} from './expression/evaluate.js';
export { setExpressionTimeout } from './expression/runtime.js';
export { EXPRESSION_GLOBALS } from './expression/globals.js';
export { installTransliterator } from './expression/extensions/string-case.js';
export type { Transliterator } from './expression/extensions/string-case.js';
export { isEmptyValue } from './expression/global-functions.js';
export { ExpressionDataContext, PARAMETER_SIBLINGS } from './expression/data-scope.js';
export type { ExpressionDataSource, ExpressionScope, NodeAccessor } from './expression/data-scope.js';
export { resolvePairedItem, pairedItemsOf } from './expression/paired-item.js';
export { isDisplayed, withDefaults, displayedParameters, getPath } from './parameters/display.js';
export { withEntryDefaults } from './parameters/nested-defaults.js';
export { parametersForRun } from './parameters/run-parameters.js';
export { parametersToSave, isCredentialRelevant, nodeToSave } from './parameters/save.js';
export {
  isResourceLocatorParameter,
  locatorExtractValue,
  extractLocatorId,
  LocatorValueError,
} from './parameters/resource-locator.js';
export type { ResourceLocatorParameter, LocatorExtractValue } from './parameters/resource-locator.js';
export { formatExpressionResult, RESULT_LABELS } from './expression/result-format.js';
export type { FormattedExpressionResult, ResultLabelId, ResultLabels } from './expression/result-format.js';
export {
  PLACEHOLDER_EMPTY_WORKFLOW_ID,
  INSTANCE_RULES,
  isAllowed,
  credentialPermissions,
  workflowPermissions,
} from './permissions/rules.js';
export type { PermissionUser, SharedResource, CredentialPermissions, PermissionRule } from './permissions/rules.js';
export {
  WAITING_WEBHOOK_ENDPOINT,
  DEFAULT_WEBHOOK_ENDPOINTS,
  trimSlashes,
  isDynamicWebhookPath,
  webhookMethods,
  resolveWebhookPath,
  webhookRoutePath,
  joinUrl,
  encodeRoutePath,
  webhookUrl,
  resumeUrlBase,
  resumeWebhookUrl,
} from './webhooks/webhook-urls.js';
export type {
  WebhookEndpoints,
  WebhookUrlMode,
  WebhookPathErrorCode,
  WebhookPathResult,
  WebhookRouteInput,
} from './webhooks/webhook-urls.js';
export { TELEMETRY_EVENTS, TELEMETRY_LIMITS, isTelemetryEventName } from './telemetry/events.js';
export type { TelemetryEventName, TelemetryValue, TelemetryProperties } from './telemetry/events.js';
