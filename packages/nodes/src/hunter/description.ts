/** Hunter 1's description (n8n's `n8n-nodes-base.hunter`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { hunterProperties } from './properties.js';

/** Hunter 1: a domain's email addresses, a person's address, and whether an address is deliverable. */
export const hunterDescription: NodeTypeDescription = {
  name: 'weft.hunter',
  displayName: 'Hunter',
  description: 'Find and verify professional email addresses with Hunter',
  group: ['output'],
  version: 1,
  icon: 'file:hunter.png',
  subtitle: '={{$parameter["operation"]}}',
  defaults: { name: 'Hunter' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'hunterApi', required: true }],
  properties: hunterProperties,
  codex: { categories: ['Sales'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.hunter/',
};
