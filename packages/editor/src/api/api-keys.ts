/** Scoped API keys: n8n's /rest/api-keys routes. */
import { restApi } from './client';

/** A key as listed (masked). `expiresAt` is in Unix seconds. */
export interface ApiKeyInfo {
  id: string;
  label: string;
  apiKey: string;
  scopes: string[];
  expiresAt: number | null;
  lastUsedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api-keys. */
export function listApiKeys(): Promise<ApiKeyInfo[]> {
  return restApi<ApiKeyInfo[]>('GET', '/api-keys');
}

/** GET /api-keys/scopes: the scopes the user's role may give a key. */
export function getApiKeyScopes(): Promise<string[]> {
  return restApi<string[]>('GET', '/api-keys/scopes');
}

/** POST /api-keys; `rawApiKey` is the only time the key is shown. */
export function createScopedApiKey(input: {
  label: string;
  scopes: string[];
  expiresAt: number | null;
}): Promise<ApiKeyInfo & { rawApiKey: string }> {
  return restApi('POST', '/api-keys', input);
}

/** DELETE /api-keys/:id. */
export function deleteScopedApiKey(id: string): Promise<unknown> {
  return restApi('DELETE', `/api-keys/${encodeURIComponent(id)}`);
}
