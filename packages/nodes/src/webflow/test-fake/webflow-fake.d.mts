/** Types of the Webflow Data API fake (`webflow-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_TOKEN: string;
export const OAUTH_TOKEN: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface WebflowRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  authorization: string;
  acceptVersion?: string;
}

/** What the fake starts with. */
export interface WebflowSeed {
  now?: string;
  sites?: Array<{
    id?: string;
    name: string;
    shortName?: string;
    collections?: Array<{
      id?: string;
      name: string;
      slug?: string;
      singularName?: string;
      fields?: Array<{ slug: string; name?: string; type?: string; required?: boolean }>;
      items?: Array<{ id?: string; fieldData: Json; isDraft?: boolean; isArchived?: boolean }>;
    }>;
  }>;
}

/** The fake's state. */
export interface WebflowState {
  clock: number;
  sites: Json[];
  webhooks: Json[];
  calls: WebflowRequest[];
}

/** A fake: its request handler and state. */
export interface WebflowFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: WebflowState;
}

export function createWebflowFake(seed?: WebflowSeed): WebflowFake;
export function start(seed?: WebflowSeed): Promise<{ url: string; fake: WebflowFake; close(): Promise<void> }>;
