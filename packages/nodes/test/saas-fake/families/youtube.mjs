/**
 * YouTube: the YouTube Data API v3 fake of the you-tube node folder (`/youtube/v3/…` and the
 * uploads under `/upload/youtube/v3/…` on www.googleapis.com), seeded from a case's `seed.json`:
 *
 *     { "youtube": { "channel": { "id", "title", "description", "customUrl", … } (the signed-in one),
 *                    "channels": [{ "id", "title", "customUrl" }] (others),
 *                    "videos": [{ "id", "title", "description", "tags", "categoryId", "privacyStatus",
 *                                 "publishedAt", "channelId", "viewCount", … }],
 *                    "playlists": [{ "id", "title", "description", "privacyStatus", "videos": ["<video id>", …] }] },
 *       "now": "<ISO time the fake stamps, 2025-03-01T10:00:00.000Z when not given>" }
 *
 * The fake accepts any Bearer token (the credentials hold `oauthTokenData.access_token`). Ids are
 * counted, etags hashed from content and the clock fixed at `now`, so n8n's recording and Weft's
 * replay see the same answers. A resumable upload's session address is on www.googleapis.com, which
 * the recording points at the fake and Weft's `WEFT_GOOGLE_API_URL` rewrites.
 */
import { createYouTubeFake } from '../../../src/you-tube/test-fake/youtube-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['www.googleapis.com'],
  env: ['WEFT_GOOGLE_API_URL'],
  folders: ['you-tube'],
  create(seed = {}) {
    const now = seed.now ?? '2025-03-01T10:00:00.000Z';
    const yt = seed.youtube ?? {};
    const fake = createYouTubeFake({ clock: () => now, channel: yt.channel });
    for (const c of yt.channels ?? []) fake.state.addChannel(c);
    for (const v of yt.videos ?? []) fake.state.addVideo(v);
    for (const p of yt.playlists ?? []) fake.state.addPlaylist(p);
    return fake;
  },
};
