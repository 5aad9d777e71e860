import type { NodeType } from '@weft/workflow';
import { spotifyDescription } from './description.js';
import { executeSpotify } from './execute.js';

export { spotifyOAuth2ApiCredential } from './credentials.js';

/** Spotify 1 (n8n's `n8n-nodes-base.spotify`): player, albums, artists, playlists, tracks, library, followed artists. */
export const spotifyNode: NodeType[] = [{ description: spotifyDescription, execute: executeSpotify }];
