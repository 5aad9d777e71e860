/**
 * GitHub's credential types with n8n's names and property names, so exported credentials import as
 * they are: `githubApi` (a personal access token sent as `Authorization: token …`, and the API
 * server, which GitHub Enterprise Server sets to `https://<host>/api/v3`) and `githubOAuth2Api`
 * (OAuth2 against github.com, or the Enterprise host the server names, with the scopes the node and
 * its trigger need).
 */
import type { CredentialType, NodeProperty } from '@weft/workflow';

/** GitHub's public API server. */
export const GITHUB_API_ORIGIN = 'https://api.github.com';

/** The scopes the OAuth2 connection asks for (repositories, hooks, organisations, gists, packages, workflows). */
export const GITHUB_SCOPES =
  'repo,admin:repo_hook,admin:org,admin:org_hook,gist,notifications,user,write:packages,read:packages,delete:packages,workflow';

const server: NodeProperty = {
  displayName: 'Github Server',
  name: 'server',
  type: 'string',
  default: GITHUB_API_ORIGIN,
  description: 'The API server: leave as is for github.com; GitHub Enterprise Server uses https://<host>/api/v3',
};

/** The sign-in host of a server: github.com for api.github.com, else the Enterprise server's own origin. */
const webOrigin =
  '{{$self["server"] === "https://api.github.com" ? "https://github.com" : $self["server"].split("://")[0] + "://" + $self["server"].split("://")[1].split("/")[0]}}';

/** `githubApi`: a personal access token (classic or fine-grained) and the API server. */
export const githubApiCredential: CredentialType = {
  name: 'githubApi',
  displayName: 'GitHub API',
  documentationUrl: 'github',
  properties: [
    server,
    { displayName: 'User', name: 'user', type: 'string', default: '' },
    { displayName: 'Access Token', name: 'accessToken', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `token ${String(credentials.accessToken ?? '')}` },
  }),
  test: { request: { baseURL: '={{$credentials?.server}}', url: '/user', method: 'GET' } },
};

/** `githubOAuth2Api`: an OAuth app on github.com or on the Enterprise server. */
export const githubOAuth2ApiCredential: CredentialType = {
  name: 'githubOAuth2Api',
  displayName: 'GitHub OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'github',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    server,
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      default: `=${webOrigin}/login/oauth/authorize`,
      required: true,
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: `=${webOrigin}/login/oauth/access_token`,
      required: true,
    },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: GITHUB_SCOPES },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'header' },
  ],
};

/** Both GitHub credential types. */
export const githubCredentialTypeList: CredentialType[] = [githubApiCredential, githubOAuth2ApiCredential];
