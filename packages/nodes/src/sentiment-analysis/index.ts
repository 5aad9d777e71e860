/**
 * Sentiment Analysis (n8n's `@n8n/n8n-nodes-langchain.sentimentAnalysis`, 1–1.1): the model
 * answers a category, strength and confidence per item (LangChain's structured parser, with its
 * fixing parser when auto-fixing is on); the item, with `sentimentAnalysis` added, goes to the
 * output of its category.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput, type NodeType } from '@weft/workflow';
import { lcMessages, lcOutputParsers, lcPrompts } from '../shared/ai/langchain-untyped.js';
import { DEFAULT_SENTIMENTS, SENTIMENT_SYSTEM_PROMPT, sentimentAnalysisDescription } from './description.js';

interface Options {
  systemPromptTemplate?: string;
  includeDetailedResults?: boolean;
  enableAutoFixing?: boolean;
}

/** An item's analysis: its output index and item, nothing for an unknown category, or the error. */
type Outcome = { output?: number; item?: Item; error?: NodeOperationError };

async function analyseItem(
  ctx: ExecuteContext,
  itemIndex: number,
  model: unknown,
  outputs: Item[][],
  tabs: string,
): Promise<Outcome> {
  const text = ctx.getNodeParameter('options.categories', itemIndex, DEFAULT_SENTIMENTS) as string;
  const categories = text
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  if (categories.length === 0)
    return { error: new NodeOperationError(ctx.getNode(), 'No sentiment categories provided', { itemIndex }) };
  if (outputs.length === 0) outputs.push(...Array.from({ length: categories.length }, () => []));
  const options = ctx.getNodeParameter('options', itemIndex, {}) as Options;
  const [
    { z },
    { StructuredOutputParser, OutputFixingParser },
    { HumanMessage },
    { SystemMessagePromptTemplate, ChatPromptTemplate },
  ] = await Promise.all([import('zod'), lcOutputParsers(), lcMessages(), lcPrompts()]);
  const schema = z.object({
    sentiment: z.enum(categories as [string, ...string[]]),
    strength: z.number().min(0).max(1).describe('Strength score for sentiment in relation to the category'),
    confidence: z.number().min(0).max(1),
  });
  const structured = StructuredOutputParser.fromZodSchema(schema);
  const parser = options.enableAutoFixing ? OutputFixingParser.fromLLM(model, structured) : structured;
  const template = SystemMessagePromptTemplate.fromTemplate(
    `${options.systemPromptTemplate ?? SENTIMENT_SYSTEM_PROMPT}\n${tabs}{format_instructions}`,
  ) as { format(v: Record<string, unknown>): Promise<unknown> };
  const input = ctx.getNodeParameter('inputText', itemIndex) as string;
  const messages = [
    await template.format({ categories: text, format_instructions: parser.getFormatInstructions() }),
    new HumanMessage(input),
  ];
  const chain = ChatPromptTemplate.fromMessages(messages).pipe(model).pipe(parser);
  try {
    const answer = (await chain.invoke(messages, { signal: ctx.signal })) as {
      sentiment: string;
      strength: number;
      confidence: number;
    };
    const output = categories.findIndex((c) => c.toLowerCase() === answer.sentiment.toLowerCase());
    if (output === -1) return {};
    const source = ctx.getInputData()[itemIndex]!;
    const analysis: Record<string, unknown> = { category: answer.sentiment };
    if (options.includeDetailedResults) {
      analysis.strength = answer.strength;
      analysis.confidence = answer.confidence;
    }
    return { output, item: { ...source, json: { ...source.json, sentimentAnalysis: analysis } } };
  } catch {
    return {
      error: new NodeOperationError(
        ctx.getNode(),
        'Error during parsing of LLM output, please check your LLM model and configuration',
        { itemIndex },
      ),
    };
  }
}

async function executeSentimentAnalysis(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const model = await ctx.getInputConnectionData!('ai_languageModel', 0);
  const outputs: Item[][] = [];
  const batchSize = ctx.getNodeParameter('options.batching.batchSize', 0, 5) as number;
  const delay = ctx.getNodeParameter('options.batching.delayBetweenBatches', 0, 0) as number;
  const place = (itemIndex: number, outcome: Outcome) => {
    if (outcome.error) {
      if (!ctx.continueOnFail()) throw outcome.error;
      (outputs[0] ??= []).push({ json: { error: outcome.error.message }, pairedItem: { item: itemIndex } });
      return;
    }
    if (outcome.item && outcome.output !== undefined) outputs[outcome.output]!.push(outcome.item);
  };
  // n8n's system prompt has four tabs before the format instructions in batches, three item by item.
  if (ctx.getNode().typeVersion >= 1.1 && batchSize > 1) {
    for (let start = 0; start < items.length; start += batchSize) {
      const batch = items.slice(start, start + batchSize);
      const outcomes = await Promise.all(batch.map((_, k) => analyseItem(ctx, start + k, model, outputs, '\t\t\t\t')));
      outcomes.forEach((outcome, k) => place(start + k, outcome));
      if (start + batchSize < items.length && delay > 0) await ctx.sleep(delay);
    }
    return outputs;
  }
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++)
    place(itemIndex, await analyseItem(ctx, itemIndex, model, outputs, '\t\t\t'));
  return outputs;
}

/** Sentiment Analysis, versions 1–1.1. */
export const sentimentAnalysisNode: NodeType[] = [
  { description: sentimentAnalysisDescription, execute: executeSentimentAnalysis },
];
