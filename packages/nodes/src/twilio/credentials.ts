/**
 * The Twilio credential with n8n's name and property names (`twilioApi`), so exported credentials
 * import as they are: the account SID the REST API's paths name, and either the account's auth
 * token or an API key's SID and secret, sent as HTTP Basic auth.
 */
import type { CredentialType } from '@weft/workflow';

/** The HTTP Basic user and password a `twilioApi` credential signs with. */
export function twilioBasicAuth(credentials: Record<string, unknown>): { user: string; password: string } {
  if (credentials.authType === 'apiKey')
    return { user: String(credentials.apiKeySid ?? ''), password: String(credentials.apiKeySecret ?? '') };
  return { user: String(credentials.accountSid ?? ''), password: String(credentials.authToken ?? '') };
}

/** `Basic <base64(user:password)>` for a `twilioApi` credential. */
export function twilioAuthorization(credentials: Record<string, unknown>): string {
  const { user, password } = twilioBasicAuth(credentials);
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

/** `twilioApi`: account SID with an auth token (`authType: authToken`) or an API key (`apiKey`). */
export const twilioApiCredential: CredentialType = {
  name: 'twilioApi',
  displayName: 'Twilio API',
  documentationUrl: 'twilio',
  properties: [
    {
      displayName: 'Auth Type',
      name: 'authType',
      type: 'options',
      default: 'authToken',
      options: [
        { name: 'Auth Token', value: 'authToken' },
        { name: 'API Key', value: 'apiKey' },
      ],
    },
    { displayName: 'Account SID', name: 'accountSid', type: 'string', default: '' },
    {
      displayName: 'Auth Token',
      name: 'authToken',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      displayOptions: { show: { authType: ['authToken'] } },
    },
    {
      displayName: 'API Key SID',
      name: 'apiKeySid',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      displayOptions: { show: { authType: ['apiKey'] } },
    },
    {
      displayName: 'API Key Secret',
      name: 'apiKeySecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      displayOptions: { show: { authType: ['apiKey'] } },
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: twilioAuthorization(credentials) },
  }),
  // Reading the account itself (`GET /2010-04-01/Accounts/{sid}.json`) checks the SID and the secret together.
  test: {
    request: { baseURL: '=https://api.twilio.com/2010-04-01/Accounts/{{$credentials.accountSid}}', url: '.json' },
  },
};
