/** ClickUp 1's description (n8n's `n8n-nodes-base.clickUp`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { clickUpProperties } from './properties.js';

/** ClickUp 1: tasks, lists, folders, checklists, comments, goals, tags, dependencies and time tracking. */
export const clickUpDescription: NodeTypeDescription = {
  name: 'weft.clickUp',
  displayName: 'ClickUp',
  description: 'Create, read and change tasks, lists, folders, goals and time entries in ClickUp',
  group: ['output'],
  version: 1,
  icon: 'file:clickup.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'ClickUp' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'clickUpApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'clickUpOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  properties: clickUpProperties,
  codex: { categories: ['Productivity', 'Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.clickUp/',
};
