import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import {
  discordBotApiCredential,
  discordNode,
  discordOAuth2ApiCredential,
  discordWebhookApiCredential,
} from './discord/index.js';
import { whatsAppApiCredential, whatsAppNode } from './whats-app/index.js';
import { whatsAppTriggerApiCredential, whatsAppTriggerNode } from './whats-app-trigger/index.js';

/** Discord and WhatsApp Business: nodes, triggers and tool variants. */
export const chatAppsNodeTypes: readonly NodeType[] = [
  ...discordNode,
  ...whatsAppNode,
  ...whatsAppTriggerNode,
  // n8n offers Discord 2 and WhatsApp 1–1.1 to agents as tools (`discordTool`, `whatsAppTool`).
  ...buildToolVariants(discordNode, { discord: [2] }),
  ...buildToolVariants(whatsAppNode, { whatsApp: [1, 1.1] }),
];

/** Credential types of these nodes. */
export const chatAppsCredentialTypes: readonly CredentialType[] = [
  discordBotApiCredential,
  discordOAuth2ApiCredential,
  discordWebhookApiCredential,
  whatsAppApiCredential,
  whatsAppTriggerApiCredential,
];
