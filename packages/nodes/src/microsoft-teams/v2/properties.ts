import type { NodeProperty } from '@weft/workflow';

/**
 * Microsoft Teams 2's parameters (channels, channel messages, chat messages, Planner tasks; send and wait: its own chat and message, the shared send-and-wait parameters are added in description.ts).
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * n8n's descriptions are left out and notice texts are Weft's own.
 */
export const teamsV2Properties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Channel',
        value: 'channel',
      },
      {
        name: 'Channel Message',
        value: 'channelMessage',
      },
      {
        name: 'Chat Message',
        value: 'chatMessage',
      },
      {
        name: 'Task',
        value: 'task',
      },
    ],
    default: 'channel',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['channel'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create channel',
      },
      {
        name: 'Delete',
        value: 'deleteChannel',
        action: 'Delete channel',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get channel',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many channels',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update channel',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Team',
    name: 'teamId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'e.g. My Team',
        typeOptions: {
          searchListMethod: 'getTeams',
          searchable: true,
        },
      },
      {
        displayName: 'From URL',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://teams.microsoft.com/l/team/19%3AP8l9gXd6oqlgq…',
        extractValue: {
          type: 'regex',
          regex: 'groupId=([a-f0-9-]+)\\&',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/teams.microsoft.com\\/.*groupId=[a-f0-9-]+\\&.*',
              errorMessage: 'Not a valid Microsoft Teams URL',
            },
          },
        ],
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. 61165b04-e4cc-4026-b43f-926b4e2a7182',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})[ \t]*',
              errorMessage: 'Not a valid Microsoft Teams Team ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})',
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['channel'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'New Channel Name',
    name: 'name',
    required: true,
    type: 'string',
    default: '',
    placeholder: 'e.g. My New Channel',
    displayOptions: {
      show: {
        resource: ['channel'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
        typeOptions: {
          rows: 2,
        },
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        options: [
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Standard',
            value: 'standard',
          },
        ],
        default: 'standard',
      },
    ],
    displayOptions: {
      show: {
        resource: ['channel'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Team',
    name: 'teamId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'e.g. My Team',
        typeOptions: {
          searchListMethod: 'getTeams',
          searchable: true,
        },
      },
      {
        displayName: 'From URL',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://teams.microsoft.com/l/team/19%3AP8l9gXd6oqlgq…',
        extractValue: {
          type: 'regex',
          regex: 'groupId=([a-f0-9-]+)\\&',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/teams.microsoft.com\\/.*groupId=[a-f0-9-]+\\&.*',
              errorMessage: 'Not a valid Microsoft Teams URL',
            },
          },
        ],
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. 61165b04-e4cc-4026-b43f-926b4e2a7182',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})[ \t]*',
              errorMessage: 'Not a valid Microsoft Teams Team ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})',
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['channel'],
        operation: ['deleteChannel'],
      },
    },
  },
  {
    displayName: 'Channel',
    name: 'channelId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['teamId.value'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Channel...',
        typeOptions: {
          searchListMethod: 'getChannels',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: '19:-xlxyqXNSCxpI1SDzgQ_L9ZvzSR26pgphq1BJ9y7QJE1@thread.tacv2',
      },
    ],
    displayOptions: {
      show: {
        resource: ['channel'],
        operation: ['deleteChannel'],
      },
    },
  },
  {
    displayName: 'Team',
    name: 'teamId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'e.g. My Team',
        typeOptions: {
          searchListMethod: 'getTeams',
          searchable: true,
        },
      },
      {
        displayName: 'From URL',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://teams.microsoft.com/l/team/19%3AP8l9gXd6oqlgq…',
        extractValue: {
          type: 'regex',
          regex: 'groupId=([a-f0-9-]+)\\&',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/teams.microsoft.com\\/.*groupId=[a-f0-9-]+\\&.*',
              errorMessage: 'Not a valid Microsoft Teams URL',
            },
          },
        ],
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. 61165b04-e4cc-4026-b43f-926b4e2a7182',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})[ \t]*',
              errorMessage: 'Not a valid Microsoft Teams Team ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})',
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['channel'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Channel',
    name: 'channelId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['teamId.value'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Channel...',
        typeOptions: {
          searchListMethod: 'getChannels',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: '19:-xlxyqXNSCxpI1SDzgQ_L9ZvzSR26pgphq1BJ9y7QJE1@thread.tacv2',
      },
    ],
    displayOptions: {
      show: {
        resource: ['channel'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Team',
    name: 'teamId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'e.g. My Team',
        typeOptions: {
          searchListMethod: 'getTeams',
          searchable: true,
        },
      },
      {
        displayName: 'From URL',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://teams.microsoft.com/l/team/19%3AP8l9gXd6oqlgq…',
        extractValue: {
          type: 'regex',
          regex: 'groupId=([a-f0-9-]+)\\&',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/teams.microsoft.com\\/.*groupId=[a-f0-9-]+\\&.*',
              errorMessage: 'Not a valid Microsoft Teams URL',
            },
          },
        ],
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. 61165b04-e4cc-4026-b43f-926b4e2a7182',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})[ \t]*',
              errorMessage: 'Not a valid Microsoft Teams Team ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})',
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['channel'],
        operation: ['getAll'],
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
        resource: ['channel'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['channel'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
    },
    default: 100,
  },
  {
    displayName: 'Team',
    name: 'teamId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'e.g. My Team',
        typeOptions: {
          searchListMethod: 'getTeams',
          searchable: true,
        },
      },
      {
        displayName: 'From URL',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://teams.microsoft.com/l/team/19%3AP8l9gXd6oqlgq…',
        extractValue: {
          type: 'regex',
          regex: 'groupId=([a-f0-9-]+)\\&',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/teams.microsoft.com\\/.*groupId=[a-f0-9-]+\\&.*',
              errorMessage: 'Not a valid Microsoft Teams URL',
            },
          },
        ],
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. 61165b04-e4cc-4026-b43f-926b4e2a7182',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})[ \t]*',
              errorMessage: 'Not a valid Microsoft Teams Team ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})',
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['channel'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Channel',
    name: 'channelId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['teamId.value'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Channel...',
        typeOptions: {
          searchListMethod: 'getChannels',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: '19:-xlxyqXNSCxpI1SDzgQ_L9ZvzSR26pgphq1BJ9y7QJE1@thread.tacv2',
      },
    ],
    displayOptions: {
      show: {
        resource: ['channel'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    placeholder: 'e.g. My New Channel name',
    displayOptions: {
      show: {
        resource: ['channel'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
        typeOptions: {
          rows: 2,
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['channel'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['channelMessage'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create message',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many messages',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Team',
    name: 'teamId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'e.g. My Team',
        typeOptions: {
          searchListMethod: 'getTeams',
          searchable: true,
        },
      },
      {
        displayName: 'From URL',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://teams.microsoft.com/l/team/19%3AP8l9gXd6oqlgq…',
        extractValue: {
          type: 'regex',
          regex: 'groupId=([a-f0-9-]+)\\&',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/teams.microsoft.com\\/.*groupId=[a-f0-9-]+\\&.*',
              errorMessage: 'Not a valid Microsoft Teams URL',
            },
          },
        ],
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. 61165b04-e4cc-4026-b43f-926b4e2a7182',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})[ \t]*',
              errorMessage: 'Not a valid Microsoft Teams Team ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})',
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['channelMessage'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Channel',
    name: 'channelId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['teamId.value'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Channel...',
        typeOptions: {
          searchListMethod: 'getChannels',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: '19:-xlxyqXNSCxpI1SDzgQ_L9ZvzSR26pgphq1BJ9y7QJE1@thread.tacv2',
      },
    ],
    displayOptions: {
      show: {
        resource: ['channelMessage'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Content Type',
    name: 'contentType',
    required: true,
    type: 'options',
    options: [
      {
        name: 'Text',
        value: 'text',
      },
      {
        name: 'HTML',
        value: 'html',
      },
    ],
    default: 'text',
    displayOptions: {
      show: {
        resource: ['channelMessage'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'message',
    required: true,
    type: 'string',
    default: '',
    typeOptions: {
      rows: 2,
    },
    displayOptions: {
      show: {
        resource: ['channelMessage'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Include Link to Workflow',
        name: 'includeLinkToWorkflow',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Reply to ID',
        name: 'makeReply',
        type: 'string',
        default: '',
        placeholder: 'e.g. 1673348720590',
      },
    ],
    displayOptions: {
      show: {
        resource: ['channelMessage'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Team',
    name: 'teamId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'e.g. My Team',
        typeOptions: {
          searchListMethod: 'getTeams',
          searchable: true,
        },
      },
      {
        displayName: 'From URL',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://teams.microsoft.com/l/team/19%3AP8l9gXd6oqlgq…',
        extractValue: {
          type: 'regex',
          regex: 'groupId=([a-f0-9-]+)\\&',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/teams.microsoft.com\\/.*groupId=[a-f0-9-]+\\&.*',
              errorMessage: 'Not a valid Microsoft Teams URL',
            },
          },
        ],
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. 61165b04-e4cc-4026-b43f-926b4e2a7182',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})[ \t]*',
              errorMessage: 'Not a valid Microsoft Teams Team ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})',
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['channelMessage'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Channel',
    name: 'channelId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['teamId.value'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Channel...',
        typeOptions: {
          searchListMethod: 'getChannels',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: '19:-xlxyqXNSCxpI1SDzgQ_L9ZvzSR26pgphq1BJ9y7QJE1@thread.tacv2',
      },
    ],
    displayOptions: {
      show: {
        resource: ['channelMessage'],
        operation: ['getAll'],
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
        resource: ['channelMessage'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['channelMessage'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
    },
    default: 100,
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['chatMessage'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create chat message',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get chat message',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many chat messages',
      },
      {
        name: 'Send and Wait for Response',
        value: 'sendAndWait',
        action: 'Send message and wait for response',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Chat',
    name: 'chatId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Chat...',
        typeOptions: {
          searchListMethod: 'getChats',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: '19:7e2f1174-e8ee-4859-b8b1-a8d1cc63d276_0c5cfdbb-596f-4d39-b557-5d9516c94107@unq.gbl.spaces',
        url: '=https://teams.microsoft.com/l/chat/{{encodeURIComponent($value)}}/0',
      },
    ],
    displayOptions: {
      show: {
        resource: ['chatMessage'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Content Type',
    name: 'contentType',
    required: true,
    type: 'options',
    options: [
      {
        name: 'Text',
        value: 'text',
      },
      {
        name: 'HTML',
        value: 'html',
      },
    ],
    default: 'text',
    displayOptions: {
      show: {
        resource: ['chatMessage'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'message',
    required: true,
    type: 'string',
    default: '',
    typeOptions: {
      rows: 2,
    },
    displayOptions: {
      show: {
        resource: ['chatMessage'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Include Link to Workflow',
        name: 'includeLinkToWorkflow',
        type: 'boolean',
        default: true,
      },
    ],
    displayOptions: {
      show: {
        resource: ['chatMessage'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Chat',
    name: 'chatId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Chat...',
        typeOptions: {
          searchListMethod: 'getChats',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: '19:7e2f1174-e8ee-4859-b8b1-a8d1cc63d276_0c5cfdbb-596f-4d39-b557-5d9516c94107@unq.gbl.spaces',
        url: '=https://teams.microsoft.com/l/chat/{{encodeURIComponent($value)}}/0',
      },
    ],
    displayOptions: {
      show: {
        resource: ['chatMessage'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Message ID',
    name: 'messageId',
    required: true,
    type: 'string',
    default: '',
    placeholder: 'e.g. 1673355049064',
    displayOptions: {
      show: {
        resource: ['chatMessage'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Chat',
    name: 'chatId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Chat...',
        typeOptions: {
          searchListMethod: 'getChats',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: '19:7e2f1174-e8ee-4859-b8b1-a8d1cc63d276_0c5cfdbb-596f-4d39-b557-5d9516c94107@unq.gbl.spaces',
        url: '=https://teams.microsoft.com/l/chat/{{encodeURIComponent($value)}}/0',
      },
    ],
    displayOptions: {
      show: {
        resource: ['chatMessage'],
        operation: ['getAll'],
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
        resource: ['chatMessage'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['chatMessage'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
    },
    default: 100,
  },
  {
    displayName: 'Chat',
    name: 'chatId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Chat...',
        typeOptions: {
          searchListMethod: 'getChats',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: '19:7e2f1174-e8ee-4859-b8b1-a8d1cc63d276_0c5cfdbb-596f-4d39-b557-5d9516c94107@unq.gbl.spaces',
        url: '=https://teams.microsoft.com/l/chat/{{encodeURIComponent($value)}}/0',
      },
    ],
    displayOptions: {
      show: {
        resource: ['chatMessage'],
        operation: ['sendAndWait'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'message',
    type: 'string',
    default: '',
    required: true,
    typeOptions: {
      rows: 4,
    },
    displayOptions: {
      show: {
        resource: ['chatMessage'],
        operation: ['sendAndWait'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['task'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create task',
      },
      {
        name: 'Delete',
        value: 'deleteTask',
        action: 'Delete task',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get task',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many tasks',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update task',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Team',
    name: 'groupId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['groupSource'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Team...',
        typeOptions: {
          searchListMethod: 'getGroups',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: '12f0ca7d-b77f-4c4e-93d2-5cbdb4f464c6',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})[ \t]*',
              errorMessage: 'Not a valid Microsoft Teams Team ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})',
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Plan',
    name: 'planId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['groupId.value'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Plan...',
        typeOptions: {
          searchListMethod: 'getPlans',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'rl1HYb0cUEiHPc7zgB_KWWUAA7Of',
      },
    ],
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Bucket',
    name: 'bucketId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['planId.value'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Bucket...',
        typeOptions: {
          searchListMethod: 'getBuckets',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'rl1HYb0cUEiHPc7zgB_KWWUAA7Of',
      },
    ],
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Title',
    name: 'title',
    required: true,
    type: 'string',
    default: '',
    placeholder: 'e.g. new task',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Assigned To',
        name: 'assignedTo',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        typeOptions: {
          loadOptionsDependsOn: ['groupId.balue'],
        },
        modes: [
          {
            displayName: 'From List',
            name: 'list',
            type: 'list',
            placeholder: 'Select a Member...',
            typeOptions: {
              searchListMethod: 'getMembers',
              searchable: true,
            },
          },
          {
            displayName: 'By ID',
            name: 'id',
            type: 'string',
            placeholder: '7e2f1174-e8ee-4859-b8b1-a8d1cc63d276',
            validation: [
              {
                type: 'regex',
                properties: {
                  regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})[ \t]*',
                  errorMessage: 'Not a valid Microsoft Teams Team ID',
                },
              },
            ],
            extractValue: {
              type: 'regex',
              regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})',
            },
          },
        ],
      },
      {
        displayName: 'Due Date Time',
        name: 'dueDateTime',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Percent Complete',
        name: 'percentComplete',
        type: 'number',
        typeOptions: {
          minValue: 0,
          maxValue: 100,
        },
        default: 0,
        placeholder: 'e.g. 75',
      },
    ],
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    required: true,
    type: 'string',
    placeholder: 'e.g. h3ufgLvXPkSRzYm-zO5cY5gANtBQ',
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['deleteTask'],
      },
    },
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    required: true,
    type: 'string',
    placeholder: 'e.g. h3ufgLvXPkSRzYm-zO5cY5gANtBQ',
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Tasks For',
    name: 'tasksFor',
    default: 'member',
    required: true,
    type: 'options',
    options: [
      {
        name: 'Group Member',
        value: 'member',
      },
      {
        name: 'Plan',
        value: 'plan',
      },
    ],
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Team',
    name: 'groupId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['groupSource'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Team...',
        typeOptions: {
          searchListMethod: 'getGroups',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: '12f0ca7d-b77f-4c4e-93d2-5cbdb4f464c6',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})[ \t]*',
              errorMessage: 'Not a valid Microsoft Teams Team ID',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})',
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Plan',
    name: 'planId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['groupId.value'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Plan...',
        typeOptions: {
          searchListMethod: 'getPlans',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'rl1HYb0cUEiHPc7zgB_KWWUAA7Of',
      },
    ],
    displayOptions: {
      show: {
        tasksFor: ['plan'],
        resource: ['task'],
        operation: ['getAll'],
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
        resource: ['task'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['task'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
    },
    default: 100,
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    required: true,
    type: 'string',
    default: '',
    placeholder: 'e.g. h3ufgLvXPkSRzYm-zO5cY5gANtBQ',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Assigned To',
        name: 'assignedTo',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        typeOptions: {
          loadOptionsDependsOn: ['updateFields.groupId.value'],
        },
        modes: [
          {
            displayName: 'From List',
            name: 'list',
            type: 'list',
            placeholder: 'Select a Member...',
            typeOptions: {
              searchListMethod: 'getMembers',
              searchable: true,
            },
          },
          {
            displayName: 'By ID',
            name: 'id',
            type: 'string',
            placeholder: '7e2f1174-e8ee-4859-b8b1-a8d1cc63d276',
            validation: [
              {
                type: 'regex',
                properties: {
                  regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})[ \t]*',
                  errorMessage: 'Not a valid Microsoft Teams Team ID',
                },
              },
            ],
            extractValue: {
              type: 'regex',
              regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})',
            },
          },
        ],
        required: false,
      },
      {
        displayName: 'Bucket',
        name: 'bucketId',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        required: false,
        typeOptions: {
          loadOptionsDependsOn: ['updateFields.planId.value'],
        },
        modes: [
          {
            displayName: 'From List',
            name: 'list',
            type: 'list',
            placeholder: 'Select a Bucket...',
            typeOptions: {
              searchListMethod: 'getBuckets',
              searchable: true,
            },
          },
          {
            displayName: 'By ID',
            name: 'id',
            type: 'string',
            placeholder: 'rl1HYb0cUEiHPc7zgB_KWWUAA7Of',
          },
        ],
      },
      {
        displayName: 'Due Date Time',
        name: 'dueDateTime',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Team',
        name: 'groupId',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        required: false,
        typeOptions: {
          loadOptionsDependsOn: ['/groupSource'],
        },
        modes: [
          {
            displayName: 'From List',
            name: 'list',
            type: 'list',
            placeholder: 'Select a Team...',
            typeOptions: {
              searchListMethod: 'getGroups',
              searchable: true,
            },
          },
          {
            displayName: 'By ID',
            name: 'id',
            type: 'string',
            placeholder: '12f0ca7d-b77f-4c4e-93d2-5cbdb4f464c6',
            validation: [
              {
                type: 'regex',
                properties: {
                  regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})[ \t]*',
                  errorMessage: 'Not a valid Microsoft Teams Team ID',
                },
              },
            ],
            extractValue: {
              type: 'regex',
              regex: '^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})',
            },
          },
        ],
      },
      {
        displayName: 'Percent Complete',
        name: 'percentComplete',
        type: 'number',
        typeOptions: {
          minValue: 0,
          maxValue: 100,
        },
        default: 0,
        placeholder: 'e.g. 75',
      },
      {
        displayName: 'Plan',
        name: 'planId',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        required: false,
        typeOptions: {
          loadOptionsDependsOn: ['updateFields.groupId.value'],
        },
        modes: [
          {
            displayName: 'From List',
            name: 'list',
            type: 'list',
            placeholder: 'Select a Plan...',
            typeOptions: {
              searchListMethod: 'getPlans',
              searchable: true,
            },
          },
          {
            displayName: 'By ID',
            name: 'id',
            type: 'string',
            placeholder: 'rl1HYb0cUEiHPc7zgB_KWWUAA7Of',
          },
        ],
      },
      {
        displayName: 'Title',
        name: 'title',
        type: 'string',
        default: '',
        placeholder: 'e.g. my task',
      },
    ],
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['update'],
      },
    },
  },
];
