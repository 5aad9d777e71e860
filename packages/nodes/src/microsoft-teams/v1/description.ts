import type { NodeTypeDescription } from '@weft/workflow';
import { teamsV1Properties } from './properties.js';

/** Microsoft Teams 1 and 1.1's description (n8n's MicrosoftTeamsV1; 1.1 adds the workflow attribution by default). */
export const teamsV1Description: NodeTypeDescription = {
  name: 'weft.microsoftTeams',
  displayName: 'Microsoft Teams',
  description: 'Work with Microsoft Teams channels, chats and Planner tasks',
  group: ['input'],
  version: [1, 1.1],
  defaultVersion: 2,
  icon: 'file:teams.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Microsoft Teams' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'microsoftTeamsOAuth2Api', required: true }],
  properties: teamsV1Properties,
  codex: { categories: ['Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.microsoftteams/',
};
