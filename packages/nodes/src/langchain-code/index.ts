/**
 * n8n's LangChain Code node (`@n8n/n8n-nodes-langchain.code`, version 1): JavaScript that uses
 * LangChain directly. With a "Main" output it executes, answering items (one array per main
 * output when it has several); with another output it supplies an object to the node it is
 * connected to (a tool, a model, a memory, …). Its inputs and outputs are what the user declares.
 */
import {
  CodeValidationError,
  NodeOperationError,
  nodeInputs,
  validateAllItemsResult,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type NodeType,
  type SupplyDataContext,
} from '@weft/workflow';
import { langchainCodeDescription } from './description.js';
import { runLangChainCode } from './run-code.js';
import { logSupplied } from './supplied-logging.js';
import { standardizeJson } from './standardize.js';

export { langchainCodeDescription } from './description.js';

/** The node's declared outputs (`{type, displayName}`), as `this.getNodeOutputs()` answers them. */
function declaredOutputs(ctx: ExecuteContext) {
  const node = ctx.getNode();
  return nodeInputs({ inputs: langchainCodeDescription.outputs }, node.parameters, node.typeVersion);
}

function codeOf(ctx: ExecuteContext, itemIndex: number, part: 'execute' | 'supplyData'): string {
  const code = ctx.getNodeParameter('code', itemIndex, {}) as Record<string, { code?: unknown } | undefined>;
  const text = code?.[part]?.code;
  if (typeof text !== 'string' || text === '') {
    const label = part === 'execute' ? 'Execute' : 'Supply Data';
    throw new NodeOperationError(ctx.getNode(), `No code for "${label}" set on node "${ctx.getNode().name}`, {
      itemIndex,
    });
  }
  return text;
}

/** What the code returned, as the items of each main output (n8n's checks of a Code node's result). */
function toOutputs(result: unknown, multiOutput: boolean): Item[][] {
  if (!multiOutput) return [validateAllItemsResult(result)];
  if (!Array.isArray(result) || result.some((entry) => !Array.isArray(entry))) {
    throw new CodeValidationError({
      message: "The code doesn't return an array of arrays",
      description:
        'Please return an array of arrays: one array for each output, holding the items that output returns.',
    });
  }
  return result.map((entry) => validateAllItemsResult(entry));
}

async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  const itemIndex = 0;
  const node = ctx.getNode();
  const code = codeOf(ctx, itemIndex, 'execute');
  const outputs = declaredOutputs(ctx);
  const mainCount = outputs.filter((o) => o.type === 'main').length;
  const multiOutput = mainCount !== 1;
  let out: Item[][];
  try {
    const result = await runLangChainCode({
      code,
      ctx,
      itemIndex,
      outputs: () => outputs,
      items: ctx.getInputData(),
    });
    out = toOutputs(result, multiOutput);
  } catch (error) {
    if (!ctx.continueOnFail()) throw error;
    // As in n8n, the error item goes to the first output, however many there are.
    out = [[{ json: { error: (error as Error).message } }]];
  }
  if (mainCount === 0) {
    throw new NodeOperationError(node, 'The node does not have a "Main" output set. Please add one.', { itemIndex });
  }
  for (const items of out) for (const item of items) standardizeJson(item.json);
  return out;
}

async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const code = codeOf(ctx, itemIndex, 'supplyData');
  const outputs = declaredOutputs(ctx);
  const response = await runLangChainCode({ code, ctx, itemIndex, outputs: () => outputs });
  return { response: logSupplied(response, ctx) };
}

/** The LangChain Code node, version 1. */
export const langchainCodeNode: NodeType[] = [{ description: langchainCodeDescription, execute, supplyData }];
