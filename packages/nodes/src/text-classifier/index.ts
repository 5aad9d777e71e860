/**
 * Text Classifier (n8n's `@n8n/n8n-nodes-langchain.textClassifier`, 1–1.1): the model answers, per
 * item, a boolean per category (LangChain's structured parser, wrapped in its fixing parser when
 * auto-fixing is on); the item goes to the output of each true category (and "Other").
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput, type NodeType } from '@weft/workflow';
import { lcMessages, lcOutputParsers, lcPrompts, type LcParser } from '../shared/ai/langchain-untyped.js';
import { CLASSIFIER_SYSTEM_PROMPT, textClassifierDescription } from './description.js';

interface Category {
  category: string;
  description?: string;
}

async function classifyItem(
  ctx: ExecuteContext,
  itemIndex: number,
  model: unknown,
  parser: LcParser,
  categories: Category[],
  multiClassPrompt: string,
  fallbackPrompt: string,
): Promise<Record<string, unknown>> {
  const input = ctx.getNodeParameter('inputText', itemIndex) as string;
  if (!input) throw new NodeOperationError(ctx.getNode(), `Text to classify for item ${itemIndex} is not defined`);
  const [{ HumanMessage }, { SystemMessagePromptTemplate, ChatPromptTemplate }] = await Promise.all([
    lcMessages(),
    lcPrompts(),
  ]);
  const system =
    (ctx.getNodeParameter('options.systemPromptTemplate', itemIndex, CLASSIFIER_SYSTEM_PROMPT) as string | undefined) ??
    CLASSIFIER_SYSTEM_PROMPT;
  const template = SystemMessagePromptTemplate.fromTemplate(
    `${system}\n\t{format_instructions}\n\t${multiClassPrompt}\n\t${fallbackPrompt}`,
  ) as { format(v: Record<string, unknown>): Promise<unknown> };
  const messages = [
    await template.format({
      categories: categories.map((c) => c.category).join(', '),
      format_instructions: parser.getFormatInstructions(),
    }),
    new HumanMessage(input),
  ];
  const chain = ChatPromptTemplate.fromMessages(messages).pipe(model).pipe(parser);
  return (await chain.invoke(messages, { signal: ctx.signal })) as Record<string, unknown>;
}

async function executeTextClassifier(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const batchSize = ctx.getNodeParameter('options.batching.batchSize', 0, 5) as number;
  const delay = ctx.getNodeParameter('options.batching.delayBetweenBatches', 0, 0) as number;
  const model = await ctx.getInputConnectionData!('ai_languageModel', 0);
  const categories = ctx.getNodeParameter('categories.categories', 0, []) as Category[];
  if (categories.length === 0) throw new NodeOperationError(ctx.getNode(), 'At least one category must be defined');
  const options = ctx.getNodeParameter('options', 0, {}) as {
    multiClass?: boolean;
    fallback?: string;
    enableAutoFixing?: boolean;
  };
  const multiClass = options.multiClass ?? false;
  const fallback = options.fallback ?? 'discard';
  const [{ z }, { StructuredOutputParser, OutputFixingParser }] = await Promise.all([import('zod'), lcOutputParsers()]);
  const entries: Array<[string, import('zod').ZodTypeAny]> = categories.map((c) => [
    c.category,
    z.boolean().describe(`Should be true if the input has category "${c.category}" (description: ${c.description})`),
  ]);
  if (fallback === 'other')
    entries.push(['fallback', z.boolean().describe('Should be true if none of the other categories apply')]);
  const structured = StructuredOutputParser.fromZodSchema(z.object(Object.fromEntries(entries)));
  const parser: LcParser = options.enableAutoFixing ? OutputFixingParser.fromLLM(model, structured) : structured;
  const multiClassPrompt = multiClass
    ? 'Categories are not mutually exclusive, and multiple can be true'
    : 'Categories are mutually exclusive, and only one can be true';
  const fallbackPrompt =
    fallback === 'other'
      ? 'If no categories apply, select the "fallback" option.'
      : 'If there is not a very fitting category, select none of the categories.';
  const outputs: Item[][] = Array.from({ length: categories.length + (fallback === 'other' ? 1 : 0) }, () => []);
  const route = (itemIndex: number, result: Record<string, unknown>) => {
    const item = items[itemIndex]!;
    item.pairedItem = { item: itemIndex };
    categories.forEach((c, k) => {
      if (result[c.category]) outputs[k]!.push(item);
    });
    if (fallback === 'other' && result.fallback) outputs[outputs.length - 1]!.push(item);
  };
  if (ctx.getNode().typeVersion >= 1.1 && batchSize > 1) {
    for (let start = 0; start < items.length; start += batchSize) {
      const batch = items.slice(start, start + batchSize);
      const settled = await Promise.allSettled(
        batch.map((_, k) => classifyItem(ctx, start + k, model, parser, categories, multiClassPrompt, fallbackPrompt)),
      );
      settled.forEach((result, k) => {
        const itemIndex = start + k;
        if (result.status === 'rejected') {
          const message = (result.reason as Error)?.message ?? String(result.reason);
          if (ctx.continueOnFail()) {
            outputs[0]!.push({ json: { error: message }, pairedItem: { item: itemIndex } });
            return;
          }
          throw new NodeOperationError(ctx.getNode(), message);
        }
        route(itemIndex, result.value);
      });
      if (start + batchSize < items.length && delay > 0) await ctx.sleep(delay);
    }
    return outputs;
  }
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      route(itemIndex, await classifyItem(ctx, itemIndex, model, parser, categories, multiClassPrompt, fallbackPrompt));
    } catch (error) {
      if (ctx.continueOnFail()) {
        outputs[0]!.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
        continue;
      }
      throw error;
    }
  }
  return outputs;
}

/** Text Classifier, versions 1–1.1. */
export const textClassifierNode: NodeType[] = [
  { description: textClassifierDescription, execute: executeTextClassifier },
];
