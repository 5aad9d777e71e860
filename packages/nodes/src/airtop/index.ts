import type { NodeType } from '@weft/workflow';
import { airtopDescription } from './description.js';
import { executeAirtop } from './execute.js';

export { airtopApiCredential } from './credentials.js';

/** Airtop 1 and 1.1 (n8n's `n8n-nodes-base.airtop`): cloud browser sessions, windows, extraction, interaction, files and agents. */
export const airtopNode: NodeType[] = [{ description: airtopDescription, execute: executeAirtop }];
