/** Spotify 1's description (n8n's `n8n-nodes-base.spotify`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { spotifyProperties } from './properties.js';

/** Spotify 1: the player, albums, artists, playlists, tracks, the library and followed artists. */
export const spotifyDescription: NodeTypeDescription = {
  name: 'weft.spotify',
  displayName: 'Spotify',
  description: 'Control playback and read albums, artists, playlists and tracks on Spotify',
  group: ['input'],
  version: 1,
  icon: 'file:spotify.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Spotify' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'spotifyOAuth2Api', required: true }],
  properties: spotifyProperties,
  codex: { categories: ['Miscellaneous'], alias: ['Music', 'Song'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.spotify/',
};
