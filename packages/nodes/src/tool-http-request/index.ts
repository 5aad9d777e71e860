/**
 * HTTP Request Tool (n8n's `@n8n/n8n-nodes-langchain.toolHttpRequest` 1, 1.1): a tool for agents
 * that sends one HTTP request whose `{placeholders}` and "by model" parameters the model fills in.
 * Version 1 is a text tool (the model sends a JSON text, described in the tool's description);
 * 1.1 a structured tool whose schema has one field per parameter (optional ones not required),
 * with a text variant for the agents that send one text (`text-tool.ts`).
 * The tool is named after the node (spaces as underscores).
 */
import { NodeOperationError, type NodeType, type SupplyDataContext } from '@weft/workflow';
import { requestSender } from './auth.js';
import { toolFunction } from './call.js';
import { toolHttpRequestDescription } from './description.js';
import { responseOptimizer } from './optimize.js';
import { describeForTextInput, toolParametersOf } from './parameters.js';
import { toolSchema, type LcToolClasses } from './schema.js';
import { textToolArguments, textToolDescription, type ZodObjectLike } from './text-tool.js';

async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const node = ctx.getNode();
  const name = node.name.replace(/ /g, '_');
  if (!/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(name)) {
    throw new NodeOperationError(node, 'The name of this tool is not a valid alphanumeric string', {
      itemIndex,
      description:
        "Only alphanumeric characters and underscores are allowed in the tool's name, and the name cannot start with a number",
    });
  }
  const toolDescription = ctx.getNodeParameter('toolDescription', itemIndex, '') as string;
  const url = String(ctx.getNodeParameter('url', itemIndex, '') ?? '');
  if (ctx.getNodeParameter('authentication', itemIndex, 'none') !== 'none') {
    let host: string;
    try {
      host = new URL(url).hostname;
    } catch {
      host = /^[a-z]+:\/\/([^/?#]*)/i.exec(url)?.[1] ?? '';
    }
    if (host.includes('{') && host.includes('}')) {
      throw new NodeOperationError(node, "Can't use a placeholder for the domain when using authentication", {
        itemIndex,
        description:
          'This is for security reasons, to prevent the model accidentally sending your credentials to an unauthorized domain',
      });
    }
  }
  const send = await requestSender(ctx, itemIndex);
  const optimize = responseOptimizer(ctx, itemIndex);
  const { parameters, request, raw } = toolParametersOf(ctx, itemIndex);
  const func = toolFunction(ctx, itemIndex, parameters, request, raw, send, optimize);
  const { DynamicTool, DynamicStructuredTool } = (await import('@langchain/core/tools')) as unknown as LcToolClasses;
  // The function records each call itself (n8n does not wrap this tool in its log wrapper).
  if (node.typeVersion >= 1.1) {
    const schema = (await toolSchema(parameters)) as ZodObjectLike;
    const tool = new DynamicStructuredTool({ name, description: toolDescription, func, schema }) as {
      description: string;
      asDynamicTool?: () => unknown;
    };
    // The AI Agent 1's older agent types send one text: they take this variant instead.
    tool.asDynamicTool = () =>
      new DynamicTool({
        name,
        // n8n builds the variant from the tool's description as the agent left it (braces escaped).
        description: textToolDescription(tool.description, schema),
        func: async (query) => {
          let args: unknown;
          try {
            args = textToolArguments(query, schema);
          } catch (error) {
            throw new NodeOperationError(node, (error as Error).message, { itemIndex });
          }
          return func(args);
        },
      });
    return { response: tool };
  }
  return { response: new DynamicTool({ name, description: describeForTextInput(toolDescription, parameters), func }) };
}

/** HTTP Request Tool, versions 1 and 1.1. */
export const toolHttpRequestNode: NodeType[] = [{ description: toolHttpRequestDescription, supplyData }];
