/** Outlook 2: runs the chosen resource and operation for each input item. */
import { NodeOperationError, WeftError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { outlookClient } from '../client.js';
import { attachmentOperations } from './operations/attachment.js';
import { calendarOperations, eventOperations } from './operations/calendar.js';
import { contactOperations } from './operations/contact.js';
import { draftOperations } from './operations/draft.js';
import { folderMessageOperations, folderOperations } from './operations/folder.js';
import { messageOperations } from './operations/message.js';
import type { OutlookOperations } from './operations/types.js';
import { outlookSendAndWait } from './send-and-wait.js';

const RESOURCES: Record<string, OutlookOperations> = {
  calendar: calendarOperations,
  contact: contactOperations,
  draft: draftOperations,
  event: eventOperations,
  folder: folderOperations,
  folderMessage: folderMessageOperations,
  message: messageOperations,
  messageAttachment: attachmentOperations,
};

/** Items of what an operation answered (items kept, JSON wrapped), paired with input item `i`. */
export function answerItems(ctx: ExecuteContext, result: unknown, i: number): Item[] {
  const list = Array.isArray(result) ? result : [result];
  const items = list.map((entry) =>
    entry && typeof entry === 'object' && 'json' in entry ? (entry as Item) : ctx.helpers.returnJsonArray(entry)[0]!,
  );
  return ctx.helpers.constructExecutionMetaData(items, { itemData: { item: i } });
}

/** Runs an operation per item: `{ error }` items with continue-on-fail, else the error names the item. */
export async function runPerItem(ctx: ExecuteContext, run: (i: number) => Promise<unknown>): Promise<Item[]> {
  const out: Item[] = [];
  const node = ctx.getNode();
  const count = ctx.getInputData().length;
  for (let i = 0; i < count; i++) {
    try {
      out.push(...answerItems(ctx, await run(i), i));
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
        continue;
      }
      if (error instanceof WeftError) {
        if (error.context.itemIndex === undefined) error.context.itemIndex = i;
        throw error;
      }
      throw new NodeOperationError(node, error as Error, { itemIndex: i });
    }
  }
  return out;
}

/** Runs Outlook 2 over the input items. */
export async function executeOutlookV2(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const resource = String(ctx.getNodeParameter('resource', 0, 'message'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  if (resource === 'message' && operation === 'sendAndWait') return outlookSendAndWait(ctx);
  const operations = RESOURCES[resource];
  if (!operations) throw new NodeOperationError(node, `The resource "${resource}" is not known`);
  const run = operations[operation];
  if (!run)
    throw new NodeOperationError(node, `The operation "${operation}" is not supported for resource "${resource}"`);
  const client = outlookClient(ctx);
  return [await runPerItem(ctx, (itemIndex) => run({ ctx, client, operation, itemIndex }))];
}
