/**
 * Documents from the JSON of the root node's items (n8n's `N8nJsonLoader`): the whole item as
 * JSON (`jsonMode` `allInputData`, with optional JSON pointers) or the `jsonData` parameter (a
 * string is loaded as plain text, an object as JSON), through LangChain's JSON and text loaders,
 * split by the text splitter when there is one, with the metadata option merged into each.
 */
import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import type { DocumentLike, ItemDocumentLoader } from '../shared/ai/retrieval-logging.js';
import { metadataFilterValues } from './metadata.js';

/** A LangChain text splitter as the loaders use it. */
export interface DocumentSplitter {
  splitDocuments(documents: DocumentLike[]): Promise<DocumentLike[]>;
}

export class JsonItemLoader implements ItemDocumentLoader {
  constructor(
    private readonly ctx: ExecuteContext,
    private readonly optionsPrefix = '',
    private readonly textSplitter?: DocumentSplitter,
  ) {}

  async processAll(items: Item[]): Promise<DocumentLike[]> {
    const docs: DocumentLike[] = [];
    for (let i = 0; i < (items ?? []).length; i++) docs.push(...(await this.processItem(items[i]!, i)));
    return docs;
  }

  async processItem(item: Item, itemIndex: number): Promise<DocumentLike[]> {
    const mode = this.ctx.getNodeParameter('jsonMode', itemIndex, 'allInputData') as string;
    const pointers = String(this.ctx.getNodeParameter(`${this.optionsPrefix}pointers`, itemIndex, '') ?? '');
    const pointerList = pointers.split(',').map((p) => p.trim());
    const metadata = metadataFilterValues(this.ctx, itemIndex) ?? {};
    if (!item) return [];
    const [{ JSONLoader }, { TextLoader }] = await Promise.all([
      import('@langchain/classic/document_loaders/fs/json'),
      import('@langchain/classic/document_loaders/fs/text'),
    ]);
    let loader: { load(): Promise<DocumentLike[]> } | null = null;
    if (mode === 'allInputData') {
      loader = new JSONLoader(new Blob([JSON.stringify(item.json)], { type: 'application/json' }), pointerList);
    }
    if (mode === 'expressionData') {
      const data = this.ctx.getNodeParameter('jsonData', itemIndex) as unknown;
      if (typeof data === 'object')
        loader = new JSONLoader(new Blob([JSON.stringify(data)], { type: 'application/json' }), pointerList);
      if (typeof data === 'string') loader = new TextLoader(new Blob([data], { type: 'text/plain' }));
    }
    if (loader === null) throw new NodeOperationError(this.ctx.getNode(), 'Document loader is not initialized');
    const loaded = await loader.load();
    const docs = this.textSplitter ? await this.textSplitter.splitDocuments(loaded) : loaded;
    for (const doc of docs) doc.metadata = { ...doc.metadata, ...metadata };
    return docs;
  }
}
