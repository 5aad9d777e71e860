/**
 * Analyze Document and Analyze Image: one message to the model holding the documents or images
 * (a URL, a stored file when the URL is one of the Files API's, or a binary field as base64)
 * followed by the question; the answer's content (simplified) or the whole answer.
 */
import type { ExecuteContext, Item } from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { anthropicRequest } from './api.js';
import { baseUrlOf } from './files.js';

type Json = Record<string, any>;

/** The non-empty trimmed parts of a comma-separated list. */
export function splitByComma(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s);
}

/** The value of a resource locator (or the plain value). */
export function locatorValue(value: unknown): string {
  if (value && typeof value === 'object' && 'value' in value) return String(value.value ?? '');
  return String(value ?? '');
}

/** Analyzes the documents (`document`) or images (`image`) of item `i`. */
export async function analyzeOperation(ctx: ExecuteContext, i: number, kind: 'document' | 'image'): Promise<Item[]> {
  const model = locatorValue(ctx.getNodeParameter('modelId', i, ''));
  const inputType = ctx.getNodeParameter('inputType', i, 'url') as string;
  const text = ctx.getNodeParameter('text', i, '') as string;
  const simplify = ctx.getNodeParameter('simplify', i, true) as boolean;
  const options = ctx.getNodeParameter('options', i, {}) as Json;
  const filePrefix = `${await baseUrlOf(ctx)}/v1/files/`;
  let content: Json[];
  if (inputType === 'url') {
    const urls = ctx.getNodeParameter(kind === 'document' ? 'documentUrls' : 'imageUrls', i, '') as string;
    content = splitByComma(urls).map((url) =>
      url.startsWith(filePrefix)
        ? { type: kind, source: { type: 'file', file_id: url.replace(filePrefix, '') } }
        : { type: kind, source: { type: 'url', url } },
    );
  } else {
    const fields = splitByComma(ctx.getNodeParameter('binaryPropertyName', i, 'data') as string);
    content = await Promise.all(
      fields.map(async (field) => {
        const binary = requireBinary(ctx, i, field);
        const bytes = await ctx.helpers.getBinaryDataBuffer(i, field);
        return {
          type: kind,
          source: { type: 'base64', media_type: binary.mimeType, data: Buffer.from(bytes).toString('base64') },
        };
      }),
    );
  }
  content.push({ type: 'text', text });
  const body = { model, max_tokens: options.maxTokens ?? 1024, messages: [{ role: 'user', content }] };
  const response = await anthropicRequest(ctx, 'POST', '/v1/messages', { body });
  return [{ json: simplify ? { content: response.content } : { ...response }, pairedItem: { item: i } }];
}
