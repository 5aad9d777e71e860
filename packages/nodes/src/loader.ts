/**
 * `@weft/nodes/loader`: loads the built-in nodes family by family, and the few helpers the server
 * needs from this package (small ones, such as `toolVariant`), without loading any node family
 * itself (`@weft/nodes` loads them all).
 */
export { BUILTIN_CREDENTIAL_TYPE_NAMES, BUILTIN_NODE_TYPE_NAMES, loadBuiltinNodes } from './builtin-nodes.js';
export type { BuiltinNodes, MutableNodeTypeRegistry } from './builtin-nodes.js';
export { NODE_FAMILIES } from './families.js';
export type { NodeFamily } from './families.js';
export { toolVariant } from './ai-tool-variants/index.js';
export { DEFAULT_EXCLUDED_NODE_TYPES, parseNodesExclude } from './nodes-exclude.js';
export { validateScheduleIntervals } from './schedule-trigger/index.js';
export { pollingDescription, pollSchedules, pollTimeExpressions, pollTimesProperty } from './shared/polling.js';
export { startCronTimer } from './cron/index.js';
export { SEND_AND_WAIT_JSON_FORM_DEFAULT } from './shared/send-and-wait/index.js';
