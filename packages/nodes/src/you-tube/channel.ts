/**
 * YouTube channels: get, getAll, update (branding settings) and uploadBanner (the image goes up,
 * then becomes the channel's banner), with the requests n8n's YouTube 1 sends.
 */
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import {
  collection,
  partOf,
  YOUTUBE_API,
  YOUTUBE_UPLOAD,
  type Json,
  type OperationRunner,
  type YouTubeApi,
} from './api.js';

/** Every part of a channel ("*"). */
const CHANNEL_PARTS = [
  'brandingSettings',
  'contentDetails',
  'contentOwnerDetails',
  'id',
  'localizations',
  'snippet',
  'statistics',
  'status',
  'topicDetails',
];

/** The branding settings n8n copies when set (truthy), in its order. */
const CHANNEL_SETTINGS = [
  'country',
  'description',
  'defaultLanguage',
  'defaultTab',
  'featuredChannelsTitle',
  'featuredChannelsUrls',
  'keywords',
  'moderateComments',
  'profileColor',
  'showRelatedChannels',
  'showBrowseView',
  'trackingAnalyticsAccountId',
  'unsubscribedTrailer',
];
const IMAGE_SETTINGS = ['bannerExternalUrl', 'trackingImageUrl', 'watchIconImageUrl'];

function pick(from: Json | undefined, keys: string[]): Json {
  const out: Json = {};
  for (const key of keys) if (from?.[key]) out[key] = from[key];
  return out;
}

/** The body of a channel update: its ID and `brandingSettings` with the channel and image settings given. */
function updateBody(channelId: unknown, updateFields: Json): Json {
  const ui = updateFields.brandingSettingsUi as
    { channelSettingsValues?: { channel?: Json }; imageSettingsValues?: { image?: Json } } | undefined;
  return {
    id: channelId,
    brandingSettings: {
      channel: ui ? pick(ui.channelSettingsValues?.channel, CHANNEL_SETTINGS) : {},
      image: ui ? pick(ui.imageSettingsValues?.image, IMAGE_SETTINGS) : {},
    },
  };
}

async function uploadBanner(ctx: ExecuteContext, i: number, qs: Json, api: YouTubeApi): Promise<unknown> {
  const channelId = ctx.getNodeParameter('channelId', i, '');
  const property = String(ctx.getNodeParameter('binaryProperty', i, 'data'));
  const binary = requireBinary(ctx, i, property);
  const bytes = await ctx.helpers.getBinaryDataBuffer(i, property);
  const answer = await api.request<unknown>({
    method: 'POST',
    url: `${YOUTUBE_UPLOAD}/channelBanners/insert`,
    qs: { ...qs },
    body: Buffer.from(bytes),
    headers: binary.mimeType ? { 'Content-Type': binary.mimeType } : {},
    responseType: 'text',
  });
  let url: unknown;
  try {
    url = (JSON.parse(String(answer)) as { url?: unknown }).url;
  } catch {
    throw new NodeOperationError(ctx.getNode(), 'YouTube answered the banner upload with something other than JSON', {
      itemIndex: i,
    });
  }
  qs.part = 'brandingSettings';
  return api.request({
    method: 'PUT',
    url: `${YOUTUBE_API}/channels`,
    qs: { ...qs },
    body: { id: channelId, brandingSettings: { image: { bannerExternalUrl: url } } },
  });
}

/** Runs a channel operation. */
export const runChannel: OperationRunner = async (ctx, operation, i, qs, api) => {
  if (operation === 'get') {
    qs.part = partOf(ctx.getNodeParameter('part', i, ['*']), CHANNEL_PARTS);
    qs.id = ctx.getNodeParameter('channelId', i, '');
    return (await api.request<{ items?: Json[] }>({ url: `${YOUTUBE_API}/channels`, qs: { ...qs } })).items;
  }
  if (operation === 'getAll') {
    const returnAll = ctx.getNodeParameter('returnAll', i, false) === true;
    qs.part = partOf(ctx.getNodeParameter('part', i, ['*']), CHANNEL_PARTS);
    Object.assign(qs, collection(ctx, 'options', i), collection(ctx, 'filters', i));
    qs.mine = true;
    if (qs.categoryId || qs.forUsername || qs.id || qs.managedByMe) delete qs.mine;
    if (returnAll) {
      const all = await api.all(`${YOUTUBE_API}/channels`, qs);
      qs.maxResults = 100;
      return all;
    }
    qs.maxResults = ctx.getNodeParameter('limit', i, 25);
    return (await api.request<{ items?: Json[] }>({ url: `${YOUTUBE_API}/channels`, qs: { ...qs } })).items;
  }
  if (operation === 'update') {
    const channelId = ctx.getNodeParameter('channelId', i, '');
    const updateFields = collection(ctx, 'updateFields', i);
    qs.part = 'brandingSettings';
    if (updateFields.onBehalfOfContentOwner) qs.onBehalfOfContentOwner = updateFields.onBehalfOfContentOwner;
    return api.request({
      method: 'PUT',
      url: `${YOUTUBE_API}/channels`,
      qs: { ...qs },
      body: updateBody(channelId, updateFields),
    });
  }
  if (operation === 'uploadBanner') return uploadBanner(ctx, i, qs, api);
  throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known for channels`, {
    itemIndex: i,
  });
};
