/** Clearbit 1's description (n8n's `n8n-nodes-base.clearbit`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { clearbitProperties } from './properties.js';

/** Clearbit 1: enrich a person by email or a company by domain, and autocomplete company names. */
export const clearbitDescription: NodeTypeDescription = {
  name: 'weft.clearbit',
  displayName: 'Clearbit',
  description: 'Enrich people and companies with Clearbit',
  group: ['output'],
  version: 1,
  icon: 'file:clearbit.svg',
  subtitle: '={{$parameter["operation"] + ":" + $parameter["resource"]}}',
  defaults: { name: 'Clearbit' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'clearbitApi', required: true }],
  properties: clearbitProperties,
  codex: { categories: ['Sales'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.clearbit/',
};
