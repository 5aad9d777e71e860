/** Types of the legacy OpenAI fake (`openai-legacy-fake.mjs`). */
export const LEGACY_FAKE_PORT: number;
export interface LegacyRequest { method: string; path: string; body?: any }
export function start(options?: { port?: number }): Promise<{ url: string; requests: LegacyRequest[]; close(): Promise<void> }>;
