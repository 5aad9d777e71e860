import type { NodeType } from '@weft/workflow';
import { openAiV1Description, openAiV2Description } from './description.js';
import { executeOpenAi } from './execute.js';
import { openAiListSearch } from './search.js';

export { OPEN_AI_TYPE } from './description.js';

/**
 * The OpenAI node (`@n8n/n8n-nodes-langchain.openAi`), versions 1–1.8 and 2–2.1: messages to
 * models (with the connected tools), images, speech and recordings, files, assistants (1.x) and
 * conversations (2.x), over OpenAI's HTTP API with the `openAiApi` credential.
 */
export const openAiNode: NodeType[] = [
  { description: openAiV1Description, execute: executeOpenAi, methods: { listSearch: openAiListSearch } },
  { description: openAiV2Description, execute: executeOpenAi, methods: { listSearch: openAiListSearch } },
];
