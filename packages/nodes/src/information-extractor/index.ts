/**
 * Information Extractor (n8n's `@n8n/n8n-nodes-langchain.informationExtractor`, 1–1.2): the model
 * is asked, per item, for JSON of the schema (LangChain's structured parser inside its fixing
 * parser, which asks the model again when the answer does not parse); the item is `{output}`.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput, type NodeType } from '@weft/workflow';
import { lcMessages, lcOutputParsers, lcPrompts, type LcParser } from '../shared/ai/langchain-untyped.js';
import type { ZodTypeAny } from 'zod';
import { jsonSchemaToZod, schemaFromExample } from '../output-parser-structured/index.js';
import { EXTRACTOR_SYSTEM_PROMPT, informationExtractorDescription } from './description.js';

interface Attribute {
  name: string;
  /** 'string', 'number', 'boolean' or 'date' as n8n's editor offers, or any other name given. */
  type: string;
  description?: string;
  required?: boolean;
}

/** The zod schema of the attributes: one field each, optional unless required, described. */
async function attributesSchema(attributes: Attribute[]): Promise<ZodTypeAny> {
  const { z } = await import('zod');
  const shape: Record<string, ZodTypeAny> = {};
  for (const a of attributes) {
    let s: ZodTypeAny;
    switch (a.type) {
      case 'string':
        s = z.string();
        break;
      case 'number':
        s = z.number();
        break;
      case 'boolean':
        s = z.boolean();
        break;
      case 'date':
        s = z.string().date();
        break;
      default:
        s = z.unknown();
    }
    if (a.required !== true) s = s.optional();
    shape[a.name] = s.describe(a.description ?? '');
  }
  return z.object(shape);
}

async function extractItem(ctx: ExecuteContext, itemIndex: number, model: unknown, parser: LcParser): Promise<unknown> {
  const input = ctx.getNodeParameter('text', itemIndex) as string | undefined;
  if (!input?.trim?.())
    throw new NodeOperationError(ctx.getNode(), `Text for item ${itemIndex} is not defined`, { itemIndex });
  const [{ HumanMessage }, { SystemMessagePromptTemplate, ChatPromptTemplate }] = await Promise.all([
    lcMessages(),
    lcPrompts(),
  ]);
  const options = ctx.getNodeParameter('options', itemIndex, {}) as { systemPromptTemplate?: string };
  const template = SystemMessagePromptTemplate.fromTemplate(
    `${options.systemPromptTemplate ?? EXTRACTOR_SYSTEM_PROMPT}\n{format_instructions}`,
  ) as { format(v: Record<string, unknown>): Promise<unknown> };
  const messages = [
    await template.format({ format_instructions: parser.getFormatInstructions() }),
    new HumanMessage(input),
  ];
  const chain = ChatPromptTemplate.fromMessages(messages).pipe(model).pipe(parser);
  return chain.invoke(messages, { signal: ctx.signal });
}

async function executeInformationExtractor(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const model = await ctx.getInputConnectionData!('ai_languageModel', 0);
  const schemaType = ctx.getNodeParameter('schemaType', 0, '') as string;
  let schema: ZodTypeAny;
  if (schemaType === 'fromAttributes') {
    const attributes = ctx.getNodeParameter('attributes.attributes', 0, []) as Attribute[];
    if (attributes.length === 0)
      throw new NodeOperationError(ctx.getNode(), 'At least one attribute must be specified');
    schema = await attributesSchema(attributes);
  } else {
    let jsonSchema: unknown;
    try {
      if (schemaType === 'fromJson')
        jsonSchema = await schemaFromExample(
          String(ctx.getNodeParameter('jsonSchemaExample', 0, '')),
          ctx.getNode().typeVersion >= 1.2,
        );
      else {
        const raw = ctx.getNodeParameter('inputSchema', 0, '') as unknown;
        jsonSchema = typeof raw === 'string' ? JSON.parse(raw) : raw;
      }
    } catch (error) {
      throw new NodeOperationError(
        ctx.getNode(),
        `The ${schemaType === 'fromJson' ? 'JSON example' : 'JSON Schema'} is not valid JSON: ${(error as Error).message}`,
      );
    }
    schema = await jsonSchemaToZod(jsonSchema);
  }
  const { StructuredOutputParser, OutputFixingParser } = await lcOutputParsers();
  const parser: LcParser = OutputFixingParser.fromLLM(model, StructuredOutputParser.fromZodSchema(schema));
  const out: Item[] = [];
  const batchSize = ctx.getNodeParameter('options.batching.batchSize', 0, 5) as number;
  const delay = ctx.getNodeParameter('options.batching.delayBetweenBatches', 0, 0) as number;
  if (ctx.getNode().typeVersion >= 1.1 && batchSize >= 1) {
    for (let start = 0; start < items.length; start += batchSize) {
      const batch = items.slice(start, start + batchSize);
      const settled = await Promise.allSettled(batch.map((_, k) => extractItem(ctx, start + k, model, parser)));
      settled.forEach((result, k) => {
        if (result.status === 'rejected') {
          const message = (result.reason as Error)?.message ?? String(result.reason);
          if (ctx.continueOnFail()) {
            out.push({ json: { error: message }, pairedItem: { item: start + k } });
            return;
          }
          throw new NodeOperationError(ctx.getNode(), message);
        }
        out.push({ json: { output: result.value }, pairedItem: { item: start + k } });
      });
      if (start + batchSize < items.length && delay > 0) await ctx.sleep(delay);
    }
    return [out];
  }
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      out.push({ json: { output: await extractItem(ctx, itemIndex, model, parser) }, pairedItem: { item: itemIndex } });
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
        continue;
      }
      throw error;
    }
  }
  return [out];
}

/** Information Extractor, versions 1–1.2. */
export const informationExtractorNode: NodeType[] = [
  { description: informationExtractorDescription, execute: executeInformationExtractor },
];
