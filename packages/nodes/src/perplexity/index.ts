/** n8n's Perplexity node (`perplexity` 1) and its `perplexityApi` credential. */
import type { NodeType } from '@weft/workflow';
import { perplexityDescription } from './description.js';
import { executePerplexity } from './execute.js';

export { perplexityApiCredential } from './credentials.js';

/** `perplexity` 1. */
export const perplexityNode: NodeType[] = [{ description: perplexityDescription, execute: executePerplexity }];
