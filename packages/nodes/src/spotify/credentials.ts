/**
 * The Spotify credential with n8n's name and property names (`spotifyOAuth2Api`), so exported
 * credentials import as they are: an OAuth2 app's connection with Spotify's endpoints and the
 * scopes the node needs as hidden properties; the server connects it.
 */
import type { CredentialType } from '@weft/workflow';

/** `spotifyOAuth2Api`: Spotify's OAuth2 endpoints and scopes. */
export const spotifyOAuth2ApiCredential: CredentialType = {
  name: 'spotifyOAuth2Api',
  extends: ['oAuth2Api'],
  displayName: 'Spotify OAuth2 API',
  documentationUrl: 'spotify',
  properties: [
    { displayName: 'Spotify Server', name: 'server', type: 'hidden', default: 'https://api.spotify.com/' },
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      default: 'https://accounts.spotify.com/authorize',
      required: true,
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: 'https://accounts.spotify.com/api/token',
      required: true,
    },
    {
      displayName: 'Scope',
      name: 'scope',
      type: 'hidden',
      default:
        'user-read-playback-state playlist-read-collaborative user-modify-playback-state playlist-modify-public user-read-currently-playing playlist-read-private user-read-recently-played playlist-modify-private user-library-read user-follow-read',
    },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'header' },
  ],
  test: { request: { baseURL: 'https://api.spotify.com/v1', url: '/me' } },
};
