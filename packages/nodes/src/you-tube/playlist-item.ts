/** YouTube playlist items: add, delete, get and getAll, with the requests n8n's YouTube 1 sends. */
import { NodeOperationError } from '@weft/workflow';
import { collection, partOf, YOUTUBE_API, type Json, type OperationRunner } from './api.js';

/** Every part of a playlist item ("*"). */
const ITEM_PARTS = ['contentDetails', 'id', 'snippet', 'status'];

/** Runs a playlist item operation. */
export const runPlaylistItem: OperationRunner = async (ctx, operation, i, qs, api) => {
  const url = `${YOUTUBE_API}/playlistItems`;
  if (operation === 'get') {
    qs.part = partOf(ctx.getNodeParameter('part', i, ['*']), ITEM_PARTS);
    qs.id = ctx.getNodeParameter('playlistItemId', i, '');
    Object.assign(qs, collection(ctx, 'options', i));
    return (await api.request<{ items?: Json[] }>({ url, qs: { ...qs } })).items;
  }
  if (operation === 'getAll') {
    const returnAll = ctx.getNodeParameter('returnAll', i, false) === true;
    const part = ctx.getNodeParameter('part', i, ['*']);
    const options = collection(ctx, 'options', i);
    qs.playlistId = ctx.getNodeParameter('playlistId', i, '');
    qs.part = partOf(part, ITEM_PARTS);
    Object.assign(qs, options);
    if (returnAll) {
      const all = await api.all(url, qs);
      qs.maxResults = 100;
      return all;
    }
    qs.maxResults = ctx.getNodeParameter('limit', i, 25);
    return (await api.request<{ items?: Json[] }>({ url, qs: { ...qs } })).items;
  }
  if (operation === 'add') {
    const options = collection(ctx, 'options', i);
    qs.part = 'snippet, contentDetails';
    const snippet: Json = {
      playlistId: ctx.getNodeParameter('playlistId', i, ''),
      resourceId: { kind: 'youtube#video', videoId: ctx.getNodeParameter('videoId', i, '') },
    };
    const contentDetails: Json = {};
    if (options.position) snippet.position = options.position;
    if (options.note) contentDetails.note = options.note;
    if (options.startAt) contentDetails.startAt = options.startAt;
    if (options.endAt) contentDetails.endAt = options.endAt;
    if (options.onBehalfOfContentOwner) qs.onBehalfOfContentOwner = options.onBehalfOfContentOwner;
    return api.request({ method: 'POST', url, qs: { ...qs }, body: { snippet, contentDetails } });
  }
  if (operation === 'delete') {
    await api.request({ method: 'DELETE', url, body: { id: ctx.getNodeParameter('playlistItemId', i, '') } });
    return { success: true };
  }
  throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known for playlist items`, {
    itemIndex: i,
  });
};
