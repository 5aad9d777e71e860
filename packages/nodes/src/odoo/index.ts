import type { NodeType } from '@weft/workflow';
import { odooDescription } from './description.js';
import { executeOdoo } from './execute.js';
import { odooMethods } from './methods.js';

export { odooApiCredential } from './credentials.js';

/** Odoo 1 (n8n's `n8n-nodes-base.odoo`): contacts, opportunities, notes and custom models. */
export const odooNode: NodeType[] = [{ description: odooDescription, execute: executeOdoo, methods: odooMethods }];
