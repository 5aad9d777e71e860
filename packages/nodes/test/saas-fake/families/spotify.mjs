/**
 * Spotify: the Web API fake of the Spotify node, seeded from a case's `seed.json`:
 * `{ "spotify": { "artists": [...], "playlists": [...], ... } }` (see
 * src/spotify/test-fake/spotify-fake.mjs). n8n calls https://api.spotify.com/v1/…; Weft sends the
 * same paths (and follows the `next` links) to `WEFT_SPOTIFY_API_URL`. The fake accepts the
 * OAuth2 token `weft-spotify-oauth-token-0001`.
 */
import { createSpotifyFake } from '../../../src/spotify/test-fake/spotify-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.spotify.com'],
  env: ['WEFT_SPOTIFY_API_URL'],
  folders: ['spotify'],
  create(seed = {}) {
    const fake = createSpotifyFake(seed.spotify ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};
