import type { NodeTypeDescription } from '@weft/workflow';
import { openAiV1Properties } from './properties-v1.js';
import { openAiV2Properties } from './properties-v2.js';

/** n8n's type name of the OpenAI node, kept as it is. */
export const OPEN_AI_TYPE = '@n8n/n8n-nodes-langchain.openAi';

/**
 * The node's inputs: the tools input for Message a Model (unless the model takes no tools), tools
 * and a memory for Message an Assistant (no memory when a thread id is used), else main alone.
 */
const INPUTS = `={{ ((resource, operation, hideTools, memory) => {
  if (resource === 'assistant' && operation === 'message') {
    const list = [{ type: 'main' }, { type: 'ai_tool', displayName: 'Tools' }];
    if (memory !== 'threadId') list.push({ type: 'ai_memory', displayName: 'Memory', maxConnections: 1 });
    return list;
  }
  if (resource === 'text' && (operation === 'message' || operation === 'response')) {
    return hideTools === 'hide' ? ['main'] : [{ type: 'main' }, { type: 'ai_tool', displayName: 'Tools' }];
  }
  return ['main'];
})($parameter.resource, $parameter.operation, $parameter.hideTools, $parameter.memory) }}`;

/** The node's subtitle: the operation in words (e.g. "Message Model", "Transcribe Recording"). */
const SUBTITLE = `={{ ((resource, operation) => {
  const words = { deleteAssistant: 'Delete Assistant', deleteFile: 'Delete File', classify: 'Classify Text' };
  if (words[operation]) return words[operation];
  if (operation === 'message' && resource === 'text') return 'Message Model';
  const cap = (s) => String(s ?? '').charAt(0).toUpperCase() + String(s ?? '').slice(1);
  const noun = ['transcribe', 'translate'].includes(operation) ? 'recording' : operation === 'list' ? resource + 's' : resource;
  return cap(operation) + ' ' + cap(noun);
})($parameter.resource, $parameter.operation) }}`;

const base = {
  displayName: 'OpenAI',
  name: OPEN_AI_TYPE,
  icon: 'file:openAi.svg',
  group: ['transform'],
  subtitle: SUBTITLE,
  description: 'Chat with OpenAI models, make and read images, speech and recordings, manage files',
  defaults: { name: 'OpenAI' },
  defaultVersion: 2.1,
  inputs: INPUTS,
  outputs: ['main'],
  credentials: [{ name: 'openAiApi', required: true }],
  codex: {
    categories: ['AI'],
    subcategories: { AI: ['Agents', 'Miscellaneous', 'Root Nodes'] },
    alias: ['LangChain', 'ChatGPT', 'Sora', 'DallE', 'whisper', 'audio', 'transcribe', 'tts', 'assistant'],
  },
} satisfies Partial<NodeTypeDescription>;

/** Versions 1–1.8: text (Chat Completions), image, audio, file and assistant resources. */
export const openAiV1Description: NodeTypeDescription = {
  ...base,
  version: [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8],
  properties: openAiV1Properties,
};

/** Versions 2–2.1: text through the Responses API, image editing, conversations and video. */
export const openAiV2Description: NodeTypeDescription = {
  ...base,
  version: [2, 2.1],
  properties: openAiV2Properties,
};
