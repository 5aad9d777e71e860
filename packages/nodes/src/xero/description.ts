/** Xero 1's description (n8n's `n8n-nodes-base.xero`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { xeroProperties } from './properties.js';

/** Xero 1: create, read, list and update contacts and invoices of a Xero organisation. */
export const xeroDescription: NodeTypeDescription = {
  name: 'weft.xero',
  displayName: 'Xero',
  description: 'Work with contacts and invoices in Xero',
  group: ['output'],
  version: 1,
  icon: 'file:xero.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Xero' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'xeroOAuth2Api', required: true }],
  properties: xeroProperties,
  codex: { categories: ['Finance & Accounting'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.xero/',
};
