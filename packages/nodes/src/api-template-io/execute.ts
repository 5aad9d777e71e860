/**
 * APITemplate.io 1: reads the account (`GET /account-information`), or renders an image
 * (`POST /create?template_id=…` with `{ overrides: [...] }`) or a PDF (`POST /create?template_id=…`
 * with the template's data) per item, answering APITemplate.io's reply as the item, as n8n's node
 * does. Overrides and properties come from key/value pairs or from JSON (an object as it is, a
 * string parsed; unreadable JSON fails the item with "A valid JSON must be provided."); a PDF
 * needs at least one property when given as pairs. With Download (read from the first item) the
 * rendered file is fetched from the reply's `download_url` into a binary field, named after the
 * link's last segment unless a file name is given. Items carry no pairing of their own (the engine
 * pairs them as n8n's does); with Continue On Fail a failed item becomes `{ error: message }`.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { apiTemplateIoDownload, apiTemplateIoRequest } from './api.js';

type Json = Record<string, any>;

/** A JSON parameter as n8n's node reads it: an object as it is, a string parsed, undefined when unreadable. */
function readJson(value: unknown): unknown {
  if (typeof value === 'object') return value;
  try {
    return JSON.parse(String(value));
  } catch {
    return undefined;
  }
}

/** `{ key: value, … }` from a list of key/value pairs (a later key wins). */
const pairs = (list: Json[] | undefined): Json =>
  (list ?? []).reduce<Json>((obj, p) => Object.assign(obj, { [`${p.key}`]: p.value }), {});

const invalidJson = (ctx: ExecuteContext, i: number) =>
  new NodeOperationError(ctx.getNode(), 'A valid JSON must be provided.', { itemIndex: i });

function imageBody(ctx: ExecuteContext, i: number): Json {
  const body: Json = { overrides: [] };
  if (!ctx.getNodeParameter('jsonParameters', i, false)) {
    const overrides = ((ctx.getNodeParameter('overridesUi', i, {}) as Json)?.overrideValues ?? []) as Json[];
    if (overrides.length) body.overrides = overrides.map((o) => pairs(o.propertiesUi?.propertyValues));
    return body;
  }
  const raw = ctx.getNodeParameter('overridesJson', i, '');
  if (raw !== '') {
    const data = readJson(raw);
    if (data === undefined) throw invalidJson(ctx, i);
    body.overrides = data;
  }
  return body;
}

function pdfBody(ctx: ExecuteContext, i: number): unknown {
  if (!ctx.getNodeParameter('jsonParameters', i, false)) {
    const properties = ((ctx.getNodeParameter('propertiesUi', i, {}) as Json)?.propertyValues ?? []) as Json[];
    if (!properties.length)
      throw new NodeOperationError(ctx.getNode(), 'The parameter properties cannot be empty', { itemIndex: i });
    return pairs(properties);
  }
  const data = readJson(ctx.getNodeParameter('propertiesJson', i, ''));
  if (data === undefined) throw invalidJson(ctx, i);
  return data;
}

async function create(ctx: ExecuteContext, resource: string, download: boolean, i: number): Promise<Item> {
  const options = (download ? ctx.getNodeParameter('options', i, {}) : {}) as Json;
  const templateId = ctx.getNodeParameter(resource === 'image' ? 'imageTemplateId' : 'pdfTemplateId', i);
  const body = resource === 'image' ? imageBody(ctx, i) : pdfBody(ctx, i);
  const answer = (await apiTemplateIoRequest(ctx, 'POST', '/create', { template_id: templateId }, body, i)) as Json;
  if (!download) return { json: answer };
  const field = String(ctx.getNodeParameter('binaryProperty', i, 'data'));
  const link = String(answer.download_url);
  const bytes = await apiTemplateIoDownload(ctx, link, i);
  const fileName = (options.fileName as string) || link.split('/').pop();
  return { json: answer, binary: { [field]: await ctx.helpers.prepareBinaryData(bytes, fileName) } };
}

/** APITemplate.io 1's execute. */
export async function executeApiTemplateIo(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  const resource = String(ctx.getNodeParameter('resource', 0));
  const operation = String(ctx.getNodeParameter('operation', 0));
  const creating = (resource === 'image' || resource === 'pdf') && operation === 'create';
  const download = creating && Boolean(ctx.getNodeParameter('download', 0, false));
  for (let i = 0; i < items.length; i++) {
    try {
      if (resource === 'account' && operation === 'get')
        out.push(
          ...ctx.helpers.returnJsonArray([await apiTemplateIoRequest(ctx, 'GET', '/account-information', {}, {}, i)]),
        );
      else if (creating) out.push(await create(ctx, resource, download, i));
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message } });
    }
  }
  return [out];
}
