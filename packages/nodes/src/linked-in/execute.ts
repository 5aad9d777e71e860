/**
 * LinkedIn 1: Post → Create through `/rest/posts`, as a person (`urn:li:person:<id>`, with a
 * visibility) or an organization (`urn:li:organization:<id>`, always public), the text escaped in
 * LinkedIn's "little text" format. An image post first asks `/rest/images?action=initializeUpload`
 * for an upload URL, sends the bytes there and names the image; an article names its source,
 * title, description and optionally an uploaded thumbnail. Each item answers `{ urn }` of the new
 * post (LinkedIn's `x-restli-id`); Continue On Fail answers `{ error }` for the item.
 */
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { linkedInRequest } from './api.js';

type Json = Record<string, any>;

/** LinkedIn's "little text": `(*)[]{}<>@|~_` escaped with a backslash. */
export const littleText = (text: string) => text.replace(/[(*)[\]{}<>@|~_]/g, (char) => `\\${char}`);

/** Registers an image for `owner`, uploads the item's binary field and answers the image URN. */
async function uploadImage(ctx: ExecuteContext, i: number, owner: string, field: string): Promise<string> {
  const registered = (await linkedInRequest(ctx, {
    method: 'POST',
    endpoint: '/images?action=initializeUpload',
    body: { initializeUploadRequest: { owner } },
    itemIndex: i,
  })) as Json;
  const binary = requireBinary(ctx, i, field);
  const bytes = await ctx.helpers.getBinaryDataBuffer(i, field);
  const { uploadUrl, image } = (registered?.value ?? {}) as Json;
  await linkedInRequest(ctx, {
    method: 'POST',
    endpoint: String(uploadUrl),
    upload: { bytes, contentType: String(binary.mimeType ?? '') },
    itemIndex: i,
  });
  return image as string;
}

async function createPost(ctx: ExecuteContext, i: number): Promise<unknown> {
  const text = littleText(String(ctx.getNodeParameter('text', i, '') ?? ''));
  const category = ctx.getNodeParameter('shareMediaCategory', i, 'NONE');
  const postAs = ctx.getNodeParameter('postAs', i, 'person');
  const fields = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json;
  let author: string;
  let visibility = 'PUBLIC';
  if (postAs === 'person') {
    visibility = fields.visibility || 'PUBLIC';
    author = `urn:li:person:${String(ctx.getNodeParameter('person', i, ''))}`;
  } else {
    author = `urn:li:organization:${String(ctx.getNodeParameter('organization', i, ''))}`;
  }
  const body: Json = {
    author,
    lifecycleState: 'PUBLISHED',
    distribution: { feedDistribution: 'MAIN_FEED', thirdPartyDistributionChannels: [] },
    visibility,
  };
  if (category === 'IMAGE') {
    const image = await uploadImage(ctx, i, author, String(ctx.getNodeParameter('binaryPropertyName', i, 'data')));
    Object.assign(body, { content: { media: { title: fields.title || '', id: image } }, commentary: text });
  } else if (category === 'ARTICLE') {
    const article: Json = {
      title: fields.title || '',
      description: fields.description || '',
      source: fields.originalUrl || '',
    };
    if (fields.thumbnailBinaryPropertyName)
      article.thumbnail = await uploadImage(ctx, i, author, String(fields.thumbnailBinaryPropertyName));
    Object.assign(body, { content: { article }, commentary: text });
  } else {
    body.commentary = text;
  }
  return linkedInRequest(ctx, { method: 'POST', endpoint: '/posts', body, itemIndex: i });
}

/** Runs LinkedIn 1 over its input items. */
export async function executeLinkedIn(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = ctx.getNodeParameter('resource', 0, 'post');
  const operation = ctx.getNodeParameter('operation', 0, 'create');
  const out: Item[] = [];
  let answer: unknown;
  for (let i = 0; i < items.length; i++) {
    try {
      if (resource === 'post' && operation === 'create') answer = await createPost(ctx, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: (error as Error).message }), {
          itemData: { item: i },
        }),
      );
    }
  }
  return [out];
}
