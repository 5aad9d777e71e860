/**
 * The documents the Summarization Chain (2+) makes of an input item, as n8n's default loaders
 * do: the item's JSON (every string value a document, or those at `options.pointers`), or its
 * binary files (JSON; other types read as text, PDF, EPUB and DOCX refused; every input item's files when the binary mode is
 * all input data), split by the text splitter when there is one.
 */
import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import type { Document } from '@langchain/core/documents';

/** A text splitter as the chains use it. */
export interface DocumentSplitter {
  splitDocuments(docs: Document[]): Promise<Document[]>;
}

/** The documents of an item's JSON. */
export async function jsonDocuments(
  ctx: ExecuteContext,
  item: Item | undefined,
  itemIndex: number,
  splitter?: DocumentSplitter,
): Promise<Document[]> {
  if (!item) return [];
  const [{ JSONLoader }, { TextLoader }] = await Promise.all([
    import('@langchain/classic/document_loaders/fs/json'),
    import('@langchain/classic/document_loaders/fs/text'),
  ]);
  const mode = ctx.getNodeParameter('jsonMode', itemIndex, 'allInputData') as string;
  const pointers = String(ctx.getNodeParameter('options.pointers', itemIndex, ''))
    .split(',')
    .map((p) => p.trim());
  let loader: { load(): Promise<Document[]> } | null = null;
  if (mode === 'allInputData')
    loader = new JSONLoader(new Blob([JSON.stringify(item.json)], { type: 'application/json' }), pointers);
  if (mode === 'expressionData') {
    const data = ctx.getNodeParameter('jsonData', itemIndex) as unknown;
    if (typeof data === 'object')
      loader = new JSONLoader(new Blob([JSON.stringify(data)], { type: 'application/json' }), pointers);
    if (typeof data === 'string') loader = new TextLoader(new Blob([data], { type: 'text/plain' }));
  }
  if (!loader) throw new NodeOperationError(ctx.getNode(), 'Document loader is not initialized');
  const docs = await loader.load();
  return splitter ? splitter.splitDocuments(docs) : docs;
}

/** The documents of one binary file of an item. */
async function binaryFileDocuments(ctx: ExecuteContext, itemIndex: number, key: string): Promise<Document[]> {
  const binary = ctx.getInputData()[itemIndex]?.binary?.[key];
  if (!binary)
    throw new NodeOperationError(
      ctx.getNode(),
      `This operation expects the node's input data to contain a binary file '${key}', but none was found [item ${itemIndex}]`,
    );
  const mimeType = binary.mimeType ?? 'text/plain';
  const bytes = await ctx.helpers.getBinaryDataBuffer(itemIndex, key);
  const blob = new Blob([Buffer.from(bytes)], { type: mimeType });
  if (mimeType === 'application/json') {
    const { JSONLoader } = await import('@langchain/classic/document_loaders/fs/json');
    const pointers = String(ctx.getNodeParameter('options.pointers', itemIndex, ''))
      .split(',')
      .map((p) => p.trim());
    return new JSONLoader(blob, pointers).load();
  }
  if (mimeType === 'application/pdf' || mimeType === 'application/epub+zip' || mimeType.includes('wordprocessingml')) {
    throw new NodeOperationError(ctx.getNode(), `Summarizing ${mimeType} files is not supported in Weft yet`, {
      description: 'Convert the file to text first (e.g. with the Extract From File node) and summarize its JSON.',
    });
  }
  const { TextLoader } = await import('@langchain/classic/document_loaders/fs/text');
  return new TextLoader(blob).load();
}

/** The documents of an item's binary files (`binaryDataKey`, or every file of every input item). */
export async function binaryDocuments(
  ctx: ExecuteContext,
  item: Item | undefined,
  itemIndex: number,
  binaryDataKey: string,
  splitter?: DocumentSplitter,
): Promise<Document[]> {
  if (!item) return [];
  const docs: Document[] = [];
  const mode = ctx.getNodeParameter('binaryMode', itemIndex, 'allInputData') as string;
  const keys =
    mode === 'allInputData' ? ctx.getInputData().flatMap((data) => Object.keys(data.binary ?? {})) : [binaryDataKey];
  for (const key of keys) {
    const loaded = await binaryFileDocuments(ctx, itemIndex, key);
    docs.push(...(splitter ? await splitter.splitDocuments(loaded) : loaded));
  }
  return docs;
}
