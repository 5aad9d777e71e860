/** Types of the lemlist API fake (`lemlist-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface LemlistRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  authorization: string;
}

/** What the fake starts with. */
export interface LemlistSeed {
  now?: string;
  team?: { name?: string };
  credits?: number;
  campaigns?: Array<{ name: string; status?: string; leads?: Array<{ email: string } & Json> }>;
  unsubscribes?: string[];
  activities?: Array<{ type: string; campaign?: string; lead?: string; isFirst?: boolean }>;
}

/** The fake's state. */
export interface LemlistState {
  clock: number;
  team: Json;
  credits: number;
  campaigns: Json[];
  leads: Json[];
  activities: Json[];
  unsubscribes: Json[];
  enrichments: Json[];
  hooks: Json[];
  calls: LemlistRequest[];
}

/** A fake: its request handler and state. */
export interface LemlistFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: LemlistState;
}

export function createLemlistFake(seed?: LemlistSeed): LemlistFake;
export function start(seed?: LemlistSeed): Promise<{ url: string; fake: LemlistFake; close(): Promise<void> }>;
