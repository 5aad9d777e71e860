/** Types of the Discord API fake (`discord-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const BOT_TOKEN: string;
export const USER_TOKEN: string;
/** The path of the fake's channel webhook (posts into channel 200). */
export const WEBHOOK_PATH: string;

/** One call the fake saw. */
export interface DiscordCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, any>;
  files: Array<{ field: string; name: string; type: string; size: number; text: string }>;
  contentType: string;
  auth: string;
}

/** An answer given instead of the route's own (once, or `times` times), for paths ending in `path`. */
export interface DiscordFault {
  path?: string;
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  times?: number;
}

export interface DiscordFakeState {
  bot: Record<string, any>;
  guilds: Array<Record<string, any>>;
  userGuilds: string[];
  channels: Array<Record<string, any>>;
  messages: Array<Record<string, any>>;
  users: Array<Record<string, any>>;
  members: Array<Record<string, any>>;
  roles: Array<Record<string, any>>;
  faults: DiscordFault[];
  nextId: number;
}

export interface DiscordFake {
  state: DiscordFakeState;
  calls: DiscordCall[];
  origin: string;
  reset(): void;
  /** Answers one request: true once answered, false (nothing written) for a path outside `/api/v10` and `/api/webhooks`. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

/** What a fake is built from (all optional): messages filled in as Discord answers them, and the counter ids start from. */
export interface DiscordFakeSeed {
  nextId?: number;
  messages?: Array<{ id?: string; channel_id: string; content?: string; [key: string]: unknown }>;
  channels?: Array<Record<string, any>>;
  members?: Array<Record<string, any>>;
  roles?: Array<Record<string, any>>;
  guilds?: Array<Record<string, any>>;
  users?: Array<Record<string, any>>;
}

export function createDiscordFake(seed?: DiscordFakeSeed): DiscordFake;
export function start(): Promise<{ url: string; fake: DiscordFake; close(): Promise<void> }>;
