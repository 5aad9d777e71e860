/** Types of the WhatsApp Cloud API fake (`whatsapp-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TOKEN: string;
export const APP_ID: string;
export const APP_SECRET: string;
export const APP_TOKEN: string;
export const PHONE_ID: string;
export const WABA_ID: string;

/** One call the fake saw. */
export interface WhatsAppCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, any>;
  files: Record<string, { name: string; type: string; size: number; text: string }>;
  contentType: string;
  auth: string;
}

/** An answer given instead of the route's own (once, or `times` times), for paths ending in `path`. */
export interface WhatsAppFault {
  path?: string;
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  times?: number;
}

export interface WhatsAppFakeState {
  phoneNumbers: Array<Record<string, any>>;
  templates: Array<Record<string, any>>;
  messages: Array<Record<string, any>>;
  media: Array<Record<string, any>>;
  subscriptions: Array<{ object: string; callback_url: string; active: boolean; fields: Array<{ name: string; version: string }> }>;
  verifyCallbacks: boolean;
  /** Whether message ids carry a digest of the message sent. */
  digestIds: boolean;
  faults: WhatsAppFault[];
  nextId: number;
}

export interface WhatsAppFake {
  state: WhatsAppFakeState;
  calls: WhatsAppCall[];
  origin: string;
  reset(): void;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export function createWhatsAppFake(): WhatsAppFake;
export function start(): Promise<{ url: string; fake: WhatsAppFake; close(): Promise<void> }>;
