import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { telegramCredential, telegramNode } from './telegram/index.js';
import { telegramTriggerNode } from './telegram-trigger/index.js';

/** Messaging services (Telegram and others). */
export const messagingNodeTypes: readonly NodeType[] = [
  ...telegramNode,
  ...telegramTriggerNode,
  // n8n offers the Telegram node to agents as a tool (`telegramTool`) at every version.
  ...buildToolVariants(telegramNode, { telegram: [1, 1.1, 1.2] }),
];

/** Credential types of these nodes. */
export const messagingCredentialTypes: readonly CredentialType[] = [telegramCredential];
