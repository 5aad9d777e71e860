/** Dropcontact 1's description (n8n's `n8n-nodes-base.dropcontact`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { dropcontactProperties } from './properties.js';

/** Dropcontact 1: finds B2B emails and enriches contacts, and fetches an enrichment request's result. */
export const dropcontactDescription: NodeTypeDescription = {
  name: 'weft.dropcontact',
  displayName: 'Dropcontact',
  description: 'Find B2B emails and enrich contacts',
  group: ['transform'],
  version: 1,
  icon: 'file:dropcontact.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Dropcontact' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'dropcontactApi', required: true }],
  properties: dropcontactProperties,
  codex: { categories: ['Sales'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.dropcontact/',
};
