import type { NodeType } from '@weft/workflow';
import { discordV1Description } from './description-v1.js';
import { discordV2Description } from './description-v2.js';
import { executeDiscordV1 } from './execute-v1.js';
import { executeDiscordV2 } from './execute-v2.js';
import { discordMethods } from './methods.js';

export { discordBotApiCredential, discordOAuth2ApiCredential, discordWebhookApiCredential } from './credentials.js';

/**
 * Discord 1 (a message to a webhook URL given on the node) and Discord 2 (n8n's
 * `n8n-nodes-base.discord`): channels, messages (with send and wait) and members through a bot or
 * OAuth2 connection, and messages through a channel webhook credential.
 */
export const discordNode: NodeType[] = [
  { description: discordV1Description, execute: executeDiscordV1 },
  { description: discordV2Description, execute: executeDiscordV2, methods: discordMethods },
];
