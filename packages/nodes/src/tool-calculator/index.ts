import type { Item, NodeType, SupplyDataContext, ExecuteContext } from '@weft/workflow';
import type { Tool } from '@langchain/core/tools';
import { logToolCalls } from '../shared/ai/tool-logging.js';

/** What the model is told the calculator does (LangChain community's Calculator, which n8n uses). */
export const CALCULATOR_DESCRIPTION =
  'Useful for getting the result of a math expression. The input to this tool should be a valid mathematical expression that could be executed by a simple calculator.';

/** The answer of the calculator to an expression it cannot evaluate (as LangChain's). */
export const CALCULATOR_FAILURE = "I don't know how to do that.";

/** Evaluates `expression` with math-expression-evaluator (the library n8n's calculator uses). */
export async function calculate(expression: string): Promise<string> {
  const mod = (await import('math-expression-evaluator')) as unknown as {
    default: new () => { eval(text: string): { toString(): string } };
  };
  try {
    return new mod.default().eval(expression).toString();
  } catch {
    return CALCULATOR_FAILURE;
  }
}

/** A LangChain string tool named after the node (n8n renames the calculator to the node's name). */
async function calculatorTool(name: string): Promise<Tool> {
  const { DynamicTool } = await import('@langchain/core/tools');
  return new DynamicTool({
    name,
    description: CALCULATOR_DESCRIPTION,
    func: async (input: string) => calculate(input),
  });
}

/** n8n's Calculator tool (`toolCalculator` 1): arithmetic for agents. */
export const toolCalculatorNode: NodeType[] = [
  {
    description: {
      name: '@n8n/n8n-nodes-langchain.toolCalculator',
      displayName: 'Calculator',
      description: 'Make it easier for AI agents to perform arithmetic',
      group: ['transform'],
      version: 1,
      icon: 'fa:calculator',
      iconColor: 'black',
      defaults: { name: 'Calculator' },
      inputs: [],
      outputs: ['ai_tool'],
      outputNames: ['Tool'],
      properties: [],
      codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Other Tools'] } },
    },
    async supplyData(ctx: SupplyDataContext) {
      return { response: logToolCalls(await calculatorTool(ctx.getNode().name), ctx) };
    },
    /** Run in the main flow: each item's JSON is the tool's input. */
    async execute(ctx: ExecuteContext) {
      const tool = await calculatorTool(ctx.getNode().name);
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
