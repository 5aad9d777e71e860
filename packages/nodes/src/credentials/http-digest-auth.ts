import type { CredentialType } from '@weft/workflow';

/**
 * `httpDigestAuth`: user and password for HTTP Digest authentication. Digest needs a challenge
 * round trip, so it has no static `authenticate`: `ctx.helpers.httpRequestWithAuthentication` answers the challenge.
 */
export const httpDigestAuth: CredentialType = {
  name: 'httpDigestAuth',
  displayName: 'Digest Auth',
  documentationUrl: 'httprequest',
  properties: [
    { displayName: 'User', name: 'user', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
  ],
};
