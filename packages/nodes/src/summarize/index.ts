import type { NodeType } from '@weft/workflow';
import { summarizeDescription } from './description.js';
import { executeSummarize } from './execute.js';

/** Summarize, versions 1 and 1.1 (n8n's `n8n-nodes-base.summarize`). */
export const summarizeNode: NodeType[] = [{ description: summarizeDescription, execute: executeSummarize }];
