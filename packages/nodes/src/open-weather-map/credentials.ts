/**
 * The OpenWeatherMap credential with n8n's name and property name (`openWeatherMapApi`), so
 * exported credentials import as they are: an API key sent as the `appid` query parameter.
 */
import type { CredentialType } from '@weft/workflow';

/** `openWeatherMapApi`: the account's API key. */
export const openWeatherMapApiCredential: CredentialType = {
  name: 'openWeatherMapApi',
  displayName: 'OpenWeatherMap API',
  documentationUrl: 'openweathermap',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    qs: { ...request.qs, appid: String(credentials.accessToken ?? '') },
  }),
  test: { request: { baseURL: 'https://api.openweathermap.org/data/2.5', url: '/weather', qs: { q: 'London' } } },
};
