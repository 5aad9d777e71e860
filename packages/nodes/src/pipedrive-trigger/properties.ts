/**
 * Pipedrive Trigger 1 and 1.1's parameters (n8n's `n8n-nodes-base.pipedriveTrigger`): the
 * authentication, the incoming calls' Basic Auth, the action (1: added/updated/deleted/merged;
 * 1.1: create/change/delete) and the object (1: `object`; 1.1: `entity`). Names, types,
 * defaults, options and display rules are n8n 1.123's; descriptions are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of Pipedrive Trigger 1 and 1.1, in n8n's order. */
export const pipedriveTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
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
    default: 'apiToken',
  },
  {
    displayName: 'Incoming Authentication',
    name: 'incomingAuthentication',
    type: 'options',
    options: [
      {
        name: 'Basic Auth',
        value: 'basicAuth',
      },
      {
        name: 'None',
        value: 'none',
      },
    ],
    default: 'none',
  },
  {
    displayName: 'Action',
    name: 'action',
    type: 'options',
    displayOptions: {
      hide: {
        '@version': [
          {
            _cnd: {
              gte: 1.1,
            },
          },
        ],
      },
    },
    options: [
      {
        name: 'Added',
        value: 'added',
        action: 'Data was added',
      },
      {
        name: 'All',
        value: '*',
        action: 'Any change',
      },
      {
        name: 'Deleted',
        value: 'deleted',
        action: 'Data was deleted',
      },
      {
        name: 'Merged',
        value: 'merged',
        action: 'Data was merged',
      },
      {
        name: 'Updated',
        value: 'updated',
        action: 'Data was updated',
      },
    ],
    default: '*',
  },
  {
    displayName: 'Action',
    name: 'action',
    type: 'options',
    displayOptions: {
      hide: {
        '@version': [
          {
            _cnd: {
              lte: 1,
            },
          },
        ],
      },
    },
    options: [
      {
        name: 'All',
        value: '*',
        action: 'Any change',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Data was added',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Data was deleted',
      },
      {
        name: 'Change',
        value: 'change',
        action: 'Data was changed',
      },
    ],
    default: '*',
  },
  {
    displayName: 'Entity',
    name: 'entity',
    type: 'options',
    options: [
      {
        name: 'Activity',
        value: 'activity',
      },
      {
        name: 'Activity Type',
        value: 'activityType',
      },
      {
        name: 'All',
        value: '*',
      },
      {
        name: 'Deal',
        value: 'deal',
      },
      {
        name: 'Note',
        value: 'note',
      },
      {
        name: 'Organization',
        value: 'organization',
      },
      {
        name: 'Person',
        value: 'person',
      },
      {
        name: 'Pipeline',
        value: 'pipeline',
      },
      {
        name: 'Product',
        value: 'product',
      },
      {
        name: 'Stage',
        value: 'stage',
      },
      {
        name: 'User',
        value: 'user',
      },
    ],
    default: '*',
    displayOptions: {
      hide: {
        '@version': [
          {
            _cnd: {
              lte: 1,
            },
          },
        ],
      },
    },
  },
  {
    displayName: 'Object',
    name: 'object',
    type: 'options',
    options: [
      {
        name: 'Activity',
        value: 'activity',
      },
      {
        name: 'Activity Type',
        value: 'activityType',
      },
      {
        name: 'All',
        value: '*',
      },
      {
        name: 'Deal',
        value: 'deal',
      },
      {
        name: 'Note',
        value: 'note',
      },
      {
        name: 'Organization',
        value: 'organization',
      },
      {
        name: 'Person',
        value: 'person',
      },
      {
        name: 'Pipeline',
        value: 'pipeline',
      },
      {
        name: 'Product',
        value: 'product',
      },
      {
        name: 'Stage',
        value: 'stage',
      },
      {
        name: 'User',
        value: 'user',
      },
    ],
    default: '*',
    displayOptions: {
      hide: {
        '@version': [
          {
            _cnd: {
              gte: 1.1,
            },
          },
        ],
      },
    },
  },
];
