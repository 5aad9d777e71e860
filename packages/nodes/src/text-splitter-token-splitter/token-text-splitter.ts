/**
 * Splitting text by tokens as n8n's Token Splitter does: cl100k tokens, `chunkSize` tokens a chunk
 * with `chunkOverlap` tokens repeated; text with a run of 1000 equal characters (or that the
 * tokenizer fails on) is cut by an estimate of 4 characters a token instead.
 */
import type { TextSplitterParams } from '@langchain/textsplitters';

/** Whether `text` holds one character repeated `threshold` times in a row. */
export function hasLongSequentialRepeat(text: string, threshold = 1000): boolean {
  if (typeof text !== 'string' || text.length < threshold || threshold <= 0) return false;
  let prev: string | undefined;
  let count = 0;
  for (const char of text) {
    count = char === prev ? count + 1 : 1;
    prev = char;
    if (count >= threshold) return true;
  }
  return false;
}

/** Chunks of about `chunkSize` tokens counted as 4 characters each. */
export function estimateSplitsByTokens(text: string, chunkSize: number, chunkOverlap: number): string[] {
  if (!text) return [];
  if (!Number.isFinite(chunkSize) || chunkSize <= 0) return [text];
  const overlap = Number.isFinite(chunkOverlap) && chunkOverlap >= 0 ? Math.min(chunkOverlap, chunkSize - 1) : 0;
  const size = Math.floor(chunkSize * 4);
  const overlapChars = Math.floor(overlap * 4);
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    const end = Math.min(start + size, text.length);
    chunks.push(text.slice(start, end));
    if (end >= text.length) break;
    start = Math.max(end - overlapChars, start + 1);
  }
  return chunks;
}

type Encoder = {
  encode(text: string, allowed?: 'all' | string[], disallowed?: 'all' | string[]): number[];
  decode(tokens: number[]): string;
};
let cl100k: Promise<Encoder> | undefined;

/** The cl100k encoding, from js-tiktoken's bundled ranks, loaded once. */
function encoder(): Promise<Encoder> {
  cl100k ??= (async () => {
    const [{ Tiktoken }, ranks] = await Promise.all([
      import('js-tiktoken/lite'),
      import('js-tiktoken/ranks/cl100k_base'),
    ]);
    return new Tiktoken(ranks.default);
  })();
  return cl100k;
}

/** A LangChain text splitter class splitting by cl100k tokens (built over the loaded base class). */
export async function tokenTextSplitter(
  fields: Partial<TextSplitterParams>,
): Promise<import('@langchain/textsplitters').TextSplitter> {
  const { TextSplitter } = await import('@langchain/textsplitters');
  class TokenTextSplitter extends TextSplitter {
    static override lc_name() {
      return 'TokenTextSplitter';
    }

    override async splitText(text: string): Promise<string[]> {
      try {
        if (!text || typeof text !== 'string') return [];
        if (hasLongSequentialRepeat(text)) return estimateSplitsByTokens(text, this.chunkSize, this.chunkOverlap);
        try {
          const enc = await encoder();
          const ids = enc.encode(text, 'all', 'all');
          const splits: string[] = [];
          let start = 0;
          while (start < ids.length) {
            if (start > 0) start = Math.max(0, start - this.chunkOverlap);
            const end = Math.min(start + this.chunkSize, ids.length);
            splits.push(enc.decode(ids.slice(start, end)));
            start = end;
          }
          return splits;
        } catch {
          return estimateSplitsByTokens(text, this.chunkSize, this.chunkOverlap);
        }
      } catch {
        return [];
      }
    }
  }
  return new TokenTextSplitter(fields);
}
