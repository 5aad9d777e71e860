/** Baserow 1's description (n8n's `n8n-nodes-base.baserow`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { baserowProperties } from './properties.js';

/** Baserow 1: create, read, update and delete the rows of a Baserow table. */
export const baserowDescription: NodeTypeDescription = {
  name: 'weft.baserow',
  displayName: 'Baserow',
  description: 'Create, read, update and delete rows of a Baserow table',
  group: ['output'],
  version: 1,
  icon: 'file:baserow.svg',
  subtitle: '={{$parameter["operation"] + ":" + $parameter["resource"]}}',
  defaults: { name: 'Baserow' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'baserowApi', required: true }],
  properties: baserowProperties,
  codex: { categories: ['Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.baserow/',
};
