import { openAiCompatibleChatModel } from '../lm-chat-open-ai/compatible.js';

/** The OpenRouter Chat Model (`lmChatOpenRouter` 1): OpenRouter's OpenAI-compatible API. */
export const lmChatOpenRouterNode = openAiCompatibleChatModel({
  name: 'lmChatOpenRouter',
  displayName: 'OpenRouter Chat Model',
  credential: 'openRouterApi',
  defaultModel: 'openai/gpt-4.1-mini',
});
