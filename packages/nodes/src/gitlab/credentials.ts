/**
 * GitLab's credential types with n8n's names and property names, so exported credentials import as
 * they are: `gitlabApi` (a personal, project or group access token sent as `Private-Token`, and the
 * server, gitlab.com or a self-managed instance) and `gitlabOAuth2Api` (OAuth2 against that server
 * with the `api` scope).
 */
import type { CredentialType, NodeProperty } from '@weft/workflow';

/** GitLab's public server. */
export const GITLAB_ORIGIN = 'https://gitlab.com';

const server: NodeProperty = {
  displayName: 'Gitlab Server',
  name: 'server',
  type: 'string',
  default: GITLAB_ORIGIN,
  description: 'The GitLab instance: leave as is for gitlab.com, or the address of a self-managed one',
};

/** `gitlabApi`: an access token and the server. */
export const gitlabApiCredential: CredentialType = {
  name: 'gitlabApi',
  displayName: 'GitLab API',
  documentationUrl: 'gitlab',
  properties: [
    server,
    { displayName: 'Access Token', name: 'accessToken', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, 'Private-Token': String(credentials.accessToken ?? '') },
  }),
  test: {
    request: {
      baseURL: '={{$credentials.server.replace(new RegExp("/$"), "") + "/api/v4" }}',
      url: '/personal_access_tokens/self',
    },
  },
};

/** `gitlabOAuth2Api`: an OAuth application on the server. */
export const gitlabOAuth2ApiCredential: CredentialType = {
  name: 'gitlabOAuth2Api',
  displayName: 'GitLab OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'gitlab',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    server,
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      default: '={{$self["server"]}}/oauth/authorize',
      required: true,
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: '={{$self["server"]}}/oauth/token',
      required: true,
    },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: 'api' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
};

/** Both GitLab credential types. */
export const gitlabCredentialTypeList: CredentialType[] = [gitlabApiCredential, gitlabOAuth2ApiCredential];
