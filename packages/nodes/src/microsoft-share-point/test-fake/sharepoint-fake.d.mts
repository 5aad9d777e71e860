/** Types of the SharePoint REST API v2.0 fake (`sharepoint-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TOKEN: string;
export const TENANT: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw (`path` under `/_api/v2.0`). */
export interface SharePointRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  authorization: string;
}

/** What the fake starts with. */
export interface SharePointSeed {
  now?: string;
  pageSize?: number;
  sites?: Array<{
    id: string;
    name: string;
    title?: string;
    lists?: Array<{
      id: string;
      displayName: string;
      name?: string;
      description?: string;
      columns?: Array<{
        name: string;
        displayName?: string;
        type?: string;
        required?: boolean;
        enforceUniqueValues?: boolean;
        choices?: string[];
      }>;
      items?: Array<{ fields: Json }>;
    }>;
    drive?: Array<{
      id: string;
      name: string;
      parentId?: string;
      folder?: boolean;
      content?: string;
      mimeType?: string;
    }>;
  }>;
}

/** The fake's state. */
export interface SharePointState {
  clock: number;
  pageSize: number;
  sites: Json[];
  calls: SharePointRequest[];
}

/** A fake: its request handler and state. */
export interface SharePointFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: SharePointState;
}

export function createSharePointFake(seed?: SharePointSeed): SharePointFake;
export function start(seed?: SharePointSeed): Promise<{ url: string; fake: SharePointFake; close(): Promise<void> }>;
