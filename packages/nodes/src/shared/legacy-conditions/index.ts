/** The legacy (fixedCollection) conditions of If 1 and Filter 1: description and evaluation. */
export { legacyConditionsProperty, legacyConditionLists } from './description.js';
export { passesLegacyConditions, splitByLegacyConditions } from './evaluate.js';
export type { LegacyCombine } from './evaluate.js';
export { checkStringOperand, LEGACY_OPERATIONS, legacyTime } from './operations.js';
