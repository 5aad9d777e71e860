import { NodeOperationError, WeftError } from '@weft/workflow';
import type { ExecuteContext, NodeOutput, NodeType } from '@weft/workflow';
import { codeDescription } from './description.js';

export { ALL_ITEMS_PLACEHOLDER, EACH_ITEM_PLACEHOLDER, codeDescription } from './description.js';

type Mode = 'runOnceForAllItems' | 'runOnceForEachItem';

/**
 * Runs the Code node: JavaScript or Python (`language: 'python'`, n8n's Pyodide flavour) in the
 * engine's sandboxes (`ctx.runCode`), which answer the output items already normalised and validated
 * as n8n does. Native Python (`pythonNative`) needs n8n's task runners and is refused, as n8n does
 * without them.
 */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const language = node.typeVersion >= 2 ? String(ctx.getNodeParameter('language', 0, 'javaScript')) : 'javaScript';
  if (language === 'pythonNative') {
    throw new NodeOperationError(
      node,
      'To use native Python, please use runners by setting `N8N_RUNNERS_ENABLED=true`.',
      {
        description: "Weft runs Python with Pyodide: choose the language 'Python (Beta)' instead.",
      },
    );
  }
  if (language !== 'javaScript' && language !== 'python') {
    throw new NodeOperationError(node, `Unknown language '${language}'`, {
      description: "The language must be 'javaScript' or 'python'.",
    });
  }
  const mode = String(ctx.getNodeParameter('mode', 0, 'runOnceForAllItems')) as Mode;
  if (mode !== 'runOnceForAllItems' && mode !== 'runOnceForEachItem') {
    throw new NodeOperationError(node, `Unknown mode '${String(mode)}'`, {
      description: "The mode must be 'runOnceForAllItems' or 'runOnceForEachItem'.",
    });
  }
  const code = ctx.getNodeParameter(language === 'python' ? 'pythonCode' : 'jsCode', 0, '') as unknown;
  if (typeof code !== 'string' || code === '') throw new NodeOperationError(node, 'No code to execute');
  try {
    const { items } = await ctx.runCode({
      code,
      mode,
      continueOnFail: ctx.continueOnFail(),
      ...(language === 'python' ? { language } : {}),
    });
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
