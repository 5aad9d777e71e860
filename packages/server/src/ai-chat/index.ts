/**
 * n8n's Chat Trigger served by Weft: the chat at `/webhook/<webhookId>/chat` (hosted page and
 * messages; `/webhook-test/…` while the editor listens) and the editor's chat (`POST /rest/ai-chat/run`).
 */
export { handleChatTrigger, chatItem, chatOptions, type ChatTriggerCall } from './handler.js';
export { registerChatRunRoute } from './manual-run.js';
export { renderChatPage, type ChatPageConfig } from './page.js';
export { memoryWorkflow } from './memory-run.js';
export { chatTriggerPath, isAnyChatTrigger, isChatTrigger } from './paths.js';
export { registerChatSocket, DEFAULT_CHAT_SOCKET_TIMINGS, type ChatSocketTimings } from './chat-socket.js';
export { ChatSession, CHAT_SIGNALS, type ChatSessionHost, type ChatSocket } from './chat-session.js';
