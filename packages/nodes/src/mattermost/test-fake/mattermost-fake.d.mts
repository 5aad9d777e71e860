/** Types of the Mattermost REST API fake (`mattermost-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TOKEN: string;

/** One request the fake saw. */
export interface MattermostRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  authorization: string;
}

export interface MattermostSeed {
  now?: string;
  users?: Array<{ username: string; email?: string; first_name?: string; last_name?: string; roles?: string }>;
  teams?: Array<{
    name: string;
    display_name?: string;
    type?: string;
    members?: string[];
    channels?: Array<{ name: string; display_name?: string; type?: string; members?: string[]; posts?: Array<{ user: string; message: string; reactions?: Array<{ user: string; emoji: string }> }> }>;
  }>;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface MattermostState {
  clock: number;
  users: Json[];
  teams: Json[];
  teamMembers: Array<{ team_id: string; user_id: string }>;
  channels: Json[];
  channelMembers: Json[];
  posts: Json[];
  reactions: Json[];
  invites: Array<{ team_id: string; email: string }>;
  calls: MattermostRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface MattermostFake {
  state: MattermostState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createMattermostFake(seed?: MattermostSeed): MattermostFake;
export function start(seed?: MattermostSeed): Promise<{ url: string; fake: MattermostFake; close(): Promise<void> }>;
