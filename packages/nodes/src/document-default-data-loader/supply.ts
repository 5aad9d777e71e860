import type { SupplyDataContext, SupplyDataResult } from '@weft/workflow';
import { logDocumentLoader } from '../shared/ai/retrieval-logging.js';
import { BinaryItemLoader } from './binary-loader.js';
import { JsonItemLoader, type DocumentSplitter } from './json-loader.js';

/**
 * The text splitter of a loader: in 1.1 with simple splitting LangChain's recursive splitter
 * (1000 characters, 200 overlap, not recorded), else the connected text splitter sub-node.
 */
async function splitterOf(ctx: SupplyDataContext, itemIndex: number): Promise<DocumentSplitter | undefined> {
  if (
    ctx.getNode().typeVersion === 1.1 &&
    ctx.getNodeParameter('textSplittingMode', itemIndex, 'simple') === 'simple'
  ) {
    const { RecursiveCharacterTextSplitter } = await import('@langchain/textsplitters');
    return new RecursiveCharacterTextSplitter({ chunkSize: 1000, chunkOverlap: 200 });
  }
  return (await ctx.getInputConnectionData!('ai_textSplitter', 0)) as DocumentSplitter | undefined;
}

/** Supplies the Default Data Loader: a JSON or binary loader over the root node's items, each call recorded. */
export async function supplyDefaultDataLoader(ctx: SupplyDataContext, itemIndex: number): Promise<SupplyDataResult> {
  const dataType = ctx.getNodeParameter('dataType', itemIndex, 'json') as string;
  const splitter = await splitterOf(ctx, itemIndex);
  const binaryDataKey = ctx.getNodeParameter('binaryDataKey', itemIndex, '') as string;
  const loader =
    dataType === 'binary'
      ? new BinaryItemLoader(ctx, 'options.', binaryDataKey, splitter)
      : new JsonItemLoader(ctx, 'options.', splitter);
  return { response: logDocumentLoader(loader, ctx) };
}
