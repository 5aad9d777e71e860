import type { CredentialType } from '@weft/workflow';
import { httpBasicAuth } from './http-basic-auth.js';
import { httpHeaderAuth } from './http-header-auth.js';
import { httpMultipleHeadersAuth, multipleHeaders } from './http-multiple-headers-auth.js';
import { httpQueryAuth } from './http-query-auth.js';
import { httpBearerAuth } from './http-bearer-auth.js';
import { httpDigestAuth } from './http-digest-auth.js';
import { oAuth2Api, OAUTH2_GRANT_TYPES } from './oauth2-api.js';
import { oAuth1Api, signOAuth1Request } from './oauth1-api.js';
import { jwtAuth } from './jwt-auth.js';
import { httpCustomAuth } from './http-custom-auth.js';

export {
  httpBasicAuth,
  httpHeaderAuth,
  httpMultipleHeadersAuth,
  multipleHeaders,
  httpQueryAuth,
  httpBearerAuth,
  httpDigestAuth,
  httpCustomAuth,
  oAuth2Api,
  oAuth1Api,
  jwtAuth,
  OAUTH2_GRANT_TYPES,
  signOAuth1Request,
};
export { applyCredentialAuthentication, GENERIC_AUTH_TYPES } from './authenticate.js';

/** Built-in credential types. */
export const credentialTypes: CredentialType[] = [
  httpBasicAuth,
  httpDigestAuth,
  httpHeaderAuth,
  httpQueryAuth,
  httpBearerAuth,
  httpMultipleHeadersAuth,
  httpCustomAuth,
  oAuth2Api,
  oAuth1Api,
  jwtAuth,
];
