/**
 * Airtop 1 and 1.1: runs the operation (resource and operation read from the first item, as n8n's
 * node reads them) for each item. Called as a tool (`airtopTool`), each item is cut down to what
 * the model needs: the error, the parsed output, the model's answer, or the answer's `data`. With
 * Continue On Fail the first item, when it fails, gives `{ error }` with the error's message; a later item
 * that fails fails the node, as n8n 1.123's node does (it looks the item up as an input index).
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { agentOperations, extractionOperations, interactionOperations } from './extraction-interaction.js';
import { fileOperations } from './files.js';
import { sessionOperations, windowOperations, type AirtopOperation } from './sessions-windows.js';

type Json = Record<string, any>;

const RESOURCES: Record<string, Record<string, AirtopOperation>> = {
  agent: agentOperations,
  session: sessionOperations,
  window: windowOperations,
  interaction: interactionOperations,
  extraction: extractionOperations,
  file: fileOperations,
};

/** What a tool call answers the model for one item (see the module comment). */
export function cleanForTool(items: Item[]): Item[] {
  return items.map((item) => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the lint and build type settings differ here
    const json = item.json as Json;
    let out: Json;
    if (json?.errors?.length) out = { output: `Error: ${json.errors[0].message}` };
    else if (json?.output) out = json.output;
    else if (json?.data?.modelResponse) out = { output: json.data.modelResponse };
    else out = { output: { ...(json?.data ?? {}) } };
    return { ...item, json: { ...out } };
  });
}

/** Runs Airtop over the input items. */
export async function executeAirtop(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const asTool = ctx.getNode().type.includes('airtopTool');
  const resource = String(ctx.getNodeParameter('resource', 0, 'session'));
  const operation = String(ctx.getNodeParameter('operation', 0));
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const op = RESOURCES[resource]?.[operation];
      if (!op) throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not supported!`);
      let answer = await op(ctx, i);
      if (asTool) answer = cleanForTool(answer);
      out.push(...ctx.helpers.constructExecutionMetaData(answer, { itemData: { item: i } }));
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      // n8n's node reads the failed item as `getInputData(i)[0]`, the first item of input i: only
      // item 0 has one, so a later failing item fails the node as n8n's does.
      if (i > 0) throw new NodeOperationError(ctx.getNode(), 'Could not get input with given index', { itemIndex: i });
      // n8n 1.123's run gives that item as the error's message, paired with it.
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
