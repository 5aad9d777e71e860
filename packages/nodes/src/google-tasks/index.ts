/** Google Tasks (n8n's `n8n-nodes-base.googleTasks`), typeVersion 1. */
import type { NodeType, NodeTypeDescription } from '@weft/workflow';
import { executeGoogleTasks } from './execute.js';
import { googleTasksMethods } from './methods.js';
import { googleTasksProperties } from './properties.js';

/** Google Tasks 1's description. */
export const googleTasksDescription: NodeTypeDescription = {
  name: 'weft.googleTasks',
  displayName: 'Google Tasks',
  icon: 'file:googleTasks.svg',
  group: ['input'],
  version: 1,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Create, read, change and delete tasks in Google Tasks',
  defaults: { name: 'Google Tasks' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'googleTasksOAuth2Api', required: true }],
  codex: { categories: ['Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.googletasks/',
  properties: googleTasksProperties,
};

/** Google Tasks 1. */
export const googleTasksNode: NodeType[] = [
  { description: googleTasksDescription, execute: executeGoogleTasks, methods: googleTasksMethods },
];
