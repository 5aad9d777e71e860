import { NodeOperationError, WeftError, type ExecuteContext, type Item, type NodeProperty } from '@weft/workflow';
import { ENABLE_LESS_STRICT_TYPE_VALIDATION, evaluateFilter, FilterError } from './evaluate.js';
import type { FilterValue } from './types.js';

/** Whether a resolved parameter value is a filter value (it has conditions and a combinator). */
export function isFilterValue(value: unknown): value is FilterValue {
  return typeof value === 'object' && value !== null && 'conditions' in value && 'combinator' in value;
}

/**
 * Resolves the filter parameter at `path` for one item and evaluates it, as n8n's If, Filter and
 * Switch do. Errors carry the item index; a type error keeps n8n's description, any other error
 * without one gets n8n's "enable Convert types" hint unless `isLoose()` says loose validation is on.
 * A value that is not a filter (an empty `{}`) counts by its truthiness, as in n8n.
 */
export function evaluateFilterParameter(
  ctx: ExecuteContext,
  path: string,
  itemIndex: number,
  isLoose: () => boolean | undefined,
): boolean {
  try {
    const value: unknown = ctx.getNodeParameter(path, itemIndex, false);
    if (!isFilterValue(value)) return Boolean(value);
    return evaluateFilter(value, itemIndex);
  } catch (error) {
    const description =
      error instanceof FilterError || (error instanceof WeftError && error.description)
        ? (error as { description?: string | null }).description
        : isLoose()
          ? undefined
          : ENABLE_LESS_STRICT_TYPE_VALIDATION;
    if (error instanceof WeftError) {
      if (!error.description && description) error.description = description;
      error.context.itemIndex = itemIndex;
      throw error;
    }
    throw new NodeOperationError(ctx.getNode(), error instanceof Error ? error : String(error), {
      itemIndex,
      description,
    });
  }
}

/**
 * The error to rethrow from a per-item loop: Weft errors as they are, anything else wrapped in a
 * NodeOperationError naming the item.
 */
export function toNodeError(ctx: ExecuteContext, error: unknown, itemIndex: number): Error {
  if (error instanceof WeftError) return error;
  return new NodeOperationError(ctx.getNode(), error instanceof Error ? error : String(error), { itemIndex });
}

/** n8n's "Convert types where required" switch (top level from If 2.1 / Filter 2.1 / Switch 3.1). */
export const looseTypeValidationProperty: NodeProperty = {
  displayName: 'Convert types where required',
  description:
    'If the type of an expression doesn\'t match the type of the comparison, n8n will try to cast the expression to the required type. E.g. for booleans <code>"false"</code> or <code>0</code> will be cast to <code>false</code>',
  name: 'looseTypeValidation',
  type: 'boolean',
  default: true,
};

/** The "Ignore Case" option shared by If, Filter and Switch. */
export const ignoreCaseOption: NodeProperty = {
  displayName: 'Ignore Case',
  description: 'Whether to ignore letter case when evaluating conditions',
  name: 'ignoreCase',
  type: 'boolean',
  default: true,
};

/**
 * The editor expression for a filter's `typeValidation`: from `version` on, the top-level
 * looseTypeValidation parameter decides, before it the option of the same name.
 */
export function typeValidationExpression(version: number): string {
  return `={{ ($nodeVersion < ${version} ? $parameter.options.looseTypeValidation :  $parameter.looseTypeValidation) ? "loose" : "strict" }}`;
}

/**
 * Whether loose type validation is on for an item: the option before `version`, the top-level
 * parameter from it on.
 */
export function looseValidationFor(
  ctx: ExecuteContext,
  itemIndex: number,
  version: number,
  option: boolean | undefined,
): boolean | undefined {
  if (ctx.getNode().typeVersion < version) return option;
  return ctx.getNodeParameter('looseTypeValidation', itemIndex, false) as boolean;
}

/**
 * Splits the input items by the node's `conditions` parameter: the items that pass, then the
 * rest, each the input item itself (its pairedItem set to its index when missing). What If and
 * Filter do; with continue-on-fail an item whose conditions fail to evaluate goes to the second list.
 * @param looseFromVersion the node version from which looseTypeValidation is a top-level parameter.
 */
export function splitItemsByConditions(ctx: ExecuteContext, looseFromVersion: number): [Item[], Item[]] {
  const passed: Item[] = [];
  const failed: Item[] = [];
  ctx.getInputData().forEach((item, itemIndex) => {
    try {
      const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as { looseTypeValidation?: boolean };
      const pass = evaluateFilterParameter(ctx, 'conditions', itemIndex, () =>
        looseValidationFor(ctx, itemIndex, looseFromVersion, options.looseTypeValidation),
      );
      if (item.pairedItem === undefined) item.pairedItem = { item: itemIndex };
      (pass ? passed : failed).push(item);
    } catch (error) {
      if (!ctx.continueOnFail()) throw toNodeError(ctx, error, itemIndex);
      failed.push(item);
    }
  });
  return [passed, failed];
}
