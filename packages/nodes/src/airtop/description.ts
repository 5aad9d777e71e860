/** Airtop 1 and 1.1's description (n8n's `n8n-nodes-base.airtop`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { airtopProperties } from './properties.js';

/** Airtop: browser sessions in the cloud — windows, extraction, interaction, files and agents. */
export const airtopDescription: NodeTypeDescription = {
  name: 'weft.airtop',
  displayName: 'Airtop',
  description: 'Scrape and control any site with Airtop',
  group: ['transform'],
  version: [1, 1.1],
  defaultVersion: 1,
  icon: 'file:airtop.svg',
  subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
  defaults: { name: 'Airtop' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'airtopApi', required: true }],
  properties: airtopProperties,
  codex: { categories: ['Productivity', 'Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.airtop/',
};
