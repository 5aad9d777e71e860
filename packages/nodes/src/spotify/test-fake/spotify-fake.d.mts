/** Types of the Spotify fake (`spotify-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TOKEN: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface SpotifySeed {
  artists?: Array<{ name: string; genres?: string[]; albums?: Array<{ name: string; release_date?: string; tracks: string[] }> }>;
  playlists?: Array<{ name: string; description?: string; tracks?: string[]; extraTracks?: number }>;
  liked?: string[];
  followed?: string[];
  recentlyPlayed?: string[];
}

export interface SpotifyState {
  artists: Json[];
  albums: Json[];
  tracks: Json[];
  playlists: Json[];
  liked: Json[];
  followed: string[];
  recentlyPlayed: Json[];
  player: { is_playing: boolean; volume_percent: number; context_uri: string | null; queue: string[]; position: number };
  calls: Array<{ method: string; path: string; query: Record<string, string>; body: any; authorization: string }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface SpotifyFake {
  state: SpotifyState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createSpotifyFake(seed?: SpotifySeed): SpotifyFake;
export function start(seed?: SpotifySeed): Promise<{ url: string; fake: SpotifyFake; close(): Promise<void> }>;
