/**
 * Summarization Chain (n8n's `@n8n/n8n-nodes-langchain.chainSummarization`, 1, 2, 2.1): LangChain's
 * summarization chain (map-reduce, stuff or refine, with the node's prompts) over the documents of
 * each item. Version 1 answers `{response}` per item; 2 `{response}`, 2.1 (in batches) `{output}`.
 */
import type { ExecuteContext, Item, NodeOutput, NodeType } from '@weft/workflow';
import { lcChains, lcPrompts } from '../shared/ai/langchain-untyped.js';
import { withLocalTokenCount } from '../shared/ai/local-token-count.js';
import type { Document } from '@langchain/core/documents';
import { summarizationV1Description, summarizationV2Description } from './description.js';
import { binaryDocuments, jsonDocuments, type DocumentSplitter } from './loaders.js';

/** The prompts of the node (those set replace LangChain's defaults). */
interface Prompts {
  combineMapPrompt?: string;
  prompt?: string;
  refinePrompt?: string;
  refineQuestionPrompt?: string;
}

/** LangChain's summarization chain of a method, with the prompts given. */
async function summarizationChain(model: unknown, type: string, prompts: Prompts) {
  const [{ loadSummarizationChain }, { PromptTemplate }] = await Promise.all([lcChains(), lcPrompts()]);
  const template = (text: string, inputVariables: string[]) => new PromptTemplate({ template: text, inputVariables });
  const args: Record<string, unknown> = { type };
  if (type === 'map_reduce') {
    if (prompts.combineMapPrompt) args.combineMapPrompt = template(prompts.combineMapPrompt, ['text']);
    if (prompts.prompt) args.combinePrompt = template(prompts.prompt, ['text']);
  }
  if (type === 'stuff' && prompts.prompt) args.prompt = template(prompts.prompt, ['text']);
  if (type === 'refine') {
    if (prompts.refinePrompt) args.refinePrompt = template(prompts.refinePrompt, ['existing_answer', 'text']);
    if (prompts.refineQuestionPrompt) args.questionPrompt = template(prompts.refineQuestionPrompt, ['text']);
  }
  return loadSummarizationChain(withLocalTokenCount(model), args);
}

/** A document sub-node's documents for an item: a loader's `processItem`, or the documents themselves. */
async function suppliedDocuments(supplied: unknown, item: Item | undefined, itemIndex: number): Promise<Document[]> {
  const loader = supplied as { processItem?: (item: Item | undefined, index: number) => Promise<Document[]> };
  if (loader && typeof loader.processItem === 'function') return loader.processItem(item, itemIndex);
  return supplied as Document[];
}

async function executeV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const type = ctx.getNodeParameter('type', 0) as string;
  const model = await ctx.getInputConnectionData!('ai_languageModel', 0);
  const documents = await ctx.getInputConnectionData!('ai_document', 0);
  const chain = await summarizationChain(model, type, ctx.getNodeParameter('options', 0, {}) as Prompts);
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const docs = await suppliedDocuments(documents, items[itemIndex], itemIndex);
    const response = await chain.invoke({ input_documents: docs }, { signal: ctx.signal });
    out.push({ json: { response }, pairedItem: { item: itemIndex } });
  }
  return [out];
}

/** One item's summary (versions 2–2.1). */
async function summarizeItem(
  ctx: ExecuteContext,
  itemIndex: number,
  item: Item | undefined,
  operationMode: string,
  chunkingMode: string,
): Promise<unknown> {
  const model = await ctx.getInputConnectionData!('ai_languageModel', 0);
  const values = ctx.getNodeParameter('options.summarizationMethodAndPrompts.values', itemIndex, {}) as Prompts & {
    summarizationMethod?: string;
  };
  const chain = await summarizationChain(model, values.summarizationMethod ?? 'map_reduce', values);
  if (operationMode === 'documentLoader') {
    const docs = await suppliedDocuments(await ctx.getInputConnectionData!('ai_document', 0), item, itemIndex);
    return chain.invoke({ input_documents: docs });
  }
  if (operationMode !== 'nodeInputJson' && operationMode !== 'nodeInputBinary') return undefined;
  let splitter: DocumentSplitter | undefined;
  if (chunkingMode === 'simple') {
    const { RecursiveCharacterTextSplitter } = await import('@langchain/textsplitters');
    splitter = new RecursiveCharacterTextSplitter({
      chunkSize: ctx.getNodeParameter('chunkSize', itemIndex, 1000) as number,
      chunkOverlap: ctx.getNodeParameter('chunkOverlap', itemIndex, 200) as number,
    });
  } else if (chunkingMode === 'advanced') {
    splitter = (await ctx.getInputConnectionData!('ai_textSplitter', 0)) as DocumentSplitter | undefined;
  }
  const docs =
    operationMode === 'nodeInputBinary'
      ? await binaryDocuments(
          ctx,
          item,
          itemIndex,
          ctx.getNodeParameter('options.binaryDataKey', itemIndex, 'data') as string,
          splitter,
        )
      : await jsonDocuments(ctx, item, itemIndex, splitter);
  return chain.invoke({ input_documents: docs }, { signal: ctx.signal });
}

async function executeV2(ctx: ExecuteContext): Promise<NodeOutput> {
  const operationMode = ctx.getNodeParameter('operationMode', 0, 'nodeInputJson') as string;
  const chunkingMode = ctx.getNodeParameter('chunkingMode', 0, 'simple') as string;
  const items = ctx.getInputData();
  const out: Item[] = [];
  const batchSize = ctx.getNodeParameter('options.batching.batchSize', 0, 5) as number;
  const delay = ctx.getNodeParameter('options.batching.delayBetweenBatches', 0, 0) as number;
  if (ctx.getNode().typeVersion >= 2.1 && batchSize > 1) {
    for (let start = 0; start < items.length; start += batchSize) {
      const batch = items.slice(start, start + batchSize);
      const settled = await Promise.allSettled(
        batch.map((item, k) => summarizeItem(ctx, start + k, item, operationMode, chunkingMode)),
      );
      settled.forEach((result, k) => {
        if (result.status === 'rejected') {
          if (!ctx.continueOnFail()) throw result.reason;
          out.push({ json: { error: (result.reason as Error)?.message }, pairedItem: { item: start + k } });
          return;
        }
        out.push({ json: { output: result.value }, pairedItem: { item: start + k } });
      });
      if (start + batchSize < items.length && delay > 0) await ctx.sleep(delay);
    }
    return [out];
  }
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      const response = await summarizeItem(ctx, itemIndex, items[itemIndex], operationMode, chunkingMode);
      out.push({ json: { response }, pairedItem: { item: itemIndex } });
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

/** Summarization Chain, versions 1, 2 and 2.1. */
export const chainSummarizationNode: NodeType[] = [
  { description: summarizationV1Description, execute: executeV1 },
  { description: summarizationV2Description, execute: executeV2 },
];
