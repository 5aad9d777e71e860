/**
 * Deterministic embeddings: every lower-cased word of the text is hashed onto a few dimensions with a
 * sign, the sum is normalised to length 1 and rounded to 6 decimals. Texts sharing words are close
 * (cosine similarity), so vector-store searches rank sensibly; the same text always gives the same vector.
 */
import { hash } from './directives.mjs';

/** Default vector sizes of known embedding models (unknown models get 768). */
const SIZES = {
  'text-embedding-3-small': 1536,
  'text-embedding-3-large': 3072,
  'text-embedding-ada-002': 1536,
  'text-embedding-004': 768,
  'embedding-001': 768,
  'gemini-embedding-001': 3072,
  'nomic-embed-text': 768,
  'mxbai-embed-large': 1024,
  'all-minilm': 384,
};

/** Vector size of a model name (`models/` prefix and `:tag` suffix ignored). */
export function modelDimensions(model) {
  const name = String(model ?? '').replace(/^models\//, '').replace(/:.*$/, '');
  return SIZES[name] ?? 768;
}

/** The embedding of a text with `dims` dimensions. */
export function embed(text, dims) {
  const v = new Array(dims).fill(0);
  const words = String(text).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const w of words.length ? words : ['']) {
    for (let k = 0; k < 3; k++) {
      const h = parseInt(hash(`${k}:${w}`), 16);
      v[h % dims] += h & 0x80000000 ? -1 : 1;
    }
  }
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return v.map((x) => Math.round((x / norm) * 1e6) / 1e6);
}

/** A vector as base64 of little-endian float32 (OpenAI's `encoding_format: "base64"`). */
export function toBase64(vector) {
  return Buffer.from(new Float32Array(vector).buffer).toString('base64');
}
