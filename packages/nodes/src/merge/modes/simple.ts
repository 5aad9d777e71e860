import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import { pairedItemList } from '../object-utils.js';

/** "Append": the items of every input, input 1 first, unchanged. */
export function append(inputs: Item[][]): Item[][] {
  return [inputs.flat()];
}

/** The `useDataOfInput` parameter as a number (n8n validates it as one). */
function inputNumber(ctx: ExecuteContext): number {
  const raw: unknown = ctx.getNodeParameter('useDataOfInput', 0, 1);
  const value = Number(raw);
  if (raw !== null && raw !== undefined && Number.isNaN(value)) {
    throw new NodeOperationError(ctx.getNode(), "Invalid input for 'Use Data of Input' [item 0]", {
      description: `'useDataOfInput' expects a number but we got '${String(raw)}'`,
    });
  }
  return value;
}

/**
 * "Choose Branch": once every input arrived, the items of one input unchanged, or a single empty
 * item linked to all items of inputs 1 and 2.
 */
export function chooseBranch(ctx: ExecuteContext, inputs: Item[][]): Item[][] {
  const out: Item[] = [];
  const chooseBranchMode = ctx.getNodeParameter('chooseBranchMode', 0, 'waitForAll') as string;
  if (chooseBranchMode !== 'waitForAll') return [out];
  const output = ctx.getNodeParameter('output', 0, 'specifiedInput') as string;
  if (output === 'specifiedInput') {
    const useDataOfInput = inputNumber(ctx);
    if (useDataOfInput > inputs.length) {
      throw new NodeOperationError(ctx.getNode(), `Input ${useDataOfInput} doesn't exist`, {
        description: `The node has only ${inputs.length} inputs, so selecting input ${useDataOfInput} is not possible.`,
      });
    }
    out.push(...(inputs[useDataOfInput - 1] ?? []));
  }
  if (output === 'empty') {
    const pairedItem = [...(inputs[0] ?? []), ...(inputs[1] ?? [])].flatMap((item) => pairedItemList(item.pairedItem));
    out.push({ json: {}, pairedItem });
  }
  return [out];
}
