/** Clockify 1's description (n8n's `n8n-nodes-base.clockify`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { clockifyProperties } from './properties.js';

/** Clockify 1: clients, projects, tags, tasks, time entries, users and workspaces. */
export const clockifyDescription: NodeTypeDescription = {
  name: 'weft.clockify',
  displayName: 'Clockify',
  description: 'Track time in Clockify: clients, projects, tags, tasks, time entries and workspaces',
  group: ['transform'],
  version: 1,
  icon: 'file:clockify.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Clockify' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'clockifyApi', required: true }],
  properties: clockifyProperties,
  codex: { categories: ['Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.clockify/',
};
