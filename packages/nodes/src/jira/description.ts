/** Jira Software 1's description (n8n's `n8n-nodes-base.jira`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { jiraProperties } from './properties.js';

/** Jira Software 1: issues, their attachments and comments, and users of a Jira site. */
export const jiraDescription: NodeTypeDescription = {
  name: 'weft.jira',
  displayName: 'Jira Software',
  description: 'Create, read, change and comment on issues, attachments and users of Jira Software',
  group: ['output'],
  version: 1,
  icon: 'file:jira.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Jira Software' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'jiraSoftwareCloudApi', required: true, displayOptions: { show: { jiraVersion: ['cloud'] } } },
    { name: 'jiraSoftwareServerApi', required: true, displayOptions: { show: { jiraVersion: ['server'] } } },
    { name: 'jiraSoftwareServerPatApi', required: true, displayOptions: { show: { jiraVersion: ['serverPat'] } } },
  ],
  properties: jiraProperties,
  codex: { categories: ['Development', 'Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.jira/',
};
