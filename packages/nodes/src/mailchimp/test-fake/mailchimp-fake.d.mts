/** Types of the Mailchimp Marketing API fake (`mailchimp-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;
export const OAUTH_TOKEN: string;
export const DATA_CENTER: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface MailchimpRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  authorization: string;
}

/** What the fake starts with. */
export interface MailchimpSeed {
  now?: string;
  lists?: Array<{
    name: string;
    mergeFields?: Array<{ tag: string; name: string; type?: string }>;
    categories?: Array<{ title: string; interests: string[] }>;
    members?: Array<{ email: string; status?: string; merge_fields?: Json; tags?: string[] }>;
  }>;
  campaigns?: Array<{
    title: string;
    list?: string;
    subject_line?: string;
    from_name?: string;
    reply_to?: string;
    status?: 'save' | 'sent';
  }>;
}

/** The fake's state. */
export interface MailchimpState {
  clock: number;
  lists: Json[];
  campaigns: Json[];
  webhooks: Json[];
  calls: MailchimpRequest[];
}

/** A fake: its request handler and state. */
export interface MailchimpFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: MailchimpState;
}

export function createMailchimpFake(seed?: MailchimpSeed): MailchimpFake;
export function start(seed?: MailchimpSeed): Promise<{ url: string; fake: MailchimpFake; close(): Promise<void> }>;
