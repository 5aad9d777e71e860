/**
 * The three Jira credentials, with n8n's names and property names so exported credentials import
 * as they are: `jiraSoftwareCloudApi` (an Atlassian account's email and API token, HTTP Basic),
 * `jiraSoftwareServerApi` (a Jira Server user's email and password, HTTP Basic) and
 * `jiraSoftwareServerPatApi` (a personal access token, sent as a Bearer token). Each names the
 * site (`domain`) the REST API lives under (`<domain>/rest/api/…`).
 */
import type { CredentialType } from '@weft/workflow';

/** The credential type the node's `jiraVersion` parameter picks. */
export function jiraCredentialType(
  jiraVersion: unknown,
): 'jiraSoftwareCloudApi' | 'jiraSoftwareServerApi' | 'jiraSoftwareServerPatApi' {
  if (jiraVersion === 'server') return 'jiraSoftwareServerApi';
  if (jiraVersion === 'serverPat') return 'jiraSoftwareServerPatApi';
  return 'jiraSoftwareCloudApi';
}

/** `Basic <base64(user:password)>`. */
function basic(user: unknown, password: unknown): string {
  return `Basic ${Buffer.from(`${String(user ?? '')}:${String(password ?? '')}`).toString('base64')}`;
}

/** The Authorization header a credential of `type` signs requests with. */
export function jiraAuthorization(type: string, credentials: Record<string, unknown>): string {
  if (type === 'jiraSoftwareServerPatApi') return `Bearer ${String(credentials.personalAccessToken ?? '')}`;
  if (type === 'jiraSoftwareServerApi') return basic(credentials.email, credentials.password);
  return basic(credentials.email, credentials.apiToken);
}

const domain = (example: string) => ({
  displayName: 'Domain',
  name: 'domain',
  type: 'string' as const,
  default: '',
  placeholder: example,
});
const test = { request: { baseURL: '={{$credentials?.domain}}', url: '/rest/api/2/myself' } };
const sign =
  (type: string): CredentialType['authenticate'] =>
  (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: jiraAuthorization(type, credentials) },
  });

/** `jiraSoftwareCloudApi`: email, API token and the site (https://<name>.atlassian.net). */
export const jiraSoftwareCloudApiCredential: CredentialType = {
  name: 'jiraSoftwareCloudApi',
  displayName: 'Jira SW Cloud API',
  documentationUrl: 'jira',
  properties: [
    { displayName: 'Email', name: 'email', type: 'string', placeholder: 'name@email.com', default: '' },
    { displayName: 'API Token', name: 'apiToken', type: 'string', typeOptions: { password: true }, default: '' },
    domain('https://example.atlassian.net'),
  ],
  authenticate: sign('jiraSoftwareCloudApi'),
  test,
};

/** `jiraSoftwareServerApi`: a user's email and password on a self-hosted Jira, and its address. */
export const jiraSoftwareServerApiCredential: CredentialType = {
  name: 'jiraSoftwareServerApi',
  displayName: 'Jira SW Server API',
  documentationUrl: 'jira',
  properties: [
    { displayName: 'Email', name: 'email', type: 'string', placeholder: 'name@email.com', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    domain('https://example.com'),
  ],
  authenticate: sign('jiraSoftwareServerApi'),
  test,
};

/** `jiraSoftwareServerPatApi`: a personal access token of a self-hosted Jira, and its address. */
export const jiraSoftwareServerPatApiCredential: CredentialType = {
  name: 'jiraSoftwareServerPatApi',
  displayName: 'Jira SW Server (PAT) API',
  documentationUrl: 'jira',
  properties: [
    {
      displayName: 'Personal Access Token',
      name: 'personalAccessToken',
      type: 'string',
      typeOptions: { password: true },
      default: '',
    },
    domain('https://example.com'),
  ],
  authenticate: sign('jiraSoftwareServerPatApi'),
  test,
};

/** Every Jira credential type. */
export const jiraCredentialTypeList: CredentialType[] = [
  jiraSoftwareCloudApiCredential,
  jiraSoftwareServerApiCredential,
  jiraSoftwareServerPatApiCredential,
];
