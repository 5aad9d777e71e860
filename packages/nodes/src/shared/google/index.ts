/** What every Google node shares: credentials, authentication, requests, errors and pagination. */
export {
  googleApi,
  googleCredentialTypes,
  googleOAuth2Api,
  googleScopesOf,
  googleServiceOAuth2Types,
} from './credentials.js';
export {
  googleApiError,
  googleApiRequest,
  googleApiRequestAll,
  googleApiResponse,
  googleUrl,
  type GoogleAuthSource,
  type GoogleRequest,
} from './request.js';
export {
  forgetServiceAccountTokens,
  GOOGLE_TOKEN_URL,
  normalisePrivateKey,
  serviceAccountAssertion,
  serviceAccountToken,
} from './service-account.js';
export { googleAuthSource } from './source.js';
export { n8nParameter } from './parameters.js';
