/**
 * Output parsers of the AI roots (chains, agents), as n8n's: the structured parser (a zod schema,
 * LangChain's JSON-schema format instructions, the `output` wrapper from version 1.1), the item
 * list parser and the auto-fixing parser that asks a model to repair what did not parse. Each
 * parse by the structured and auto-fixing parsers is recorded as a run of its sub-node under
 * `ai_outputParser` (`{action: 'parse', text}` in, `{action: 'parse', response}` out, or the error).
 */
import { NodeOperationError, type ExecuteContext, type SupplyDataContext } from '@weft/workflow';
import type { ZodTypeAny } from 'zod';
import { lcOutputParsers, type LcParser, type LcPromptTemplate } from './langchain-untyped.js';

/**
 * What roots use of a connected parser: LangChain's parser interface (format instructions, parse;
 * a runnable to pipe into), typed structurally (see `langchain-untyped.ts`).
 */
export type WeftOutputParser = LcParser & {
  /** The zod schema the parser validates against, when it has one (agents offer it as a tool). */
  getSchema(): ZodTypeAny | undefined;
};

/** The base class of LangChain's output parsers, without its generic parameter. */
type ParserBase = abstract new () => { lc_namespace: string[] };

/** `BaseOutputParser` and `OutputParserException` of `@langchain/core/output_parsers`. */
async function parserBase(): Promise<{
  BaseOutputParser: ParserBase;
  OutputParserException: new (message: string, output?: string) => Error;
}> {
  return await import('@langchain/core/output_parsers');
}

/** n8n's retry prompt of the auto-fixing parser (the model is told what failed and asked again). */
export const NAIVE_FIX_PROMPT = `Instructions:
--------------
{instructions}
--------------
Completion:
--------------
{completion}
--------------

Above, the Completion did not satisfy the constraints given in the Instructions.
Error:
--------------
{error}
--------------

Please try again. Please only respond with an answer that satisfies the constraints laid out in the Instructions:`;

const WRAP = '__structured__output';
const WRAP_OBJECT = '__structured__output__object';
const WRAP_ARRAY = '__structured__output__array';

/** `{output: {output: x}}` (a model that wrapped twice) is read as `{output: x}`. */
function unwrapNested(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const inner = o.output;
    if (
      Object.keys(o).length === 1 &&
      'output' in o &&
      inner &&
      typeof inner === 'object' &&
      'output' in inner &&
      Object.keys(inner).length === 1
    )
      return inner;
  }
  return value;
}

/** The value at a path of nested objects, or undefined. */
function at(value: unknown, ...path: string[]): unknown {
  let v = value;
  for (const key of path) {
    if (!v || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/** Why a structured parse failed, as n8n puts it in the error's context. */
function failReason(z: typeof import('zod').z, text: string, error: unknown): string | undefined {
  if (error instanceof SyntaxError) return 'Invalid JSON in model output';
  const first = error instanceof z.ZodError ? error.issues[0] : undefined;
  const emptyWrapper =
    first &&
    first.code === 'invalid_type' &&
    first.path[0] === 'output' &&
    first.expected === 'object' &&
    first.received === 'undefined';
  if ((typeof text === 'string' && text.trim() === '{}') || emptyWrapper)
    return 'Model output wrapper is an empty object';
  if (error instanceof z.ZodError) return 'Model output does not match the expected schema';
  return undefined;
}

/**
 * The structured output parser of a Structured Output Parser node: validates the model's JSON
 * (from a fenced block when there is one) against the zod schema, wrapped as the node version
 * wraps it (1: `__structured__output`, 1.1–1.2: optional `output`, 1.3: required `output`).
 */
export async function createStructuredOutputParser(
  ctx: SupplyDataContext,
  schema: ZodTypeAny,
  nodeVersion: number,
): Promise<WeftOutputParser> {
  const [{ z }, { StructuredOutputParser }, { BaseOutputParser }] = await Promise.all([
    import('zod'),
    lcOutputParsers(),
    parserBase(),
  ]);
  let wrapped: ZodTypeAny;
  if (nodeVersion === 1) {
    wrapped = z.object({
      [WRAP]: z
        .object({ [WRAP_OBJECT]: schema.optional(), [WRAP_ARRAY]: z.array(schema).optional() })
        .describe(`Wrapper around the output data. It can only contain ${WRAP_OBJECT} or ${WRAP_ARRAY} but never both.`)
        .refine((data: Record<string, unknown>) => Boolean(data[WRAP_OBJECT]) !== Boolean(data[WRAP_ARRAY]), {
          message: `One and only one of ${WRAP_OBJECT} and ${WRAP_ARRAY} should be present.`,
          path: [WRAP],
        }),
    });
  } else if (nodeVersion < 1.3) {
    wrapped = z.object({ output: schema.optional() });
  } else {
    wrapped = z.object({ output: schema });
  }
  // LangChain's structured parser writes the format instructions (the JSON schema the model is
  // shown); parsing is n8n's (fenced blocks, unwrapping, the run record of each parse).
  const instructions = StructuredOutputParser.fromZodSchema(wrapped);

  class StructuredParser extends BaseOutputParser {
    override lc_namespace = ['langchain', 'output_parsers', 'structured'];

    async parse(text: string, _callbacks?: unknown, errorMapper?: (e: Error) => Error): Promise<unknown> {
      const { index } = ctx.addInputData('ai_outputParser', [[{ json: { action: 'parse', text } }]]);
      try {
        const jsonText = text.includes('```') ? (text.split(/```(?:json)?/)[1] ?? '') : text;
        const parsed: unknown = await wrapped.parseAsync(JSON.parse(jsonText.trim()));
        const result = unwrapNested(
          at(parsed, WRAP, WRAP_OBJECT) ?? at(parsed, WRAP, WRAP_ARRAY) ?? at(parsed, WRAP) ?? parsed,
        );
        ctx.addOutputData('ai_outputParser', index, [[{ json: { action: 'parse', response: result } }]]);
        return result;
      } catch (e) {
        const error = new NodeOperationError(ctx.getNode(), "Model output doesn't fit required format", {
          description:
            "To continue the execution when this happens, change the 'On Error' parameter in the root node's settings",
        });
        const reason = failReason(z, text, e);
        if (reason) error.context.outputParserFailReason = reason;
        ctx.addOutputData('ai_outputParser', index, error);
        if (errorMapper) throw errorMapper(e as Error);
        throw error;
      }
    }

    getFormatInstructions(): string {
      return instructions.getFormatInstructions();
    }

    getSchema(): ZodTypeAny {
      return wrapped;
    }
  }
  return new StructuredParser() as unknown as WeftOutputParser;
}

/** Options of the Item List Output Parser node. */
export interface ItemListOptions {
  numberOfItems?: number;
  separator?: string;
}

/**
 * The item list parser: splits the answer at the separator (`\n` by default; the two characters
 * `\n` typed in the editor mean a newline), drops empty entries, and with a number of items > 0
 * (3 when the option is not set) refuses fewer and keeps only that many.
 */
export async function createItemListOutputParser(options: ItemListOptions): Promise<WeftOutputParser> {
  const { BaseOutputParser, OutputParserException } = await parserBase();
  // Without the option n8n's parser expects 3 items; -1 (the editor's default) means no limit.
  const wanted = options.numberOfItems ?? 3;
  const count = wanted && wanted > 0 ? wanted : undefined;
  let separator = options.separator ?? '\n';
  if (separator === '\\n') separator = '\n';

  class ItemListParser extends BaseOutputParser {
    override lc_namespace = ['n8n-nodes-langchain', 'output_parsers', 'list_items'];

    async parse(text: string): Promise<string[]> {
      const list = text
        .split(separator)
        .map((s) => s.trim())
        .filter((s) => s);
      if (count && list.length < count) {
        throw new OutputParserException(
          `Wrong number of items returned. Expected ${count} items but got ${list.length} items instead.`,
        );
      }
      return list.slice(0, count);
    }

    getFormatInstructions(): string {
      const examples: string[] = [];
      for (let i = 1; i <= (count ?? 3); i++) examples.push(`item${i}`);
      return `Your response should be a list of ${count ? `${count} ` : ''}items separated by "${separator}" (for example: "${examples.join(separator)}")`;
    }

    getSchema(): undefined {
      return undefined;
    }
  }
  return new ItemListParser() as unknown as WeftOutputParser;
}

/**
 * The auto-fixing parser: parses with the wrapped parser; when that fails with a parse error it
 * sends the retry prompt (instructions, completion, error) to the model and parses its answer.
 * One run of its sub-node per parse, closed with the final response or the error.
 */
export async function createOutputFixingParser(
  ctx: SupplyDataContext,
  model: unknown,
  inner: WeftOutputParser,
  fixPrompt: LcPromptTemplate,
): Promise<WeftOutputParser> {
  const { BaseOutputParser, OutputParserException } = await parserBase();

  const isParserException = (e: unknown): e is Error => e instanceof OutputParserException;

  class FixingParser extends BaseOutputParser {
    override lc_namespace = ['langchain', 'output_parsers', 'fix'];

    async parse(completion: string): Promise<unknown> {
      const { index } = ctx.addInputData('ai_outputParser', [[{ json: { action: 'parse', text: completion } }]]);
      try {
        const mapper = (e: Error): Error =>
          e instanceof OutputParserException
            ? e
            : new OutputParserException((e as { message: string }).message, completion);
        const response = await inner.parse(completion, undefined, mapper);
        ctx.addOutputData('ai_outputParser', index, [[{ json: { action: 'parse', response } }]]);
        return response;
      } catch (error) {
        if (!isParserException(error)) throw error;
        try {
          const answer = await fixPrompt
            .pipe(model)
            .invoke({ completion, error: error.message, instructions: this.getFormatInstructions() });
          const text = typeof answer === 'string' ? answer : String((answer as { content: unknown }).content);
          const parsed = await inner.parse(text);
          ctx.addOutputData('ai_outputParser', index, [[{ json: { action: 'parse', response: parsed } }]]);
          return parsed;
        } catch (fixError) {
          ctx.addOutputData(
            'ai_outputParser',
            index,
            fixError instanceof Error ? fixError : new Error(String(fixError)),
          );
          throw fixError;
        }
      }
    }

    getFormatInstructions(): string {
      return inner.getFormatInstructions();
    }

    getSchema(): ZodTypeAny | undefined {
      return inner.getSchema?.();
    }
  }
  return new FixingParser() as unknown as WeftOutputParser;
}

/**
 * The output parser connected to a root (its `ai_outputParser` input), or undefined when none is
 * connected or the node's `hasOutputParser` is off (as n8n reads it: from item 0, `true` when the
 * version has no such parameter).
 */
export async function getOptionalOutputParser(
  ctx: ExecuteContext,
  itemIndex = 0,
): Promise<WeftOutputParser | undefined> {
  if (ctx.getNodeParameter('hasOutputParser', 0, true) !== true) return undefined;
  const parser = await ctx.getInputConnectionData?.('ai_outputParser', itemIndex);
  if (Array.isArray(parser)) return parser[0] as WeftOutputParser | undefined;
  return (parser ?? undefined) as WeftOutputParser | undefined;
}
