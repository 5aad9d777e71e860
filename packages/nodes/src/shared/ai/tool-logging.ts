/**
 * Recording the calls an agent makes into a tool sub-node, as n8n's run data shows them: each call
 * is a run of the tool node under `ai_tool`, `{query}` going in and `{response}` coming out (or the
 * error, which the agent then sees thrown).
 */
import { NodeOperationError, type SupplyDataContext } from '@weft/workflow';

/**
 * Thrown by a tool's function when the call failed but the model should still get an answer (the
 * failure's text), as n8n's MCP client does: the call's run keeps the answer and is marked with
 * the error.
 */
export class ToolFailureAnswer extends Error {
  constructor(
    message: string,
    readonly itemIndex = 0,
  ) {
    super(message);
    this.name = 'ToolFailureAnswer';
  }
}

/** A LangChain tool seen from here: its `_call` is what the agent's `invoke` reaches. */
interface CallableTool {
  name: string;
  description: string;
  metadata?: Record<string, unknown>;
  _call(input: unknown, ...rest: unknown[]): Promise<unknown>;
}

/**
 * Wraps `tool._call` so each call is recorded as a run of the node of `ctx` (n8n's logWrapper for
 * tools): the input as `{query}` (with `{tool: {name, description}}` for a toolkit's tool), the answer
 * as `{response}`; a non-string answer goes back to the model as JSON. Answers the same tool.
 */
export function logToolCalls<T extends object>(tool: T, ctx: SupplyDataContext): T {
  const target = tool as unknown as CallableTool;
  const original = target._call.bind(target);
  target._call = async (query: unknown, ...rest: unknown[]) => {
    const input: Record<string, unknown> = { query };
    if (target.metadata?.isFromToolkit) input.tool = { name: target.name, description: target.description };
    const { index } = ctx.addInputData('ai_tool', [[{ json: input }]]);
    let response: unknown;
    try {
      response = await original(query, ...rest);
    } catch (e) {
      if (e instanceof ToolFailureAnswer) {
        ctx.addOutputData(
          'ai_tool',
          index,
          new NodeOperationError(ctx.getNode(), e.message, { itemIndex: e.itemIndex }),
        );
        ctx.addOutputData('ai_tool', index, [[{ json: { response: e.message } }]]);
        return e.message;
      }
      const error = e instanceof NodeOperationError ? e : new NodeOperationError(ctx.getNode(), e as Error);
      ctx.addOutputData('ai_tool', index, error);
      if (error.message && !error.description) error.description = error.message;
      throw error;
    }
    ctx.addOutputData('ai_tool', index, [[{ json: { response } }]]);
    return typeof response === 'string' ? response : JSON.stringify(response);
  };
  return tool;
}
