/**
 * Linear Trigger 1's parameters (n8n's `n8n-nodes-base.linearTrigger`).
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's
 * editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const linearTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    default: 'apiToken',
    options: [
      {
        name: 'API Token',
        value: 'apiToken',
      },
      {
        name: 'OAuth2',
        value: 'oAuth2',
      },
    ],
  },
  {
    displayName: 'Make sure your credential has the "Admin" scope to create webhooks.',
    name: 'notice',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Team Name or ID',
    name: 'teamId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
  },
  {
    displayName: 'Listen to Resources',
    name: 'resources',
    type: 'multiOptions',
    default: [],
    required: true,
    options: [
      {
        name: 'Comment Reaction',
        value: 'reaction',
      },
      {
        name: 'Cycle',
        value: 'cycle',
      },
      {
        name: 'Issue',
        value: 'issue',
      },
      {
        name: 'Issue Comment',
        value: 'comment',
      },
      {
        name: 'Issue Label',
        value: 'issueLabel',
      },
      {
        name: 'Project',
        value: 'project',
      },
    ],
  },
];
