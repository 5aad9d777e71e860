/**
 * Writes the Spotify cases recorded from n8n against the Spotify fake (families/spotify.mjs) under
 * src/spotify/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json: player
 * commands, recently played, albums, artists, playlists (create, add, get, tracks over two pages,
 * remove, the user's playlists), tracks, the library, followed artists, searches with a limit and
 * every page, and errors with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18491 bash test/saas-fake/record-unlocked.sh spotify src/spotify/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const CREDENTIAL = { id: 'sPoTiFyOaUtH0001', name: 'Spotify account', type: 'spotifyOAuth2Api' };
// Counted ids of the fake's default seed.
const ID = (n) => `weft${String(n).padStart(18, '0')}`;
const LOOMS = ID(1), WARP = ID(2), SHUTTLE = ID(3), HEDDLE = ID(4), ADA = ID(9), NOTE_G = ID(11), FOCUS = ID(14);

function workflow(steps, { items, tail, seed } = {}) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, { name, parameters, onError, once }] of steps.entries()) {
    nodes.push({
      parameters, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.spotify', typeVersion: 1, position: [440 + 220 * i, 0],
      credentials: { spotifyOAuth2Api: { id: CREDENTIAL.id, name: CREDENTIAL.name } }, ...(onError ? { onError } : {}), ...(once ? { executeOnce: true } : {}),
    });
  }
  if (tail) nodes.push({ parameters: {}, id: 'done', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [440 + 220 * steps.length, 0] });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { workflow: { nodes, connections, settings: { executionOrder: 'v1' } }, seed };
}

const cases = {
  'player-1': workflow([
    { name: 'Pause', parameters: { operation: 'pause' } },
    { name: 'Resume', parameters: { operation: 'resume' } },
    { name: 'Volume', parameters: { operation: 'volume', volumePercent: 30 } },
    { name: 'Next', parameters: { operation: 'nextSong' } },
    { name: 'Previous', parameters: { operation: 'previousSong' } },
    { name: 'Queue', parameters: { operation: 'addSongToQueue', id: `spotify:track:${HEDDLE}` } },
    { name: 'Play album', parameters: { operation: 'startMusic', id: `spotify:album:${WARP}` } },
    { name: 'Now playing', parameters: { operation: 'currentlyPlaying' } },
  ]),
  'player-recently-played-1': workflow([
    { name: 'Recent', parameters: { operation: 'recentlyPlayed', limit: 2 } },
    { name: 'All recent', once: true, parameters: { operation: 'recentlyPlayed', returnAll: true } },
  ]),
  'album-1': workflow([
    { name: 'Album', parameters: { resource: 'album', id: `spotify:album:${WARP}` } },
    { name: 'Tracks', parameters: { resource: 'album', operation: 'getTracks', id: WARP, limit: 2 } },
    { name: 'New releases', once: true, parameters: { resource: 'album', operation: 'getNewReleases', limit: 2, filters: { country: 'GB' } } },
    { name: 'Search', once: true, parameters: { resource: 'album', operation: 'search', query: 'a', limit: 5, filters: { market: 'GB' } } },
  ]),
  'album-all-1': workflow([
    { name: 'Tracks', parameters: { resource: 'album', operation: 'getTracks', id: WARP, returnAll: true } },
    { name: 'New releases', once: true, parameters: { resource: 'album', operation: 'getNewReleases', returnAll: true, filters: {} } },
    { name: 'Search', once: true, parameters: { resource: 'album', operation: 'search', query: 'o', returnAll: true, filters: {} } },
  ]),
  'artist-1': workflow([
    { name: 'Artist', parameters: { resource: 'artist', id: `spotify:artist:${LOOMS}` } },
    { name: 'Albums', parameters: { resource: 'artist', operation: 'getAlbums', id: LOOMS, limit: 1 } },
    { name: 'Related', parameters: { resource: 'artist', operation: 'getRelatedArtists', id: LOOMS } },
    { name: 'Top tracks', parameters: { resource: 'artist', operation: 'getTopTracks', id: ADA, country: 'GB' } },
    { name: 'Search', once: true, parameters: { resource: 'artist', operation: 'search', query: 'the', returnAll: true, filters: {} } },
  ]),
  'playlist-1': workflow([
    { name: 'Create', parameters: { resource: 'playlist', operation: 'create', name: 'Road trip', additionalFields: { description: 'Long drives', public: false } } },
    { name: 'Add', parameters: { resource: 'playlist', id: '={{ $json.uri }}', trackID: `spotify:track:${SHUTTLE}`, additionalFields: { position: 0 } } },
    { name: 'Add again', parameters: { resource: 'playlist', id: ID(15), trackID: `spotify:track:${NOTE_G}`, additionalFields: {} } },
    { name: 'Get', parameters: { resource: 'playlist', operation: 'get', id: `spotify:playlist:${ID(15)}` } },
    { name: 'Remove', parameters: { resource: 'playlist', operation: 'delete', id: ID(15), trackID: `spotify:track:${SHUTTLE}` } },
    { name: 'Tracks', parameters: { resource: 'playlist', operation: 'getTracks', id: ID(15), limit: 10 } },
    { name: 'Mine', once: true, parameters: { resource: 'playlist', operation: 'getUserPlaylists', limit: 10 } },
  ]),
  'playlist-pages-1': workflow([
    { name: 'Tracks', parameters: { resource: 'playlist', operation: 'getTracks', id: FOCUS, returnAll: true } },
    { name: 'Search', once: true, parameters: { resource: 'playlist', operation: 'search', query: 'foc', limit: 3, filters: {} } },
    { name: 'Mine', once: true, parameters: { resource: 'playlist', operation: 'getUserPlaylists', returnAll: true } },
  ], { seed: { spotify: { playlists: [{ name: 'Focus', description: 'Deep work', tracks: ['Shuttle'], extraTracks: 120 }] } } }),
  'track-1': workflow([
    { name: 'Track', parameters: { resource: 'track', operation: 'get', id: `spotify:track:${NOTE_G}` } },
    { name: 'Features', parameters: { resource: 'track', operation: 'getAudioFeatures', id: NOTE_G } },
    { name: 'Search', parameters: { resource: 'track', operation: 'search', query: 'e', limit: 3, filters: { market: 'US' } } },
    { name: 'Search all', once: true, parameters: { resource: 'track', operation: 'search', query: 'e', returnAll: true, filters: {} } },
  ]),
  'library-following-1': workflow([
    { name: 'Liked', parameters: { resource: 'library', operation: 'getLikedTracks', limit: 2 } },
    { name: 'All liked', once: true, parameters: { resource: 'library', operation: 'getLikedTracks', returnAll: true } },
    { name: 'Following', once: true, parameters: { resource: 'myData', operation: 'getFollowingArtists', limit: 1 } },
    { name: 'All following', once: true, parameters: { resource: 'myData', operation: 'getFollowingArtists', returnAll: true } },
  ]),
  'error-unknown-track-1': workflow([{ name: 'Track', parameters: { resource: 'track', operation: 'get', id: ID(99) } }]),
  'error-continue-1': workflow([
    { name: 'Track', onError: 'continueRegularOutput', parameters: { resource: 'track', operation: 'get', id: '={{ $json.id }}' } },
  ], { items: [{ id: 'not-an-id' }, { id: `spotify:track:${HEDDLE}` }], tail: true }),
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([{
  ...CREDENTIAL,
  data: {
    server: 'https://api.spotify.com/', grantType: 'authorizationCode', authUrl: 'https://accounts.spotify.com/authorize', accessTokenUrl: 'https://accounts.spotify.com/api/token',
    clientId: 'weft-client', clientSecret: 'weft-secret', scope: 'user-read-playback-state', authQueryParameters: '', authentication: 'header',
    oauthTokenData: { access_token: 'weft-spotify-oauth-token-0001', token_type: 'Bearer' },
  },
}], null, 1));
for (const [name, { workflow: wf, seed }] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Spotify ${name}`, ...wf }, null, 1));
  if (seed) writeFileSync(new URL('seed.json', dir), JSON.stringify(seed, null, 1));
}
console.log(Object.keys(cases).length, 'cases');
