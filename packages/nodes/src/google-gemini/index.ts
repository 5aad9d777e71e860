import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput, NodeType } from '@weft/workflow';
import { googleGeminiDescription } from './description.js';
import { geminiMessage } from './message.js';

export { GOOGLE_GEMINI_TYPE } from './description.js';

/** Runs every input item through the operation chosen; with continue on failure a failed item answers `{error}`. */
async function executeGoogleGemini(ctx: ExecuteContext): Promise<NodeOutput> {
  const resource = String(ctx.getNodeParameter('resource', 0, 'text'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  if (resource !== 'text' || operation !== 'message') {
    throw new NodeOperationError(
      ctx.getNode(),
      `The operation "${operation}" of the resource "${resource}" is not available in Weft yet`,
    );
  }
  const out: Item[] = [];
  const items = ctx.getInputData();
  for (let i = 0; i < items.length; i++) {
    try {
      out.push(...(await geminiMessage(ctx, i)));
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
        continue;
      }
      throw new NodeOperationError(ctx.getNode(), error as Error, {
        itemIndex: i,
        description: (error as { description?: string }).description,
      });
    }
  }
  return [out];
}

/**
 * The Google Gemini node (`@n8n/n8n-nodes-langchain.googleGemini`, version 1): Message a Model with
 * the connected tools over the Gemini API and the `googlePalmApi` credential. The media resources
 * (audio, document, file, image, video) are described as n8n has them but not run yet.
 */
export const googleGeminiNode: NodeType[] = [{ description: googleGeminiDescription, execute: executeGoogleGemini }];
