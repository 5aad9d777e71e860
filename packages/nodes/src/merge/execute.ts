import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { combineBySql } from './combine-by-sql.js';
import { combineAll } from './modes/combine-all.js';
import { combineByFields } from './modes/combine-by-fields.js';
import { combineByPosition } from './modes/combine-by-position.js';
import { append, chooseBranch } from './modes/simple.js';

/** The items of every configured input (`numberInputs`, default 2); a missing input is empty. */
function readInputs(ctx: ExecuteContext): Item[][] {
  const count = Number(ctx.getNodeParameter('numberInputs', 0, 2)) || 2;
  return Array.from({ length: count }, (_, index) => {
    try {
      return ctx.getInputData(index) ?? [];
    } catch {
      return [];
    }
  });
}

/** Runs the Merge node (n8n 3–3.2) in the mode its parameters choose. */
export async function executeMerge(ctx: ExecuteContext): Promise<NodeOutput> {
  const inputs = readInputs(ctx);
  let mode = ctx.getNodeParameter('mode', 0, 'append') as string;
  if (mode === 'combine') mode = ctx.getNodeParameter('combineBy', 0, 'combineByFields') as string;
  switch (mode) {
    case 'append':
      return append(inputs);
    case 'chooseBranch':
      return chooseBranch(ctx, inputs);
    case 'combineAll':
      return combineAll(ctx, inputs);
    case 'combineByPosition':
      return combineByPosition(ctx, inputs);
    case 'combineByFields':
      return combineByFields(ctx, inputs);
    case 'combineBySql':
      return combineBySql(ctx, inputs);
    default:
      throw new NodeOperationError(ctx.getNode(), `The mode "${mode}" is not known`);
  }
}
