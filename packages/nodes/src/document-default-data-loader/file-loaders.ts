/**
 * Loaders for the document files n8n's binary loaders read: PDF (through the pdf.js that
 * `pdf-parse` 1.1.1 bundles, v1.10.100, which is what n8n's loader uses, so the text comes out
 * the same), Word `.docx` (mammoth's raw text) and EPUB (each chapter's HTML as text). Each
 * answers LangChain documents with the metadata LangChain's loaders give them.
 */
import { randomUUID } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageText, type TextItem } from '../extract-from-file/pdf.js';
import type { DocumentLike } from '../shared/ai/retrieval-logging.js';

/** A loader as the binary loader runs it. */
export interface FileLoader {
  load(): Promise<DocumentLike[]>;
}

interface PdfJs {
  getDocument(source: Record<string, unknown>): { promise: Promise<PdfDocument> };
  version: string;
  PDFJS?: { verbosity?: number };
}

interface PdfDocument {
  numPages: number;
  getMetadata(): Promise<{ info?: unknown; metadata?: unknown }>;
  getPage(n: number): Promise<{ getTextContent(): Promise<{ items: TextItem[] }> }>;
  destroy?(): Promise<void>;
}

/** The metadata a Blob gives its documents (LangChain's buffer loaders). */
function blobMetadata(blob: Blob): Record<string, unknown> {
  return { source: 'blob', blobType: blob.type };
}

async function bytesOf(blob: Blob): Promise<Buffer> {
  return Buffer.from(await blob.arrayBuffer());
}

/** The XMP metadata of a PDF as plain data: pdf.js 1.x's object, as JSON writes it (`_metadata`). */
function plainPdfMetadata(metadata: unknown): unknown {
  if (!metadata || typeof metadata !== 'object') return metadata;
  const values = (metadata as { _metadata?: object })._metadata;
  return { _metadata: { ...values } };
}

/**
 * A PDF's text: a document per page that has text (`loc.pageNumber`), or, when `splitPages` is
 * off, one document of the pages joined by blank lines.
 */
export function pdfLoader(blob: Blob, splitPages: boolean): FileLoader {
  return {
    async load() {
      const pdfjs = (await import('pdf-parse/lib/pdf.js/v1.10.100/build/pdf.js')).default as PdfJs;
      // pdf.js 1.x logs its warnings to stdout, where `weft execute` prints its result.
      if (pdfjs.PDFJS) pdfjs.PDFJS.verbosity = 0;
      const bytes = await bytesOf(blob);
      const pdf = await pdfjs.getDocument({
        data: new Uint8Array(bytes),
        useWorkerFetch: false,
        isEvalSupported: false,
        useSystemFonts: true,
      }).promise;
      try {
        const meta = await pdf.getMetadata().catch(() => null);
        const info = { version: pdfjs.version, info: meta?.info, metadata: plainPdfMetadata(meta?.metadata) };
        const pdfMeta = { ...info, totalPages: pdf.numPages };
        const pages: DocumentLike[] = [];
        for (let n = 1; n <= pdf.numPages; n++) {
          const { items } = await (await pdf.getPage(n)).getTextContent();
          if (items.length === 0) continue;
          pages.push({
            pageContent: pageText(items),
            metadata: { ...blobMetadata(blob), pdf: pdfMeta, loc: { pageNumber: n } },
          });
        }
        if (splitPages || pages.length === 0) return pages;
        return [
          {
            pageContent: pages.map((p) => p.pageContent).join('\n\n'),
            metadata: { ...blobMetadata(blob), pdf: pdfMeta },
          },
        ];
      } finally {
        await pdf.destroy?.();
      }
    },
  };
}

/** A Word `.docx` file's raw text as one document (none when it has no text). */
export function docxLoader(blob: Blob): FileLoader {
  return {
    async load() {
      const mammoth = await import('mammoth');
      const extract = (mammoth.default ?? mammoth).extractRawText;
      const { value } = await extract({ buffer: await bytesOf(blob) });
      return value ? [{ pageContent: value, metadata: blobMetadata(blob) }] : [];
    },
  };
}

interface Epub {
  flow: Array<{ id?: string; title?: string }>;
  getChapterRawAsync(id: string): Promise<string>;
}

/**
 * An EPUB's chapters, each as text (`chapter` metadata with its title). The book is read from a
 * temporary file, as n8n does, and `source` names that file; the file is removed afterwards.
 */
export function epubLoader(blob: Blob): FileLoader {
  return {
    async load() {
      const [{ EPub }, { htmlToText }] = await Promise.all([import('epub2'), import('html-to-text')]);
      const file = join(tmpdir(), `epub-loader-${randomUUID()}`);
      await writeFile(file, await bytesOf(blob), { mode: 0o600 });
      try {
        const book = (await EPub.createAsync(file)) as unknown as Epub;
        const chapters = await Promise.all(
          book.flow.map(async (chapter) => {
            if (!chapter.id) return null;
            const html = await book.getChapterRawAsync(chapter.id);
            return html ? { html, title: chapter.title } : null;
          }),
        );
        return chapters
          .filter((c): c is { html: string; title: string | undefined } => c !== null)
          .map((c) => ({
            pageContent: htmlToText(c.html),
            metadata: { source: file, ...(c.title ? { chapter: c.title } : {}) },
          }));
      } finally {
        await unlink(file).catch(() => undefined);
      }
    },
  };
}
