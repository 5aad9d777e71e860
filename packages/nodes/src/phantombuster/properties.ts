/**
 * Phantombuster 1's parameters (n8n's `n8n-nodes-base.phantombuster`). Names, types, defaults, options, type options
 * and display rules are n8n 1.123's, in n8n's order, so workflows saved by n8n's editor mean the
 * same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of Phantombuster 1, in n8n's order. */
export const phantombusterProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Agent',
        value: 'agent',
      },
    ],
    default: 'agent',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['agent'],
      },
    },
    options: [
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an agent',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an agent',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many agents',
      },
      {
        name: 'Get Output',
        value: 'getOutput',
        action: 'Get the output of an agent',
      },
      {
        name: 'Launch',
        value: 'launch',
        action: 'Add an agent to the launch queue',
      },
    ],
    default: 'launch',
  },
  {
    displayName: 'Agent Name or ID',
    name: 'agentId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getAgents',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['agent'],
      },
    },
    default: '',
  },
  {
    displayName: 'Agent ID',
    name: 'agentId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['agent'],
      },
    },
    default: '',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['agent'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['agent'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 50,
    },
    default: 25,
  },
  {
    displayName: 'Agent Name or ID',
    name: 'agentId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getAgents',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['getOutput'],
        resource: ['agent'],
      },
    },
    default: '',
  },
  {
    displayName: 'Resolve Data',
    name: 'resolveData',
    type: 'boolean',
    default: true,
    displayOptions: {
      show: {
        operation: ['getOutput'],
        resource: ['agent'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['agent'],
        operation: ['getOutput'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Prev Container ID',
        name: 'prevContainerId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Prev Status',
        name: 'prevStatus',
        type: 'options',
        options: [
          {
            name: 'Finished',
            value: 'finished',
          },
          {
            name: 'Launch Error',
            value: 'lauch error',
          },
          {
            name: 'Never Launched',
            value: 'never launched',
          },
          {
            name: 'Running',
            value: 'running',
          },
          {
            name: 'Starting',
            value: 'starting',
          },
          {
            name: 'Unknown',
            value: 'unknown',
          },
        ],
        default: '',
      },
      {
        displayName: 'Pre Runtime Event Index',
        name: 'prevRuntimeEventIndex',
        type: 'number',
        default: 0,
      },
    ],
  },
  {
    displayName: 'Agent Name or ID',
    name: 'agentId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getAgents',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['launch'],
        resource: ['agent'],
      },
    },
    default: '',
  },
  {
    displayName: 'Resolve Data',
    name: 'resolveData',
    type: 'boolean',
    default: true,
    displayOptions: {
      show: {
        operation: ['launch'],
        resource: ['agent'],
      },
    },
  },
  {
    displayName: 'JSON Parameters',
    name: 'jsonParameters',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        operation: ['launch'],
        resource: ['agent'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['agent'],
        operation: ['launch'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Arguments (JSON)',
        name: 'argumentsJson',
        type: 'json',
        displayOptions: {
          show: {
            '/jsonParameters': [true],
          },
        },
        default: '',
      },
      {
        displayName: 'Arguments',
        name: 'argumentsUi',
        placeholder: 'Add Argument',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        options: [
          {
            name: 'argumentValues',
            displayName: 'Argument',
            values: [
              {
                displayName: 'Key',
                name: 'key',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Bonus Argument',
        name: 'bonusArgumentUi',
        placeholder: 'Add Bonus Argument',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        options: [
          {
            name: 'bonusArgumentValue',
            displayName: 'Bonus Argument',
            values: [
              {
                displayName: 'Key',
                name: 'key',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Bonus Argument (JSON)',
        name: 'bonusArgumentJson',
        type: 'string',
        displayOptions: {
          show: {
            '/jsonParameters': [true],
          },
        },
        default: '',
      },
      {
        displayName: 'Manual Launch',
        name: 'manualLaunch',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Max Instance Count',
        name: 'maxInstanceCount',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Save Argument',
        name: 'saveArgument',
        type: 'string',
        default: '',
      },
    ],
  },
];
