/** Todoist's descriptions (n8n's `n8n-nodes-base.todoist`): version 1, and 2 with 2.1. */
import type { NodeTypeDescription } from '@weft/workflow';
import { todoistV1Properties } from './properties-v1.js';
import { todoistV2Properties } from './properties-v2.js';

const credentials: NodeTypeDescription['credentials'] = [
  { name: 'todoistApi', required: true, displayOptions: { show: { authentication: ['apiKey'] } } },
  { name: 'todoistOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
];

const shared = {
  name: 'weft.todoist',
  displayName: 'Todoist',
  description: 'Create, read and update tasks, projects, sections, comments, labels and reminders in Todoist',
  group: ['output'],
  icon: 'file:todoist.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaultVersion: 2.1,
  defaults: { name: 'Todoist' },
  inputs: ['main'],
  outputs: ['main'],
  credentials,
  codex: { categories: ['Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.todoist/',
} satisfies Partial<NodeTypeDescription>;

/** Todoist 1: tasks only (label ids turned into names, a Sync command list). */
export const todoistV1Description: NodeTypeDescription = { ...shared, version: 1, properties: todoistV1Properties };

/** Todoist 2 and 2.1 (2.1 moves a task to a project, section or parent task). */
export const todoistV2Description: NodeTypeDescription = {
  ...shared,
  version: [2, 2.1],
  usableAsTool: true,
  properties: todoistV2Properties,
};
