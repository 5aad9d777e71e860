/** Types of the Mautic REST API fake (`mautic-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const USERNAME: string;
export const PASSWORD: string;
export const OAUTH_TOKEN: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface MauticRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  authorization: string;
}

/** What the fake starts with. */
export interface MauticSeed {
  now?: string;
  contacts?: Array<{ email: string } & Json>;
  companies?: Array<{ companyname: string } & Json>;
  segments?: string[];
  campaigns?: string[];
  emails?: Array<{ name: string; type?: 'template' | 'list'; subject?: string; segments?: string[] }>;
  stages?: string[];
  tags?: string[];
}

/** The fake's state. */
export interface MauticState {
  clock: number;
  contacts: Json[];
  companies: Json[];
  segments: Json[];
  campaigns: Json[];
  emails: Json[];
  stages: Json[];
  tags: Json[];
  hooks: Json[];
  calls: MauticRequest[];
}

/** A fake: its request handler and state. */
export interface MauticFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: MauticState;
}

export function createMauticFake(seed?: MauticSeed): MauticFake;
export function start(seed?: MauticSeed): Promise<{ url: string; fake: MauticFake; close(): Promise<void> }>;
