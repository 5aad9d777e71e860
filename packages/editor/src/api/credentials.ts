import type { CredentialType } from '@weft/workflow';
import { request, restApi } from './client';
import type { ResourceUser } from './workflows';

/** A credential as the API answers it; `data` only with includeData and for those who may change it. */
export interface CredentialResponse {
  id: string;
  name: string;
  type: string;
  nodesAccess: Array<{ nodeType: string; date?: string }>;
  ownedBy: ResourceUser | null;
  sharedWith: ResourceUser[];
  createdAt: string;
  updatedAt: string;
  data?: Record<string, unknown>;
}

/** A credential type as /types/credentials.json lists it (functions stripped, `test` kept). */
export type CredentialTypeDescription = Omit<CredentialType, 'authenticate'> & { iconUrl?: string; icon?: string };

/** What POST /credentials/test answers. */
export interface CredentialTestResult {
  status: 'OK' | 'Error';
  message: string;
}

/** The body of POST /credentials and PATCH /credentials/{id}. */
export interface CredentialBody {
  name: string;
  type: string;
  data: Record<string, unknown>;
  nodesAccess?: Array<{ nodeType: string }>;
}

/** GET /types/credentials.json (a static file at the base URL, not under /rest). */
export function fetchCredentialTypes(): Promise<CredentialTypeDescription[]> {
  return request<CredentialTypeDescription[]>('GET', '/types/credentials.json', undefined, { base: '' });
}

/** GET /credentials/new: the server's proposal for a new credential's name. */
export async function newCredentialName(credentialType?: string, name?: string): Promise<string> {
  const data = await restApi<{ name: string }>('GET', '/credentials/new', { credentialType, name });
  return data.name;
}

/** GET /credentials: those the user may see. */
export function fetchCredentials(): Promise<CredentialResponse[]> {
  return restApi<CredentialResponse[]>('GET', '/credentials');
}

/** GET /credentials/{id}, with its (redacted) data when `includeData` and allowed. */
export function fetchCredential(id: string, includeData = true): Promise<CredentialResponse> {
  return restApi<CredentialResponse>(
    'GET',
    `/credentials/${encodeURIComponent(id)}`,
    includeData ? { includeData: true } : undefined,
  );
}

/** POST /credentials. */
export function createCredential(body: CredentialBody): Promise<CredentialResponse> {
  return restApi<CredentialResponse>('POST', '/credentials', body);
}

/** PATCH /credentials/{id}. */
export function updateCredential(id: string, body: Partial<CredentialBody>): Promise<CredentialResponse> {
  return restApi<CredentialResponse>('PATCH', `/credentials/${encodeURIComponent(id)}`, body);
}

/** DELETE /credentials/{id}. */
export function deleteCredential(id: string): Promise<boolean> {
  return restApi<boolean>('DELETE', `/credentials/${encodeURIComponent(id)}`);
}

/** POST /credentials/test with {credentials: {id?, name, type, data}}. */
export function testCredential(credentials: {
  id?: string;
  name: string;
  type: string;
  data: Record<string, unknown>;
}): Promise<CredentialTestResult> {
  return restApi<CredentialTestResult>('POST', '/credentials/test', { credentials });
}

/** PUT /credentials/{id}/share with the full list of sharee ids. */
export function shareCredential(id: string, shareWithIds: string[]): Promise<CredentialResponse> {
  return restApi<CredentialResponse>('PUT', `/credentials/${encodeURIComponent(id)}/share`, { shareWithIds });
}

/** GET /oauth2-credential/auth or /oauth1-credential/auth: the provider URL to open in a popup. */
export function oauthAuthorizationUrl(kind: 'oAuth2' | 'oAuth1', id: string): Promise<string> {
  return restApi<string>('GET', kind === 'oAuth2' ? '/oauth2-credential/auth' : '/oauth1-credential/auth', { id });
}
