import { NodeOperationError, type ExecuteContext, type Item, type WorkflowNode } from '@weft/workflow';
import { entriesWithDefaults } from '../shared/collection-entries.js';
import { checkStringOperand, LEGACY_OPERATIONS, legacyTime } from '../shared/legacy-conditions/index.js';
import { legacyRuleValues, type LegacyDataType } from './legacy-description.js';

/** The operations Switch 1 and 2 offer (the If 1 list without the emptiness checks). */
const SWITCH_OPERATIONS = new Set(Object.keys(LEGACY_OPERATIONS).filter((o) => !o.startsWith('is')));

/** Whether `value1` and a rule's `value2` pass the rule's operation. */
function rulePasses(
  node: WorkflowNode,
  dataType: string,
  value1: unknown,
  rule: Record<string, unknown>,
  itemIndex: number,
): boolean {
  const operation = String(rule.operation);
  const compare = SWITCH_OPERATIONS.has(operation) ? LEGACY_OPERATIONS[operation] : undefined;
  if (!compare)
    throw new NodeOperationError(node, `The operation "${operation}" is not known for ${dataType} rules`, {
      itemIndex,
    });
  const value2 = dataType === 'dateTime' ? legacyTime(node, rule.value2, itemIndex) : rule.value2;
  checkStringOperand(node, operation, value1, itemIndex, 'rule');
  return compare(value1, value2);
}

/** n8n's check of an output index against the outputs the node has (a missing index passes). */
function checkIndexRange(node: WorkflowNode, outputs: Item[][], index: unknown, itemIndex: number): void {
  const i = index as number;
  if (i < 0 || i >= outputs.length) {
    throw new NodeOperationError(
      node,
      `The ouput ${String(index)} is not allowed. It has to be between 0 and ${outputs.length - 1}!`,
      { itemIndex },
    );
  }
}

/** Adds an item to output `index`; an index naming no output (e.g. 1.5 or null) is an error, as in n8n. */
function pushTo(node: WorkflowNode, outputs: Item[][], index: unknown, item: Item, itemIndex: number): void {
  const output = (outputs as unknown as Record<string, Item[] | undefined>)[String(index)];
  if (!Array.isArray(output)) {
    // n8n's message (its push onto a missing output), which becomes the item's error under
    // "continue on error"; the description says which output was asked for.
    throw new NodeOperationError(node, "Cannot read properties of undefined (reading 'push')", {
      itemIndex,
      description: `The output "${String(index)}" does not exist: the node has ${outputs.length} outputs, numbered from 0`,
    });
  }
  output.push(item);
}

const KNOWN_TYPES = new Set<string>(['boolean', 'dateTime', 'number', 'string']);

/** The rules of the node's data type, their sub-parameters' defaults filled in. */
function readRules(
  ctx: ExecuteContext,
  dataType: LegacyDataType,
  version: 1 | 2,
  itemIndex: number,
): Array<Record<string, unknown>> {
  const values = legacyRuleValues(KNOWN_TYPES.has(dataType) ? dataType : 'number', version);
  return entriesWithDefaults(ctx.getNodeParameter('rules.rules', itemIndex, []), values);
}

/**
 * Runs Switch 1 or 2 (n8n `switch` 1 and 2). Rules mode compares Value 1 with each rule's Value 2
 * by the node's data type; the first rule that passes decides (version 1: the rule's `output`,
 * version 2: the rule's own output), else the fallback output (-1: none). Expression mode sends each
 * item to the output `output` names. Version 1 always has four outputs; version 2 one per rule, or
 * `outputsAmount` in expression mode, and links each item to its input index.
 */
export async function executeLegacySwitch(ctx: ExecuteContext, version: 1 | 2): Promise<Item[][]> {
  const node = ctx.getNode();
  let outputs: Item[][] = version === 1 ? [[], [], [], []] : [];
  const items = ctx.getInputData();

  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const item = items[itemIndex]!;
    try {
      const rules =
        version === 2
          ? readRules(ctx, String(ctx.getNodeParameter('dataType', 0, 'number')) as LegacyDataType, 2, itemIndex)
          : [];
      const mode = ctx.getNodeParameter('mode', itemIndex, 'rules') as string;
      if (version === 2) item.pairedItem = { item: itemIndex };
      if (mode === 'expression') {
        if (version === 2 && itemIndex === 0) {
          const amount = Number(ctx.getNodeParameter('outputsAmount', itemIndex, 4));
          outputs = Array.from({ length: amount }, (): Item[] => []);
        }
        const index: unknown = ctx.getNodeParameter('output', itemIndex, version === 1 ? 0 : '');
        checkIndexRange(node, outputs, index, itemIndex);
        pushTo(node, outputs, index, item, itemIndex);
      } else if (mode === 'rules') {
        const dataType = String(ctx.getNodeParameter('dataType', 0, 'number')) as LegacyDataType;
        const ruleList = version === 2 ? rules : readRules(ctx, dataType, 1, itemIndex);
        if (version === 2 && itemIndex === 0) outputs = ruleList.map((): Item[] => []);
        let value1: unknown = ctx.getNodeParameter('value1', itemIndex, undefined);
        if (dataType === 'dateTime') value1 = legacyTime(node, value1, itemIndex);
        const matched = ruleList.findIndex((rule) => rulePasses(node, dataType, value1, rule, itemIndex));
        if (matched >= 0) {
          const rule = ruleList[matched]!;
          checkIndexRange(node, outputs, rule.output, itemIndex);
          pushTo(node, outputs, version === 1 ? rule.output : matched, item, itemIndex);
          continue;
        }
        const fallback: unknown = ctx.getNodeParameter('fallbackOutput', itemIndex, -1);
        if (fallback !== -1) {
          checkIndexRange(node, outputs, fallback, itemIndex);
          pushTo(node, outputs, fallback, item, itemIndex);
        }
      }
    } catch (error) {
      if (ctx.continueOnFail() && outputs[0]) {
        outputs[0].push({ json: { error: error instanceof Error ? error.message : String(error) } });
        continue;
      }
      if (error instanceof NodeOperationError) throw error;
      throw new NodeOperationError(node, error instanceof Error ? error : String(error), { itemIndex });
    }
  }
  return outputs;
}
