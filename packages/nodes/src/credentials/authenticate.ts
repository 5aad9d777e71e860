import type { CredentialType, HttpRequestOptions } from '@weft/workflow';
import { httpBasicAuth } from './http-basic-auth.js';
import { httpHeaderAuth } from './http-header-auth.js';
import { httpQueryAuth } from './http-query-auth.js';
import { httpBearerAuth } from './http-bearer-auth.js';
import { httpDigestAuth } from './http-digest-auth.js';
import { oAuth2Api } from './oauth2-api.js';
import { oAuth1Api } from './oauth1-api.js';
import { httpCustomAuth } from './http-custom-auth.js';

/** The credential types the HTTP Request node offers as "Generic Auth Type". */
export const GENERIC_AUTH_TYPES = [
  'httpBasicAuth',
  'httpBearerAuth',
  'httpCustomAuth',
  'httpDigestAuth',
  'httpHeaderAuth',
  'httpQueryAuth',
  'oAuth1Api',
  'oAuth2Api',
] as const;

const BUILTIN: readonly CredentialType[] = [
  httpBasicAuth,
  httpDigestAuth,
  httpHeaderAuth,
  httpQueryAuth,
  httpBearerAuth,
  httpCustomAuth,
  oAuth2Api,
  oAuth1Api,
];

/**
 * Applies a credential type's `authenticate` to a request (searching `types`, the built-in HTTP
 * and OAuth credential types by default). Answers the request unchanged when the type has no `authenticate`;
 * throws when the type is unknown.
 */
export function applyCredentialAuthentication(
  typeName: string,
  credentials: Record<string, unknown>,
  request: HttpRequestOptions,
  types: readonly CredentialType[] = BUILTIN,
): HttpRequestOptions {
  const type = types.find((t) => t.name === typeName);
  if (!type) throw new Error(`Unknown credential type "${typeName}"`);
  return type.authenticate ? type.authenticate(credentials, request) : request;
}
