import { openAiCompatibleChatModel } from '../lm-chat-open-ai/compatible.js';

/** The DeepSeek Chat Model (`lmChatDeepSeek` 1): DeepSeek's OpenAI-compatible API. */
export const lmChatDeepSeekNode = openAiCompatibleChatModel({
  name: 'lmChatDeepSeek',
  displayName: 'DeepSeek Chat Model',
  credential: 'deepSeekApi',
  defaultModel: 'deepseek-chat',
});
