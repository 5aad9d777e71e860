/** Types of the Trello REST API fake (`trello-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const KEY: string;
export const TOKEN: string;
export const ME: string;

/** One request the fake saw (`key` and `token` apart from the rest of the query). */
export interface TrelloRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, any>;
  key?: string;
  token?: string;
}

export interface TrelloSeed {
  now?: string;
  members?: Array<{ fullName: string; username: string }>;
  boards?: Array<{
    name: string;
    desc?: string;
    members?: string[];
    lists?: Array<{ name: string; cards?: Array<{ name: string; desc?: string; due?: string; labels?: string[]; members?: string[]; checklists?: Array<{ name: string; items?: string[]; done?: string[] }>; comments?: string[]; attachments?: string[] }> }>;
  }>;
}

export interface TrelloState {
  members: Array<{ id: string; fullName: string; username: string }>;
  boards: Array<Record<string, any>>;
  lists: Array<Record<string, any>>;
  cards: Array<Record<string, any>>;
  labels: Array<Record<string, any>>;
  actions: Array<Record<string, any>>;
  checklists: Array<Record<string, any>>;
  calls: TrelloRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface TrelloFake {
  state: TrelloState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createTrelloFake(seed?: TrelloSeed): TrelloFake;
export function start(seed?: TrelloSeed): Promise<{ url: string; fake: TrelloFake; close(): Promise<void> }>;
