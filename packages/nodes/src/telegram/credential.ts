import type { CredentialType } from '@weft/workflow';

/**
 * `telegramApi`: a bot's token from @BotFather and the Bot API's base URL (n8n's fields). Tests
 * and self-hosted Bot API servers point `baseUrl` elsewhere; calls go to `<baseUrl>/bot<token>/<method>`.
 */
export const telegramCredential: CredentialType = {
  name: 'telegramApi',
  displayName: 'Telegram API',
  documentationUrl: 'telegram',
  properties: [
    {
      displayName: 'Access Token',
      name: 'accessToken',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description:
        'The bot token that <a href="https://telegram.me/botfather">BotFather</a> gives when the bot is created',
    },
    {
      displayName: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      default: 'https://api.telegram.org',
      description: 'Where the Bot API is served (change it only for a self-hosted Bot API server)',
    },
  ],
  test: { request: { baseURL: '={{$credentials.baseUrl}}/bot{{$credentials.accessToken}}', url: '/getMe' } },
};
