import type { CredentialType, NodeType } from '@weft/workflow';
import { anthropicApi } from './ai-model-credentials/anthropic-api.js';
import { googlePalmApi } from './ai-model-credentials/google-palm-api.js';
import { groqApi, mistralCloudApi } from './ai-model-credentials/fixed-host-keys.js';
import { deepSeekApi, openRouterApi, xAiApi } from './ai-model-credentials/key-and-url.js';
import { ollamaApi } from './ai-model-credentials/ollama-api.js';
import { openAiApi } from './ai-model-credentials/open-ai-api.js';
import { azureEntraCognitiveServicesOAuth2Api, azureOpenAiApi } from './ai-model-credentials/azure-open-ai.js';
import { lmChatAzureOpenAiNode } from './lm-chat-azure-open-ai/index.js';
import { lmChatAnthropicNode } from './lm-chat-anthropic/index.js';
import { lmChatDeepSeekNode } from './lm-chat-deep-seek/index.js';
import { lmChatGoogleGeminiNode } from './lm-chat-google-gemini/index.js';
import { lmChatGroqNode } from './lm-chat-groq/index.js';
import { lmChatMistralCloudNode } from './lm-chat-mistral-cloud/index.js';
import { lmChatOllamaNode } from './lm-chat-ollama/index.js';
import { lmChatOpenAiNode } from './lm-chat-open-ai/index.js';
import { lmChatOpenRouterNode } from './lm-chat-open-router/index.js';
import { lmChatXAiGrokNode } from './lm-chat-x-ai-grok/index.js';
import { lmOllamaNode } from './lm-ollama/index.js';
import { lmOpenAiNode } from './lm-open-ai/index.js';

/** AI (n8n's LangChain) nodes of this family; see registry-ai.ts. */
export const aiModelsNodeTypes: readonly NodeType[] = [
  lmChatOpenAiNode,
  lmChatGoogleGeminiNode,
  lmChatOpenRouterNode,
  lmChatAnthropicNode,
  lmChatOllamaNode,
  lmChatDeepSeekNode,
  lmChatXAiGrokNode,
  lmOpenAiNode,
  lmOllamaNode,
  lmChatGroqNode,
  lmChatMistralCloudNode,
  lmChatAzureOpenAiNode,
];

/** Credential types of this family. */
export const aiModelsCredentialTypes: readonly CredentialType[] = [
  openAiApi,
  googlePalmApi,
  openRouterApi,
  anthropicApi,
  ollamaApi,
  deepSeekApi,
  xAiApi,
  groqApi,
  mistralCloudApi,
  azureOpenAiApi,
  azureEntraCognitiveServicesOAuth2Api,
];
