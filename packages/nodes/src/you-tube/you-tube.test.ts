/**
 * YouTube 1 through the engine against the loopback YouTube Data API v3 fake
 * (`test-fake/youtube-fake.mjs`): each resource's operations, their requests and output items,
 * paging, the resumable upload, errors and continueOnFail, the pickers, and the parameters against
 * n8n 1.123's `nodes.json`.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultHttpRequest, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type Item,
  type NodeMethodContext,
  type WorkflowNode,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { youTubeNode } from './index.js';
import { countryOptions } from './methods.js';
import { createYouTubeFake, MY_CHANNEL, start, type YouTubeFakeState } from './test-fake/youtube-fake.mjs';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
let server: Server;
let yt: YouTubeFakeState;
let fresh: () => YouTubeFakeState;

beforeAll(async () => {
  const started = await start(createYouTubeFake({ clock: () => '2025-03-01T10:00:00.000Z' }));
  server = started.server;
  // Each test gets a fresh fake behind the same server.
  let current = started.fake;
  fresh = () => {
    current = createYouTubeFake({ clock: () => '2025-03-01T10:00:00.000Z' });
    return current.state;
  };
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    if (!current.handle(req, res)) res.writeHead(404).end();
  });
  process.env.WEFT_GOOGLE_API_URL = started.url;
  process.env.WEFT_GOOGLE_RETRY_BASE_MS = '5';
});
afterAll(() => {
  delete process.env.WEFT_GOOGLE_API_URL;
  delete process.env.WEFT_GOOGLE_RETRY_BASE_MS;
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  yt = fresh();
  yt.addVideo({
    id: 'vidLaunch01',
    title: 'Launch day',
    description: 'We ship',
    tags: ['launch'],
    publishedAt: '2025-01-10T09:00:00Z',
    viewCount: 30,
  });
  yt.addVideo({
    id: 'vidDemo0001',
    title: 'Product demo',
    description: 'How it works',
    publishedAt: '2025-02-01T09:00:00Z',
    viewCount: 80,
  });
  yt.addVideo({ id: 'vidPrivate1', title: 'Draft cut', privacyStatus: 'private', publishedAt: '2025-02-15T09:00:00Z' });
  yt.addChannel({ id: 'UCOtherChannel0000000001', title: 'Other channel', customUrl: '@other' });
  yt.addVideo({
    id: 'vidOther001',
    title: 'Other launch',
    channelId: 'UCOtherChannel0000000001',
    publishedAt: '2025-01-20T09:00:00Z',
  });
  yt.addPlaylist({
    id: 'PLWeftFavourites000000000000000001',
    title: 'Favourites',
    videos: ['vidLaunch01', 'vidDemo0001'],
  });
  yt.addPlaylist({ id: 'PLWeftTalks00000000000000000000001', title: 'Talks', privacyStatus: 'unlisted' });
});

const CONTINUE = 'continueRegularOutput';
async function run(
  parameters: Record<string, unknown>,
  extra: { items?: Item[]; onError?: string; credentials?: Record<string, unknown> } = {},
) {
  const workflow = importN8nWorkflow({
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Data', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      {
        id: '3',
        name: 'YouTube',
        type: 'n8n-nodes-base.youTube',
        typeVersion: 1,
        position: [400, 0],
        parameters,
        credentials: { youTubeOAuth2Api: { id: 'y', name: 'y' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'YouTube', type: 'main', index: 0 }]] },
    },
    pinData: { Data: extra.items ?? [{ json: {} }] },
  });
  const credentials = extra.credentials ?? { oauthTokenData: { access_token: 'tok' } };
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => credentials },
  });
  const items = result.data.resultData.runData.YouTube?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json as Record<string, any>),
    error: result.data.resultData.error as (Error & { description?: string; node?: { name: string } }) | undefined,
  };
}
const calls = () => yt.requests.map((r) => `${r.method} ${r.path}`);

describe('YouTube channels', () => {
  it('get asks every part for "*" and answers the channel', async () => {
    const { json } = await run({ resource: 'channel', operation: 'get', channelId: MY_CHANNEL, part: ['*'] });
    expect(yt.requests[0]!.query).toEqual({
      part: 'brandingSettings,contentDetails,contentOwnerDetails,id,localizations,snippet,statistics,status,topicDetails',
      id: MY_CHANNEL,
    });
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({
      kind: 'youtube#channel',
      id: MY_CHANNEL,
      snippet: { title: 'Weft Test Channel' },
      statistics: { videoCount: '3' },
    });
  });

  it('getAll lists the signed-in channel (mine) unless a filter names others', async () => {
    const mine = await run({
      resource: 'channel',
      operation: 'getAll',
      part: ['snippet'],
      limit: 5,
      filters: {},
      options: {},
    });
    expect(yt.requests[0]!.query).toEqual({ part: 'snippet', mine: 'true', maxResults: '5' });
    expect(mine.json.map((c) => c.id)).toEqual([MY_CHANNEL]);
    const other = await run({
      resource: 'channel',
      operation: 'getAll',
      part: ['id'],
      returnAll: true,
      filters: { forUsername: 'other' },
      options: {},
    });
    expect(yt.requests[1]!.query).toEqual({ part: 'id', forUsername: 'other', maxResults: '100' });
    expect(other.json).toEqual([{ kind: 'youtube#channel', etag: expect.any(String), id: 'UCOtherChannel0000000001' }]);
  });

  it('update sends the branding settings set, under part=brandingSettings', async () => {
    const { json } = await run({
      resource: 'channel',
      operation: 'update',
      channelId: MY_CHANNEL,
      updateFields: {
        brandingSettingsUi: {
          channelSettingsValues: {
            channel: {
              description: 'Videos about Weft',
              keywords: 'weft workflows',
              moderateComments: false,
              showRelatedChannels: true,
            },
          },
        },
      },
    });
    expect(yt.requests[0]).toMatchObject({
      method: 'PUT',
      path: '/youtube/v3/channels',
      query: { part: 'brandingSettings' },
    });
    expect(yt.requests[0]!.body).toEqual({
      id: MY_CHANNEL,
      brandingSettings: {
        channel: { description: 'Videos about Weft', keywords: 'weft workflows', showRelatedChannels: true },
        image: {},
      },
    });
    expect(json[0]).toMatchObject({
      id: MY_CHANNEL,
      brandingSettings: {
        channel: { description: 'Videos about Weft', keywords: 'weft workflows', showRelatedChannels: true },
      },
    });
  });

  it('uploadBanner sends the image, then sets its URL as the banner', async () => {
    const png = { data: Buffer.from('banner-bytes').toString('base64'), mimeType: 'image/png', fileName: 'banner.png' };
    const { json } = await run(
      { resource: 'channel', operation: 'uploadBanner', channelId: MY_CHANNEL, binaryProperty: 'data' },
      { items: [{ json: {}, binary: { data: png } }] },
    );
    expect(calls()).toEqual(['POST /upload/youtube/v3/channelBanners/insert', 'PUT /youtube/v3/channels']);
    expect(yt.requests[0]).toMatchObject({ bytes: 12, headers: { 'content-type': 'image/png' } });
    expect(yt.requests[1]!.body).toEqual({
      id: MY_CHANNEL,
      brandingSettings: { image: { bannerExternalUrl: 'https://yt3.googleusercontent.com/weft-banner-0001' } },
    });
    expect(json[0]).toMatchObject({
      brandingSettings: { image: { bannerExternalUrl: 'https://yt3.googleusercontent.com/weft-banner-0001' } },
    });
    const none = await run({
      resource: 'channel',
      operation: 'uploadBanner',
      channelId: MY_CHANNEL,
      binaryProperty: 'data',
    });
    expect(none.error?.message).toMatch(/expects the node's input data to contain a binary file 'data'/);
  });
});

describe('YouTube playlists', () => {
  it('getAll (mine) with a limit, and returnAll following the pages', async () => {
    const some = await run({
      resource: 'playlist',
      operation: 'getAll',
      part: ['snippet'],
      limit: 1,
      filters: {},
      options: {},
    });
    expect(yt.requests[0]!.query).toEqual({ part: 'snippet', mine: 'true', maxResults: '1' });
    expect(some.json.map((p) => p.snippet.title)).toEqual(['Favourites']);
    yt.maxPageSize = 1;
    const all = await run({
      resource: 'playlist',
      operation: 'getAll',
      part: ['*'],
      returnAll: true,
      filters: {},
      options: {},
    });
    expect(all.json.map((p) => [p.snippet.title, p.status.privacyStatus, p.contentDetails.itemCount])).toEqual([
      ['Favourites', 'public', 2],
      ['Talks', 'unlisted', 0],
    ]);
    expect(yt.requests.slice(1).map((r) => [r.query.maxResults, r.query.pageToken])).toEqual([
      ['100', undefined],
      ['100', 'CAEQAA'],
    ]);
  });

  it('create sends the title, tags and language (a description only moves the privacy into the snippet, as n8n)', async () => {
    const { json } = await run({
      resource: 'playlist',
      operation: 'create',
      title: 'Tutorials',
      options: { tags: 'how-to,weft', description: 'Step by step', privacyStatus: 'private', defaultLanguage: 'en' },
    });
    expect(yt.requests[0]).toMatchObject({ method: 'POST', path: '/youtube/v3/playlists', query: { part: 'snippet' } });
    expect(yt.requests[0]!.body).toEqual({
      snippet: { title: 'Tutorials', tags: ['how-to', 'weft'], privacyStatus: 'private', defaultLanguage: 'en' },
    });
    expect(json[0]).toMatchObject({
      kind: 'youtube#playlist',
      id: 'PLWeft0000000000000000000000000001',
      snippet: { title: 'Tutorials', tags: ['how-to', 'weft'], description: '' },
    });
  });

  it('get, update and delete (the ID of a delete goes in the body)', async () => {
    const got = await run({
      resource: 'playlist',
      operation: 'get',
      playlistId: 'PLWeftTalks00000000000000000000001',
      part: ['snippet', 'status'],
      options: {},
    });
    expect(got.json).toEqual([
      expect.objectContaining({ id: 'PLWeftTalks00000000000000000000001', status: { privacyStatus: 'unlisted' } }),
    ]);
    const updated = await run({
      resource: 'playlist',
      operation: 'update',
      playlistId: 'PLWeftTalks00000000000000000000001',
      title: 'Conference talks',
      updateFields: { privacyStatus: 'public', description: 'From 2025' },
    });
    expect(yt.requests[1]).toMatchObject({
      method: 'PUT',
      query: { part: 'snippet, status' },
      body: {
        id: 'PLWeftTalks00000000000000000000001',
        snippet: { title: 'Conference talks', description: 'From 2025' },
        status: { privacyStatus: 'public' },
      },
    });
    expect(updated.json[0]).toMatchObject({
      snippet: { title: 'Conference talks', description: 'From 2025' },
      status: { privacyStatus: 'public' },
    });
    const gone = await run({
      resource: 'playlist',
      operation: 'delete',
      playlistId: 'PLWeftTalks00000000000000000000001',
      options: {},
    });
    expect(yt.requests[2]).toMatchObject({
      method: 'DELETE',
      path: '/youtube/v3/playlists',
      query: {},
      body: { id: 'PLWeftTalks00000000000000000000001' },
    });
    expect(gone.json).toEqual([{ success: true }]);
    expect(yt.playlists.has('PLWeftTalks00000000000000000000001')).toBe(false);
  });

  it('get of a playlist that does not exist answers no item', async () => {
    const { json, error } = await run({
      resource: 'playlist',
      operation: 'get',
      playlistId: 'PLnope',
      part: ['*'],
      options: {},
    });
    expect(error).toBeUndefined();
    expect(json).toEqual([]);
  });
});

describe('YouTube playlist items', () => {
  it('add puts a video in a playlist with its note and position', async () => {
    const { json } = await run({
      resource: 'playlistItem',
      operation: 'add',
      playlistId: 'PLWeftFavourites000000000000000001',
      videoId: 'vidOther001',
      options: { position: 1, note: 'guest' },
    });
    expect(yt.requests[0]).toMatchObject({ method: 'POST', query: { part: 'snippet, contentDetails' } });
    expect(yt.requests[0]!.body).toEqual({
      snippet: {
        playlistId: 'PLWeftFavourites000000000000000001',
        resourceId: { kind: 'youtube#video', videoId: 'vidOther001' },
        position: 1,
      },
      contentDetails: { note: 'guest' },
    });
    expect(json[0]).toMatchObject({
      kind: 'youtube#playlistItem',
      snippet: { position: 1, title: 'Other launch', resourceId: { videoId: 'vidOther001' } },
      contentDetails: { note: 'guest' },
    });
    expect(yt.playlists.get('PLWeftFavourites000000000000000001')!.items.map((i) => i.videoId)).toEqual([
      'vidLaunch01',
      'vidOther001',
      'vidDemo0001',
    ]);
  });

  it('getAll with a limit, get and delete', async () => {
    const list = await run({
      resource: 'playlistItem',
      operation: 'getAll',
      playlistId: 'PLWeftFavourites000000000000000001',
      part: ['snippet'],
      limit: 1,
      options: {},
    });
    expect(yt.requests[0]!.query).toEqual({
      playlistId: 'PLWeftFavourites000000000000000001',
      part: 'snippet',
      maxResults: '1',
    });
    expect(list.json.map((i) => i.snippet.resourceId.videoId)).toEqual(['vidLaunch01']);
    const id = list.json[0]!.id as string;
    const got = await run({ resource: 'playlistItem', operation: 'get', playlistItemId: id, part: ['*'], options: {} });
    expect(yt.requests[1]!.query).toEqual({ part: 'contentDetails,id,snippet,status', id });
    expect(got.json[0]).toMatchObject({
      id,
      contentDetails: { videoId: 'vidLaunch01' },
      status: { privacyStatus: 'public' },
    });
    const gone = await run({ resource: 'playlistItem', operation: 'delete', playlistItemId: id, options: {} });
    expect(yt.requests[2]).toMatchObject({ method: 'DELETE', body: { id } });
    expect(gone.json).toEqual([{ success: true }]);
  });

  it("adding a missing video fails with YouTube's 404; continueOnFail answers an error item and goes on", async () => {
    const failed = await run({
      resource: 'playlistItem',
      operation: 'add',
      playlistId: 'PLWeftFavourites000000000000000001',
      videoId: 'nope',
      options: {},
    });
    expect(failed.error?.message).toBe('The resource you are requesting could not be found');
    expect(failed.error?.description).toMatch(/video to add to the playlist cannot be found/);
    expect(failed.error?.node?.name).toBe('YouTube');
    const cont = await run(
      {
        resource: 'playlistItem',
        operation: 'add',
        playlistId: 'PLWeftTalks00000000000000000000001',
        videoId: '={{ $json.v }}',
        options: {},
      },
      { items: [{ json: { v: 'nope' } }, { json: { v: 'vidDemo0001' } }], onError: CONTINUE },
    );
    expect(cont.json[0]).toEqual({ error: 'The resource you are requesting could not be found' });
    expect(cont.items[1]).toMatchObject({
      json: { snippet: { resourceId: { videoId: 'vidDemo0001' } } },
      pairedItem: { item: 1 },
    });
  });
});

describe('YouTube videos', () => {
  it("getAll searches the channel's own videos, with a limit", async () => {
    const { json } = await run({ resource: 'video', operation: 'getAll', limit: 2, filters: {}, options: {} });
    expect(yt.requests[0]).toMatchObject({
      path: '/youtube/v3/search',
      query: { part: 'snippet', type: 'video', forMine: 'true', maxResults: '2' },
    });
    expect(json.map((r) => r.id.videoId)).toEqual(['vidLaunch01', 'vidDemo0001']);
    expect(json[0]).toMatchObject({
      kind: 'youtube#searchResult',
      snippet: { title: 'Launch day', channelTitle: 'Weft Test Channel' },
    });
  });

  it("getAll with filters searches every public video; dates are set in the workflow's time zone", async () => {
    const { json } = await run({
      resource: 'video',
      operation: 'getAll',
      returnAll: true,
      filters: { q: 'launch', publishedAfter: '2025-01-15T00:00:00' },
      options: { order: 'date' },
    });
    expect(yt.requests[0]!.query).toEqual({
      part: 'snippet',
      type: 'video',
      order: 'date',
      q: 'launch',
      publishedAfter: '2025-01-15T00:00:00.000Z',
      maxResults: '100',
    });
    expect(json.map((r) => r.id.videoId)).toEqual(['vidOther001']);
    const bad = await run({
      resource: 'video',
      operation: 'getAll',
      limit: 5,
      filters: { publishedBefore: 'soon' },
      options: {},
    });
    expect(bad.error?.message).toBe('The value "soon" is not a valid DateTime.');
    const both = await run({
      resource: 'video',
      operation: 'getAll',
      limit: 5,
      filters: { relatedToVideoId: 'vidDemo0001', forDeveloper: false },
      options: {},
    });
    expect(both.error?.message).toBe(
      "When using the parameter 'related to video' the parameter 'for developer' cannot be set",
    );
  });

  it('get answers the video, and no item for a video that does not exist', async () => {
    const got = await run({
      resource: 'video',
      operation: 'get',
      videoId: 'vidDemo0001',
      part: ['snippet', 'statistics'],
      options: {},
    });
    expect(yt.requests[0]!.query).toEqual({ part: 'snippet,statistics', id: 'vidDemo0001' });
    expect(got.json).toEqual([
      expect.objectContaining({
        id: 'vidDemo0001',
        snippet: expect.objectContaining({ title: 'Product demo' }),
        statistics: expect.objectContaining({ viewCount: '80' }),
      }),
    ]);
    const missing = await run({ resource: 'video', operation: 'get', videoId: 'nope', part: ['*'], options: {} });
    expect(missing.error).toBeUndefined();
    expect(missing.json).toEqual([]);
  });

  it('query parameters accumulate over the items of a run, as in n8n', async () => {
    await run(
      {
        resource: 'video',
        operation: 'get',
        videoId: '={{ $json.id }}',
        part: ['id'],
        options: '={{ $json.options }}',
      },
      {
        items: [
          { json: { id: 'vidDemo0001', options: { onBehalfOfContentOwner: 'acme' } } },
          { json: { id: 'vidLaunch01', options: {} } },
        ],
      },
    );
    expect(yt.requests.map((r) => r.query)).toEqual([
      { part: 'id', id: 'vidDemo0001', onBehalfOfContentOwner: 'acme' },
      { part: 'id', id: 'vidLaunch01', onBehalfOfContentOwner: 'acme' },
    ]);
  });

  it('rate and delete send their parameters in the body and answer success; a missing video is a 404', async () => {
    const liked = await run({ resource: 'video', operation: 'rate', videoId: 'vidDemo0001', rating: 'like' });
    expect(yt.requests[0]).toMatchObject({
      method: 'POST',
      path: '/youtube/v3/videos/rate',
      query: {},
      body: { id: 'vidDemo0001', rating: 'like' },
    });
    expect(liked.json).toEqual([{ success: true }]);
    expect(yt.videos.get('vidDemo0001')!.likeCount).toBe(1);
    const missing = await run({ resource: 'video', operation: 'rate', videoId: 'nope', rating: 'like' });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
    const gone = await run({ resource: 'video', operation: 'delete', videoId: 'vidDemo0001', options: {} });
    expect(gone.json).toEqual([{ success: true }]);
    expect(yt.videos.has('vidDemo0001')).toBe(false);
  });

  it('update sends title, category and the fields set', async () => {
    const { json } = await run({
      resource: 'video',
      operation: 'update',
      videoId: 'vidLaunch01',
      title: 'Launch day (recap)',
      regionCode: 'US',
      categoryId: '28',
      updateFields: {
        tags: 'launch,recap',
        privacyStatus: 'unlisted',
        embeddable: false,
        recordingDate: '2025-01-09T00:00:00Z',
      },
    });
    expect(yt.requests[0]).toMatchObject({
      method: 'PUT',
      path: '/youtube/v3/videos',
      query: { part: 'snippet, status, recordingDetails' },
    });
    expect(yt.requests[0]!.body).toEqual({
      id: 'vidLaunch01',
      snippet: { title: 'Launch day (recap)', categoryId: '28', tags: ['launch', 'recap'] },
      status: { privacyStatus: 'unlisted' },
      recordingDetails: { recordingDate: '2025-01-09T00:00:00Z' },
    });
    expect(json[0]).toMatchObject({
      snippet: { title: 'Launch day (recap)', categoryId: '28', tags: ['launch', 'recap'], description: '' },
      status: { privacyStatus: 'unlisted' },
      recordingDetails: { recordingDate: '2025-01-09T00:00:00Z' },
    });
  });

  it('upload opens a resumable session and sends the bytes in 1 MiB chunks', async () => {
    const size = 2.5 * 1024 * 1024;
    const bytes = Buffer.alloc(size, 7);
    const video = { data: bytes.toString('base64'), mimeType: 'video/mp4', fileName: 'clip.mp4' };
    const { json, error } = await run(
      {
        resource: 'video',
        operation: 'upload',
        title: 'Clip',
        regionCode: 'US',
        categoryId: '22',
        binaryProperty: 'data',
        options: { description: 'A clip', tags: 'a,b', privacyStatus: 'unlisted', notifySubscribers: true },
      },
      { items: [{ json: {}, binary: { data: video } }] },
    );
    expect(error).toBeUndefined();
    expect(calls()).toEqual([
      'POST /upload/youtube/v3/videos',
      'PUT /upload/youtube/v3/videos',
      'PUT /upload/youtube/v3/videos',
      'PUT /upload/youtube/v3/videos',
    ]);
    const [open, ...chunks] = yt.requests;
    expect(open!.query).toEqual({
      uploadType: 'resumable',
      part: 'snippet,status,recordingDetails',
      notifySubscribers: 'true',
    });
    expect(open!.headers).toMatchObject({
      'x-upload-content-length': String(size),
      'x-upload-content-type': 'video/mp4',
    });
    expect(open!.body).toEqual({
      snippet: { title: 'Clip', categoryId: '22', description: 'A clip', tags: ['a', 'b'] },
      status: { privacyStatus: 'unlisted' },
      recordingDetails: {},
    });
    expect(chunks.map((c) => c.headers['content-range'])).toEqual([
      `bytes 0-1048575/${size}`,
      `bytes 1048576-2097151/${size}`,
      `bytes 2097152-${size - 1}/${size}`,
    ]);
    expect(chunks.every((c) => c.headers.authorization === undefined)).toBe(true);
    expect(json).toEqual([{ uploadId: 'vidWeft0001' }]);
    expect(yt.videos.get('vidWeft0001')).toMatchObject({
      title: 'Clip',
      privacyStatus: 'unlisted',
      uploadStatus: 'uploaded',
      mimeType: 'video/mp4',
    });
    expect(Buffer.compare(yt.videos.get('vidWeft0001')!.bytes!, bytes)).toBe(0);
  });
});

describe('YouTube video categories and errors', () => {
  it('getAll asks once and cuts to the limit', async () => {
    const { json } = await run({ resource: 'videoCategory', operation: 'getAll', regionCode: 'DE', limit: 3 });
    expect(yt.requests[0]!.query).toEqual({ regionCode: 'DE', part: 'snippet' });
    expect(json.map((c) => c.snippet.title)).toEqual(['Film & Animation', 'Autos & Vehicles', 'Music']);
  });

  it('a refused token is renewed once with the refresh token; 503 is retried', async () => {
    yt.failures.push({ status: 503 });
    const retried = await run({
      resource: 'video',
      operation: 'get',
      videoId: 'vidDemo0001',
      part: ['id'],
      options: {},
    });
    expect(retried.json).toHaveLength(1);
    yt.rejectedTokens.add('old');
    const refused = await run(
      { resource: 'video', operation: 'get', videoId: 'vidDemo0001', part: ['id'], options: {} },
      { credentials: { oauthTokenData: { access_token: 'old' } } },
    );
    expect(refused.error?.message).toBeDefined();
  });
});

describe('YouTube pickers, tool and parameters', () => {
  const ctx = (params: Record<string, unknown> = {}) => {
    const node = {
      id: 'n',
      name: 'YouTube',
      type: 'n8n-nodes-base.youTube',
      typeVersion: 1,
      position: [0, 0],
      parameters: params,
    } as WorkflowNode;
    return {
      getCurrentNodeParameter: (name: string) => params[name],
      getNode: () => node,
      getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
      helpers: { httpRequest: defaultHttpRequest() },
    } as unknown as NodeMethodContext;
  };
  const load = (name: string, c: NodeMethodContext) => youTubeNode[0]!.methods!.loadOptions![name]!.call(c, c);

  it('lists playlists, categories of the region, languages and countries', async () => {
    expect(await load('getPlaylists', ctx())).toEqual([
      { name: 'Favourites', value: 'PLWeftFavourites000000000000000001' },
      { name: 'Talks', value: 'PLWeftTalks00000000000000000000001' },
    ]);
    expect(yt.requests[0]!.query).toEqual({ part: 'snippet', mine: 'true', maxResults: '100' });
    expect((await load('getVideoCategories', ctx({ regionCode: 'FR' }))).slice(0, 2)).toEqual([
      { name: 'Film & Animation', value: '1' },
      { name: 'Autos & Vehicles', value: '2' },
    ]);
    expect(yt.requests[1]!.query).toMatchObject({ regionCode: 'FR', part: 'snippet' });
    expect(await load('getLanguages', ctx())).toContainEqual({ name: 'EN', value: 'en' });
    const countries = countryOptions();
    expect(countries).toHaveLength(249);
    expect(countries).toContainEqual({ name: 'Germany - DE', value: 'DE' });
  });

  it('is offered to agents as youTubeTool 1', () => {
    expect(
      builtinNodeTypes
        .filter((t) => t.description.name === 'weft.youTubeTool')
        .flatMap((t) => [t.description.version].flat()),
    ).toEqual([1]);
  });

  const nodesJson = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
  it.skipIf(!existsSync(nodesJson))(
    "has n8n 1.123's parameters (names, types, defaults, display rules, options)",
    () => {
      type Loose = Record<string, any>;
      const shape = (p: Loose): Loose =>
        JSON.parse(
          JSON.stringify({
            name: p.name,
            type: p.type,
            default: p.default,
            displayOptions: p.displayOptions,
            required: !!p.required,
            typeOptions: p.typeOptions,
            noDataExpression: !!p.noDataExpression,
            values:
              p.type === 'options' || p.type === 'multiOptions'
                ? (p.options ?? []).map((o: Loose) => o.value)
                : undefined,
            options:
              p.type === 'collection'
                ? p.options.map(shape)
                : p.type === 'fixedCollection'
                  ? p.options.map((g: Loose) => ({ name: g.name, values: g.values.map(shape) }))
                  : undefined,
          }),
        );
      const theirs = (JSON.parse(readFileSync(nodesJson, 'utf8')) as Loose[]).find((n) => n.name === 'youTube')!;
      expect(youTubeNode[0]!.description.properties.map((p) => shape(p as Loose))).toEqual(
        (theirs.properties as Loose[]).map(shape),
      );
    },
  );
});
