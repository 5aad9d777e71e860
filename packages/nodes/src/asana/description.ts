/** Asana 1's description (n8n's `n8n-nodes-base.asana`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { asanaProperties } from './properties.js';

/** Asana 1: tasks, subtasks, comments, tags, projects and users. */
export const asanaDescription: NodeTypeDescription = {
  name: 'weft.asana',
  displayName: 'Asana',
  description: 'Manage tasks, subtasks, comments, tags, projects and users in Asana',
  group: ['input'],
  version: 1,
  icon: 'file:asana.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Asana' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'asanaApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'asanaOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  properties: asanaProperties,
  codex: { categories: ['Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.asana/',
};
