import { NodeOperationError, WeftError } from '@weft/workflow';
import type { ExecuteContext, NodeOutput, NodeType } from '@weft/workflow';
import { codeDescription } from './description.js';

export { ALL_ITEMS_PLACEHOLDER, EACH_ITEM_PLACEHOLDER, codeDescription } from './description.js';

type Mode = 'runOnceForAllItems' | 'runOnceForEachItem';

/**
 * Runs the Code node: JavaScript in the engine's sandbox (`ctx.runCode`), which answers the output
 * items already normalised and validated as n8n does. Python is refused with a clear error.
 */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const language = node.typeVersion >= 2 ? String(ctx.getNodeParameter('language', 0, 'javaScript')) : 'javaScript';
  if (language !== 'javaScript') {
    throw new NodeOperationError(node, 'Python is not supported in Weft Code nodes', {
      description: 'Weft runs JavaScript only. Rewrite the code in JavaScript (language: JavaScript).',
    });
  }
  const mode = String(ctx.getNodeParameter('mode', 0, 'runOnceForAllItems')) as Mode;
  if (mode !== 'runOnceForAllItems' && mode !== 'runOnceForEachItem') {
    throw new NodeOperationError(node, `Unknown mode '${String(mode)}'`, {
      description: "The mode must be 'runOnceForAllItems' or 'runOnceForEachItem'.",
    });
  }
  const code = ctx.getNodeParameter('jsCode', 0, '') as unknown;
  if (typeof code !== 'string' || code === '') throw new NodeOperationError(node, 'No code to execute');
  try {
    const { items } = await ctx.runCode({ code, mode, continueOnFail: ctx.continueOnFail() });
    return [items];
  } catch (error) {
    if (error instanceof NodeOperationError) throw error;
    const cause = error instanceof Error ? error : new WeftError(String(error));
    const itemIndex = (cause as { itemIndex?: unknown }).itemIndex;
    throw new NodeOperationError(node, cause, typeof itemIndex === 'number' ? { itemIndex } : {});
  }
}

/** The Code node (`weft.code`, n8n's `n8n-nodes-base.code`), versions 1 and 2. */
export const codeNode: NodeType[] = [{ description: codeDescription, execute }];
