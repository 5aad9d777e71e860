/** Parameters the Slack node's version 1 and 2.x descriptions share. */
import type { Show } from './locators.js';
import type { NodeProperty } from '@weft/workflow';

/** `authentication`: the access-token credential or the OAuth2 one. */
export const authenticationProperty: NodeProperty = {
  displayName: 'Authentication',
  name: 'authentication',
  type: 'options',
  options: [
    { name: 'Access Token', value: 'accessToken' },
    { name: 'OAuth2', value: 'oAuth2' },
  ],
  default: 'accessToken',
  description: 'How the node signs in to Slack',
};

/** The channel resource's operations (the same in every version). */
export const channelOperations: NodeProperty = {
  displayName: 'Operation',
  name: 'operation',
  type: 'options',
  noDataExpression: true,
  default: 'create',
  displayOptions: { show: { resource: ['channel'] } },
  options: [
    { name: 'Archive', value: 'archive', description: 'Archive a conversation', action: 'Archive a channel' },
    {
      name: 'Close',
      value: 'close',
      description: 'Close a direct or multi-person conversation',
      action: 'Close a channel',
    },
    { name: 'Create', value: 'create', description: 'Start a public or private channel', action: 'Create a channel' },
    { name: 'Get', value: 'get', description: 'Read a conversation’s details', action: 'Get a channel' },
    { name: 'Get Many', value: 'getAll', description: 'List the workspace’s channels', action: 'Get many channels' },
    {
      name: 'History',
      value: 'history',
      description: 'Read a conversation’s messages and events',
      action: 'Get the history of a channel',
    },
    { name: 'Invite', value: 'invite', description: 'Add users to a channel', action: 'Invite a user to a channel' },
    { name: 'Join', value: 'join', description: 'Join a conversation', action: 'Join a channel' },
    {
      name: 'Kick',
      value: 'kick',
      description: 'Remove a user from a conversation',
      action: 'Kick a user from a channel',
    },
    { name: 'Leave', value: 'leave', description: 'Leave a conversation', action: 'Leave a channel' },
    {
      name: 'Member',
      value: 'member',
      description: 'List the members of a conversation',
      action: 'Get members of a channel',
    },
    {
      name: 'Open',
      value: 'open',
      description: 'Open or resume a direct or multi-person conversation',
      action: 'Open a channel',
    },
    { name: 'Rename', value: 'rename', description: 'Rename a conversation', action: 'Rename a channel' },
    {
      name: 'Replies',
      value: 'replies',
      description: 'Read a thread of messages',
      action: 'Get a thread of messages posted to a channel',
    },
    {
      name: 'Set Purpose',
      value: 'setPurpose',
      description: 'Change a conversation’s purpose',
      action: 'Set the purpose of a channel',
    },
    {
      name: 'Set Topic',
      value: 'setTopic',
      description: 'Change a conversation’s topic',
      action: 'Set the topic of a channel',
    },
    {
      name: 'Unarchive',
      value: 'unarchive',
      description: 'Bring an archived conversation back',
      action: 'Unarchive a channel',
    },
  ],
};

/** The user group resource's operations (the same in every version). */
export const userGroupOperations: NodeProperty = {
  displayName: 'Operation',
  name: 'operation',
  type: 'options',
  noDataExpression: true,
  default: 'create',
  displayOptions: { show: { resource: ['userGroup'] } },
  options: [
    { name: 'Create', value: 'create', description: 'Make a user group', action: 'Create a user group' },
    { name: 'Disable', value: 'disable', description: 'Switch a user group off', action: 'Disable a user group' },
    { name: 'Enable', value: 'enable', description: 'Switch a user group back on', action: 'Enable a user group' },
    { name: 'Get Many', value: 'getAll', description: 'List the user groups', action: 'Get many user groups' },
    { name: 'Update', value: 'update', description: 'Change a user group', action: 'Update a user group' },
  ],
};

/** `returnAll` for a list operation. */
export const returnAllProperty = (show: Show): NodeProperty => ({
  displayName: 'Return All',
  name: 'returnAll',
  type: 'boolean',
  default: false,
  displayOptions: { show },
  description: 'Whether to return every result or only up to a limit',
});

/** `limit` for a list operation, shown when Return All is off. */
export const limitProperty = (show: Show, fallback: number, max: number): NodeProperty => ({
  displayName: 'Limit',
  name: 'limit',
  type: 'number',
  default: fallback,
  typeOptions: { minValue: 1, maxValue: max },
  displayOptions: { show: { ...show, returnAll: [false] } },
  description: 'The most results to return',
});

/** The fields of one legacy message attachment (version 1 takes the timestamp as a date). */
export function attachmentFields(version: 1 | 2): NodeProperty[] {
  const edit = version === 2 ? { typeOptions: { alwaysOpenEditWindow: true } } : {};
  const text = (displayName: string, name: string, description: string, editable = true): NodeProperty => ({
    displayName,
    name,
    type: 'string',
    default: '',
    ...(editable ? edit : {}),
    description,
  });
  return [
    text('Fallback Text', 'fallback', 'A plain-text summary for clients that cannot show attachments'),
    text('Text', 'text', 'The main text of the attachment'),
    text('Title', 'title', 'The title shown at the top'),
    text('Title Link', 'title_link', 'Where the title links to'),
    {
      displayName: 'Color',
      name: 'color',
      type: 'color',
      default: '#ff0000',
      description: 'The colour of the bar beside the attachment',
    },
    text('Pretext', 'pretext', 'Text shown above the attachment'),
    text('Author Name', 'author_name', 'The author shown at the top', false),
    text('Author Link', 'author_link', 'Where the author’s name links to'),
    text('Author Icon', 'author_icon', 'A small picture beside the author’s name'),
    text('Image URL', 'image_url', 'A picture shown in the attachment'),
    text('Thumbnail URL', 'thumb_url', 'A thumbnail shown on the right'),
    text('Footer', 'footer', 'Text at the bottom'),
    text('Footer Icon', 'footer_icon', 'A small picture beside the footer'),
    version === 2
      ? {
          displayName: 'Message Timestamp',
          name: 'ts',
          type: 'number',
          default: 0,
          description: 'A time shown in the footer (seconds since 1970)',
        }
      : {
          displayName: 'Timestamp',
          name: 'ts',
          type: 'dateTime',
          default: '',
          description: 'A time shown in the footer',
        },
    {
      displayName: 'Fields',
      name: 'fields',
      placeholder: 'Add Fields',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      default: {},
      description: 'Short labelled values shown as a table',
      options: [
        {
          name: 'item',
          displayName: 'Item',
          values: [
            { displayName: 'Title', name: 'title', type: 'string', default: '', description: 'The field’s label' },
            { displayName: 'Value', name: 'value', type: 'string', default: '', description: 'The field’s value' },
            {
              displayName: 'Short',
              name: 'short',
              type: 'boolean',
              default: true,
              description: 'Whether the field is narrow enough to sit beside another',
            },
          ],
        },
      ],
    },
  ];
}
