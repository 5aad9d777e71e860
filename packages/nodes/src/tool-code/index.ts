import {
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type NodeType,
  type SupplyDataContext,
} from '@weft/workflow';
import { toolNameOf } from '@weft/workflow';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { toolCodeDescription } from './description.js';
import { schemaFromExample, zodFromJsonSchema, type JsonSchema } from './json-schema.js';

/** What the wrapped tool code hands back: the type of the user's answer and its value. */
interface Answer {
  type: string;
  value: unknown;
}

/**
 * The user's JavaScript as the body of an inner function given `query`, its answer returned as one
 * item (the Code sandbox answers items); kept on the user's first line so line numbers hold.
 */
function wrapJavaScript(code: string, query: unknown): string {
  const literal = query === undefined ? 'undefined' : `JSON.parse(${JSON.stringify(JSON.stringify(query))})`;
  return (
    `const query = ${literal}; const __weftAnswer = await (async () => {${code}\n})();\n` +
    'return [{ json: { type: typeof __weftAnswer, value: __weftAnswer === undefined ? null : __weftAnswer } }];'
  );
}

/** The user's Python in a function given `_query`, its answer returned as one item. */
function wrapPython(code: string, query: unknown): string {
  const body = code
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return (
    `import json as __weft_json\n_query = __weft_json.loads(${JSON.stringify(JSON.stringify(query ?? null))})\n` +
    `def __weft_tool():\n${body}\n    return None\n` +
    '__weft_answer = __weft_tool()\n' +
    "__weft_type = 'string' if isinstance(__weft_answer, str) else ('number' if isinstance(__weft_answer, (int, float)) and not isinstance(__weft_answer, bool) else 'object')\n" +
    "return [{'json': {'type': __weft_type, 'value': __weft_answer}}]"
  );
}

/** Runs the tool's code with `query` in Weft's Code sandbox and answers what it returned. */
async function runToolCode(ctx: ExecuteContext, itemIndex: number, query: unknown): Promise<unknown> {
  const language = ctx.getNodeParameter('language', itemIndex, 'javaScript') as string;
  const python = language === 'python';
  const code = ctx.getNodeParameter(python ? 'pythonCode' : 'jsCode', itemIndex) as string;
  const result = await ctx.runCode({
    code: python ? wrapPython(code, query) : wrapJavaScript(code, query),
    language: python ? 'python' : 'javaScript',
    mode: 'runOnceForAllItems',
    continueOnFail: false,
  });
  const answer = result.items[0]?.json as unknown as Answer | undefined;
  if (!answer) return undefined;
  return answer.type === 'undefined' ? undefined : answer.value;
}

/** The tool's schema when one is specified (a JSON example or a JSON Schema), as zod. */
async function inputSchema(ctx: ExecuteContext, itemIndex: number) {
  try {
    const schemaType = ctx.getNodeParameter('schemaType', itemIndex) as string;
    let schema: JsonSchema;
    if (schemaType === 'fromJson') {
      schema = await schemaFromExample(
        ctx.getNodeParameter('jsonSchemaExample', itemIndex, '') as string,
        ctx.getNode().typeVersion >= 1.3,
      );
    } else {
      const text = ctx.getNodeParameter('inputSchema', itemIndex, '') as string | JsonSchema;
      schema = typeof text === 'string' ? (JSON.parse(text) as JsonSchema) : text;
    }
    return await zodFromJsonSchema(schema);
  } catch (error) {
    throw new NodeOperationError(ctx.getNode(), `Error during parsing of JSON Schema. \n ${String(error)}`);
  }
}

/**
 * The Code tool as LangChain sees it: a string tool (`input`), or a structured one when an input
 * schema is specified. Each call runs the code; its errors and non-string answers go back to the
 * model as `There was an error: "…"`. With `log`, each call is a run of the node (n8n's shapes).
 */
async function codeTool(
  ctx: ExecuteContext & Partial<SupplyDataContext>,
  itemIndex: number,
  log: boolean,
): Promise<StructuredToolInterface> {
  const node = ctx.getNode();
  const name = node.typeVersion <= 1.1 ? (ctx.getNodeParameter('name', itemIndex) as string) : toolNameOf(node.name);
  const description = ctx.getNodeParameter('description', itemIndex) as string;
  const handler = async (query: unknown): Promise<string> => {
    const index = log ? ctx.addInputData!('ai_tool', [[{ json: { query } }]]).index : 0;
    let response: unknown;
    let failure: NodeOperationError | undefined;
    try {
      response = await runToolCode(ctx, itemIndex, query);
    } catch (error) {
      failure = new NodeOperationError(node, error as Error);
      response = `There was an error: "${failure.message}"`;
    }
    if (typeof response === 'number') response = response.toString();
    if (typeof response !== 'string') {
      failure = new NodeOperationError(node, 'Wrong output type returned', {
        description: `The response property should be a string, but it is an ${typeof response}`,
      });
      response = `There was an error: "${failure.message}"`;
    }
    if (log) ctx.addOutputData!('ai_tool', index, failure ?? [[{ json: { response } }]]);
    return response as string;
  };
  const tools = await import('@langchain/core/tools');
  if (ctx.getNodeParameter('specifyInputSchema', itemIndex, false) === true) {
    const schema = await inputSchema(ctx, itemIndex);
    const Structured = tools.DynamicStructuredTool as unknown as new (
      fields: Record<string, unknown>,
    ) => StructuredToolInterface;
    return new Structured({ name, description, schema, func: handler });
  }
  return new tools.DynamicTool({ name, description, func: handler });
}

/** n8n's Code Tool (`toolCode` 1–1.3): JavaScript or Python the agent calls, run in Weft's Code sandbox. */
export const toolCodeNode: NodeType[] = [
  {
    description: toolCodeDescription,
    async supplyData(ctx: SupplyDataContext, itemIndex: number) {
      return { response: await codeTool(ctx, itemIndex, true) };
    },
    async execute(ctx: ExecuteContext) {
      const out: Item[] = [];
      const items = ctx.getInputData();
      for (let i = 0; i < items.length; i++) {
        const tool = await codeTool(ctx, i, false);
        out.push({
          json: { response: (await tool.invoke(items[i]!.json as never)) as string },
          pairedItem: { item: i },
        });
      }
      return [out];
    },
  },
];
