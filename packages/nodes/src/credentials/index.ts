import type { CredentialType } from '@weft/workflow';
import { httpBasicAuth } from './http-basic-auth.js';
import { httpHeaderAuth } from './http-header-auth.js';
import { httpQueryAuth } from './http-query-auth.js';
import { httpBearerAuth } from './http-bearer-auth.js';
import { httpDigestAuth } from './http-digest-auth.js';

export { httpBasicAuth, httpHeaderAuth, httpQueryAuth, httpBearerAuth, httpDigestAuth };
export { applyCredentialAuthentication, GENERIC_AUTH_TYPES } from './authenticate.js';

/** Built-in credential types. */
export const credentialTypes: CredentialType[] = [httpBasicAuth, httpDigestAuth, httpHeaderAuth, httpQueryAuth, httpBearerAuth];
