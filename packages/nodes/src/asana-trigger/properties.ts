/** Asana Trigger 1's parameters (n8n 1.123's names, types, defaults and options; descriptions left out). */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const asanaTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'Access Token',
        value: 'accessToken',
      },
      {
        name: 'OAuth2',
        value: 'oAuth2',
      },
    ],
    default: 'accessToken',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'string',
    default: '',
    required: true,
  },
  {
    displayName: 'Workspace Name or ID',
    name: 'workspace',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getWorkspaces',
    },
    options: [],
    default: '',
  },
];
