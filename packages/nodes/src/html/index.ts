import type { NodeType } from '@weft/workflow';
import { htmlDescription } from './description.js';
import { executeHtml } from './execute.js';

/** HTML, versions 1, 1.1 and 1.2 (n8n's `n8n-nodes-base.html`). */
export const htmlNode: NodeType[] = [{ description: htmlDescription, execute: executeHtml }];
