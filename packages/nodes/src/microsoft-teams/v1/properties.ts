import type { NodeProperty } from '@weft/workflow';

/**
 * Microsoft Teams 1 and 1.1's parameters (channels, channel messages, chat messages, Planner tasks).
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * n8n's descriptions are left out and notice texts are Weft's own.
 */
export const teamsV1Properties: NodeProperty[] = [
  {
    displayName: 'A newer version of this node exists: add it again from the nodes panel to get it',
    name: 'oldVersionNotice',
    type: 'notice',
    default: '',
  },
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
        name: 'Channel Message (Beta)',
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
        action: 'Create a channel',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a channel',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a channel',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many channels',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a channel',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Team Name or ID',
    name: 'teamId',
    required: true,
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['channel'],
      },
    },
    default: '',
  },
  {
    displayName: 'Name',
    name: 'name',
    required: true,
    type: 'string',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['channel'],
      },
    },
    default: '',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['channel'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
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
  },
  {
    displayName: 'Team Name or ID',
    name: 'teamId',
    required: true,
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['channel'],
      },
    },
    default: '',
  },
  {
    displayName: 'Channel Name or ID',
    name: 'channelId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getChannels',
      loadOptionsDependsOn: ['teamId'],
    },
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['channel'],
      },
    },
    default: '',
  },
  {
    displayName: 'Team Name or ID',
    name: 'teamId',
    required: true,
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['channel'],
      },
    },
    default: '',
  },
  {
    displayName: 'Channel Name or ID',
    name: 'channelId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getChannels',
      loadOptionsDependsOn: ['teamId'],
    },
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['channel'],
      },
    },
    default: '',
  },
  {
    displayName: 'Team Name or ID',
    name: 'teamId',
    required: true,
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['channel'],
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
        resource: ['channel'],
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
        resource: ['channel'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 50,
  },
  {
    displayName: 'Team Name or ID',
    name: 'teamId',
    required: true,
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['channel'],
      },
    },
    default: '',
  },
  {
    displayName: 'Channel Name or ID',
    name: 'channelId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getChannels',
      loadOptionsDependsOn: ['teamId'],
    },
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['channel'],
      },
    },
    default: '',
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['channel'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
    ],
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
        action: 'Create a message in a channel',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many messages in a channel',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Team Name or ID',
    name: 'teamId',
    required: true,
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['channelMessage'],
      },
    },
    default: '',
  },
  {
    displayName: 'Channel Name or ID',
    name: 'channelId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getChannels',
      loadOptionsDependsOn: ['teamId'],
    },
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['channelMessage'],
      },
    },
    default: '',
  },
  {
    displayName: 'Message Type',
    name: 'messageType',
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
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['channelMessage'],
      },
    },
    default: 'text',
  },
  {
    displayName: 'Message',
    name: 'message',
    required: true,
    type: 'string',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['channelMessage'],
      },
    },
    default: '',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['channelMessage'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Include Link to Workflow',
        name: 'includeLinkToWorkflow',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Make Reply',
        name: 'makeReply',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Team Name or ID',
    name: 'teamId',
    required: true,
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['channelMessage'],
      },
    },
    default: '',
  },
  {
    displayName: 'Channel Name or ID',
    name: 'channelId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getChannels',
      loadOptionsDependsOn: ['teamId'],
    },
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['channelMessage'],
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
        resource: ['channelMessage'],
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
        resource: ['channelMessage'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 50,
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
        action: 'Create a chat message',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a chat message',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many chat messages',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Chat Name or ID',
    name: 'chatId',
    required: true,
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getChats',
    },
    displayOptions: {
      show: {
        operation: ['create', 'get'],
        resource: ['chatMessage'],
      },
    },
    default: '',
  },
  {
    displayName: 'Message Type',
    name: 'messageType',
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
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['chatMessage'],
      },
    },
    default: 'text',
  },
  {
    displayName: 'Message',
    name: 'message',
    required: true,
    type: 'string',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['chatMessage'],
      },
    },
    default: '',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['chatMessage'],
      },
    },
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
  },
  {
    displayName: 'Message ID',
    name: 'messageId',
    required: true,
    type: 'string',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['chatMessage'],
      },
    },
    default: '',
  },
  {
    displayName: 'Chat Name or ID',
    name: 'chatId',
    required: true,
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getChats',
    },
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['chatMessage'],
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
        resource: ['chatMessage'],
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
        resource: ['chatMessage'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 50,
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
        action: 'Create a task',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a task',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a task',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many tasks',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a task',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Group Source',
    name: 'groupSource',
    required: true,
    type: 'options',
    default: 'all',
    displayOptions: {
      show: {
        operation: ['getAll', 'create', 'update'],
        resource: ['task'],
      },
    },
    options: [
      {
        name: 'All Groups',
        value: 'all',
      },
      {
        name: 'My Groups',
        value: 'mine',
      },
    ],
  },
  {
    displayName: 'Group Name or ID',
    name: 'groupId',
    required: true,
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getGroups',
      loadOptionsDependsOn: ['groupSource'],
    },
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['task'],
      },
    },
    default: '',
  },
  {
    displayName: 'Plan Name or ID',
    name: 'planId',
    required: true,
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getPlans',
      loadOptionsDependsOn: ['groupId'],
    },
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['task'],
      },
    },
    default: '',
  },
  {
    displayName: 'Bucket Name or ID',
    name: 'bucketId',
    required: true,
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getBuckets',
      loadOptionsDependsOn: ['planId'],
    },
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['task'],
      },
    },
    default: '',
  },
  {
    displayName: 'Title',
    name: 'title',
    required: true,
    type: 'string',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['task'],
      },
    },
    default: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['task'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Assigned To Name or ID',
        name: 'assignedTo',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getMembers',
          loadOptionsDependsOn: ['groupId'],
        },
        default: '',
      },
      {
        displayName: 'Due Date Time',
        name: 'dueDateTime',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Label Names or IDs',
        name: 'labels',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getLabels',
          loadOptionsDependsOn: ['planId'],
        },
        default: [],
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
      },
    ],
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    required: true,
    type: 'string',
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['task'],
      },
    },
    default: '',
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    required: true,
    type: 'string',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['task'],
      },
    },
    default: '',
  },
  {
    displayName: 'Tasks For',
    name: 'tasksFor',
    default: 'member',
    required: true,
    type: 'options',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['task'],
      },
    },
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
  },
  {
    displayName: 'Group Name or ID',
    name: 'groupId',
    required: true,
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getGroups',
      loadOptionsDependsOn: ['groupSource'],
    },
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['task'],
      },
    },
    default: '',
  },
  {
    displayName: 'Member Name or ID',
    name: 'memberId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getMembers',
      loadOptionsDependsOn: ['groupId'],
    },
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['task'],
        tasksFor: ['member'],
      },
    },
    default: '',
  },
  {
    displayName: 'Plan Name or ID',
    name: 'planId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getPlans',
      loadOptionsDependsOn: ['groupId'],
    },
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['task'],
        tasksFor: ['plan'],
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
        resource: ['task'],
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
        resource: ['task'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 50,
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    required: true,
    type: 'string',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['task'],
      },
    },
    default: '',
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['task'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Assigned To Name or ID',
        name: 'assignedTo',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getMembers',
          loadOptionsDependsOn: ['groupId'],
        },
        default: '',
      },
      {
        displayName: 'Bucket Name or ID',
        name: 'bucketId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getBuckets',
          loadOptionsDependsOn: ['updateFields.planId'],
        },
        default: '',
      },
      {
        displayName: 'Due Date Time',
        name: 'dueDateTime',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Group Name or ID',
        name: 'groupId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getGroups',
          loadOptionsDependsOn: ['groupSource'],
        },
        default: '',
      },
      {
        displayName: 'Label Names or IDs',
        name: 'labels',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getLabels',
          loadOptionsDependsOn: ['updateFields.planId'],
        },
        default: [],
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
      },
      {
        displayName: 'Plan Name or ID',
        name: 'planId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getPlans',
          loadOptionsDependsOn: ['groupId'],
        },
        default: '',
      },
      {
        displayName: 'Title',
        name: 'title',
        type: 'string',
        default: '',
      },
    ],
  },
];
