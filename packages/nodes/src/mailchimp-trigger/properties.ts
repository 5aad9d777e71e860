/**
 * Mailchimp Trigger 1's parameters (n8n's `n8n-nodes-base.mailchimpTrigger`): the audience, its
 * events and their sources. Names, types, defaults and options are n8n 1.123's, so workflows saved
 * by n8n's editor mean the same here; descriptions are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const mailchimpTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'API Key',
        value: 'apiKey',
      },
      {
        name: 'OAuth2',
        value: 'oAuth2',
      },
    ],
    default: 'apiKey',
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    required: true,
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getLists',
    },
    options: [],
  },
  {
    displayName: 'Events',
    name: 'events',
    type: 'multiOptions',
    required: true,
    default: [],
    options: [
      {
        name: 'Campaign Sent',
        value: 'campaign',
      },
      {
        name: 'Cleaned',
        value: 'cleaned',
      },
      {
        name: 'Email Address Updated',
        value: 'upemail',
      },
      {
        name: 'Profile Updated',
        value: 'profile',
      },
      {
        name: 'Subscribe',
        value: 'subscribe',
      },
      {
        name: 'Unsubscribe',
        value: 'unsubscribe',
      },
    ],
  },
  {
    displayName: 'Sources',
    name: 'sources',
    type: 'multiOptions',
    required: true,
    default: [],
    options: [
      {
        name: 'User',
        value: 'user',
      },
      {
        name: 'Admin',
        value: 'admin',
      },
      {
        name: 'API',
        value: 'api',
      },
    ],
  },
];
