/**
 * The functions the legacy OpenAI node's routing runs on an answer, as n8n's node does: failing on
 * a 4xx / 5xx answer (its requests ignore HTTP errors so that this check sees them), images as
 * binary files, and completion texts trimmed. Simplify and the image format are read from the node's
 * stored parameters (an unset one counts as its default), as n8n reads them.
 */
import { httpStatusError, type DeclarativeItemContext, type HttpResponse, type Item } from '@weft/workflow';

/** Fails with n8n's error for the status when the answer is a 4xx or 5xx. */
export async function failOnErrorStatus(
  this: DeclarativeItemContext,
  items: Item[],
  response: HttpResponse,
): Promise<Item[]> {
  const status = String(response.statusCode);
  if (status.startsWith('4') || status.startsWith('5'))
    throw httpStatusError(this.getNode(), response.statusCode, response.body, this.getItemIndex());
  return items;
}

/** Unless the node asks for image URLs: each image (`b64_json`) as a binary file `data`. */
export async function imageItems(this: DeclarativeItemContext, items: Item[]): Promise<Item[]> {
  if ((this.getNode().parameters as Record<string, unknown>).responseFormat === 'imageUrl') return items;
  const out: Item[] = [];
  for (const item of items) {
    const bytes = Buffer.from(String(item.json.b64_json ?? ''), 'base64');
    out.push({ json: {}, binary: { data: await this.helpers.prepareBinaryData(new Uint8Array(bytes), 'data') } });
  }
  return out;
}

/** With Simplify on (or unset): each choice's `text` trimmed. */
export async function trimTexts(this: DeclarativeItemContext, items: Item[]): Promise<Item[]> {
  if ((this.getNode().parameters as Record<string, unknown>).simplifyOutput === false) return items;
  return items.map((item) => ({ json: { ...item.json, text: String(item.json.text).trim() } }));
}
