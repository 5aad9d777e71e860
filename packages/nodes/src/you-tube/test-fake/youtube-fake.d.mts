/** Types of the YouTube Data API v3 fake (`youtube-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The channel the token signs in as, when none is given. */
export const MY_CHANNEL: string;

/** One call the fake saw (`bytes`: the size of an uploaded body). */
export interface YouTubeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: any;
  bytes?: number;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeChannel { id: string; title: string; description: string; customUrl?: string; country?: string; keywords?: string; branding: Record<string, unknown>; image: Record<string, unknown>; [key: string]: unknown }
export interface FakeVideo { id: string; channelId: string; title: string; description: string; categoryId: string; privacyStatus: string; publishedAt: string; tags?: string[]; rating?: string; likeCount: number; viewCount: number; bytes?: Buffer; mimeType?: string; [key: string]: unknown }
export interface FakePlaylistItem { id: string; videoId: string; note?: string; startAt?: string; endAt?: string; publishedAt: string }
export interface FakePlaylist { id: string; channelId: string; title: string; description: string; privacyStatus: string; tags?: string[]; items: FakePlaylistItem[]; [key: string]: unknown }

export interface YouTubeFakeState {
  mine: string;
  channels: Map<string, FakeChannel>;
  videos: Map<string, FakeVideo>;
  playlists: Map<string, FakePlaylist>;
  uploads: Map<string, unknown>;
  requests: YouTubeCall[];
  /** Answers given to the next calls, in order, before any work. */
  failures: Array<{ status: number; reason?: string; message?: string }>;
  /** Tokens answered with 401. */
  rejectedTokens: Set<string>;
  maxPageSize: number;
  addChannel(props?: Record<string, unknown>): FakeChannel;
  addVideo(props?: Record<string, unknown>): FakeVideo;
  addPlaylist(props?: Record<string, unknown> & { videos?: string[] }): FakePlaylist;
}

export interface YouTubeFake {
  readonly state: YouTubeFakeState;
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

export function createYouTubeFake(options?: { clock?: () => string; channel?: Record<string, unknown> }): YouTubeFake;
export function start(fake?: YouTubeFake, ...others: Array<{ handle(req: IncomingMessage, res: ServerResponse): boolean }>): Promise<{ server: Server; url: string; fake: YouTubeFake }>;
