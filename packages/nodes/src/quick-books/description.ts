/** QuickBooks Online 1's description (n8n's `n8n-nodes-base.quickbooks`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { quickBooksProperties } from './properties.js';

/** QuickBooks Online 1: bills, customers, employees, estimates, invoices, items, payments, purchases, transactions and vendors. */
export const quickBooksDescription: NodeTypeDescription = {
  name: 'weft.quickbooks',
  displayName: 'QuickBooks Online',
  description: 'Manage QuickBooks Online customers, invoices, payments, bills and more',
  group: ['transform'],
  version: 1,
  icon: 'file:quickbooks.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'QuickBooks Online' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'quickBooksOAuth2Api', required: true }],
  properties: quickBooksProperties,
  codex: { categories: ['Finance & Accounting'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.quickbooks/',
};
