import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject, NodeOutput, NodeType } from '@weft/workflow';
import { functionDescription } from './description.js';
import { runLegacyCode } from './legacy-sandbox.js';

export { functionDescription, FUNCTION_DEFAULT_CODE } from './description.js';
export { runLegacyCode } from './legacy-sandbox.js';
export type { LegacyCodeError, LegacyRunAnswer } from './legacy-sandbox.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** n8n's `normalizeItems` on what the code returned, then the Function node's checks. */
function toItems(ctx: ExecuteContext, value: unknown): Item[] {
  const node = ctx.getNode();
  if (value === undefined) throw new NodeOperationError(node, 'No data got returned. Always return an Array of items!');
  let list: unknown = value;
  if (isObject(list) && !Array.isArray(list)) list = list.json ? [list] : [{ json: list }];
  if (!Array.isArray(list)) throw new NodeOperationError(node, 'Always an Array of items has to be returned!');
  const entries = list as unknown[];
  if (entries.some((e) => !isObject(e))) {
    throw new NodeOperationError(node, 'Always an Array of items has to be returned!', {
      description: 'Each entry of the returned array must be an object (an item, or the JSON of one).',
    });
  }
  const objects = entries as Array<Record<string, unknown>>;
  let items: Array<Record<string, unknown>>;
  if (objects.every((e) => 'json' in e)) items = objects;
  else if (objects.some((e) => 'json' in e)) throw new NodeOperationError(node, 'Inconsistent item format');
  else if (objects.length > 0 && objects.every((e) => 'binary' in e)) {
    items = objects.map(({ binary, ...json }) => ({ json, binary }));
  } else if (objects.some((e) => 'binary' in e)) throw new NodeOperationError(node, 'Inconsistent item format');
  else items = objects.map((json) => ({ json }));
  return items.map((item) => {
    if (item.json === undefined)
      throw new NodeOperationError(node, 'All returned items have to contain a property named "json"!');
    if (typeof item.json !== 'object' || item.json === null)
      throw new NodeOperationError(node, 'The json-property has to be an object!');
    if (item.binary !== undefined && (Array.isArray(item.binary) || !isObject(item.binary))) {
      throw new NodeOperationError(node, 'The binary-property has to be an object!');
    }
    const out: Item = { json: item.json as JsonObject };
    if (item.binary !== undefined) out.binary = item.binary as Item['binary'];
    if (item.pairedItem !== undefined) out.pairedItem = item.pairedItem as Item['pairedItem'];
    return out;
  });
}

/**
 * Runs the Function node: the code gets `items` (copies of the input items, each with its `index`)
 * and returns the items to output; n8n's legacy globals are there (`$item(i)`, `$items()`,
 * `getWorkflowStaticData`, `getNodeParameter`, binary helpers). Errors name the line like n8n's.
 */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const code = ctx.getNodeParameter('functionCode', 0, '') as unknown;
  if (typeof code !== 'string') throw new NodeOperationError(node, 'The JavaScript code must be a string');
  try {
    const answer = await runLegacyCode(ctx, code, 'all');
    if (answer.error) {
      const { message, line } = answer.error;
      if (ctx.continueOnFail()) return [[{ json: { error: message } }]];
      throw new NodeOperationError(node, line === undefined ? message : `${message} [Line ${line}]`);
    }
    return [toItems(ctx, answer.value)];
  } catch (error) {
    if (!ctx.continueOnFail()) throw error;
    const message = error instanceof Error ? error.message : String(error);
    return [[{ json: { error: message } }]];
  }
}

/** The legacy Function node (`weft.function`, n8n's `n8n-nodes-base.function`), version 1. */
export const functionNode: NodeType[] = [{ description: functionDescription, execute }];
