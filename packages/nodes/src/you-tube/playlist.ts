/**
 * YouTube playlists: create, delete, get, getAll and update, with the requests n8n's YouTube 1
 * sends (a created playlist gets its title, tags and language; a delete sends the ID in a JSON body).
 */
import { NodeOperationError } from '@weft/workflow';
import { collection, partOf, YOUTUBE_API, type Json, type OperationRunner } from './api.js';

/** Every part of a playlist ("*"). */
const PLAYLIST_PARTS = ['contentDetails', 'id', 'localizations', 'player', 'snippet', 'status'];

/** Runs a playlist operation. */
export const runPlaylist: OperationRunner = async (ctx, operation, i, qs, api) => {
  const url = `${YOUTUBE_API}/playlists`;
  if (operation === 'get') {
    qs.part = partOf(ctx.getNodeParameter('part', i, ['*']), PLAYLIST_PARTS);
    qs.id = ctx.getNodeParameter('playlistId', i, '');
    Object.assign(qs, collection(ctx, 'options', i));
    return (await api.request<{ items?: Json[] }>({ url, qs: { ...qs } })).items;
  }
  if (operation === 'getAll') {
    const returnAll = ctx.getNodeParameter('returnAll', i, false) === true;
    qs.part = partOf(ctx.getNodeParameter('part', i, ['*']), PLAYLIST_PARTS);
    Object.assign(qs, collection(ctx, 'options', i), collection(ctx, 'filters', i));
    qs.mine = true;
    if (qs.channelId || qs.id) delete qs.mine;
    if (returnAll) {
      const all = await api.all(url, qs);
      qs.maxResults = 100;
      return all;
    }
    qs.maxResults = ctx.getNodeParameter('limit', i, 25);
    return (await api.request<{ items?: Json[] }>({ url, qs: { ...qs } })).items;
  }
  if (operation === 'create') {
    const options = collection(ctx, 'options', i);
    qs.part = 'snippet';
    const snippet: Json = { title: ctx.getNodeParameter('title', i, '') };
    if (options.tags) snippet.tags = String(options.tags).split(',');
    // As n8n: a description makes the privacy status go into the snippet, and the description itself is not sent.
    if (options.description) snippet.privacyStatus = options.privacyStatus;
    if (options.defaultLanguage) snippet.defaultLanguage = options.defaultLanguage;
    if (options.onBehalfOfContentOwner) qs.onBehalfOfContentOwner = options.onBehalfOfContentOwner;
    if (options.onBehalfOfContentOwnerChannel) qs.onBehalfOfContentOwnerChannel = options.onBehalfOfContentOwnerChannel;
    return api.request({ method: 'POST', url, qs: { ...qs }, body: { snippet } });
  }
  if (operation === 'update') {
    const playlistId = ctx.getNodeParameter('playlistId', i, '');
    const updateFields = collection(ctx, 'updateFields', i);
    qs.part = 'snippet, status';
    const snippet: Json = { title: ctx.getNodeParameter('title', i, '') };
    const status: Json = {};
    if (updateFields.tags) snippet.tags = String(updateFields.tags).split(',');
    if (updateFields.privacyStatus) status.privacyStatus = updateFields.privacyStatus;
    if (updateFields.description) snippet.description = updateFields.description;
    if (updateFields.defaultLanguage) snippet.defaultLanguage = updateFields.defaultLanguage;
    if (updateFields.onBehalfOfContentOwner) qs.onBehalfOfContentOwner = updateFields.onBehalfOfContentOwner;
    return api.request({ method: 'PUT', url, qs: { ...qs }, body: { id: playlistId, snippet, status } });
  }
  if (operation === 'delete') {
    await api.request({ method: 'DELETE', url, body: { id: ctx.getNodeParameter('playlistId', i, '') } });
    return { success: true };
  }
  throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known for playlists`, {
    itemIndex: i,
  });
};
