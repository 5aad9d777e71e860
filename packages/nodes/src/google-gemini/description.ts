import type { NodeTypeDescription } from '@weft/workflow';
import { googleGeminiProperties } from './properties.js';

/** n8n's type name of the Google Gemini node, kept as it is. */
export const GOOGLE_GEMINI_TYPE = '@n8n/n8n-nodes-langchain.googleGemini';

/** Version 1: text messages (with the connected tools), and n8n's media resources. */
export const googleGeminiDescription: NodeTypeDescription = {
  displayName: 'Google Gemini',
  name: GOOGLE_GEMINI_TYPE,
  icon: 'file:gemini.svg',
  group: ['transform'],
  version: 1,
  subtitle: `={{ String($parameter.operation ?? '').charAt(0).toUpperCase() + String($parameter.operation ?? '').slice(1) + ' ' + String($parameter.resource ?? '').charAt(0).toUpperCase() + String($parameter.resource ?? '').slice(1) }}`,
  description: 'Message Gemini models, with tools; analyze and make images, audio, video and documents',
  defaults: { name: 'Google Gemini' },
  usableAsTool: true,
  inputs: `={{ $parameter.resource === 'text' && $parameter.operation === 'message' ? [{ type: 'main' }, { type: 'ai_tool', displayName: 'Tools' }] : ['main'] }}`,
  outputs: ['main'],
  credentials: [{ name: 'googlePalmApi', required: true }],
  codex: {
    categories: ['AI'],
    subcategories: { AI: ['Agents', 'Miscellaneous', 'Root Nodes'] },
  },
  properties: googleGeminiProperties,
};
