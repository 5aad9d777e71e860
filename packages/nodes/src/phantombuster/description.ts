/** Phantombuster 1's description (n8n's `n8n-nodes-base.phantombuster`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { phantombusterProperties } from './properties.js';

/** Phantombuster 1: lists, reads, launches and deletes the account's agents (phantoms). */
export const phantombusterDescription: NodeTypeDescription = {
  name: 'weft.phantombuster',
  displayName: 'Phantombuster',
  description: 'Launch and read Phantombuster agents',
  group: ['input'],
  version: 1,
  icon: 'file:phantombuster.png',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Phantombuster' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'phantombusterApi', required: true }],
  properties: phantombusterProperties,
  codex: { categories: ['Sales', 'Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.phantombuster/',
};
