/** Types of the Shopify Admin REST API fake (`shopify-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;
export const PASSWORD: string;
export const ACCESS_TOKEN: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface ShopifyRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Json;
  authorization: string;
  accessToken: string;
}

export interface ShopifySeed {
  now?: string;
  products?: Array<{ title: string; vendor?: string; product_type?: string; tags?: string; handle?: string; body_html?: string; status?: string; variants?: Array<{ title?: string; price?: string | number; sku?: string }> }>;
  orders?: Array<{ email?: string; status?: 'open' | 'closed' | 'cancelled'; financial_status?: string; tags?: string; note?: string; line_items: Array<{ title?: string; price?: string | number; quantity?: number; variant_id?: number }> }>;
  locations?: Array<{ name: string; city?: string; country?: string }>;
  webhooks?: Array<{ topic: string; address: string }>;
}

export interface ShopifyState {
  clock: number;
  products: Json[];
  orders: Json[];
  locations: Json[];
  webhooks: Json[];
  calls: ShopifyRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface ShopifyFake {
  state: ShopifyState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createShopifyFake(seed?: ShopifySeed): ShopifyFake;
export function start(seed?: ShopifySeed): Promise<{ url: string; fake: ShopifyFake; close(): Promise<void> }>;
