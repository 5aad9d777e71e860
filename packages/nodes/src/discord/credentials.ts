/**
 * Discord's credential types with n8n's names and property names, so exported credentials import as
 * they are: `discordBotApi` (a bot token), `discordOAuth2Api` (OAuth2 sign-in that installs the bot,
 * plus the bot token the node calls the API with) and `discordWebhookApi` (one channel webhook URL).
 */
import type { CredentialType, NodeProperty } from '@weft/workflow';

/** `discordBotApi`: the bot's token, sent as `Authorization: Bot <token>`. */
export const discordBotApiCredential: CredentialType = {
  name: 'discordBotApi',
  displayName: 'Discord Bot API',
  documentationUrl: 'discord',
  properties: [
    {
      displayName: 'Bot Token',
      name: 'botToken',
      type: 'string',
      default: '',
      required: true,
      typeOptions: { password: true },
      description: 'The token of the application’s bot (Developer Portal → your application → Bot → Reset Token)',
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bot ${String(credentials.botToken ?? '')}` },
  }),
  test: { request: { baseURL: 'https://discord.com/api/v10/', url: '/users/@me/guilds' } },
};

const hidden = (displayName: string, name: string, value: string): NodeProperty => ({
  displayName,
  name,
  type: 'hidden',
  default: value,
});

/** The scopes asked for at sign-in unless custom ones are set (n8n's defaults: the user, their servers, and installing the bot). */
export const DISCORD_DEFAULT_SCOPES = ['identify', 'guilds', 'guilds.join', 'bot'];

/** `discordOAuth2Api`: authorization code against Discord's OAuth2 endpoints, installing the bot with n8n's permission set. */
export const discordOAuth2ApiCredential: CredentialType = {
  name: 'discordOAuth2Api',
  displayName: 'Discord OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'discord',
  properties: [
    {
      displayName: 'Bot Token',
      name: 'botToken',
      type: 'string',
      default: '',
      typeOptions: { password: true },
      description: 'The token of the bot the sign-in installs; the node acts as this bot on the servers you can reach',
    },
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    { ...hidden('Authorization URL', 'authUrl', 'https://discord.com/api/oauth2/authorize'), required: true },
    { ...hidden('Access Token URL', 'accessTokenUrl', 'https://discord.com/api/oauth2/token'), required: true },
    hidden('Auth URI Query Parameters', 'authQueryParameters', 'permissions=1642758929655'),
    {
      displayName: 'Custom Scopes',
      name: 'customScopes',
      type: 'boolean',
      default: false,
      description: 'Whether to ask for other scopes than the ones the node needs',
    },
    {
      displayName: 'The node needs the default scopes; without them some operations fail',
      name: 'customScopesNotice',
      type: 'notice',
      default: '',
      displayOptions: { show: { customScopes: [true] } },
    },
    {
      displayName: 'Enabled Scopes',
      name: 'enabledScopes',
      type: 'string',
      displayOptions: { show: { customScopes: [true] } },
      default: DISCORD_DEFAULT_SCOPES.join(' '),
      description: 'The scopes to ask for, separated by spaces',
    },
    hidden(
      'Scope',
      'scope',
      `={{$self["customScopes"] ? $self["enabledScopes"] : "${DISCORD_DEFAULT_SCOPES.join(' ')}"}}`,
    ),
  ],
};

/** `discordWebhookApi`: one channel webhook URL (it holds its own secret token). */
export const discordWebhookApiCredential: CredentialType = {
  name: 'discordWebhookApi',
  displayName: 'Discord Webhook',
  documentationUrl: 'discord',
  properties: [
    {
      displayName: 'Webhook URL',
      name: 'webhookUri',
      type: 'string',
      required: true,
      default: '',
      placeholder: 'https://discord.com/api/webhooks/ID/TOKEN',
      typeOptions: { password: true },
      description: 'The URL Discord shows under the channel’s Integrations → Webhooks → Copy Webhook URL',
    },
  ],
  test: { request: { baseURL: '={{ $credentials.webhookUri }}' } },
};
