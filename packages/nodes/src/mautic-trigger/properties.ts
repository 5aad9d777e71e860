/**
 * Mautic Trigger 1's parameters (n8n's `n8n-nodes-base.mauticTrigger`): authentication, the events to listen for and their order. Names, types, defaults and options are n8n 1.123's; descriptions are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const mauticTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'Credentials',
        value: 'credentials',
      },
      {
        name: 'OAuth2',
        value: 'oAuth2',
      },
    ],
    default: 'credentials',
  },
  {
    displayName: 'Event Names or IDs',
    name: 'events',
    type: 'multiOptions',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getEvents',
    },
    default: [],
  },
  {
    displayName: 'Events Order',
    name: 'eventsOrder',
    type: 'options',
    default: 'ASC',
    options: [
      {
        name: 'ASC',
        value: 'ASC',
      },
      {
        name: 'DESC',
        value: 'DESC',
      },
    ],
  },
];
