/** The n8n "filter" parameter: types and the evaluator used by If, Filter and Switch. */
export type { FilterOperatorType, FilterOperator, FilterCondition, FilterOptions, FilterValue } from './types.js';
export {
  evaluateFilter,
  evaluateCondition,
  parseRegexPattern,
  FilterError,
  ENABLE_LESS_STRICT_TYPE_VALIDATION,
} from './evaluate.js';
export { parseAsType, parseBoolean, parseDateTime, stringifyValue } from './parse-value.js';
export type { ParseResult, ParseOptions } from './parse-value.js';
export {
  isFilterValue,
  evaluateFilterParameter,
  toNodeError,
  looseTypeValidationProperty,
  ignoreCaseOption,
  typeValidationExpression,
  looseValidationFor,
  splitItemsByConditions,
} from './node-support.js';
