/**
 * Calendly Trigger 1's parameters (n8n's `n8n-nodes-base.calendlyTrigger`): authentication, scope and events.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's
 * editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const calendlyTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'OAuth2 (recommended)',
        value: 'oAuth2',
      },
      {
        name: 'API Key or Personal Access Token',
        value: 'apiKey',
      },
    ],
    default: 'apiKey',
  },
  {
    displayName:
      'Calendly ends API key sign-in on May 31, 2025: switch this node to OAuth2 so that the workflow keeps receiving events.',
    name: 'deprecationNotice',
    type: 'notice',
    default: '',
    displayOptions: {
      show: {
        authentication: ['apiKey'],
      },
    },
  },
  {
    displayName: 'Scope',
    name: 'scope',
    type: 'options',
    default: 'user',
    required: true,
    options: [
      {
        name: 'Organization',
        value: 'organization',
      },
      {
        name: 'User',
        value: 'user',
      },
    ],
  },
  {
    displayName: 'Events',
    name: 'events',
    type: 'multiOptions',
    options: [
      {
        name: 'Event Created',
        value: 'invitee.created',
      },
      {
        name: 'Event Canceled',
        value: 'invitee.canceled',
      },
    ],
    default: [],
    required: true,
  },
];
