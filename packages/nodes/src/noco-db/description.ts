/** NocoDB 1–3's description (n8n's `n8n-nodes-base.nocoDb`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { nocoDbProperties } from './properties.js';

/** NocoDB 1, 2 and 3: create, read, update and delete the rows of a NocoDB table. */
export const nocoDbDescription: NodeTypeDescription = {
  name: 'weft.nocoDb',
  displayName: 'NocoDB',
  description: 'Create, read, update and delete rows of a NocoDB table',
  group: ['input'],
  version: [1, 2, 3],
  icon: 'file:nocodb.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'NocoDB' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'nocoDb', required: true, displayOptions: { show: { authentication: ['nocoDb'] } } },
    { name: 'nocoDbApiToken', required: true, displayOptions: { show: { authentication: ['nocoDbApiToken'] } } },
  ],
  properties: nocoDbProperties,
  codex: { categories: ['Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.nocodb/',
};
