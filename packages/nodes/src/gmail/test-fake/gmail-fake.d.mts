/** Types of the Gmail fake (`gmail-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One API call the fake saw. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body?: Record<string, any>;
  auth?: string;
}

/** A stored message. */
export interface FakeMessage {
  id: string;
  threadId: string;
  labelIds: string[];
  snippet: string;
  internalDate: string;
  raw: Buffer;
  payload: { headers: Array<{ name: string; value: string }>; [key: string]: unknown };
}

/** The fake's in-memory mailbox. */
export interface GmailFakeState {
  emailAddress: string;
  tokens: Set<string>;
  serviceAccountPublicKey?: string;
  requests: SeenRequest[];
  failures: Array<{ status: number; times?: number; path?: string; message?: string }>;
  labels: Map<string, { id: string; name: string; type: string; [key: string]: unknown }>;
  messages: Map<string, FakeMessage>;
  drafts: Map<string, { id: string; messageId: string }>;
  pageSizeCap: number;
  addMessage(raw: string | Buffer, options?: { labelIds?: string[]; threadId?: string; internalDate?: number }): FakeMessage;
  addLabel(name: string, extra?: Record<string, unknown>): { id: string; name: string };
}

export interface GmailFake {
  handle(req: IncomingMessage, res: ServerResponse, body?: string | Buffer): boolean;
  state: GmailFakeState;
}

export function createGmailFake(options?: { emailAddress?: string; tokens?: string[]; serviceAccountPublicKey?: string; sendAs?: unknown[] }): GmailFake;
export function start(options?: Parameters<typeof createGmailFake>[0]): Promise<{ url: string; fake: GmailFake; close(): Promise<void> }>;
