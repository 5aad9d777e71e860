/**
 * n8n's Wikipedia tool (`@n8n/n8n-nodes-langchain.toolWikipedia` 1): LangChain's Wikipedia query
 * tool, named after the node, for agents. Run in the main flow, each item's JSON is the tool's input
 * (its `input` text) and the answer comes out as `{response}`.
 */
import type { ExecuteContext, Item, NodeType, SupplyDataContext } from '@weft/workflow';
import type { Tool } from '@langchain/core/tools';
import { logToolCalls } from '../shared/ai/tool-logging.js';
import { searchWikipedia } from './wikipedia-api.js';

/** What the model is told the tool does (n8n's text for this tool). */
export const WIKIPEDIA_TOOL_DESCRIPTION =
  'A tool for interacting with and fetching data from the Wikipedia API. The input should always be a string query.';

/** The LangChain string tool, named after the node as n8n names it. */
async function wikipediaTool(ctx: ExecuteContext): Promise<Tool> {
  const { DynamicTool } = await import('@langchain/core/tools');
  return new DynamicTool({
    name: ctx.getNode().name,
    description: WIKIPEDIA_TOOL_DESCRIPTION,
    func: async (input: string) => searchWikipedia(ctx.helpers, input),
  });
}

/** `toolWikipedia` 1. */
export const toolWikipediaNode: NodeType[] = [
  {
    description: {
      name: '@n8n/n8n-nodes-langchain.toolWikipedia',
      displayName: 'Wikipedia',
      description: 'Search in Wikipedia',
      group: ['transform'],
      version: 1,
      icon: 'file:wikipedia.svg',
      defaults: { name: 'Wikipedia' },
      inputs: [],
      outputs: ['ai_tool'],
      outputNames: ['Tool'],
      properties: [
        {
          displayName:
            "This node must be connected to an AI agent. <a data-action='openSelectiveNodeCreator' data-action-parameter-connectiontype='ai_agent'>Insert one</a>",
          name: 'notice',
          type: 'notice',
          default: '',
        },
      ],
      codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Other Tools'] } },
    },
    async supplyData(ctx: SupplyDataContext) {
      return { response: logToolCalls(await wikipediaTool(ctx), ctx) };
    },
    async execute(ctx: ExecuteContext) {
      const tool = await wikipediaTool(ctx);
      const out: Item[] = [];
      const items = ctx.getInputData();
      for (let i = 0; i < items.length; i++) {
        out.push({
          json: { response: (await tool.invoke(items[i]!.json as never)) as string },
          pairedItem: { item: i },
        });
      }
      return [out];
    },
  },
];
