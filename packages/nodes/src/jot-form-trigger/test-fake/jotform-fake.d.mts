/** Types of the JotForm API fake (`jotform-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;

export interface JotFormSeedForm {
  id: string;
  title: string;
  questions: Array<{ qid: string; name: string; text: string; type: string }>;
  webhooks?: string[];
}

export interface JotFormCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  apiKey?: string;
  contentType?: string;
}

export interface JotFormFakeState {
  forms: Array<JotFormSeedForm & { webhooks: string[] }>;
  /** Answers given before anything else, one a request. */
  failures: Array<{ status: number; retryAfter?: number; message?: string }>;
  calls: JotFormCall[];
}

export interface JotFormFake {
  readonly state: JotFormFakeState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createJotFormFake(seed?: { forms?: JotFormSeedForm[] }): JotFormFake;
export function submission(form: { id: string; title: string }, answers: Record<string, unknown>, submissionID?: string): { body: Buffer; contentType: string; fields: Record<string, string>; rawRequest: Record<string, unknown> };
export function start(seed?: { forms?: JotFormSeedForm[] }): Promise<{ url: string; fake: JotFormFake; close(): Promise<void> }>;
