/**
 * SIGNL4's parameters (n8n's `n8n-nodes-base.signl4` 1). Names, types, defaults, options, display
 * rules and type options are n8n 1.123's, so workflows saved by n8n's editor mean the same here;
 * descriptions are Weft's own.
 */
import type { NodeProperty } from '@weft/workflow';

const externalIdDescription =
  'The ID of the record in your own system this alert is about; SIGNL4 hands it back in its outbound webhooks, and resolving the alert needs the same ID';

/** Every parameter of SIGNL4 1, in n8n's order. */
export const signl4Properties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [{ name: 'Alert', value: 'alert' }],
    default: 'alert',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['alert'] } },
    options: [
      { name: 'Send', value: 'send', description: 'Raise an alert', action: 'Send an alert' },
      { name: 'Resolve', value: 'resolve', description: 'Close an alert', action: 'Resolve an alert' },
    ],
    default: 'send',
  },
  {
    displayName: 'Message',
    name: 'message',
    type: 'string',
    default: '',
    displayOptions: { show: { operation: ['send'], resource: ['alert'] } },
    description: 'What the alert is about, in detail',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: { show: { operation: ['send'], resource: ['alert'] } },
    default: {},
    options: [
      {
        displayName: 'Alerting Scenario',
        name: 'alertingScenario',
        type: 'options',
        options: [
          { name: 'Single ACK', value: 'single_ack', description: 'One person confirming the alert is enough' },
          {
            name: 'Multi ACK',
            value: 'multi_ack',
            description: 'Everyone on duty when the alert is raised must confirm it',
          },
        ],
        default: 'single_ack',
      },
      {
        displayName: 'Attachments',
        name: 'attachmentsUi',
        placeholder: 'Add Attachments',
        type: 'fixedCollection',
        typeOptions: { multipleValues: false },
        options: [
          {
            name: 'attachmentsBinary',
            displayName: 'Attachments Binary',
            values: [
              {
                displayName: 'Property Name',
                name: 'property',
                type: 'string',
                placeholder: 'data',
                default: '',
                description: 'The binary field holding the file to attach (an image or a sound)',
              },
            ],
          },
        ],
        default: {},
      },
      {
        displayName: 'External ID',
        name: 'externalId',
        type: 'string',
        default: '',
        description: externalIdDescription,
      },
      {
        displayName: 'Filtering',
        name: 'filtering',
        type: 'boolean',
        default: false,
        description:
          "Whether to apply the team's event filtering: the alert then notifies the team only when it names a whitelisted keyword of its services and categories",
      },
      {
        displayName: 'Location',
        name: 'locationFieldsUi',
        type: 'fixedCollection',
        placeholder: 'Add Location',
        default: {},
        description: 'Where the event happened, shown on a map in the app',
        options: [
          {
            name: 'locationFieldsValues',
            displayName: 'Location',
            values: [
              {
                displayName: 'Latitude',
                name: 'latitude',
                type: 'string',
                required: true,
                description: 'The latitude of the place',
                default: '',
              },
              {
                displayName: 'Longitude',
                name: 'longitude',
                type: 'string',
                required: true,
                description: 'The longitude of the place',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Service',
        name: 'service',
        type: 'string',
        default: '',
        description: 'The name of the service or system category to file the alert under',
      },
      { displayName: 'Title', name: 'title', type: 'string', default: '', description: 'The subject of the alert' },
    ],
  },
  {
    displayName: 'External ID',
    name: 'externalId',
    type: 'string',
    default: '',
    displayOptions: { show: { operation: ['resolve'], resource: ['alert'] } },
    description: externalIdDescription,
  },
];
