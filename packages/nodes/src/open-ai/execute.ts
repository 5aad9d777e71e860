/**
 * Runs the OpenAI node: the operation of the resource chosen, once per input item. With continue
 * on failure a failed item answers `{error: message}`, as in n8n.
 */
import { NodeApiError, NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { createAssistant, deleteAssistant, listAssistants, updateAssistant } from './assistant.js';
import { conversation, deleteFile, listFiles, uploadFile } from './files.js';
import { analyzeImage, editImage, generateAudio, generateImage, recording } from './media.js';
import { classifyText, messageModel, respond } from './text.js';

type Operation = (ctx: ExecuteContext, i: number, version: number) => Promise<Item[]>;

const OPERATIONS: Record<string, Record<string, Operation>> = {
  text: { message: messageModel, classify: classifyText, response: respond },
  image: { generate: (ctx, i) => generateImage(ctx, i), analyze: analyzeImage, edit: (ctx, i) => editImage(ctx, i) },
  audio: {
    generate: (ctx, i) => generateAudio(ctx, i),
    transcribe: (ctx, i) => recording(ctx, i, 'transcriptions'),
    translate: (ctx, i) => recording(ctx, i, 'translations'),
  },
  file: { upload: uploadFile, list: (ctx, i) => listFiles(ctx, i), deleteFile: (ctx, i) => deleteFile(ctx, i) },
  assistant: {
    create: (ctx, i) => createAssistant(ctx, i),
    list: (ctx, i) => listAssistants(ctx, i),
    deleteAssistant: (ctx, i) => deleteAssistant(ctx, i),
    update: (ctx, i) => updateAssistant(ctx, i),
  },
  conversation: {
    create: (ctx, i) => conversation(ctx, i, 'create'),
    get: (ctx, i) => conversation(ctx, i, 'get'),
    remove: (ctx, i) => conversation(ctx, i, 'remove'),
    update: (ctx, i) => conversation(ctx, i, 'update'),
  },
};

/** Operations n8n has that Weft does not run yet, by resource. */
const NOT_YET: Record<string, string[]> = { assistant: ['message'], video: ['generate'] };

/** Runs every input item through the operation chosen (by the first item's resource and operation). */
export async function executeOpenAi(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const version = ctx.getNode().typeVersion ?? 1;
  const resource = String(ctx.getNodeParameter('resource', 0, 'text'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  const run = OPERATIONS[resource]?.[operation];
  if (!run) {
    if (NOT_YET[resource]?.includes(operation)) {
      throw new NodeOperationError(
        ctx.getNode(),
        `The operation "${operation}" of the resource "${resource}" is not available in Weft yet`,
      );
    }
    throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not supported!`);
  }
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      out.push(...(await run(ctx, i, version)));
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
        continue;
      }
      if (error instanceof NodeApiError || error instanceof NodeOperationError) throw error;
      throw new NodeOperationError(ctx.getNode(), error as Error, {
        itemIndex: i,
        description: (error as { description?: string }).description,
      });
    }
  }
  return [out];
}
