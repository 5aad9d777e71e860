/**
 * Google's credential types, with n8n's names and property names so exported credentials import
 * as they are: `googleApi` (a service account) and `googleOAuth2Api` with one OAuth2 type per
 * service, each asking for that service's scopes.
 */
import type { CredentialType, NodeProperty } from '@weft/workflow';

const REGIONS = [
  'africa-south1',
  'asia-east1',
  'asia-east2',
  'asia-northeast1',
  'asia-northeast2',
  'asia-northeast3',
  'asia-south1',
  'asia-south2',
  'asia-southeast1',
  'asia-southeast2',
  'australia-southeast1',
  'australia-southeast2',
  'europe-central2',
  'europe-north1',
  'europe-southwest1',
  'europe-west1',
  'europe-west10',
  'europe-west12',
  'europe-west2',
  'europe-west3',
  'europe-west4',
  'europe-west6',
  'europe-west8',
  'europe-west9',
  'me-central1',
  'me-central2',
  'me-west1',
  'northamerica-northeast1',
  'northamerica-northeast2',
  'northamerica-south1',
  'southamerica-east1',
  'southamerica-west1',
  'us-central1',
  'us-east1',
  'us-east4',
  'us-east5',
  'us-south1',
  'us-west1',
  'us-west2',
  'us-west3',
  'us-west4',
];

/** `googleApi`: a Google Cloud service account, optionally acting for a Workspace user. */
export const googleApi: CredentialType = {
  name: 'googleApi',
  displayName: 'Google Service Account API',
  documentationUrl: 'google/service-account',
  properties: [
    {
      displayName: 'Region',
      name: 'region',
      type: 'options',
      options: REGIONS.map((value) => ({ name: value, value })),
      default: 'us-central1',
      description: 'The region of the Google Cloud resources the account uses, where a service asks for one',
    },
    {
      displayName: 'Service Account Email',
      name: 'email',
      type: 'string',
      placeholder: 'name@project.iam.gserviceaccount.com',
      default: '',
      required: true,
      description: 'The "client_email" of the account\'s JSON key',
    },
    {
      displayName: 'Private Key',
      name: 'privateKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
      description: 'The "private_key" of the account\'s JSON key, from -----BEGIN PRIVATE KEY----- to the END line',
    },
    {
      displayName: 'Impersonate a User',
      name: 'inpersonate',
      type: 'boolean',
      default: false,
      description: 'Whether the account acts for a Workspace user (domain-wide delegation must allow it)',
    },
    {
      displayName: 'Email',
      name: 'delegatedEmail',
      type: 'string',
      default: '',
      displayOptions: { show: { inpersonate: [true] } },
      description: 'The user the account acts for',
    },
    { displayName: 'Set up for use in HTTP Request node', name: 'httpNode', type: 'boolean', default: false },
    {
      displayName:
        'The HTTP Request node sends the scopes set below; Google nodes ask for the scopes they need themselves',
      name: 'httpWarning',
      type: 'notice',
      default: '',
      displayOptions: { show: { httpNode: [true] } },
    },
    {
      displayName: 'Scope(s)',
      name: 'scopes',
      type: 'string',
      default: '',
      displayOptions: { show: { httpNode: [true] } },
      description: 'Space-separated scopes the HTTP Request node asks for',
    },
  ],
};

const hidden = (name: string, value: string): NodeProperty => ({
  displayName: name,
  name,
  type: 'hidden',
  default: value,
});

/** `googleOAuth2Api`: OAuth2 with Google's endpoints, offline access (a refresh token) and consent asked every time. */
export const googleOAuth2Api: CredentialType = {
  name: 'googleOAuth2Api',
  displayName: 'Google OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'google/oauth-generic',
  properties: [
    hidden('grantType', 'authorizationCode'),
    hidden('authUrl', 'https://accounts.google.com/o/oauth2/v2/auth'),
    hidden('accessTokenUrl', 'https://oauth2.googleapis.com/token'),
    hidden('authQueryParameters', 'access_type=offline&prompt=consent'),
    hidden('authentication', 'body'),
    {
      displayName: 'Scope',
      name: 'scope',
      type: 'string',
      default: '',
      description: 'Space-separated scopes to ask for',
    },
  ],
};

/** One service's OAuth2 type: Google OAuth2 with the service's scopes fixed. */
function serviceOAuth2(name: string, displayName: string, scopes: string[], apis?: string): CredentialType {
  const properties: NodeProperty[] = [hidden('scope', scopes.join(' '))];
  if (apis)
    properties.push({
      displayName: `Enable ${apis} in the Google Cloud console of the OAuth client's project`,
      name: 'notice',
      type: 'notice',
      default: '',
    });
  return {
    name,
    displayName,
    extends: ['googleOAuth2Api'],
    documentationUrl: 'google/oauth-single-service',
    properties,
  };
}

const auth = (scope: string) => `https://www.googleapis.com/auth/${scope}`;

/** The per-service OAuth2 types of the Google nodes, with the scopes n8n asks for. */
export const googleServiceOAuth2Types: CredentialType[] = [
  serviceOAuth2(
    'googleSheetsOAuth2Api',
    'Google Sheets OAuth2 API',
    [auth('drive.file'), auth('spreadsheets'), auth('drive.metadata')],
    'the Google Drive API and the Google Sheets API',
  ),
  serviceOAuth2(
    'googleSheetsTriggerOAuth2Api',
    'Google Sheets Trigger OAuth2 API',
    [auth('drive'), auth('drive.file'), auth('spreadsheets'), auth('drive.metadata')],
    'the Google Drive API and the Google Sheets API',
  ),
  serviceOAuth2('gmailOAuth2', 'Gmail OAuth2 API', [
    auth('gmail.labels'),
    auth('gmail.addons.current.action.compose'),
    auth('gmail.addons.current.message.action'),
    'https://mail.google.com/',
    auth('gmail.modify'),
    auth('gmail.compose'),
  ]),
  serviceOAuth2(
    'googleDriveOAuth2Api',
    'Google Drive OAuth2 API',
    [auth('drive'), auth('drive.appdata'), auth('drive.photos.readonly')],
    'the Google Drive API',
  ),
  serviceOAuth2('googleDocsOAuth2Api', 'Google Docs OAuth2 API', [
    auth('documents'),
    auth('drive'),
    auth('drive.file'),
  ]),
  serviceOAuth2('googleCalendarOAuth2Api', 'Google Calendar OAuth2 API', [auth('calendar'), auth('calendar.events')]),
  serviceOAuth2('googleSlidesOAuth2Api', 'Google Slides OAuth2 API', [auth('drive.file'), auth('presentations')]),
  serviceOAuth2('googleTasksOAuth2Api', 'Google Tasks OAuth2 API', [auth('tasks')]),
  serviceOAuth2('googleContactsOAuth2Api', 'Google Contacts OAuth2 API', [auth('contacts')]),
  serviceOAuth2('youTubeOAuth2Api', 'YouTube OAuth2 API', [
    auth('youtube'),
    auth('youtubepartner'),
    auth('youtube.force-ssl'),
    auth('youtube.upload'),
    auth('youtubepartner-channel-audit'),
  ]),
];

/** Every Google credential type. */
export const googleCredentialTypes: CredentialType[] = [googleApi, googleOAuth2Api, ...googleServiceOAuth2Types];

/** The scopes of a per-service OAuth2 type, which a service account asks for in its place. */
export function googleScopesOf(oAuth2CredentialType: string): string[] {
  const type = googleServiceOAuth2Types.find((t) => t.name === oAuth2CredentialType);
  const scope = type?.properties.find((p) => p.name === 'scope')?.default;
  return typeof scope === 'string' ? scope.split(/\s+/).filter(Boolean) : [];
}
