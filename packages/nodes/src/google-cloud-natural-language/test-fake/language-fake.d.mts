/** Types of the Cloud Natural Language fake (`language-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the fake starts with: the Cloud Storage objects `gcsContentUri` may name. */
export interface LanguageSeed {
  objects?: Record<string, string>;
}

/** The fake's state. */
export interface LanguageState {
  objects: Record<string, string>;
  /** How many next requests are answered 429. */
  rateLimited: number;
  calls: Array<{ method: string; path: string; authorization: string; body: Json | undefined }>;
}

/** A fake: its request handler and state. */
export interface LanguageFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: LanguageState;
}

export function createLanguageFake(seed?: LanguageSeed): LanguageFake;
export function start(seed?: LanguageSeed): Promise<{ url: string; fake: LanguageFake; close(): Promise<void> }>;
