import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import { evaluateFilterParameter, looseValidationFor, toNodeError } from '../shared/filter-conditions/index.js';

interface SwitchOptions {
  /** 'none', 'extra', or an output's index (a number, or its text). */
  fallbackOutput?: number | string;
  allMatchingOutputs?: boolean;
  looseTypeValidation?: boolean;
}

/** Throws n8n's errors for an output index outside `0 … outputCount - 1`. */
function checkIndexRange(ctx: ExecuteContext, outputCount: number, index: number, itemIndex: number): void {
  if (Number(index) === outputCount) {
    throw new NodeOperationError(ctx.getNode(), `The ouput ${index} is not allowed. `, {
      itemIndex,
      description: `Output indexes are zero based, if you want to use the extra output use ${index - 1}`,
    });
  }
  if (index < 0 || index > outputCount) {
    throw new NodeOperationError(ctx.getNode(), `The ouput ${index} is not allowed`, {
      itemIndex,
      description: `It has to be between 0 and ${outputCount - 1}`,
    });
  }
}

/** The `output` parameter as a number (n8n validates it as one). */
function outputIndexParameter(ctx: ExecuteContext, itemIndex: number): number {
  const raw: unknown = ctx.getNodeParameter('output', itemIndex, undefined);
  if (raw === null || raw === undefined || typeof raw === 'number') return raw as number;
  const value = Number(raw);
  if (Number.isNaN(value)) {
    const shown = typeof raw === 'object' ? (Array.isArray(raw) ? 'array' : 'object') : `'${String(raw)}'`;
    throw new NodeOperationError(ctx.getNode(), `Invalid input for 'Output Index' [item ${itemIndex}]`, {
      itemIndex,
      description: `'output' expects a number but we got ${shown}`,
    });
  }
  return value;
}

/** Adds an item to an output, failing like n8n (a TypeError) when that output does not exist. */
function pushTo(outputs: Item[][], index: number, item: Item): void {
  const output = outputs[index];
  if (!output) throw new TypeError("Cannot read properties of undefined (reading 'push')");
  output.push(item);
}

/** Routes one item in rules mode; `outputs` is created for the first item. */
function routeByRules(ctx: ExecuteContext, outputs: Item[][], item: Item, itemIndex: number): void {
  const rules = ctx.getNodeParameter('rules.values', itemIndex, []) as unknown[];
  if (!Array.isArray(rules) || !rules.length) return;
  const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as SwitchOptions;
  const { fallbackOutput } = options;
  if (itemIndex === 0) {
    outputs.splice(0, outputs.length, ...rules.map(() => []));
    if (fallbackOutput === 'extra') outputs.push([]);
  }
  let matchFound = false;
  for (let ruleIndex = 0; ruleIndex < rules.length; ruleIndex++) {
    const pass = evaluateFilterParameter(ctx, `rules.values.${ruleIndex}.conditions`, itemIndex, () =>
      looseValidationFor(ctx, itemIndex, 3.1, options.looseTypeValidation),
    );
    if (!pass) continue;
    matchFound = true;
    pushTo(outputs, ruleIndex, item);
    if (!options.allMatchingOutputs) return;
  }
  if (fallbackOutput === undefined || fallbackOutput === 'none' || matchFound) return;
  if (fallbackOutput === 'extra') {
    pushTo(outputs, outputs.length - 1, item);
    return;
  }
  checkIndexRange(ctx, outputs.length, fallbackOutput as number, itemIndex);
  pushTo(outputs, Number(fallbackOutput), item);
}

/**
 * Runs the Switch node (n8n 3–3.2): in rules mode each item goes to the first matching rule's
 * output (or every matching one), else to the fallback output; in expression mode to the output
 * the `output` expression names. Items pass through with `pairedItem` set to their index.
 */
export async function executeSwitch(ctx: ExecuteContext): Promise<Item[][]> {
  const outputs: Item[][] = [];
  const items = ctx.getInputData();
  const mode = ctx.getNodeParameter('mode', 0, 'rules') as string;

  items.forEach((item, itemIndex) => {
    try {
      item.pairedItem = { item: itemIndex };
      if (mode === 'expression') {
        const numberOutputs = Number(ctx.getNodeParameter('numberOutputs', itemIndex, 4));
        if (itemIndex === 0) outputs.push(...Array.from({ length: numberOutputs }, (): Item[] => []));
        const outputIndex = outputIndexParameter(ctx, itemIndex);
        checkIndexRange(ctx, outputs.length, outputIndex, itemIndex);
        pushTo(outputs, outputIndex, item);
      } else if (mode === 'rules') {
        routeByRules(ctx, outputs, item, itemIndex);
      }
    } catch (error) {
      const first = outputs[0];
      if (ctx.continueOnFail() && first) {
        first.push({ json: { error: error instanceof Error ? error.message : String(error) } });
        return;
      }
      throw toNodeError(ctx, error, itemIndex);
    }
  });

  return outputs.length ? outputs : [[]];
}
