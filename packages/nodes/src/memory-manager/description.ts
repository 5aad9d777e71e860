/** The parameters of the Chat Memory Manager (n8n's names, values and defaults). */
import type { NodeProperty } from '@weft/workflow';

/** Mode, insert/delete settings, the messages to insert and the load options. */
export const managerProperties: NodeProperty[] = [
  {
    displayName: 'Operation Mode',
    name: 'mode',
    type: 'options',
    noDataExpression: true,
    default: 'load',
    options: [
      { name: 'Get Many Messages', value: 'load', description: 'Read the chat messages of the connected memory' },
      { name: 'Insert Messages', value: 'insert', description: 'Add chat messages to the connected memory' },
      { name: 'Delete Messages', value: 'delete', description: 'Remove chat messages from the connected memory' },
    ],
  },
  {
    displayName: 'Insert Mode',
    name: 'insertMode',
    type: 'options',
    description: 'Whether the new messages join the existing ones or replace them',
    noDataExpression: true,
    default: 'insert',
    options: [
      { name: 'Insert Messages', value: 'insert', description: 'Keep the existing messages and add the new ones' },
      {
        name: 'Override All Messages',
        value: 'override',
        description: 'Clear the memory first, then add the new messages',
      },
    ],
    displayOptions: { show: { mode: ['insert'] } },
  },
  {
    displayName: 'Delete Mode',
    name: 'deleteMode',
    type: 'options',
    description: 'Which messages are removed',
    noDataExpression: true,
    default: 'lastN',
    options: [
      { name: 'Last N', value: 'lastN', description: 'The most recent N messages' },
      { name: 'All Messages', value: 'all', description: 'Every message of the session' },
    ],
    displayOptions: { show: { mode: ['delete'] } },
  },
  {
    displayName: 'Chat Messages',
    name: 'messages',
    description: 'The chat messages to add to the memory',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    placeholder: 'Add message',
    options: [
      {
        name: 'messageValues',
        displayName: 'Message',
        values: [
          {
            displayName: 'Type Name or ID',
            name: 'type',
            type: 'options',
            options: [
              { name: 'AI', value: 'ai' },
              { name: 'System', value: 'system' },
              { name: 'User', value: 'user' },
            ],
            default: 'system',
          },
          { displayName: 'Message', name: 'message', type: 'string', required: true, default: '' },
          {
            displayName: 'Hide Message in Chat',
            name: 'hideFromUI',
            type: 'boolean',
            required: true,
            default: false,
            description: 'Whether the chat window leaves the message out',
          },
        ],
      },
    ],
    displayOptions: { show: { mode: ['insert'] } },
  },
  {
    displayName: 'Messages Count',
    name: 'lastMessagesCount',
    type: 'number',
    description: 'How many of the most recent messages are deleted',
    default: 2,
    displayOptions: { show: { mode: ['delete'], deleteMode: ['lastN'] } },
  },
  {
    displayName: 'Simplify Output',
    name: 'simplifyOutput',
    type: 'boolean',
    description: 'Whether each message is given as just its sender and text',
    default: true,
    displayOptions: { show: { mode: ['load'] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    placeholder: 'Add Option',
    type: 'collection',
    default: {},
    options: [
      {
        displayName: 'Group Messages',
        name: 'groupMessages',
        type: 'boolean',
        default: true,
        description: 'Whether all messages come as one item rather than an item each',
      },
    ],
    displayOptions: { show: { mode: ['load'] } },
  },
];
