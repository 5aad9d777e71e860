import type { NodeType } from '@weft/workflow';
import { markdownDescription } from './description.js';
import { executeMarkdown } from './execute.js';

/** Markdown, version 1 (n8n's `n8n-nodes-base.markdown`): Markdown to HTML (showdown) and HTML to Markdown (node-html-markdown). */
export const markdownNode: NodeType[] = [{ description: markdownDescription, execute: executeMarkdown }];
