/** Mistral AI (n8n's `mistralAi` 1): document OCR on the Mistral Cloud Chat Model's `mistralCloudApi` credential. */
import type { NodeType } from '@weft/workflow';
import { mistralAiDescription } from './description.js';
import { executeMistralAi } from './execute.js';

/** Mistral AI, version 1. */
export const mistralAiNode: NodeType[] = [{ description: mistralAiDescription, execute: executeMistralAi }];
