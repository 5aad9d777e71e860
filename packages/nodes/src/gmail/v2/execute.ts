/** Gmail 2–2.2: runs the chosen resource and operation for each input item. */
import { NodeOperationError, WeftError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { gmailClient } from '../client.js';
import { unescapeSnippets } from '../output.js';
import { draftOperation } from './drafts.js';
import { labelOperation } from './labels.js';
import { messageOperation } from './messages.js';
import { gmailSendAndWait } from './send-and-wait.js';
import type { GmailOperationArgs, GmailOperationResult } from './operation.js';
import { threadOperation } from './threads.js';

const OPERATIONS: Record<string, (args: GmailOperationArgs) => Promise<GmailOperationResult>> = {
  message: messageOperation,
  label: labelOperation,
  draft: draftOperation,
  thread: threadOperation,
};

/** Items from what an operation answered (items are kept, JSON objects wrapped). */
function toItems(ctx: ExecuteContext, result: GmailOperationResult): Item[] {
  if (result === undefined || result === null) return [];
  const list = Array.isArray(result) ? result : [result];
  return list.map((entry) =>
    entry && typeof entry === 'object' && 'json' in entry ? (entry as Item) : ctx.helpers.returnJsonArray(entry)[0]!,
  );
}

/** Runs Gmail 2–2.2 over the input items. */
export async function executeGmailV2(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const node = ctx.getNode();
  const resource = String(ctx.getNodeParameter('resource', 0, 'message'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  if (resource === 'message' && operation === 'sendAndWait') return gmailSendAndWait(ctx);
  const run = OPERATIONS[resource];
  if (!run) throw new NodeOperationError(node, `The resource "${resource}" is not known`);
  const client = gmailClient(ctx, String(ctx.getNodeParameter('authentication', 0, 'oAuth2')), resource);
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const result = await run({ ctx, client, operation, itemIndex: i, nodeVersion: node.typeVersion });
      out.push(...ctx.helpers.constructExecutionMetaData(toItems(ctx, result), { itemData: { item: i } }));
    } catch (error) {
      const message = `${(error as Error).message} (item ${i})`;
      if (ctx.continueOnFail()) {
        out.push({ json: { error: message }, pairedItem: { item: i } });
        continue;
      }
      if (error instanceof WeftError) {
        error.message = message;
        error.context.itemIndex = i;
        throw error;
      }
      throw new NodeOperationError(node, error as Error, { itemIndex: i });
    }
  }
  const fetches = ['draft', 'message', 'thread'].includes(resource) && ['get', 'getAll'].includes(operation);
  return [fetches ? unescapeSnippets(out) : out];
}
