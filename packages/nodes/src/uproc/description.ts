/** uProc 1's description (n8n's `n8n-nodes-base.uproc`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { uprocProperties } from './properties.js';

/** uProc 1: data checks, look-ups and enrichment by uProc's tools. */
export const uprocDescription: NodeTypeDescription = {
  name: 'weft.uproc',
  displayName: 'uProc',
  description: "Check, clean and enrich data with uProc's tools",
  group: ['output'],
  version: 1,
  icon: 'file:uproc.png',
  subtitle: '={{$parameter["tool"]}}',
  defaults: { name: 'uProc' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'uprocApi', required: true }],
  properties: uprocProperties,
  codex: { categories: ['Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.uproc/',
};
