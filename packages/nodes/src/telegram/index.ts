import type { NodeType } from '@weft/workflow';
import { telegramDescription } from './description.js';
import { executeTelegram } from './execute.js';

export { telegramCredential } from './credential.js';

/** Telegram 1, 1.1 and 1.2 (n8n's `n8n-nodes-base.telegram`): messages, chats, callbacks and files through the Bot API. */
export const telegramNode: NodeType[] = [{ description: telegramDescription, execute: executeTelegram }];
