/** Types of the Stripe API fake (`stripe-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SECRET_KEY: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw (query and form body decoded into nested objects). */
export interface StripeRequest {
  method: string;
  path: string;
  query: Json;
  body: Json;
  raw: string;
  contentType: string;
  authorization: string;
}

export interface StripeSeed {
  now?: string;
  balance?: Json;
  customers?: Array<{ name?: string; email?: string; description?: string; phone?: string; metadata?: Record<string, string>; cards?: Array<{ number?: string; exp_month?: number; exp_year?: number }> }>;
  coupons?: Array<{ id?: string; percent_off?: number; amount_off?: number; currency?: string; duration?: string }>;
  charges?: Array<{ customer?: number; amount: number; currency?: string; description?: string }>;
  webhookEndpoints?: Array<{ url: string; enabled_events: string[]; description?: string }>;
}

export interface StripeState {
  clock: number;
  customers: Json[];
  cards: Json[];
  sources: Json[];
  tokens: Json[];
  charges: Json[];
  coupons: Json[];
  meterEvents: Json[];
  webhookEndpoints: Json[];
  balance: Json;
  calls: StripeRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface StripeFake {
  state: StripeState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function parseForm(text: string): Json;
export function createStripeFake(seed?: StripeSeed): StripeFake;
export function start(seed?: StripeSeed): Promise<{ url: string; fake: StripeFake; close(): Promise<void> }>;
