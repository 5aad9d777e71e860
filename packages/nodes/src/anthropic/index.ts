/** The Anthropic node (n8n's `@n8n/n8n-nodes-langchain.anthropic` 1) on the shared `anthropicApi` credential. */
import type { NodeType } from '@weft/workflow';
import { anthropicDescription } from './description.js';
import { executeAnthropic } from './execute.js';
import { anthropicListSearch } from './search.js';

export { ANTHROPIC_TYPE } from './description.js';

/** Anthropic, version 1. */
export const anthropicNode: NodeType[] = [
  { description: anthropicDescription, execute: executeAnthropic, methods: { listSearch: anthropicListSearch } },
];
