/** n8n's legacy OpenAI node (`n8n-nodes-base.openAi` 1, 1.1), declarative: the engine's routing runs it. */
import type { NodeType } from '@weft/workflow';
import { openAiLegacyDescription } from './description.js';

/** `openAi` 1 and 1.1 (no execute: the description's routing is the behaviour). */
export const openAiLegacyNode: NodeType[] = [{ description: openAiLegacyDescription }];
