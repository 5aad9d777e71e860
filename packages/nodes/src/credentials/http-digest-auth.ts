import type { CredentialType } from '@weft/workflow';

/**
 * `httpDigestAuth`: user and password for HTTP Digest authentication. Digest needs a challenge
 * round-trip, so it has no static `authenticate`; the HTTP Request node reports it as not supported yet.
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
