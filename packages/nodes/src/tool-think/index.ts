import type { ExecuteContext, Item, NodeType, SupplyDataContext } from '@weft/workflow';
import { toolNameOf } from '@weft/workflow';
import type { Tool } from '@langchain/core/tools';
import { logToolCalls } from '../shared/ai/tool-logging.js';

/** The Think tool's default description (what the model is told; n8n's text). */
export const THINK_DESCRIPTION =
  'Use the tool to think about something. It will not obtain new information or change the database, but just append the thought to the log. Use it when complex reasoning or some cache memory is needed.';

/** The Think tool: answers the thought it was given. 1 is named `thinking_tool`, 1.1 after the node. */
async function thinkTool(ctx: ExecuteContext, itemIndex: number): Promise<Tool> {
  const { DynamicTool } = await import('@langchain/core/tools');
  const node = ctx.getNode();
  return new DynamicTool({
    name: node.typeVersion === 1 ? 'thinking_tool' : toolNameOf(node.name),
    description: ctx.getNodeParameter('description', itemIndex) as string,
    func: async (thought: string) => thought,
  });
}

/** n8n's Think tool (`toolThink` 1, 1.1). */
export const toolThinkNode: NodeType[] = [
  {
    description: {
      name: '@n8n/n8n-nodes-langchain.toolThink',
      displayName: 'Think Tool',
      description: 'Invite the AI agent to do some thinking',
      group: ['transform'],
      version: [1, 1.1],
      icon: 'fa:brain',
      iconColor: 'black',
      defaults: { name: 'Think' },
      inputs: [],
      outputs: ['ai_tool'],
      outputNames: ['Tool'],
      properties: [
        {
          displayName: 'Think Tool Description',
          name: 'description',
          type: 'string',
          default: THINK_DESCRIPTION,
          required: true,
          description: 'What the model is told the tool is for',
          typeOptions: { rows: 3 },
        },
      ],
      codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Other Tools'] } },
    },
    async supplyData(ctx: SupplyDataContext, itemIndex: number) {
      return { response: logToolCalls(await thinkTool(ctx, itemIndex), ctx) };
    },
    async execute(ctx: ExecuteContext) {
      const out: Item[] = [];
      const items = ctx.getInputData();
      for (let i = 0; i < items.length; i++) {
        const tool = await thinkTool(ctx, i);
        out.push({
          json: { response: (await tool.invoke(items[i]!.json as never)) as string },
          pairedItem: { item: i },
        });
      }
      return [out];
    },
  },
];
