/** Odoo 1's description (n8n's `n8n-nodes-base.odoo`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { odooProperties } from './properties.js';

/** Odoo 1: contacts, opportunities, notes and any model over JSON-RPC. */
export const odooDescription: NodeTypeDescription = {
  name: 'weft.odoo',
  displayName: 'Odoo',
  description: 'Create, read, update and delete records in Odoo',
  group: ['transform'],
  version: 1,
  icon: 'file:odoo.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Odoo' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'odooApi', required: true }],
  properties: odooProperties,
  codex: { categories: ['Data & Storage'], alias: ['ERP'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.odoo/',
};
