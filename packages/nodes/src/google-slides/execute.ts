/**
 * Google Slides 1–2 (Slides API v1): presentation create, get, getSlides and replaceText (one
 * batchUpdate of `replaceAllText` requests; the Revision ID option is not sent, as in n8n), page get and
 * getThumbnail (with the picture downloaded into a binary field when asked). Version 1 signs in
 * with a service account by default, 2 with OAuth2.
 */
import { NodeOperationError, type ExecuteContext, type Item, type JsonObject, type NodeOutput } from '@weft/workflow';
import { googleApiRequest, googleAuthSource, n8nParameter, type GoogleRequest } from '../shared/google/index.js';
import { googleSlidesProperties } from './properties.js';

/** Slides API v1. */
export const SLIDES_API = 'https://slides.googleapis.com/v1';

type Json = Record<string, unknown>;
interface TextValue {
  text?: string;
  replaceText?: string;
  matchCase?: boolean;
  pageObjectIds?: string[];
}

/** A presentation ID from its ID or its link (`…/presentation/d/<id>/…`). */
export function presentationIdOf(value: unknown): string {
  const text = String(value ?? '').trim();
  return /\/presentation\/d\/([a-zA-Z0-9-_]+)/.exec(text)?.[1] ?? text;
}

/** The authentication a Slides node uses (its parameter, else the version's default). */
export function slidesAuthentication(version: number, value: unknown): string {
  return typeof value === 'string' && value ? value : version === 1 ? 'serviceAccount' : 'oAuth2';
}

async function runItem(
  ctx: ExecuteContext,
  resource: string,
  operation: string,
  i: number,
  call: <T = Json>(r: GoogleRequest) => Promise<T>,
): Promise<Item[]> {
  const node = ctx.getNode();
  const items = (json: unknown): Item[] =>
    (Array.isArray(json) ? json : [json]).map((j) => ({ json: (j ?? {}) as JsonObject, pairedItem: { item: i } }));
  const presentation = () => {
    const id = presentationIdOf(ctx.getNodeParameter('presentationId', i, ''));
    if (!id) throw new NodeOperationError(node, 'Give the presentation\'s ID in "Presentation ID"', { itemIndex: i });
    return `${SLIDES_API}/presentations/${encodeURIComponent(id)}`;
  };
  const page = () => {
    const id = String(ctx.getNodeParameter('pageObjectId', i, '') ?? '').trim();
    if (!id) throw new NodeOperationError(node, 'Give the slide\'s object ID in "Page Object ID"', { itemIndex: i });
    return `${presentation()}/pages/${encodeURIComponent(id)}`;
  };
  if (resource === 'page' && operation === 'get') return items(await call({ url: page() }));
  if (resource === 'page' && operation === 'getThumbnail') {
    const pageId = String(ctx.getNodeParameter('pageObjectId', i, ''));
    const thumbnail = await call<{ contentUrl?: string }>({ url: `${page()}/thumbnail` });
    if (ctx.getNodeParameter('download', i, false) !== true) return items(thumbnail);
    if (!thumbnail.contentUrl)
      throw new NodeOperationError(node, 'Google answered no picture address for the slide', { itemIndex: i });
    // The picture's address is public for a short time; it is fetched without the credential.
    const response = await ctx.helpers.httpRequest({
      url: thumbnail.contentUrl,
      method: 'GET',
      responseType: 'arraybuffer',
    });
    if (response.statusCode >= 400)
      throw new NodeOperationError(node, `The slide picture could not be downloaded (HTTP ${response.statusCode})`, {
        itemIndex: i,
      });
    const binaryProperty = String(ctx.getNodeParameter('binaryProperty', i, 'data') || 'data');
    const type = response.headers['content-type'];
    const mimeType = (Array.isArray(type) ? type[0] : type)?.split(';')[0]?.trim() || 'image/png';
    const binary = await ctx.helpers.prepareBinaryData(response.body as Uint8Array, `${pageId}.png`, mimeType);
    return [{ json: thumbnail, binary: { [binaryProperty]: binary }, pairedItem: { item: i } }];
  }
  if (resource === 'presentation' && operation === 'create') {
    return items(
      await call({
        method: 'POST',
        url: `${SLIDES_API}/presentations`,
        body: { title: ctx.getNodeParameter('title', i, '') },
      }),
    );
  }
  if (resource === 'presentation' && operation === 'get') return items(await call({ url: presentation() }));
  if (resource === 'presentation' && operation === 'getSlides') {
    const { slides = [] } = await call<{ slides?: Json[] }>({ url: presentation(), qs: { fields: 'slides' } });
    const returnAll = ctx.getNodeParameter('returnAll', i, false) === true;
    return items(returnAll ? slides : slides.slice(0, Number(ctx.getNodeParameter('limit', i, 100))));
  }
  if (resource === 'presentation' && operation === 'replaceText') {
    // As n8n: each text with its defaults (Match Case off, no slides chosen) filled in.
    const texts =
      (n8nParameter<{ textValues?: TextValue[] } | undefined>(ctx, googleSlidesProperties, 'textUi', i) ?? {})
        .textValues ?? [];
    const requests = texts.map((t) => ({
      replaceAllText: {
        replaceText: t.replaceText,
        pageObjectIds: t.pageObjectIds || [],
        containsText: { text: t.text, matchCase: t.matchCase },
      },
    }));
    // n8n 1.123 offers a Revision ID option but sends only the requests, so the option checks nothing.
    return items(await call({ method: 'POST', url: `${presentation()}:batchUpdate`, body: { requests } }));
  }
  throw new NodeOperationError(node, `The operation "${operation}" of "${resource}" is not known`, { itemIndex: i });
}

/** Runs Google Slides 1 or 2 over the input items. */
export async function executeGoogleSlides(ctx: ExecuteContext): Promise<NodeOutput> {
  const input = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'presentation'));
  const operation = String(ctx.getNodeParameter('operation', 0, resource === 'page' ? 'get' : 'create'));
  const authentication = slidesAuthentication(ctx.getNode().typeVersion, ctx.getNodeParameter('authentication', 0, ''));
  const out: Item[] = [];
  for (let i = 0; i < input.length; i++) {
    try {
      const source = googleAuthSource(ctx, authentication, 'googleSlidesOAuth2Api', undefined, i);
      out.push(
        ...(await runItem(ctx, resource, operation, i, (request) =>
          googleApiRequest(source, { ...request, itemIndex: i }),
        )),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
