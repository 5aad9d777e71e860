import { NodeOperationError, WeftError } from '@weft/workflow';
import type { ExecuteContext, NodeOutput, NodeType } from '@weft/workflow';
import { aiTransformDescription } from './description.js';

export { aiTransformDescription } from './description.js';

/** The saved code, or n8n's errors for a node whose code was never generated. */
function savedCode(ctx: ExecuteContext): string {
  const node = ctx.getNode();
  const code: unknown = ctx.getNodeParameter('jsCode', 0, '');
  if (typeof code === 'string' && code !== '') return code;
  if (!ctx.getNodeParameter('instructions', 0, ''))
    throw new NodeOperationError(node, 'Missing instructions to generate code', {
      description: "Enter your prompt in the 'Instructions' parameter and click 'Generate code'",
    });
  throw new NodeOperationError(node, 'Missing code for data transformation', {
    description: "Click the 'Generate code' button to create the code",
  });
}

/**
 * AI Transform at run time: the generated JavaScript (`jsCode`) runs once for all items in the Code
 * node's sandbox (`ctx.runCode`), with the Code node's variables, output checks and, under Continue
 * On Fail, one `{ error }` item for a failing run.
 */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const code = savedCode(ctx);
  try {
    const { items } = await ctx.runCode({ code, mode: 'runOnceForAllItems', continueOnFail: ctx.continueOnFail() });
    return [items];
  } catch (error) {
    if (error instanceof NodeOperationError) throw error;
    throw new NodeOperationError(node, error instanceof Error ? error : new WeftError(String(error)));
  }
}

/** AI Transform, version 1 (n8n's `n8n-nodes-base.aiTransform`): runs the code n8n's AI generated. */
export const aiTransformNode: NodeType[] = [{ description: aiTransformDescription, execute }];
