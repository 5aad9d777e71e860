/**
 * Microsoft's credential types, with n8n's names and property names so exported credentials import
 * as they are: `microsoftOAuth2Api` (the Microsoft identity platform's endpoints, the tenant in the
 * URLs) and one OAuth2 type per service with the Graph scopes n8n asks for.
 */
import type { CredentialType, NodeProperty } from '@weft/workflow';

const hidden = (name: string, displayName: string, value: string): NodeProperty => ({
  displayName,
  name,
  type: 'hidden',
  default: value,
});

/** `microsoftOAuth2Api`: OAuth2 against login.microsoftonline.com (the `common` tenant unless the URLs name one). */
export const microsoftOAuth2Api: CredentialType = {
  name: 'microsoftOAuth2Api',
  displayName: 'Microsoft OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'microsoft',
  properties: [
    hidden('grantType', 'Grant Type', 'authorizationCode'),
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'string',
      default: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      description: 'Replace "common" with your tenant ID or domain to sign in to one organisation only',
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'string',
      default: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      description: 'Use the same tenant as in the authorization URL',
    },
    hidden('authQueryParameters', 'Auth URI Query Parameters', 'response_mode=query'),
    hidden('authentication', 'Authentication', 'body'),
  ],
};

function serviceOAuth2(name: string, displayName: string, scopes: string, extra: NodeProperty[] = []): CredentialType {
  return {
    name,
    displayName,
    extends: ['microsoftOAuth2Api'],
    documentationUrl: 'microsoft',
    properties: [hidden('scope', 'Scope', scopes), ...extra],
  };
}

/** `microsoftOutlookOAuth2Api`: mail, calendars and contacts, optionally of a shared mailbox. */
export const microsoftOutlookOAuth2Api = serviceOAuth2(
  'microsoftOutlookOAuth2Api',
  'Microsoft Outlook OAuth2 API',
  'openid offline_access Contacts.Read Contacts.ReadWrite Calendars.Read Calendars.Read.Shared Calendars.ReadWrite Mail.ReadWrite Mail.ReadWrite.Shared Mail.Send Mail.Send.Shared MailboxSettings.Read',
  [
    {
      displayName: 'Use Shared Mailbox',
      name: 'useShared',
      type: 'boolean',
      default: false,
      description: 'Whether the nodes work on another mailbox the signed-in user may use, instead of their own',
    },
    {
      displayName: 'User Principal Name',
      name: 'userPrincipalName',
      type: 'string',
      default: '',
      description: 'The mailbox to use: its user principal name (e.g. shared@contoso.com) or its user ID',
      displayOptions: { show: { useShared: [true] } },
    },
  ],
);

/** `microsoftExcelOAuth2Api`: workbooks in the user's drive. */
export const microsoftExcelOAuth2Api = serviceOAuth2(
  'microsoftExcelOAuth2Api',
  'Microsoft Excel OAuth2 API',
  'openid offline_access Files.ReadWrite',
);

/** `microsoftOneDriveOAuth2Api`: every file the user can reach. */
export const microsoftOneDriveOAuth2Api = serviceOAuth2(
  'microsoftOneDriveOAuth2Api',
  'Microsoft OneDrive OAuth2 API',
  'openid offline_access Files.ReadWrite.All',
);

/** `microsoftTeamsOAuth2Api`: teams, channels, chats and Planner tasks. */
export const microsoftTeamsOAuth2Api = serviceOAuth2(
  'microsoftTeamsOAuth2Api',
  'Microsoft Teams OAuth2 API',
  'openid offline_access User.ReadWrite.All Group.ReadWrite.All Chat.ReadWrite ChannelMessage.Read.All',
  [
    {
      displayName:
        'The Microsoft Teams Trigger also needs ChannelMessage.Read.All, Chat.Read.All, Team.ReadBasic.All and Subscription.ReadWrite.All, granted to the app in Microsoft Entra',
      name: 'notice',
      type: 'notice',
      default: '',
    },
  ],
);

/** Every Microsoft credential type of the Outlook, Excel, OneDrive and Teams nodes. */
export const microsoftCredentialTypeList: CredentialType[] = [
  microsoftOAuth2Api,
  microsoftOutlookOAuth2Api,
  microsoftExcelOAuth2Api,
  microsoftOneDriveOAuth2Api,
  microsoftTeamsOAuth2Api,
];
