/**
 * Spotify 1 against the loopback Spotify fake (test-fake/spotify-fake.mjs), in workflows as n8n
 * stores them: player commands, reads, lists up to a limit and through every `next` link, the
 * request state n8n keeps between items, refusals as node errors, continue-on-fail, 429 retries
 * and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { start, TOKEN, type SpotifyFake, type SpotifySeed } from './test-fake/spotify-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: SpotifyFake;
const ID = (n: number) => `weft${String(n).padStart(18, '0')}`;
const LOOMS = ID(1),
  WARP = ID(2),
  SHUTTLE = ID(3),
  HEDDLE = ID(4),
  FOCUS = ID(14);

async function boot(seed: SpotifySeed = {}) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_SPOTIFY_API_URL = server.url;
}
beforeEach(async () => {
  await boot();
  process.env.WEFT_SPOTIFY_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_SPOTIFY_API_URL;
  delete process.env.WEFT_SPOTIFY_RETRY_BASE_MS;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; token?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 's1',
    name: 'Spotify',
    type: 'n8n-nodes-base.spotify',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { spotifyOAuth2Api: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'spotify test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Spotify',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ oauthTokenData: { access_token: options.token ?? TOKEN } }) },
  });
  const items = result.data.resultData.runData.Spotify?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Spotify', () => {
  it('registers Spotify 1, spotifyTool 1 and the spotifyOAuth2Api credential', () => {
    expect(registry.versions?.('n8n-nodes-base.spotify')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.spotifyTool')).toEqual([1]);
    expect(builtinCredentialTypes.find((c) => c.name === 'spotifyOAuth2Api')!.extends).toEqual(['oAuth2Api']);
  });

  it('sends player commands with the bearer token and answers success', async () => {
    expect((await run({ operation: 'volume', volumePercent: 30 })).json).toEqual([{ success: true }]);
    expect(last()).toMatchObject({
      method: 'PUT',
      path: '/v1/me/player/volume',
      query: { volume_percent: '30' },
      authorization: `Bearer ${TOKEN}`,
    });
    await run({ operation: 'startMusic', id: `spotify:album:${WARP}` });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: '/v1/me/player/play',
      body: { context_uri: `spotify:album:${WARP}` },
    });
    await run({ operation: 'addSongToQueue', id: `spotify:track:${HEDDLE}` });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v1/me/player/queue',
      query: { uri: `spotify:track:${HEDDLE}` },
    });
    expect(fake.state.player).toMatchObject({
      volume_percent: 30,
      context_uri: `spotify:album:${WARP}`,
      queue: [`spotify:track:${HEDDLE}`],
    });
    const playing = await run({ operation: 'currentlyPlaying' });
    expect(playing.json[0]).toMatchObject({ is_playing: true, item: { type: 'track' } });
  });

  it('reads albums, artists and tracks, ids given as URIs or plain', async () => {
    expect((await run({ resource: 'album', id: `spotify:album:${WARP}` })).json[0]).toMatchObject({
      name: 'Warp and Weft',
      tracks: { total: 3 },
    });
    expect(last().path).toBe(`/v1/albums/${WARP}`);
    expect(
      (await run({ resource: 'artist', operation: 'getTopTracks', id: LOOMS, country: 'GB' })).json.map((t) => t.name),
    ).toEqual(['Selvedge', 'Heddle', 'Thread', 'Shuttle', 'Spool']);
    expect(last().query).toEqual({ country: 'GB' });
    expect((await run({ resource: 'track', operation: 'get', id: `spotify:track:${SHUTTLE}` })).json[0]).toMatchObject({
      name: 'Shuttle',
      album: { name: 'Warp and Weft' },
    });
  });

  it('cuts lists to the limit, and follows every next link with Return All', async () => {
    const some = await run({ resource: 'album', operation: 'search', query: 'a', limit: 1, filters: { market: 'GB' } });
    expect(last().query).toEqual({ q: 'a', type: 'album', market: 'GB', limit: '1' });
    expect(some.json).toHaveLength(1);
    await boot({ playlists: [{ name: 'Focus', tracks: ['Shuttle'], extraTracks: 120 }] });
    const all = await run({ resource: 'playlist', operation: 'getTracks', id: FOCUS, returnAll: true });
    expect(calls().map((c) => [c.path, c.query])).toEqual([
      [`/v1/playlists/${FOCUS}/tracks`, {}],
      [`/v1/playlists/${FOCUS}/tracks`, { offset: '100', limit: '100' }],
    ]);
    expect(all.json).toHaveLength(121);
  });

  it('follows cursor pages of followed artists', async () => {
    await run({ resource: 'myData', operation: 'getFollowingArtists', limit: 1 });
    expect(last().query).toEqual({ type: 'artist', limit: '1' });
    const all = await run({ resource: 'myData', operation: 'getFollowingArtists', returnAll: true });
    expect(all.json.map((a) => a.name)).toEqual(['The Looms', 'Ada and the Engines']);
  });

  it('creates a playlist, adds and removes tracks', async () => {
    const made = await run({
      resource: 'playlist',
      operation: 'create',
      name: 'Road trip',
      additionalFields: { public: false },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v1/me/playlists',
      body: { name: 'Road trip', public: false },
    });
    const id = made.json[0]!.id as string;
    expect(
      (
        await run({
          resource: 'playlist',
          id: made.json[0]!.uri,
          trackID: `spotify:track:${SHUTTLE}`,
          additionalFields: { position: 0 },
        })
      ).json[0],
    ).toEqual({ snapshot_id: 'snapshot2' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/v1/playlists/${id}/tracks`,
      query: { uris: `spotify:track:${SHUTTLE}`, position: '0' },
    });
    expect(
      (await run({ resource: 'playlist', operation: 'delete', id, trackID: `spotify:track:${SHUTTLE}` })).json,
    ).toEqual([{ success: true }]);
    expect(last()).toMatchObject({ method: 'DELETE', body: { tracks: [{ uri: `spotify:track:${SHUTTLE}` }] } });
  });

  it('keeps the request body from item to item, as n8n does', async () => {
    await run(
      { operation: 'startMusic', id: '={{ $json.uri }}' },
      { items: [{ json: { uri: `spotify:album:${WARP}` } }, { json: { uri: `spotify:artist:${LOOMS}` } }] },
    );
    expect(calls().map((c) => c.body)).toEqual([
      { context_uri: `spotify:album:${WARP}` },
      { context_uri: `spotify:artist:${LOOMS}` },
    ]);
  });

  it('turns refusals into node errors, and gives { error } per failing item with Continue On Fail', async () => {
    const missing = await run({ resource: 'track', operation: 'get', id: ID(99) });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
    expect(missing.error?.description).toBe(`Non existing id: 'spotify:track:${ID(99)}'`);
    expect(
      (await run({ resource: 'track', operation: 'get', id: SHUTTLE }, { token: 'expired' })).error?.message,
    ).toMatch(/Authorization failed/);
    const { json } = await run(
      { resource: 'track', operation: 'get', id: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: 'bad' } }, { json: { id: SHUTTLE } }] },
    );
    expect(json[0]).toEqual({ error: 'Bad request - please check your parameters' });
    expect(json[1]).toMatchObject({ name: 'Shuttle' });
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    expect((await run({ resource: 'artist', id: LOOMS })).json[0]).toMatchObject({ name: 'The Looms' });
    expect(calls()).toHaveLength(2);
  });
});
