/** Basic LLM Chain (n8n's `@n8n/n8n-nodes-langchain.chainLlm`, 1–1.7). */
import type { NodeType } from '@weft/workflow';
import { chainLlmDescription } from './description.js';
import { executeChainLlm } from './execute.js';

export { connectedModel, formatChainResponse } from './execute.js';
export { isChatModel } from './prompt.js';

/** Basic LLM Chain, versions 1–1.7. */
export const chainLlmNode: NodeType[] = [{ description: chainLlmDescription, execute: executeChainLlm }];
