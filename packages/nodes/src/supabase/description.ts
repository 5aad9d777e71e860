/** Supabase 1's description (n8n's `n8n-nodes-base.supabase`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { supabaseProperties } from './properties.js';

/** Supabase 1: rows of a project's tables, through its REST API. */
export const supabaseDescription: NodeTypeDescription = {
  name: 'weft.supabase',
  displayName: 'Supabase',
  description: 'Create, read, update and delete rows of a Supabase table',
  group: ['input'],
  version: 1,
  icon: 'file:supabase.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Supabase' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'supabaseApi', required: true }],
  usableAsTool: true,
  properties: supabaseProperties,
  codex: { categories: ['Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.supabase/',
};
