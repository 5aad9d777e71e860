/** Types of the WooCommerce REST API fake (`woo-commerce-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CONSUMER_KEY: string;
export const CONSUMER_SECRET: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface WooCommerceRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Json;
  authorization: string;
}

export interface WooCommerceSeed {
  now?: string;
  site?: string;
  customers?: Array<{ email: string; first_name?: string; last_name?: string; username?: string }>;
  categories?: Array<{ name: string }>;
  tags?: Array<{ name: string }>;
  products?: Array<{ name: string; regular_price?: string; sku?: string; status?: string; type?: string; categories?: number[] }>;
  orders?: Array<{ customer?: number; status?: string; line_items: Array<{ product: number; quantity?: number }> }>;
  webhooks?: Array<{ topic: string; delivery_url: string }>;
}

export interface WooCommerceState {
  clock: number;
  customers: Json[];
  products: Json[];
  orders: Json[];
  categories: Json[];
  tags: Json[];
  webhooks: Json[];
  calls: WooCommerceRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface WooCommerceFake {
  state: WooCommerceState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createWooCommerceFake(seed?: WooCommerceSeed): WooCommerceFake;
export function start(seed?: WooCommerceSeed): Promise<{ url: string; fake: WooCommerceFake; close(): Promise<void> }>;
