/** Types of the Anthropic vendor fake (`anthropic-vendor-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A stored file to seed. */
export interface AnthropicSeedFile {
  id: string;
  filename?: string;
  mime_type?: string;
  text?: string;
  base64?: string;
  created_at?: string;
}

/** The fake's seed. */
export interface AnthropicVendorSeed {
  keys?: string[];
  files?: AnthropicSeedFile[];
  web?: Record<string, { type?: string; text?: string; base64?: string }>;
}

/** One request the fake answered. */
export interface AnthropicFakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  raw: Buffer;
}

/** The fake's state. */
export interface AnthropicVendorState {
  keys: Set<string>;
  requests: AnthropicFakeRequest[];
  files: Map<string, { meta: Record<string, unknown>; data: Buffer }>;
}

export const ANTHROPIC_KEY: string;
export function createAnthropicVendorFake(seed?: AnthropicVendorSeed): {
  state: AnthropicVendorState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
};
export function start(
  seed?: AnthropicVendorSeed,
): Promise<{ url: string; state: AnthropicVendorState; close(): Promise<void> }>;
