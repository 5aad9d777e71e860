/**
 * A loopback Spotify Web API (https://developer.spotify.com/documentation/web-api, `/v1/…`) over
 * in-memory state, for tests and for recording n8n:
 *
 * - player: `PUT /me/player/pause|play|volume`, `POST /me/player/next|previous|queue`,
 *   `GET /me/player/currently-playing`, `GET /me/player/recently-played` (cursor pages);
 * - albums: `GET /albums/{id}`, `GET /albums/{id}/tracks`, `GET /browse/new-releases`;
 * - artists: `GET /artists/{id}`, `/albums`, `/related-artists`, `/top-tracks`;
 * - playlists: `GET /me/playlists`, `POST /me/playlists`, `GET /playlists/{id}`,
 *   `GET|POST|DELETE /playlists/{id}/tracks`;
 * - tracks: `GET /tracks/{id}`, `GET /audio-features/{id}`; `GET /search` (album, artist,
 *   playlist, track); library: `GET /me/tracks`; `GET /me/following?type=artist` (cursor pages).
 *
 * Lists are Spotify's paging objects (`limit` default 20, playlists' tracks 100; `offset`; `next`
 * as an absolute https://api.spotify.com URL, whatever origin served the call, so recordings and
 * replays answer the same). Requests sign in with `Authorization: Bearer TOKEN`; refusals have
 * Spotify's shape (`{ error: { status, message } }`). Ids are counted (22 characters), so two fakes
 * given the same calls answer the same. `state.calls` logs each request; answers pushed on
 * `state.failures` (`{ status, retryAfter? }`) are given first, one a request.
 *
 * `createSpotifyFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const TOKEN = 'weft-spotify-oauth-token-0001';
const API = 'https://api.spotify.com/v1';

class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));

const DEFAULT_SEED = {
  artists: [
    { name: 'The Looms', genres: ['indie rock'], albums: [{ name: 'Warp and Weft', release_date: '2024-03-01', tracks: ['Shuttle', 'Heddle', 'Selvedge'] }, { name: 'Bobbin', release_date: '2025-09-12', tracks: ['Spool', 'Thread'] }] },
    { name: 'Ada and the Engines', genres: ['synthpop'], albums: [{ name: 'Analytical', release_date: '2025-11-20', tracks: ['Note G', 'Bernoulli', 'Difference'] }] },
  ],
  playlists: [{ name: 'Focus', description: 'Deep work', tracks: ['Shuttle', 'Note G'] }],
  liked: ['Heddle', 'Bernoulli', 'Spool'],
  followed: ['The Looms', 'Ada and the Engines'],
  recentlyPlayed: ['Thread', 'Shuttle', 'Difference'],
};

/**
 * Seed: `{ artists?: [{ name, genres?, albums?: [{ name, release_date?, tracks: [name] }] }],
 * playlists?: [{ name, description?, tracks?: [track name], extraTracks?: number }], liked?: [track name],
 * followed?: [artist name], recentlyPlayed?: [track name] }`.
 */
export function createSpotifyFake(seed = {}) {
  const s = { ...DEFAULT_SEED, ...seed };
  let counter = 0;
  const newId = () => `weft${String(++counter).padStart(18, '0')}`;
  let clock = Date.parse('2026-01-05T10:00:00.000Z');
  const at = () => new Date((clock += 60_000)).toISOString().replace('.000Z', 'Z');
  const me = { display_name: 'Ada', external_urls: { spotify: 'https://open.spotify.com/user/ada' }, href: `${API}/users/ada`, id: 'ada', type: 'user', uri: 'spotify:user:ada' };
  const state = { artists: [], albums: [], tracks: [], playlists: [], liked: [], followed: [], recentlyPlayed: [], player: { is_playing: true, volume_percent: 70, context_uri: null, queue: [], position: 0 }, calls: [], failures: [] };

  const links = (kind, id) => ({ external_urls: { spotify: `https://open.spotify.com/${kind}/${id}` }, href: `${API}/${kind}s/${id}`, id, type: kind, uri: `spotify:${kind}:${id}` });
  for (const [a, sa] of (s.artists ?? []).entries()) {
    const artist = { ...links('artist', newId()), name: sa.name, genres: sa.genres ?? [], popularity: 60 - a * 7, followers: { href: null, total: 1000 * (a + 1) } };
    state.artists.push(artist);
    for (const sb of sa.albums ?? []) {
      const album = { ...links('album', newId()), name: sb.name, release_date: sb.release_date ?? '2025-01-01', artist: artist.id, trackIds: [], label: 'Weft Records', popularity: 50 };
      state.albums.push(album);
      for (const [n, name] of (sb.tracks ?? []).entries()) {
        const track = { ...links('track', newId()), name, album: album.id, artist: artist.id, track_number: n + 1, duration_ms: 180000 + n * 15000 + a * 1000, popularity: 40 + n };
        state.tracks.push(track);
        album.trackIds.push(track.id);
      }
    }
  }
  const trackNamed = (name) => state.tracks.find((t) => t.name === name);
  for (const sp of s.playlists ?? []) {
    const playlist = { ...links('playlist', newId()), name: sp.name, description: sp.description ?? '', public: true, collaborative: false, snapshot: 1, entries: [] };
    for (const name of sp.tracks ?? []) playlist.entries.push({ track: trackNamed(name).id, added_at: at() });
    for (let n = 0; n < (sp.extraTracks ?? 0); n++) playlist.entries.push({ track: state.tracks[n % state.tracks.length].id, added_at: at() });
    state.playlists.push(playlist);
  }
  for (const name of s.liked ?? []) state.liked.push({ track: trackNamed(name).id, added_at: at() });
  for (const name of s.followed ?? []) state.followed.push(state.artists.find((a) => a.name === name).id);
  for (const name of s.recentlyPlayed ?? []) state.recentlyPlayed.unshift({ track: trackNamed(name).id, played_at: at() });

  const simpleArtist = (id) => {
    const a = state.artists.find((x) => x.id === id);
    return { external_urls: a.external_urls, href: a.href, id: a.id, name: a.name, type: 'artist', uri: a.uri };
  };
  const fullArtist = (a) => ({ external_urls: a.external_urls, followers: a.followers, genres: a.genres, href: a.href, id: a.id, images: [], name: a.name, popularity: a.popularity, type: 'artist', uri: a.uri });
  const simpleAlbum = (al) => ({
    album_type: 'album', total_tracks: al.trackIds.length, available_markets: ['GB', 'US'], external_urls: al.external_urls, href: al.href, id: al.id, images: [],
    name: al.name, release_date: al.release_date, release_date_precision: 'day', type: 'album', uri: al.uri, artists: [simpleArtist(al.artist)],
  });
  const simpleTrack = (t) => ({
    artists: [simpleArtist(t.artist)], available_markets: ['GB', 'US'], disc_number: 1, duration_ms: t.duration_ms, explicit: false, external_urls: t.external_urls,
    href: t.href, id: t.id, is_local: false, name: t.name, preview_url: null, track_number: t.track_number, type: 'track', uri: t.uri,
  });
  const fullTrack = (t) => ({ album: simpleAlbum(state.albums.find((a) => a.id === t.album)), ...simpleTrack(t), external_ids: { isrc: `GBWFT${t.id.slice(-7)}` }, popularity: t.popularity });
  const trackById = (id) => state.tracks.find((t) => t.id === id);
  const owner = { display_name: me.display_name, external_urls: me.external_urls, href: me.href, id: me.id, type: 'user', uri: me.uri };
  const simplePlaylist = (p) => ({
    collaborative: p.collaborative, description: p.description, external_urls: p.external_urls, href: p.href, id: p.id, images: [], name: p.name, owner,
    primary_color: null, public: p.public, snapshot_id: `snapshot${p.snapshot}`, tracks: { href: `${p.href}/tracks`, total: p.entries.length }, type: 'playlist', uri: p.uri,
  });
  const playlistTrack = (e) => ({ added_at: e.added_at, added_by: { external_urls: me.external_urls, href: me.href, id: me.id, type: 'user', uri: me.uri }, is_local: false, primary_color: null, track: fullTrack(trackById(e.track)), video_thumbnail: { url: null } });

  /** A paging object of `list` for the call's `limit`/`offset`, `next` pointing at api.spotify.com. */
  function paging(path, query, list, defaultLimit = 20) {
    const limit = query.limit === undefined ? defaultLimit : Number(query.limit);
    const offset = Number(query.offset ?? 0);
    if (!Number.isInteger(limit) || limit < 0 || limit > (defaultLimit === 100 ? 100 : 50)) throw new Refusal(400, 'Invalid limit');
    const link = (o) => {
      const q = new URLSearchParams({ ...query, offset: String(o), limit: String(limit) });
      return `${API}${path}?${q}`;
    };
    return {
      href: link(offset), items: list.slice(offset, offset + limit), limit, next: offset + limit < list.length ? link(offset + limit) : null, offset,
      previous: offset > 0 ? link(Math.max(0, offset - limit)) : null, total: list.length,
    };
  }
  /** A cursor-based page (`after` is the index of the next entry). */
  function cursorPage(path, query, list) {
    const limit = query.limit === undefined ? 20 : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw new Refusal(400, 'Invalid limit');
    const start = Number(query.after ?? 0);
    const items = list.slice(start, start + limit);
    const more = start + limit < list.length;
    const next = more ? `${API}${path}?${new URLSearchParams({ ...query, after: String(start + limit), limit: String(limit) })}` : null;
    return { href: `${API}${path}?${new URLSearchParams({ ...query, limit: String(limit) })}`, items, limit, next, cursors: { after: more ? String(start + limit) : null }, total: list.length };
  }
  const find = (list, id, what) => {
    if (!/^[0-9A-Za-z]{22}$/.test(id)) throw new Refusal(400, 'Invalid base62 id');
    const found = list.find((x) => x.id === id);
    if (!found) throw new Refusal(404, `Non existing id: 'spotify:${what}:${id}'`);
    return found;
  };

  function route(method, parts, query, body) {
    const path = `/${parts.join('/')}`;
    const [a, b, c] = parts;
    const n = parts.length;
    if (a === 'me' && b === 'player') {
      if (c === 'pause' && method === 'PUT') {
        state.player.is_playing = false;
        return [204];
      }
      if (c === 'play' && method === 'PUT') {
        if (body?.context_uri !== undefined) {
          if (!/^spotify:(album|artist|playlist):[0-9A-Za-z]{22}$/.test(body.context_uri)) throw new Refusal(400, 'Invalid context uri');
          state.player.context_uri = body.context_uri;
        }
        state.player.is_playing = true;
        return [204];
      }
      if ((c === 'next' || c === 'previous') && method === 'POST') {
        state.player.position += c === 'next' ? 1 : -1;
        return [204];
      }
      if (c === 'queue' && method === 'POST') {
        if (!/^spotify:(track|episode):[0-9A-Za-z]{22}$/.test(query.uri ?? '')) throw new Refusal(400, 'Invalid uri');
        state.player.queue.push(query.uri);
        return [204];
      }
      if (c === 'volume' && method === 'PUT') {
        const volume = Number(query.volume_percent);
        if (!Number.isInteger(volume) || volume < 0 || volume > 100) throw new Refusal(400, 'Invalid volume_percent');
        state.player.volume_percent = volume;
        return [204];
      }
      if (c === 'currently-playing' && method === 'GET') {
        const track = state.tracks[((state.player.position % state.tracks.length) + state.tracks.length) % state.tracks.length];
        return [200, {
          timestamp: 1767607200000, context: state.player.context_uri ? { external_urls: {}, href: null, type: state.player.context_uri.split(':')[1], uri: state.player.context_uri } : null,
          progress_ms: 42000, item: fullTrack(track), currently_playing_type: 'track', actions: { disallows: { resuming: true } }, is_playing: state.player.is_playing,
        }];
      }
      if (c === 'recently-played' && method === 'GET') {
        return [200, cursorPage(path, query, state.recentlyPlayed.map((r) => ({ track: fullTrack(trackById(r.track)), played_at: r.played_at, context: null })))];
      }
    }
    if (a === 'albums' && n >= 2 && method === 'GET') {
      const album = find(state.albums, b, 'album');
      const tracks = album.trackIds.map((id) => simpleTrack(trackById(id)));
      if (n === 2) return [200, { ...simpleAlbum(album), tracks: paging(`/albums/${album.id}/tracks`, {}, tracks), copyrights: [{ text: '2025 Weft Records', type: 'C' }], external_ids: { upc: `00${album.id.slice(-10)}` }, genres: [], label: album.label, popularity: album.popularity }];
      if (n === 3 && c === 'tracks') return [200, paging(path, query, tracks)];
    }
    if (a === 'browse' && b === 'new-releases' && method === 'GET') {
      const albums = [...state.albums].sort((x, y) => (x.release_date < y.release_date ? 1 : -1)).map(simpleAlbum);
      return [200, { albums: paging(path, query, albums) }];
    }
    if (a === 'artists' && n >= 2 && method === 'GET') {
      const artist = find(state.artists, b, 'artist');
      if (n === 2) return [200, fullArtist(artist)];
      if (c === 'albums') return [200, paging(path, query, state.albums.filter((al) => al.artist === artist.id).map(simpleAlbum))];
      if (c === 'related-artists') return [200, { artists: state.artists.filter((x) => x.id !== artist.id).map(fullArtist) }];
      if (c === 'top-tracks') {
        if (!query.country && !query.market) throw new Refusal(400, 'Missing market');
        return [200, { tracks: state.tracks.filter((t) => t.artist === artist.id).sort((x, y) => y.popularity - x.popularity).map(fullTrack) }];
      }
    }
    if (a === 'search' && method === 'GET') {
      if (!query.q) throw new Refusal(400, 'No search query');
      const types = String(query.type ?? '').split(',');
      if (!types[0]) throw new Refusal(400, 'Missing parameter type');
      const q = String(query.q).toLowerCase();
      const out = {};
      for (const type of types) {
        if (type === 'album') out.albums = paging(path, query, state.albums.filter((x) => x.name.toLowerCase().includes(q)).map(simpleAlbum));
        else if (type === 'artist') out.artists = paging(path, query, state.artists.filter((x) => x.name.toLowerCase().includes(q)).map(fullArtist));
        else if (type === 'playlist') out.playlists = paging(path, query, state.playlists.filter((x) => x.name.toLowerCase().includes(q)).map(simplePlaylist));
        else if (type === 'track') out.tracks = paging(path, query, state.tracks.filter((x) => x.name.toLowerCase().includes(q)).map(fullTrack));
        else throw new Refusal(400, `Bad search type field ${type}`);
      }
      return [200, out];
    }
    if (a === 'me' && b === 'playlists' && n === 2) {
      if (method === 'GET') return [200, paging(path, query, state.playlists.map(simplePlaylist))];
      if (method === 'POST') {
        if (!body?.name) throw new Refusal(400, 'Missing required field: name');
        const playlist = { ...links('playlist', newId()), name: body.name, description: body.description ?? '', public: body.public ?? true, collaborative: false, snapshot: 1, entries: [] };
        state.playlists.push(playlist);
        return [201, { ...simplePlaylist(playlist), followers: { href: null, total: 0 }, tracks: paging(`/playlists/${playlist.id}/tracks`, {}, [], 100) }];
      }
    }
    if (a === 'playlists' && n >= 2) {
      const playlist = find(state.playlists, b, 'playlist');
      if (n === 2 && method === 'GET') return [200, { ...simplePlaylist(playlist), followers: { href: null, total: 3 }, tracks: paging(`/playlists/${playlist.id}/tracks`, {}, playlist.entries.map(playlistTrack), 100) }];
      if (n === 3 && c === 'tracks' && method === 'GET') return [200, paging(path, query, playlist.entries.map(playlistTrack), 100)];
      if (n === 3 && c === 'tracks' && method === 'POST') {
        const uris = String(query.uris ?? '').split(',').filter(Boolean);
        if (uris.length === 0) throw new Refusal(400, 'No uris provided');
        const ids = uris.map((uri) => {
          const m = /^spotify:track:([0-9A-Za-z]{22})$/.exec(uri);
          if (!m) throw new Refusal(400, `Invalid track uri: ${uri}`);
          return find(state.tracks, m[1], 'track').id;
        });
        const position = query.position === undefined ? playlist.entries.length : Number(query.position);
        if (!Number.isInteger(position) || position < 0 || position > playlist.entries.length) throw new Refusal(400, 'Index out of bounds');
        playlist.entries.splice(position, 0, ...ids.map((id) => ({ track: id, added_at: at() })));
        playlist.snapshot += 1;
        return [201, { snapshot_id: `snapshot${playlist.snapshot}` }];
      }
      if (n === 3 && c === 'tracks' && method === 'DELETE') {
        const uris = (body?.tracks ?? []).map((t) => t.uri);
        if (uris.length === 0) throw new Refusal(400, 'Missing tracks');
        playlist.entries = playlist.entries.filter((e) => !uris.includes(`spotify:track:${e.track}`));
        playlist.snapshot += 1;
        return [200, { snapshot_id: `snapshot${playlist.snapshot}` }];
      }
    }
    if (a === 'tracks' && n === 2 && method === 'GET') return [200, fullTrack(find(state.tracks, b, 'track'))];
    if (a === 'audio-features' && n === 2 && method === 'GET') {
      const t = find(state.tracks, b, 'track');
      const k = state.tracks.indexOf(t);
      return [200, {
        acousticness: 0.1 + k / 100, analysis_url: `${API}/audio-analysis/${t.id}`, danceability: 0.5 + k / 50, duration_ms: t.duration_ms, energy: 0.6, id: t.id, instrumentalness: 0,
        key: k % 12, liveness: 0.1, loudness: -6.5, mode: k % 2, speechiness: 0.05, tempo: 100 + k, time_signature: 4, track_href: t.href, type: 'audio_features', uri: t.uri, valence: 0.4,
      }];
    }
    if (a === 'me' && b === 'tracks' && n === 2 && method === 'GET') return [200, paging(path, query, state.liked.map((l) => ({ added_at: l.added_at, track: fullTrack(trackById(l.track)) })))];
    if (a === 'me' && b === 'following' && n === 2 && method === 'GET') {
      if (query.type !== 'artist') throw new Refusal(400, 'Only artist type is supported');
      return [200, { artists: cursorPage(path, query, state.followed.map((id) => fullArtist(state.artists.find((x) => x.id === id)))) }];
    }
    throw new Refusal(404, 'Service not found');
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/v1/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const query = Object.fromEntries(url.searchParams);
    const authorization = req.headers.authorization ?? '';
    state.calls.push({ method: req.method, path: url.pathname, query, body, authorization });
    const send = (status, payload, headers = {}) => {
      if (status === 204) res.writeHead(204, headers).end();
      else {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
        res.end(JSON.stringify(payload));
      }
      return true;
    };
    const failure = state.failures.shift();
    if (failure) return send(failure.status, { error: { status: failure.status, message: 'API rate limit exceeded' } }, failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {});
    try {
      if (authorization !== `Bearer ${TOKEN}`) throw new Refusal(401, 'Invalid access token');
      const parts = url.pathname.replace(/^\/v1\//, '').split('/').filter(Boolean).map(decodeURIComponent);
      const [status, payload] = route(req.method ?? 'GET', parts, query, body);
      return send(status, payload === undefined ? undefined : clone(payload));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, { error: { status: error.status, message: error.message } });
    }
  }
  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createSpotifyFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
