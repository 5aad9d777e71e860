/** The value types a filter condition can compare. */
export type FilterOperatorType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'dateTime' | 'any';

/** A condition's operator as n8n stores it, e.g. `{type: 'number', operation: 'gt'}`. */
export interface FilterOperator {
  type: FilterOperatorType;
  operation: string;
  /** The type the right value is parsed as (array operators: `any` or `number`); defaults to `type`. */
  rightType?: FilterOperatorType;
  /** Operators without a right value (exists, empty, true…). */
  singleValue?: boolean;
}

/** One condition of a filter parameter. */
export interface FilterCondition {
  id?: string;
  leftValue: unknown;
  rightValue?: unknown;
  operator: FilterOperator;
}

/** The options stored inside a filter parameter value. */
export interface FilterOptions {
  caseSensitive: boolean;
  leftValue?: string;
  typeValidation: 'strict' | 'loose';
  /** 1 or 2; version 2 parses booleans more carefully in loose mode. */
  version?: number;
}

/** A whole filter parameter value (If, Filter and Switch `conditions`). */
export interface FilterValue {
  options: FilterOptions;
  conditions: FilterCondition[];
  combinator: 'and' | 'or';
}
