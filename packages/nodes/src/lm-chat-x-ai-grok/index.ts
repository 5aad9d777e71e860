import { openAiCompatibleChatModel } from '../lm-chat-open-ai/compatible.js';

/** The xAI Grok Chat Model (`lmChatXAiGrok` 1): xAI's OpenAI-compatible API, without `stream_options`. */
export const lmChatXAiGrokNode = openAiCompatibleChatModel({
  name: 'lmChatXAiGrok',
  displayName: 'xAI Grok Chat Model',
  credential: 'xAiApi',
  defaultModel: 'grok-2-vision-1212',
  noStreamOptions: true,
});
