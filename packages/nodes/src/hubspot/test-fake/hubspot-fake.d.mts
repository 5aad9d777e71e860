/** Types of the HubSpot API fake (`hubspot-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const APP_TOKEN: string;
export const OAUTH_TOKEN: string;
export const API_KEY: string;
export const DEVELOPER_API_KEY: string;
export const APP_ID: string;
export const PORTAL_ID: number;

/** One call the fake saw. */
export interface HubspotCall {
  method: string;
  path: string;
  rawQuery: string;
  query: Record<string, any>;
  body?: any;
  authorization?: string;
}

/** A CRM record: its id, times, current values and each value's history. */
export interface FakeRecord { createdAt: number; updatedAt: number; values: Record<string, string>; history: Record<string, Array<{ value: string; timestamp: number; sourceType: string }>>; [key: string]: any }

export interface HubspotFakeState {
  clock: number;
  next: Record<string, number>;
  contacts: FakeRecord[];
  companies: FakeRecord[];
  deals: FakeRecord[];
  tickets: FakeRecord[];
  engagements: Array<Record<string, any>>;
  lists: Array<{ listId: number; name: string; vids: number[] }>;
  owners: Array<Record<string, any>>;
  forms: Array<Record<string, any>>;
  webhooks: { settings: any; subscriptions: any[] };
  calls: HubspotCall[];
  pageSize?: number;
}

export interface HubspotSeed {
  contacts?: Array<Record<string, unknown>>;
  companies?: Array<Record<string, unknown>>;
  deals?: Array<Record<string, unknown>>;
  tickets?: Array<Record<string, unknown>>;
  engagements?: Array<Record<string, unknown>>;
  listMembers?: Record<string, number[]>;
  pageSize?: number;
}

export interface HubspotFake {
  readonly state: HubspotFakeState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createHubspotFake(seed?: HubspotSeed): HubspotFake;
export function parseQuery(search: string): Record<string, any>;
export function start(seed?: HubspotSeed): Promise<{ url: string; fake: HubspotFake; close(): Promise<void> }>;
