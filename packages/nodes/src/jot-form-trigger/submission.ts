/**
 * A JotForm webhook call's fields. JotForm posts each submission as `multipart/form-data` (`formID`,
 * `submissionID`, `formTitle`, `pretty`, `rawRequest` — the answers as a JSON text keyed
 * `q<question id>_<question name>` — and more); n8n hands its node those fields as `body.data`,
 * repeated fields as arrays. The host parses JSON and URL-encoded bodies itself; a multipart body
 * is read here from its raw bytes.
 */
import { NodeOperationError, type WebhookRequestContext } from '@weft/workflow';

type Json = Record<string, unknown>;

/** The fields of a multipart body (a field given several times becomes an array of its values). */
export async function multipartFields(raw: Uint8Array, contentType: string): Promise<Json> {
  const form = await new Response(Uint8Array.from(raw), { headers: { 'content-type': contentType } }).formData();
  const out: Json = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name).map((v) => (typeof v === 'string' ? v : v.name));
    out[name] = values.length === 1 ? values[0] : values;
  }
  return out;
}

/** The submission's fields: the multipart fields, else the parsed body's `data`, else the body itself. */
export async function submissionFields(ctx: WebhookRequestContext): Promise<Json> {
  const header = ctx.getHeaderData()['content-type'];
  const contentType = String(Array.isArray(header) ? header[0] : (header ?? ''));
  const raw = ctx.getRawBody?.();
  if (/^multipart\/form-data/i.test(contentType) && raw?.length) {
    try {
      return await multipartFields(raw, contentType);
    } catch (cause) {
      throw new NodeOperationError(ctx.getNode(), 'The JotForm call is not a readable multipart form', {
        description: (cause as Error).message,
      });
    }
  }
  const body = ctx.getBodyData();
  const data = body.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? { ...(data as Json) } : { ...body };
}

/** The submission's answers: `rawRequest` parsed from its JSON text. */
export function parseRawRequest(ctx: WebhookRequestContext, rawRequest: unknown): Json {
  if (rawRequest && typeof rawRequest === 'object') return rawRequest as Json;
  try {
    const parsed: unknown = JSON.parse(String(rawRequest ?? ''));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Json;
  } catch {
    // Refused below.
  }
  throw new NodeOperationError(ctx.getNode(), 'The JotForm call has no readable "rawRequest" field', {
    description: 'JotForm sends the answers as JSON text in the rawRequest form field.',
  });
}

/**
 * The answers keyed by their questions' texts: a key `q<id>_<name>` names question `<name>` (the
 * part after the first underscore); keys without an underscore and keys of no known question are
 * left out, as n8n's node does.
 */
export function resolveAnswers(rawRequest: Json, questionTexts: Record<string, unknown>): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(rawRequest)) {
    if (!key.includes('_')) continue;
    const name = key.split('_').slice(1).join('_');
    if (!Object.prototype.hasOwnProperty.call(questionTexts, name) || questionTexts[name] === undefined) continue;
    out[String(questionTexts[name])] = value;
  }
  return out;
}
