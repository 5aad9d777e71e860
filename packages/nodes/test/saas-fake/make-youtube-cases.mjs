/**
 * Writes the recordable cases of the YouTube node (typeVersion 1, the only one n8n 1.123 declares)
 * under src/you-tube/conformance-fake/<case>/{workflow.json,seed.json}, with the folder's
 * credentials.json. Record them with `record.sh youtube <dir>`.
 *
 * A case is a chain: a manual trigger, a Code node giving the input items (with binary data when
 * asked), then the nodes under test in order. Seeds are read by families/youtube.mjs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const dir = new URL('../../src/you-tube/conformance-fake/', import.meta.url);
const CREDENTIAL = { id: 'youTube000001', name: 'YouTube account', type: 'youTubeOAuth2Api' };
const TYPE = 'n8n-nodes-base.youTube';
const CONTINUE = 'continueRegularOutput';

const ME = 'UCWeftTestChannel0000001';
const OTHER = 'UCOtherChannel0000000001';
const FAVOURITES = 'PLWeftFavourites000000000000000001';
const TALKS = 'PLWeftTalks00000000000000000000001';
const seed = {
  youtube: {
    channel: { id: ME, title: 'Weft Test Channel', description: 'Workflows, woven', customUrl: '@wefttest', country: 'DE', viewCount: 1200, subscriberCount: 42 },
    channels: [{ id: OTHER, title: 'Other channel', customUrl: '@other' }],
    videos: [
      { id: 'vidLaunch01', title: 'Launch day', description: 'We ship', tags: ['launch'], categoryId: '28', publishedAt: '2025-01-10T09:00:00Z', viewCount: 30 },
      { id: 'vidDemo0001', title: 'Product demo', description: 'How it works', categoryId: '28', publishedAt: '2025-02-01T09:00:00Z', viewCount: 80, likeCount: 4 },
      { id: 'vidPrivate1', title: 'Draft cut', privacyStatus: 'private', publishedAt: '2025-02-15T09:00:00Z' },
      { id: 'vidOther001', title: 'Other launch', channelId: OTHER, publishedAt: '2025-01-20T09:00:00Z', viewCount: 5 },
    ],
    playlists: [
      { id: FAVOURITES, title: 'Favourites', description: 'The best ones', videos: ['vidLaunch01', 'vidDemo0001'] },
      { id: TALKS, title: 'Talks', privacyStatus: 'unlisted' },
      { id: 'PLWeftArchive000000000000000000001', title: 'Archive', privacyStatus: 'private', videos: ['vidPrivate1'] },
    ],
  },
};
/** Many playlists, so that returnAll needs two pages of 50. */
const manyPlaylists = {
  youtube: {
    ...seed.youtube,
    playlists: Array.from({ length: 53 }, (_, n) => ({ id: `PLWeftMany${String(n + 1).padStart(24, '0')}`, title: `Playlist ${n + 1}`, publishedAt: `2025-01-${String((n % 28) + 1).padStart(2, '0')}T08:00:00Z` })),
  },
};

/**
 * One case: `nodes` are `{ name, parameters, onError? }` run in a chain after the items.
 * @param {string} name
 * @param {{ seed?: object, items?: object[], nodes: object[] }} spec
 */
function write(name, { seed: s = seed, items, nodes }) {
  const chain = [{ parameters: {}, id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) chain.push({ parameters: { jsCode: `return ${JSON.stringify(items)};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [200, 0] });
  nodes.forEach((n, k) => {
    const node = { parameters: n.parameters, id: `node-${k + 1}`, name: n.name, type: TYPE, typeVersion: 1, position: [400 + 200 * k, 0], credentials: { [CREDENTIAL.type]: { id: CREDENTIAL.id, name: CREDENTIAL.name } } };
    if (n.onError) node.onError = n.onError;
    chain.push(node);
  });
  const connections = {};
  for (let k = 0; k + 1 < chain.length; k++) connections[chain[k].name] = { main: [[{ node: chain[k + 1].name, type: 'main', index: 0 }]] };
  const caseDir = new URL(`${name}/`, dir);
  mkdirSync(caseDir, { recursive: true });
  writeFileSync(new URL('workflow.json', caseDir), `${JSON.stringify({ name: `you-tube ${name}`, nodes: chain, connections, settings: { executionOrder: 'v1' } }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', caseDir), `${JSON.stringify(s, null, 1)}\n`);
}

// ---------------------------------------------------------------------------------------- playlists
write('playlist-getall-limit', {
  nodes: [{ name: 'Some playlists', parameters: { resource: 'playlist', part: ['snippet', 'status'], limit: 2, filters: {}, options: {} } }],
});
write('playlist-getall-all-pages', {
  seed: manyPlaylists,
  nodes: [{ name: 'All playlists', parameters: { resource: 'playlist', part: ['id', 'snippet'], returnAll: true, filters: {}, options: {} } }],
});
write('playlist-getall-other-channel', {
  nodes: [{ name: 'Their playlists', parameters: { resource: 'playlist', part: ['*'], limit: 5, filters: { channelId: ME }, options: {} } }],
});
write('playlist-create-get-update-delete', {
  nodes: [
    { name: 'Create', parameters: { resource: 'playlist', operation: 'create', title: 'Tutorials', options: { tags: 'how-to,weft', privacyStatus: 'private', defaultLanguage: 'en' } } },
    { name: 'Get', parameters: { resource: 'playlist', operation: 'get', playlistId: '={{ $json.id }}', part: ['*'], options: {} } },
    { name: 'Update', parameters: { resource: 'playlist', operation: 'update', playlistId: '={{ $json.id }}', title: 'Tutorials 2025', updateFields: { description: 'Step by step', privacyStatus: 'unlisted', tags: 'weft' } } },
    { name: 'Delete', parameters: { resource: 'playlist', operation: 'delete', playlistId: '={{ $json.id }}', options: {} } },
  ],
});
write('playlist-create-with-description', {
  nodes: [{ name: 'Create', parameters: { resource: 'playlist', operation: 'create', title: 'Guides', options: { description: 'Not sent by n8n', privacyStatus: 'public' } } }],
});

// ----------------------------------------------------------------------------------- playlist items
write('playlist-item-add-and-list', {
  nodes: [
    { name: 'Add', parameters: { resource: 'playlistItem', playlistId: FAVOURITES, videoId: 'vidOther001', options: { position: 1, note: 'guest video' } } },
    { name: 'Items', parameters: { resource: 'playlistItem', operation: 'getAll', playlistId: FAVOURITES, part: ['snippet', 'contentDetails'], limit: 2, options: {} } },
  ],
});
write('playlist-item-getall-all-get-delete', {
  nodes: [
    { name: 'All items', parameters: { resource: 'playlistItem', operation: 'getAll', playlistId: FAVOURITES, part: ['*'], returnAll: true, options: {} } },
    { name: 'Get', parameters: { resource: 'playlistItem', operation: 'get', playlistItemId: '={{ $json.id }}', part: ['id', 'snippet'], options: {} } },
    { name: 'Delete', parameters: { resource: 'playlistItem', operation: 'delete', playlistItemId: '={{ $json.id }}', options: {} } },
  ],
});
write('playlist-item-add-missing-video-continue', {
  items: [{ json: { video: 'missingVid1' } }, { json: { video: 'vidDemo0001' } }],
  nodes: [{ name: 'Add', onError: CONTINUE, parameters: { resource: 'playlistItem', playlistId: TALKS, videoId: '={{ $json.video }}', options: {} } }],
});
write('playlist-item-add-missing-video-stops', {
  nodes: [{ name: 'Add', parameters: { resource: 'playlistItem', playlistId: TALKS, videoId: 'missingVid1', options: {} } }],
});

// ------------------------------------------------------------------------------------------- videos
write('video-getall-limit', {
  nodes: [{ name: 'My videos', parameters: { resource: 'video', limit: 2, filters: {}, options: {} } }],
});
write('video-getall-search-all', {
  nodes: [{ name: 'Search', parameters: { resource: 'video', returnAll: true, filters: { q: 'launch', publishedAfter: '2025-01-01T00:00:00Z' }, options: { order: 'date' } } }],
});
write('video-get-and-missing', {
  items: [{ json: { id: 'vidDemo0001' } }, { json: { id: 'missingVid1' } }, { json: { id: 'vidLaunch01' } }],
  nodes: [{ name: 'Get', parameters: { resource: 'video', operation: 'get', videoId: '={{ $json.id }}', part: ['*'], options: {} } }],
});
write('video-rate-missing-continue', {
  items: [{ json: { id: 'missingVid1' } }, { json: { id: 'vidDemo0001' } }],
  nodes: [
    { name: 'Rate', onError: CONTINUE, parameters: { resource: 'video', operation: 'rate', videoId: '={{ $json.id }}', rating: 'like' } },
    { name: 'Check', parameters: { resource: 'video', operation: 'get', videoId: 'vidDemo0001', part: ['statistics'], options: {} } },
  ],
});
write('video-rate-missing-stops', {
  nodes: [{ name: 'Rate', parameters: { resource: 'video', operation: 'rate', videoId: 'missingVid1', rating: 'dislike' } }],
});
write('video-update-and-delete', {
  nodes: [
    { name: 'Update', parameters: { resource: 'video', operation: 'update', videoId: 'vidLaunch01', title: 'Launch day (recap)', regionCode: 'US', categoryId: '28', updateFields: { description: 'What we shipped', tags: 'launch,recap', privacyStatus: 'unlisted' } } },
    { name: 'Delete', parameters: { resource: 'video', operation: 'delete', videoId: 'vidDemo0001', options: {} } },
  ],
});
write('video-upload', {
  items: [{ json: { title: 'Short clip' }, binary: { data: { data: Buffer.from('not really an mp4, but bytes all the same').toString('base64'), mimeType: 'video/mp4', fileName: 'clip.mp4', fileExtension: 'mp4' } } }],
  nodes: [
    { name: 'Upload', parameters: { resource: 'video', operation: 'upload', title: '={{ $json.title }}', regionCode: 'US', categoryId: '22', options: { description: 'Uploaded by a workflow', tags: 'clip,test', privacyStatus: 'private', selfDeclaredMadeForKids: false } } },
    { name: 'Get uploaded', parameters: { resource: 'video', operation: 'get', videoId: '={{ $json.uploadId }}', part: ['snippet', 'status'], options: {} } },
  ],
});

// ----------------------------------------------------------------------------- channels, categories
write('channel-get-getall', {
  nodes: [
    { name: 'Mine', parameters: { part: ['*'], limit: 5, filters: {}, options: {} } },
    { name: 'Get', parameters: { operation: 'get', channelId: OTHER, part: ['snippet', 'statistics'] } },
  ],
});
write('channel-update-and-banner', {
  items: [{ json: {}, binary: { data: { data: Buffer.from('banner image bytes').toString('base64'), mimeType: 'image/png', fileName: 'banner.png', fileExtension: 'png' } } }],
  nodes: [
    { name: 'Banner', parameters: { operation: 'uploadBanner', channelId: ME } },
    { name: 'Update', parameters: { operation: 'update', channelId: ME, updateFields: { brandingSettingsUi: { channelSettingsValues: { channel: { description: 'New description', keywords: 'weft workflows', showRelatedChannels: true } } } } } },
  ],
});
write('video-category-getall', {
  nodes: [
    { name: 'Some', parameters: { resource: 'videoCategory', regionCode: 'DE', limit: 1 } },
    { name: 'All', parameters: { resource: 'videoCategory', regionCode: 'US', returnAll: true } },
  ],
});

mkdirSync(dir, { recursive: true });
const credentials = [{ ...CREDENTIAL, data: { clientId: 'weft-test', clientSecret: 'weft-test', oauthTokenData: { access_token: 'tok', token_type: 'Bearer' } } }];
writeFileSync(new URL('credentials.json', dir), `${JSON.stringify(credentials, null, 1)}\n`);
