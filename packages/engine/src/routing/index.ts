/** Declarative (routing) node descriptions: building, sending and reading their requests. */
export { mergeDeep, mergePlans, emptyPlan, isPlainObject } from './merge.js';
export { setPath, placeSendValue, pathKeys } from './send.js';
export { planForItem, planForEntry, planForRouting } from './plan.js';
export type { PlanInputs } from './plan.js';
export {
  defaultItems,
  rootPropertyItems,
  sortItems,
  limitItems,
  applyAction,
  itemsFromResponse,
  normaliseItems,
} from './post-receive.js';
export type { PostReceiveHost } from './post-receive.js';
export { toHttpRequest, joinUrl, isAbsoluteUrl } from './http-options.js';
export { chooseCredential } from './credentials.js';
export type { CredentialChoice } from './credentials.js';
export { paginateGeneric, paginateOffset } from './pagination.js';
export type { PageFetcher } from './pagination.js';
export { sendRequest, executePlan } from './request.js';
export {
  runDeclarativeNode,
  runItem,
  routingCredential,
  requestSettingsOf,
  withRequestSettings,
  DEFAULT_TIMEOUT_MS,
} from './run-node.js';
export type { RequestSettings } from './run-node.js';
export { loadRoutingOptions } from './load-options.js';
export { itemContext } from './environment.js';
export type { RoutingEnvironment, RoutingCredential } from './environment.js';
export { engineRoutingEnvironment } from './engine-environment.js';
