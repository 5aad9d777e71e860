/**
 * Runs the Anthropic node over its items: each item through its resource's operation; with
 * continue-on-fail a failed item becomes `{ error: <message> }`, otherwise the error stops the node.
 */
import { NodeOperationError, WeftError, type ExecuteContext, type Item } from '@weft/workflow';
import { analyzeOperation } from './analyze.js';
import { deleteOperation, getOperation, listOperation, uploadOperation } from './files.js';
import { messageOperation } from './message.js';
import { promptOperation } from './prompts.js';

type Operation = (ctx: ExecuteContext, i: number) => Promise<Item[]>;

/** The operation of a resource, or undefined for one the node does not have. */
function operationOf(resource: string, operation: string): Operation | undefined {
  const table: Record<string, Record<string, Operation>> = {
    document: { analyze: (ctx, i) => analyzeOperation(ctx, i, 'document') },
    image: { analyze: (ctx, i) => analyzeOperation(ctx, i, 'image') },
    file: { upload: uploadOperation, get: getOperation, list: listOperation, deleteFile: deleteOperation },
    prompt: {
      generate: (ctx, i) => promptOperation(ctx, i, 'generate'),
      improve: (ctx, i) => promptOperation(ctx, i, 'improve'),
      templatize: (ctx, i) => promptOperation(ctx, i, 'templatize'),
    },
    text: { message: messageOperation },
  };
  return table[resource]?.[operation];
}

/** Runs the node. */
export async function executeAnthropic(ctx: ExecuteContext): Promise<Item[][]> {
  const resource = ctx.getNodeParameter('resource', 0) as string;
  const operation = ctx.getNodeParameter('operation', 0) as string;
  const run = operationOf(resource, operation);
  if (!run) throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not supported!`);
  const out: Item[] = [];
  const items = ctx.getInputData();
  for (let i = 0; i < items.length; i++) {
    try {
      out.push(...(await run(ctx, i)));
    } catch (e) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: e instanceof Error ? e.message : String(e) }, pairedItem: { item: i } });
        continue;
      }
      if (e instanceof WeftError) throw e;
      throw new NodeOperationError(ctx.getNode(), e instanceof Error ? e.message : String(e), { itemIndex: i });
    }
  }
  return [out];
}
