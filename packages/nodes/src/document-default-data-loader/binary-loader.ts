/**
 * Documents from the binary files of the root node's items (n8n's `N8nBinaryLoader`): the loader
 * is picked by the file's MIME type (or the one chosen), through LangChain's text and JSON loaders
 * and a CSV loader that reads rows as LangChain's does (`column: value` lines, or one column);
 * split by the text splitter when there is one, with the metadata option merged into each.
 * PDF, Word (`.docx`) and EPUB files through `file-loaders.ts`.
 */
import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import type { DocumentLike, ItemDocumentLoader } from '../shared/ai/retrieval-logging.js';
import { docxLoader, epubLoader, pdfLoader } from './file-loaders.js';
import type { DocumentSplitter } from './json-loader.js';
import { metadataFilterValues } from './metadata.js';

/** The MIME types each loader takes (n8n's list). */
const SUPPORTED_MIME_TYPES: Record<string, string[]> = {
  auto: ['*/*'],
  pdfLoader: ['application/pdf'],
  csvLoader: ['text/csv'],
  epubLoader: ['application/epub+zip'],
  docxLoader: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  textLoader: ['text/plain', 'text/mdx', 'text/md', 'text/markdown'],
  jsonLoader: ['application/json'],
};

export class BinaryItemLoader implements ItemDocumentLoader {
  constructor(
    private readonly ctx: ExecuteContext,
    private readonly optionsPrefix = '',
    private readonly binaryDataKey = '',
    private readonly textSplitter?: DocumentSplitter,
  ) {}

  async processAll(items: Item[]): Promise<DocumentLike[]> {
    const docs: DocumentLike[] = [];
    for (let i = 0; i < (items ?? []).length; i++) docs.push(...(await this.processItem(items[i]!, i)));
    return docs;
  }

  async processItem(item: Item, itemIndex: number): Promise<DocumentLike[]> {
    const docs: DocumentLike[] = [];
    const mode = this.ctx.getNodeParameter('binaryMode', itemIndex, 'allInputData') as string;
    if (mode === 'allInputData') {
      // As n8n: every input item's binary keys, each read from the item being processed.
      for (const data of this.ctx.getInputData()) {
        for (const key of Object.keys(data.binary ?? {}))
          docs.push(...(await this.processItemByKey(item, itemIndex, key)));
      }
    } else {
      docs.push(...(await this.processItemByKey(item, itemIndex, this.binaryDataKey)));
    }
    return docs;
  }

  private validateMimeType(mimeType: string, selected: string): void {
    const node = this.ctx.getNode();
    if (selected !== 'auto' && !SUPPORTED_MIME_TYPES[selected]?.includes(mimeType)) {
      const needed = Object.keys(SUPPORTED_MIME_TYPES).find((l) => SUPPORTED_MIME_TYPES[l]!.includes(mimeType));
      throw new NodeOperationError(
        node,
        `Mime type doesn't match selected loader. Please select under "Loader Type": ${needed}`,
      );
    }
    if (!Object.values(SUPPORTED_MIME_TYPES).flat().includes(mimeType))
      throw new NodeOperationError(node, `Unsupported mime type: ${mimeType}`);
  }

  private async processItemByKey(item: Item, itemIndex: number, key: string): Promise<DocumentLike[]> {
    const selected = this.ctx.getNodeParameter('loader', itemIndex, 'auto') as string;
    const metadata = metadataFilterValues(this.ctx, itemIndex);
    if (!item) return [];
    const binary = this.ctx.getInputData()[itemIndex]?.binary?.[key];
    if (!binary) {
      throw new NodeOperationError(
        this.ctx.getNode(),
        `This operation expects the node's input data to contain a binary file '${key}', but none was found [item ${itemIndex}]`,
        {
          itemIndex,
          description: 'Make sure that the previous node outputs a binary file under that name.',
        },
      );
    }
    const mimeType = binary.mimeType;
    this.validateMimeType(mimeType, selected);
    const bytes = await this.ctx.helpers.getBinaryDataBuffer(itemIndex, key);
    const blob = new Blob([new Uint8Array(bytes)], { type: mimeType });
    const loader = await this.loaderFor(mimeType, blob, itemIndex);
    const loaded = await loader.load();
    const docs = this.textSplitter ? await this.textSplitter.splitDocuments(loaded) : loaded;
    if (metadata) for (const doc of docs) doc.metadata = { ...doc.metadata, ...metadata };
    return docs;
  }

  private async loaderFor(
    mimeType: string,
    blob: Blob,
    itemIndex: number,
  ): Promise<{ load(): Promise<DocumentLike[]> }> {
    const { TextLoader } = await import('@langchain/classic/document_loaders/fs/text');
    switch (mimeType) {
      case 'application/pdf': {
        const splitPages = this.ctx.getNodeParameter(`${this.optionsPrefix}splitPages`, itemIndex, false);
        return pdfLoader(blob, splitPages === true);
      }
      case 'application/epub+zip':
        return epubLoader(blob);
      case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
        return docxLoader(blob);
      case 'text/csv': {
        const column = this.ctx.getNodeParameter(`${this.optionsPrefix}column`, itemIndex, null) as string | null;
        const separator = this.ctx.getNodeParameter(`${this.optionsPrefix}separator`, itemIndex, ',') as string;
        return new (csvLoaderClass(TextLoader))(blob, column ?? undefined, separator);
      }
      case 'application/json': {
        const { JSONLoader } = await import('@langchain/classic/document_loaders/fs/json');
        const pointers = String(this.ctx.getNodeParameter(`${this.optionsPrefix}pointers`, itemIndex, '') ?? '');
        return new JSONLoader(
          blob,
          pointers.split(',').map((p) => p.trim()),
        );
      }
      default:
        return new TextLoader(blob);
    }
  }
}

type TextLoaderClass = typeof import('@langchain/classic/document_loaders/fs/text').TextLoader;

/**
 * LangChain's CSV loader over its text loader: the first row names the columns; each row is one
 * document of `name: value` lines (or only the value of `column`), with its line number.
 */
function csvLoaderClass(TextLoader: TextLoaderClass) {
  return class CsvLoader extends TextLoader {
    constructor(
      blob: Blob,
      private readonly column: string | undefined,
      private readonly separator: string,
    ) {
      super(blob);
    }

    protected override async parse(raw: string): Promise<string[]> {
      const { parse } = await import('csv-parse/sync');
      const rows = parse(raw.trim(), {
        delimiter: this.separator,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: false,
      }) as string[][];
      const [header = [], ...body] = rows;
      const records = body.map((r) => Object.fromEntries(header.map((name, i) => [name, r[i] ?? ''])));
      if (this.column !== undefined) {
        if (!header.includes(this.column)) throw new Error(`Column ${this.column} not found in CSV file.`);
        return records.map((row) => row[this.column!]!);
      }
      return records.map((row) =>
        Object.keys(row)
          .map((key) => `${key.trim()}: ${row[key]?.trim()}`)
          .join('\n'),
      );
    }
  };
}
