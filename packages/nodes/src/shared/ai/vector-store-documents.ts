/** The documents the hidden version-1 insert nodes write (n8n's `processDocuments`). */
import type { ExecuteContext, Item } from '@weft/workflow';
import { isItemDocumentLoader, type DocumentLike } from './retrieval-logging.js';

/**
 * The documents of every input item at once (the Document sub-node's, or the documents it
 * supplied), and the same documents as output items (`{metadata, pageContent}`, unpaired).
 */
export async function allDocuments(ctx: ExecuteContext): Promise<{ documents: DocumentLike[]; items: Item[] }> {
  const input = await ctx.getInputConnectionData!('ai_document', 0);
  const documents = isItemDocumentLoader(input)
    ? await input.processAll(ctx.getInputData())
    : ((input ?? []) as DocumentLike[]);
  return { documents, items: documents.map(({ metadata, pageContent }) => ({ json: { metadata, pageContent } })) };
}
