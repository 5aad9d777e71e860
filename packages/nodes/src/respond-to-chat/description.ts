import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

/** n8n's type name of Respond to Chat. */
export const RESPOND_TO_CHAT_TYPE = '@n8n/n8n-nodes-langchain.chat';

/** The parameter that makes the node wait for the user's reply (n8n's `CHAT_WAIT_USER_REPLY`). */
export const WAIT_USER_REPLY = 'waitUserReply';

/** How long the node waits for a reply at most: after an interval, or until a date. */
const limitWaitTime: NodeProperty = {
  displayName: 'Limit Wait Time',
  name: 'limitWaitTime',
  type: 'fixedCollection',
  description: 'Whether to stop waiting for the reply after a while, and go on without it',
  default: { values: { limitType: 'afterTimeInterval', resumeAmount: 45, resumeUnit: 'minutes' } },
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        {
          displayName: 'Limit Type',
          name: 'limitType',
          type: 'options',
          default: 'afterTimeInterval',
          description: 'When the execution goes on without a reply',
          options: [
            { name: 'After Time Interval', description: 'Waits for a while', value: 'afterTimeInterval' },
            { name: 'At Specified Time', description: 'Waits until a date and time', value: 'atSpecifiedTime' },
          ],
        },
        {
          displayName: 'Amount',
          name: 'resumeAmount',
          type: 'number',
          displayOptions: { show: { limitType: ['afterTimeInterval'] } },
          typeOptions: { minValue: 0, numberPrecision: 2 },
          default: 1,
          description: 'How long to wait',
        },
        {
          displayName: 'Unit',
          name: 'resumeUnit',
          type: 'options',
          displayOptions: { show: { limitType: ['afterTimeInterval'] } },
          options: [
            { name: 'Minutes', value: 'minutes' },
            { name: 'Hours', value: 'hours' },
            { name: 'Days', value: 'days' },
          ],
          default: 'hours',
          description: 'The unit of the amount',
        },
        {
          displayName: 'Max Date and Time',
          name: 'maxDateAndTime',
          type: 'dateTime',
          displayOptions: { show: { limitType: ['atSpecifiedTime'] } },
          default: '',
          description: 'The date and time after which the execution goes on',
        },
      ],
    },
  ],
  displayOptions: { show: { [`/${WAIT_USER_REPLY}`]: [true] } },
};

/** Respond to Chat's parameters, as n8n 1.123 declares them (version 1). */
export const respondToChatProperties: NodeProperty[] = [
  {
    displayName: "Use a Chat Trigger whose 'Response Mode' is 'Using Response Nodes'",
    name: 'generalNotice',
    type: 'notice',
    default: '',
  },
  { displayName: 'Message', name: 'message', type: 'string', default: '', required: true, typeOptions: { rows: 6 } },
  {
    displayName: 'Wait for User Reply',
    name: WAIT_USER_REPLY,
    type: 'boolean',
    default: true,
    noDataExpression: true,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    displayOptions: { hide: { '@tool': [true] } },
    options: [
      { displayName: 'Add Memory Input Connection', name: 'memoryConnection', type: 'boolean', default: false },
      limitWaitTime,
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    options: [limitWaitTime],
    displayOptions: { show: { '@tool': [true], [`/${WAIT_USER_REPLY}`]: [true] } },
  },
];

/**
 * The inputs: the user's response on `main`, and with the option "Add Memory Input Connection" a
 * memory, to which the node writes its message and the reply.
 */
const INPUTS = `={{ (() => {
  const inputs = [{ type: 'main', displayName: 'User Response' }];
  if ($parameter.options?.memoryConnection) inputs.push({ type: 'ai_memory', displayName: 'Memory', maxConnections: 1 });
  return inputs;
})() }}`;

/** Respond to Chat 1 (n8n's `@n8n/n8n-nodes-langchain.chat`). */
export const respondToChatDescription: NodeTypeDescription = {
  name: RESPOND_TO_CHAT_TYPE,
  displayName: 'Respond to Chat',
  description: 'Send a message to the chat and wait for the reply',
  icon: 'fa:comments',
  group: ['input'],
  version: 1,
  defaults: { name: 'Respond to Chat' },
  inputs: INPUTS,
  outputs: ['main'],
  properties: respondToChatProperties,
  codex: {
    categories: ['Core Nodes', 'HITL'],
    subcategories: { HITL: ['Human in the Loop'] },
    alias: ['human', 'wait', 'hitl'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-langchain.respondtochat/',
};
