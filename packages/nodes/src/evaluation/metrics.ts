/**
 * The metrics of Set Metrics, each answering `{ <metric name>: number }` for one item: numbers of
 * your own, the share of expected tools an agent called, exact and edit-distance matches, and the
 * AI-judged correctness and helpfulness scored 1–5 by the connected model.
 */
import { toolNameOf } from '@weft/workflow';
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { z } from 'zod';
import { lcPrompts } from '../shared/ai/langchain-untyped.js';
import {
  CORRECTNESS_INPUT_PROMPT,
  CORRECTNESS_PROMPT,
  HELPFULNESS_INPUT_PROMPT,
  HELPFULNESS_PROMPT,
} from './prompts.js';

type Metric = (ctx: ExecuteContext, i: number) => Promise<Record<string, unknown>>;

/** The Levenshtein distance of two strings (insertions, deletions and substitutions of UTF-16 units). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

function text(ctx: ExecuteContext, name: string, i: number): string {
  const value: unknown = ctx.getNodeParameter(name, i, '');
  return String(value ?? '').trim();
}

/** The expected and actual answers, both required. */
function answers(ctx: ExecuteContext, i: number): { expected: string; actual: string } {
  const expected = text(ctx, 'expectedAnswer', i);
  const actual = text(ctx, 'actualAnswer', i);
  if (!expected)
    throw new NodeOperationError(ctx.getNode(), 'Expected answer is missing', {
      itemIndex: i,
      description: 'Fill in "Expected Answer"',
    });
  if (!actual)
    throw new NodeOperationError(ctx.getNode(), 'Actual answer is missing', {
      itemIndex: i,
      description: 'Fill in "Actual Answer"',
    });
  return { expected, actual };
}

const metricName = (ctx: ExecuteContext, i: number, fallback: string) =>
  String(ctx.getNodeParameter('options.metricName', i, fallback));

const customMetrics: Metric = async (ctx, i) => {
  const raw = (ctx.getNodeParameter('metrics', i, {}) ?? {}) as {
    assignments?: Array<{ name?: string; value?: unknown; type?: string }>;
  };
  const out: Record<string, unknown> = {};
  for (const assignment of raw.assignments ?? []) {
    const value = typeof assignment.value === 'number' ? assignment.value : Number(assignment.value);
    if (Number.isNaN(value))
      throw new NodeOperationError(ctx.getNode(), `Value for '${String(assignment.name)}' isn't a number`, {
        description: `It is '${String(assignment.value)}' now; a metric must be a number.`,
      });
    if (!assignment.name)
      throw new NodeOperationError(ctx.getNode(), 'Metric name missing', {
        description: 'Give every metric a name',
      });
    out[assignment.name] = assignment.type === 'string' ? String(value) : value;
  }
  return out;
};

interface Step {
  action?: { tool?: unknown };
}

const toolsUsed: Metric = async (ctx, i) => {
  const expected = String(ctx.getNodeParameter('expectedTools', i, '') ?? '')
    .trim()
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const steps: unknown = ctx.getNodeParameter('intermediateSteps', i, {});
  if (expected.length === 0)
    throw new NodeOperationError(ctx.getNode(), 'Expected tool name missing', {
      description: 'Name at least one expected tool (several separated by commas)',
    });
  if (!steps || !Array.isArray(steps))
    throw new NodeOperationError(ctx.getNode(), 'Intermediate steps missing', {
      description: 'Turn on returning intermediate steps in the agent’s options and map them here',
    });
  const used = expected.map((name) => {
    const tool = toolNameOf(name).toLowerCase();
    return (steps as Step[]).some((s) => typeof s?.action?.tool === 'string' && s.action.tool.toLowerCase() === tool)
      ? 1
      : 0;
  });
  const score = used.reduce<number>((sum, s) => sum + s, 0) / used.length;
  return { [metricName(ctx, i, 'Tools Used')]: score };
};

const categorization: Metric = async (ctx, i) => {
  const { expected, actual } = answers(ctx, i);
  return { [metricName(ctx, i, 'Categorization')]: expected === actual ? 1 : 0 };
};

const stringSimilarity: Metric = async (ctx, i) => {
  const { expected, actual } = answers(ctx, i);
  const longer = Math.max(expected.length, actual.length);
  const score = longer === 0 ? 1 : 1 - editDistance(expected, actual) / longer;
  return { [metricName(ctx, i, 'String similarity')]: score };
};

interface JudgeModel {
  withStructuredOutput?(schema: unknown): unknown;
}

/** Asks the connected model for a 1–5 score: the system prompt, then the input template filled with `values`. */
async function judge(
  ctx: ExecuteContext,
  i: number,
  kind: 'correctness' | 'helpfulness',
  values: Record<string, string>,
): Promise<number> {
  const model = (await ctx.getInputConnectionData?.('ai_languageModel', 0)) as JudgeModel | undefined;
  if (!model)
    throw new NodeOperationError(ctx.getNode(), 'No language model connected', {
      description: `Connect a chat model to the Model input to score ${kind}`,
    });
  const systemPrompt = String(
    ctx.getNodeParameter('prompt', i, kind === 'correctness' ? CORRECTNESS_PROMPT : HELPFULNESS_PROMPT),
  );
  const template = String(
    ctx.getNodeParameter(
      'options.inputPrompt',
      i,
      kind === 'correctness' ? CORRECTNESS_INPUT_PROMPT : HELPFULNESS_INPUT_PROMPT,
    ),
  );
  const schema = z.object({
    extended_reasoning: z.string().describe(`a step-by-step analysis of the ${kind}`),
    reasoning_summary: z.string().describe(`the ${kind} judgement in one sentence`),
    score: z.number().int().min(1).max(5).describe(`the ${kind} score, an integer from 1 to 5`),
  });
  const { ChatPromptTemplate, SystemMessagePromptTemplate, HumanMessagePromptTemplate } = await lcPrompts();
  const prompt = ChatPromptTemplate.fromMessages([
    SystemMessagePromptTemplate.fromTemplate('{systemPrompt}'),
    HumanMessagePromptTemplate.fromTemplate(template),
  ]);
  if (!model.withStructuredOutput)
    throw new NodeOperationError(ctx.getNode(), 'Language model does not support structured output', {
      description: 'The connected model cannot answer in a given structure: connect a chat model that can',
    });
  const chain = prompt.pipe(model.withStructuredOutput(schema));
  try {
    const answer = (await chain.invoke({ systemPrompt, ...values }, { signal: ctx.signal })) as { score: number };
    return answer.score;
  } catch (error) {
    throw new NodeOperationError(ctx.getNode(), `Failed to evaluate ${kind}`, {
      description: `Error from language model: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}

const correctness: Metric = async (ctx, i) => {
  const { expected, actual } = answers(ctx, i);
  const score = await judge(ctx, i, 'correctness', { actual_answer: actual, expected_answer: expected });
  return { [metricName(ctx, i, 'Correctness')]: score };
};

const helpfulness: Metric = async (ctx, i) => {
  const query = text(ctx, 'userQuery', i);
  const actual = text(ctx, 'actualAnswer', i);
  if (!query)
    throw new NodeOperationError(ctx.getNode(), 'User query is missing', {
      itemIndex: i,
      description: 'Fill in "User Query"',
    });
  if (!actual)
    throw new NodeOperationError(ctx.getNode(), 'Response is missing', {
      itemIndex: i,
      description: 'Fill in "Response"',
    });
  const score = await judge(ctx, i, 'helpfulness', { user_query: query, actual_answer: actual });
  return { [metricName(ctx, i, 'Helpfulness')]: score };
};

/** The metrics by n8n's names. */
export const METRICS: Record<string, Metric> = {
  customMetrics,
  toolsUsed,
  categorization,
  stringSimilarity,
  helpfulness,
  correctness,
};
