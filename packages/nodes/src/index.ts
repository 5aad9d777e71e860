/** @weft/nodes: Weft's built-in node and credential types. */
export { builtinNodeTypes, builtinCredentialTypes, enabledBuiltinNodeTypes } from './registry.js';
export { DEFAULT_EXCLUDED_NODE_TYPES, parseNodesExclude } from './nodes-exclude.js';
export { validateScheduleIntervals } from './schedule-trigger/index.js';
export { pollingDescription, pollSchedules, pollTimeExpressions, pollTimesProperty } from './shared/polling.js';
export { startCronTimer } from './cron/index.js';
export { SEND_AND_WAIT_JSON_FORM_DEFAULT } from './shared/send-and-wait/index.js';
export { toolVariant } from './ai-tool-variants/index.js';
