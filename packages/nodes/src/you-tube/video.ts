/**
 * YouTube videos: delete, get, getAll (a search of videos, the channel's own unless filtered), rate,
 * update and upload, with the requests n8n's YouTube 1 sends (a delete and a rating carry their
 * parameters in a JSON body).
 */
import { DateTime } from 'luxon';
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { collection, partOf, YOUTUBE_API, type Json, type OperationRunner } from './api.js';
import { uploadVideo } from './upload.js';

/** Every part of a video ("*"). */
const VIDEO_PARTS = [
  'contentDetails',
  'id',
  'liveStreamingDetails',
  'localizations',
  'player',
  'recordingDetails',
  'snippet',
  'statistics',
  'status',
  'topicDetails',
];

/** A date filter as an ISO time in the workflow's time zone, or n8n's error when it is not one. */
function setDate(ctx: ExecuteContext, filters: Json, key: string): void {
  const value = filters[key];
  const date = typeof value === 'string' ? DateTime.fromISO(value) : DateTime.invalid('not a text');
  if (!date.isValid)
    throw new NodeOperationError(ctx.getNode(), `The value "${String(value)}" is not a valid DateTime.`);
  filters[key] = date.setZone(ctx.getTimezone()).toISO();
}

/** The body of a video update: ID, title and category, and the fields set. */
function updateBody(id: unknown, title: unknown, categoryId: unknown, fields: Json): Json {
  const snippet: Json = { title, categoryId };
  const status: Json = {};
  const recordingDetails: Json = {};
  if (fields.description) snippet.description = fields.description;
  if (fields.privacyStatus) status.privacyStatus = fields.privacyStatus;
  if (fields.tags) snippet.tags = String(fields.tags).split(',');
  if (fields.embeddable) status.embeddable = fields.embeddable;
  if (fields.publicStatsViewable) status.publicStatsViewable = fields.publicStatsViewable;
  if (fields.publishAt) status.publishAt = fields.publishAt;
  if (fields.selfDeclaredMadeForKids) status.selfDeclaredMadeForKids = fields.selfDeclaredMadeForKids;
  if (fields.recordingDate) recordingDetails.recordingDate = fields.recordingDate;
  if (fields.license) status.license = fields.license;
  if (fields.defaultLanguage) snippet.defaultLanguage = fields.defaultLanguage;
  return { id, snippet, status, recordingDetails };
}

/** Runs a video operation. */
export const runVideo: OperationRunner = async (ctx, operation, i, qs, api) => {
  if (operation === 'getAll') {
    const returnAll = ctx.getNodeParameter('returnAll', i, false) === true;
    const options = collection(ctx, 'options', i);
    const filters = collection(ctx, 'filters', i);
    qs.part = 'snippet';
    qs.type = 'video';
    qs.forMine = true;
    if (filters.publishedAfter) setDate(ctx, filters, 'publishedAfter');
    if (filters.publishedBefore) setDate(ctx, filters, 'publishedBefore');
    Object.assign(qs, options, filters);
    if (Object.keys(filters).length > 0) delete qs.forMine;
    if (qs.relatedToVideoId && qs.forDeveloper !== undefined) {
      throw new NodeOperationError(
        ctx.getNode(),
        "When using the parameter 'related to video' the parameter 'for developer' cannot be set",
        { itemIndex: i },
      );
    }
    if (returnAll) {
      const all = await api.all(`${YOUTUBE_API}/search`, qs);
      qs.maxResults = 100;
      return all;
    }
    qs.maxResults = ctx.getNodeParameter('limit', i, 25);
    return (await api.request<{ items?: Json[] }>({ url: `${YOUTUBE_API}/search`, qs: { ...qs } })).items;
  }
  if (operation === 'get') {
    qs.part = partOf(ctx.getNodeParameter('part', i, ['*']), VIDEO_PARTS);
    qs.id = ctx.getNodeParameter('videoId', i, '');
    Object.assign(qs, collection(ctx, 'options', i));
    return (await api.request<{ items?: Json[] }>({ url: `${YOUTUBE_API}/videos`, qs: { ...qs } })).items;
  }
  if (operation === 'upload') return uploadVideo(ctx, i, api);
  if (operation === 'update') {
    const id = ctx.getNodeParameter('videoId', i, '');
    const title = ctx.getNodeParameter('title', i, '');
    const categoryId = ctx.getNodeParameter('categoryId', i, '');
    const fields = collection(ctx, 'updateFields', i);
    qs.part = 'snippet, status, recordingDetails';
    return api.request({
      method: 'PUT',
      url: `${YOUTUBE_API}/videos`,
      qs: { ...qs },
      body: updateBody(id, title, categoryId, fields),
    });
  }
  if (operation === 'delete') {
    await api.request({
      method: 'DELETE',
      url: `${YOUTUBE_API}/videos`,
      body: { id: ctx.getNodeParameter('videoId', i, '') },
    });
    return { success: true };
  }
  if (operation === 'rate') {
    const body = { id: ctx.getNodeParameter('videoId', i, ''), rating: ctx.getNodeParameter('rating', i, '') };
    await api.request({ method: 'POST', url: `${YOUTUBE_API}/videos/rate`, body });
    return { success: true };
  }
  throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known for videos`, { itemIndex: i });
};
