/**
 * Lemlist 1's parameters (n8n's `n8n-nodes-base.lemlist` at typeVersion 1): activities, campaigns, leads, the team and unsubscribes. Names, types, defaults, options and display rules are n8n 1.123's; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const lemlistV1Properties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Activity',
        value: 'activity',
      },
      {
        name: 'Campaign',
        value: 'campaign',
      },
      {
        name: 'Lead',
        value: 'lead',
      },
      {
        name: 'Team',
        value: 'team',
      },
      {
        name: 'Unsubscribe',
        value: 'unsubscribe',
      },
    ],
    default: 'activity',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'getAll',
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many activities',
      },
    ],
    displayOptions: {
      show: {
        resource: ['activity'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['activity'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 5,
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    displayOptions: {
      show: {
        resource: ['activity'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['activity'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Campaign Name or ID',
        name: 'campaignId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getCampaigns',
        },
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        default: 'emailsOpened',
        options: [
          {
            name: 'Emails Bounced',
            value: 'emailsBounced',
          },
          {
            name: 'Emails Clicked',
            value: 'emailsClicked',
          },
          {
            name: 'Emails Opened',
            value: 'emailsOpened',
          },
          {
            name: 'Emails Replied',
            value: 'emailsReplied',
          },
          {
            name: 'Emails Send Failed',
            value: 'emailsSendFailed',
          },
          {
            name: 'Emails Sent',
            value: 'emailsSent',
          },
          {
            name: 'Emails Unsubscribed',
            value: 'emailsUnsubscribed',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'getAll',
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many campaigns',
      },
    ],
    displayOptions: {
      show: {
        resource: ['campaign'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['campaign'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 5,
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    displayOptions: {
      show: {
        resource: ['campaign'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'create',
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a lead',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a lead',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a lead',
      },
      {
        name: 'Unsubscribe',
        value: 'unsubscribe',
        action: 'Unsubscribe a lead',
      },
    ],
    displayOptions: {
      show: {
        resource: ['lead'],
      },
    },
  },
  {
    displayName: 'Campaign Name or ID',
    name: 'campaignId',
    type: 'options',
    required: true,
    default: [],
    typeOptions: {
      loadOptionsMethod: 'getCampaigns',
    },
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Company Name',
        name: 'companyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Deduplicate',
        name: 'deduplicate',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'First Name',
        name: 'firstName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Last Name',
        name: 'lastName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Icebreaker',
        name: 'icebreaker',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Picture URL',
        name: 'picture',
        type: 'string',
        default: '',
      },
      {
        displayName: 'LinkedIn URL',
        name: 'linkedinUrl',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Campaign Name or ID',
    name: 'campaignId',
    type: 'options',
    required: true,
    default: [],
    typeOptions: {
      loadOptionsMethod: 'getCampaigns',
    },
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Campaign Name or ID',
    name: 'campaignId',
    type: 'options',
    required: true,
    default: [],
    typeOptions: {
      loadOptionsMethod: 'getCampaigns',
    },
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['unsubscribe'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['unsubscribe'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'get',
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get a team',
      },
    ],
    displayOptions: {
      show: {
        resource: ['team'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'add',
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add an email to an unsubscribe list',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an email from an unsubscribe list',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many unsubscribed emails',
      },
    ],
    displayOptions: {
      show: {
        resource: ['unsubscribe'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['unsubscribe'],
        operation: ['add'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['unsubscribe'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['unsubscribe'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 5,
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    displayOptions: {
      show: {
        resource: ['unsubscribe'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
];
