/** SIGNL4 1's description (n8n's `n8n-nodes-base.signl4`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { signl4Properties } from './properties.js';

/** SIGNL4 1: raises and resolves alerts through a SIGNL4 team's inbound webhook. */
export const signl4Description: NodeTypeDescription = {
  name: 'weft.signl4',
  displayName: 'SIGNL4',
  description: 'Raise and resolve SIGNL4 alerts',
  group: ['transform'],
  version: 1,
  icon: 'file:signl4.png',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'SIGNL4' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'signl4Api', required: true }],
  properties: signl4Properties,
  codex: { categories: ['Communication', 'Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.signl4/',
};
