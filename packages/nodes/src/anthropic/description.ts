import type { NodeTypeDescription } from '@weft/workflow';
import { anthropicProperties } from './properties.js';

/** n8n's type name of the Anthropic node, kept as it is. */
export const ANTHROPIC_TYPE = '@n8n/n8n-nodes-langchain.anthropic';

/** The node's inputs: a tools input beside main for Message a Model, main alone otherwise. */
const INPUTS = `={{ ((resource, operation) => resource === 'text' && operation === 'message'
  ? [{ type: 'main' }, { type: 'ai_tool', displayName: 'Tools' }]
  : ['main'])($parameter.resource, $parameter.operation) }}`;

/** The Anthropic node (`anthropic` 1): Claude messages, document and image analysis, files and prompt tools. */
export const anthropicDescription: NodeTypeDescription = {
  displayName: 'Anthropic',
  name: ANTHROPIC_TYPE,
  icon: 'file:anthropic.svg',
  group: ['transform'],
  version: 1,
  subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
  description: 'Work with Anthropic Claude models: messages, documents, images, files and prompts',
  defaults: { name: 'Anthropic' },
  usableAsTool: true,
  codex: {
    alias: ['LangChain', 'document', 'image', 'assistant', 'claude'],
    categories: ['AI'],
    subcategories: { AI: ['Agents', 'Miscellaneous', 'Root Nodes'] },
  },
  inputs: INPUTS,
  outputs: ['main'],
  credentials: [{ name: 'anthropicApi', required: true }],
  properties: anthropicProperties,
};
