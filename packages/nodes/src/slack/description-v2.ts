/**
 * The Slack node's parameters at typeVersions 2–2.4 (n8n's `n8n-nodes-base.slack` 2.x, one
 * description): names, option values, defaults and version switches as n8n has them.
 */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { SEND_AND_WAIT_WEBHOOKS, sendAndWaitProperties } from '../shared/send-and-wait/index.js';
import { channelLocator, userLocator, type Show } from './locators.js';
import { attachmentFields, authenticationProperty, channelOperations, limitProperty, returnAllProperty, userGroupOperations } from './description-common.js';

const on = (resource: string, operation: string[], extra: Show = {}): Show => ({ resource: [resource], operation, ...extra });
const channel = (operation: string, required = true) => channelLocator(on('channel', [operation]), { required });
const collection = (displayName: string, name: string, show: Show, options: NodeProperty[], placeholder = 'Add option'): NodeProperty => ({
  displayName, name, type: 'collection', placeholder, default: {}, displayOptions: { show }, options,
});
const includeCount: NodeProperty = { displayName: 'Include Count', name: 'include_count', type: 'boolean', default: true, description: 'Whether to include how many users are in each group' };

const channelProperties: NodeProperty[] = [
  channelOperations,
  channel('archive', false),
  channel('close'),
  { displayName: 'Channel', name: 'channelId', type: 'string', default: '', placeholder: 'e.g. project-updates', required: true, displayOptions: { show: on('channel', ['create']) }, description: 'The name of the new channel (a leading # is dropped)' },
  {
    displayName: 'Channel Visibility', name: 'channelVisibility', type: 'options', default: 'public', required: true, displayOptions: { show: on('channel', ['create']) },
    options: [{ name: 'Public Channel', value: 'public' }, { name: 'Private Channel', value: 'private' }],
    description: 'Whether everyone in the workspace can find the channel',
  },
  channel('invite'),
  { displayName: 'User Names or IDs', name: 'userIds', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getUsers' }, default: [], required: true, displayOptions: { show: on('channel', ['invite']) }, description: 'The users to invite. Choose from the list, or give IDs with an expression.' },
  channel('get'),
  collection('Options', 'options', on('channel', ['get']), [{ displayName: 'Include Num of Members', name: 'includeNumMembers', type: 'boolean', default: false, description: 'Whether to add the number of members' }]),
  channel('kick'),
  { displayName: 'User Name or ID', name: 'userId', type: 'options', typeOptions: { loadOptionsMethod: 'getUsers' }, default: '', displayOptions: { show: on('channel', ['kick']) }, description: 'The user to remove. Choose from the list, or give an ID with an expression.' },
  channel('join'),
  returnAllProperty(on('channel', ['getAll'])),
  limitProperty(on('channel', ['getAll']), 50, 100),
  collection('Filters', 'filters', on('channel', ['getAll']), [
    { displayName: 'Exclude Archived', name: 'excludeArchived', type: 'boolean', default: false, description: 'Whether to leave archived channels out' },
    {
      displayName: 'Types', name: 'types', type: 'multiOptions', default: ['public_channel'], description: 'Which kinds of conversation to list',
      options: [{ name: 'Public Channel', value: 'public_channel' }, { name: 'Private Channel', value: 'private_channel' }, { name: 'mpim', value: 'mpim' }, { name: 'im', value: 'im' }],
    },
  ], 'Add Field'),
  channel('history'),
  returnAllProperty(on('channel', ['history'])),
  limitProperty(on('channel', ['history']), 50, 100),
  collection('Filters', 'filters', on('channel', ['history']), [
    { displayName: 'Inclusive', name: 'inclusive', type: 'boolean', default: false, description: 'Whether messages exactly at Latest or Oldest are included' },
    { displayName: 'Latest', name: 'latest', type: 'dateTime', default: '', description: 'Only messages before this time' },
    { displayName: 'Oldest', name: 'oldest', type: 'dateTime', default: '', description: 'Only messages after this time' },
  ], 'Add Field'),
  channel('leave'),
  channel('member'),
  returnAllProperty(on('channel', ['member'])),
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1 }, displayOptions: { show: on('channel', ['member'], { returnAll: [false] }) }, description: 'The most members to return' },
  { displayName: 'Resolve Data', name: 'resolveData', type: 'boolean', default: false, displayOptions: { show: on('channel', ['member']) }, description: 'Whether to answer each member’s whole user record instead of the ID' },
  collection('Options', 'options', on('channel', ['open']), [
    { displayName: 'Channel ID', name: 'channelId', type: 'string', default: '', description: 'Resume a direct or multi-person conversation by its ID' },
    { displayName: 'Return IM', name: 'returnIm', type: 'boolean', default: false, description: 'Whether to answer the whole IM channel definition' },
    { displayName: 'User Names or IDs', name: 'users', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getUsers' }, default: [], description: 'The users to talk with (one for a direct message, up to 8 for a group). Choose from the list, or give IDs with an expression.' },
  ]),
  channel('rename'),
  { displayName: 'Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. new-name', required: true, displayOptions: { show: on('channel', ['rename']) }, description: 'The new name of the channel' },
  channel('replies'),
  { displayName: 'Message Timestamp', name: 'ts', type: 'number', default: undefined, placeholder: '1663233118.856619', required: true, displayOptions: { show: on('channel', ['replies']) }, description: 'The timestamp (ts) of the message that started the thread' } as unknown as NodeProperty,
  returnAllProperty(on('channel', ['replies'])),
  limitProperty(on('channel', ['replies']), 50, 100),
  collection('Filters', 'filters', on('channel', ['replies']), [
    { displayName: 'Inclusive', name: 'inclusive', type: 'boolean', default: false, description: 'Whether messages exactly at Latest or Oldest are included' },
    { displayName: 'Latest', name: 'latest', type: 'string', default: '', description: 'Only messages before this time' },
    { displayName: 'Oldest', name: 'oldest', type: 'string', default: '', description: 'Only messages after this time' },
  ], 'Add Field'),
  channel('setPurpose'),
  { displayName: 'Purpose', name: 'purpose', type: 'string', default: '', placeholder: 'e.g. Talk about the launch', required: true, displayOptions: { show: on('channel', ['setPurpose']) }, description: 'The new purpose' },
  channel('setTopic'),
  { displayName: 'Topic', name: 'topic', type: 'string', default: '', placeholder: 'e.g. Launch on Monday', required: true, displayOptions: { show: on('channel', ['setTopic']) }, description: 'The new topic' },
  channel('unarchive'),
];

/** A message timestamp parameter (n8n stores it as a number with no default). */
const timestamp = (name: string, show: Show, required = true): NodeProperty =>
  ({ displayName: 'Message Timestamp', name, type: 'number', default: undefined, placeholder: '1663233118.856619', ...(required ? { required: true } : {}), displayOptions: { show }, description: 'The timestamp (ts) of the message' }) as unknown as NodeProperty;

const messageTypeProperty = (operation: string): NodeProperty => ({
  displayName: 'Message Type', name: 'messageType', type: 'options', default: 'text', displayOptions: { show: on('message', [operation]) },
  options: [
    { name: 'Simple Text Message', value: 'text', description: 'A text, with Slack’s markdown' },
    { name: 'Blocks', value: 'block', description: 'A layout of Block Kit blocks' },
    { name: 'Attachments', value: 'attachment', description: 'Legacy message attachments' },
  ],
  description: 'What the message is made of',
});

const blocksProperty = (operation: string): NodeProperty => ({
  displayName: 'Blocks', name: 'blocksUi', type: 'string', typeOptions: { rows: 3 }, default: '', required: true,
  displayOptions: { show: on('message', [operation], { messageType: ['block'] }) },
  description: 'Block Kit JSON: an object with a "blocks" array, as Slack’s Block Kit Builder makes it',
});

const notificationText = (operation: string): NodeProperty => ({
  displayName: 'Notification Text', name: 'text', type: 'string', default: '', displayOptions: { show: on('message', [operation], { messageType: ['block'] }) },
  description: 'The text shown in notifications, where blocks cannot be shown',
});

const messageProperties: NodeProperty[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'post', displayOptions: { show: { resource: ['message'] } },
    options: [
      { name: 'Delete', value: 'delete', description: 'Remove a message', action: 'Delete a message' },
      { name: 'Get Permalink', value: 'getPermalink', description: 'Get the lasting link of a message', action: 'Get a message permalink' },
      { name: 'Search', value: 'search', description: 'Find messages', action: 'Search for messages' },
      { name: 'Send', value: 'post', description: 'Post a message to a channel or a user', action: 'Send a message' },
      { name: 'Send and Wait for Response', value: 'sendAndWait', description: 'Post a message and pause until the recipient answers', action: 'Send message and wait for response' },
      { name: 'Update', value: 'update', description: 'Change a message', action: 'Update a message' },
    ],
  },
  channelLocator(on('message', ['getPermalink']), { required: false }),
  timestamp('timestamp', on('message', ['getPermalink'])),
  {
    displayName: 'Send Message To', name: 'select', type: 'options', default: '', required: true, placeholder: 'Select...', displayOptions: { show: on('message', ['post']) },
    options: [{ name: 'Channel', value: 'channel' }, { name: 'User', value: 'user' }],
    description: 'Whether the message goes to a channel or to a user directly',
  },
  channelLocator(on('message', ['post'], { select: ['channel'] }), { byName: true }),
  userLocator(on('message', ['post'], { select: ['user'] }), { byUsername: true }),
  messageTypeProperty('post'),
  { displayName: 'Message Text', name: 'text', type: 'string', default: '', required: true, displayOptions: { show: on('message', ['post'], { messageType: ['text'] }) }, description: 'The text, in Slack’s markdown unless Use Markdown is off' },
  blocksProperty('post'),
  notificationText('post'),
  {
    displayName: 'Slack calls these legacy: Blocks are what it advises now', name: 'noticeAttachments', type: 'notice', default: '',
    displayOptions: { show: on('message', ['post'], { messageType: ['attachment'] }) },
  },
  {
    displayName: 'Attachments', name: 'attachments', type: 'collection', placeholder: 'Add attachment item', default: {},
    typeOptions: { multipleValues: true, multipleValueButtonText: 'Add attachment' },
    displayOptions: { show: on('message', ['post'], { messageType: ['attachment'] }) },
    options: attachmentFields(2),
  },
  {
    displayName: 'Options', name: 'otherOptions', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: { show: on('message', ['post']) },
    options: [
      { displayName: 'Include Link to Workflow', name: 'includeLinkToWorkflow', type: 'boolean', default: true, description: 'Whether to add a line saying that a Weft workflow sent the message' },
      {
        displayName: 'Custom Bot Profile Photo', name: 'botProfile', type: 'fixedCollection', default: { imageValues: [{ profilePhotoType: '' }] }, placeholder: 'Add Bot Profile Photo',
        description: 'The picture shown beside the message (the app needs chat:write.customize)',
        options: [{
          displayName: 'Add Bot Profile Photo', name: 'imageValues',
          values: [
            { displayName: 'Profile Photo Type', name: 'profilePhotoType', type: 'options', default: '', options: [{ name: 'Image URL', value: 'image' }, { name: 'Emoji Code', value: 'emoji' }] },
            { displayName: 'Emoji Code', name: 'icon_emoji', type: 'string', default: '', displayOptions: { show: { profilePhotoType: ['emoji'] } }, description: 'An emoji, e.g. :robot_face:' },
            { displayName: 'Image URL', name: 'icon_url', type: 'string', default: '', displayOptions: { show: { profilePhotoType: ['image'] } }, description: 'The address of the picture' },
          ],
        }],
      },
      { displayName: 'Link User and Channel Names', name: 'link_names', type: 'boolean', default: false, description: 'Whether @names and #channels in the text become links' },
      {
        displayName: 'Reply to a Message', name: 'thread_ts', type: 'fixedCollection', default: {}, placeholder: 'Reply to a Message', description: 'Post the message in a message’s thread',
        options: [{
          displayName: 'Reply to a Message', name: 'replyValues',
          values: [
            { displayName: 'Message Timestamp to Reply To', name: 'thread_ts', type: 'number', default: undefined, placeholder: '1663233118.856619', description: 'The timestamp (ts) of the message to answer' } as unknown as NodeProperty,
            { displayName: 'Also Send to Channel', name: 'reply_broadcast', type: 'boolean', default: false, description: 'Whether the reply also shows in the channel' },
          ],
        }],
      },
      { displayName: 'Use Markdown?', name: 'mrkdwn', type: 'boolean', default: true, description: 'Whether the text is read as Slack’s markdown' },
      { displayName: 'Unfurl Links', name: 'unfurl_links', type: 'boolean', default: false, description: 'Whether Slack previews linked pages' },
      { displayName: 'Unfurl Media', name: 'unfurl_media', type: 'boolean', default: true, description: 'Whether Slack previews linked media' },
      {
        displayName: 'Send as Ephemeral Message', name: 'ephemeral', type: 'fixedCollection', default: {}, displayOptions: { show: { '/select': ['channel'] } }, placeholder: 'Send as Ephemeral Message',
        description: 'Show the message to one member of the channel only',
        options: [{
          displayName: 'Send as Ephemeral Message', name: 'ephemeralValues',
          values: [
            { ...userLocator(undefined), displayName: 'User to Send', description: 'The member who sees the message' },
            { displayName: 'Send as Ephemeral Message', name: 'ephemeral', type: 'boolean', default: true, description: 'Whether the message is ephemeral' },
          ],
        }],
      },
      { displayName: 'Send as Ephemeral Message', name: 'ephemeral', type: 'boolean', default: true, displayOptions: { show: { '/select': ['user'] } }, description: 'Whether only the user sees the message (it is not kept)' },
      { displayName: 'Send as User', name: 'sendAsUser', type: 'string', default: '', displayOptions: { show: { '/authentication': ['accessToken'] } }, description: 'The name the message appears from (the app needs chat:write.customize)' },
    ],
  },
  channelLocator(on('message', ['update'])),
  timestamp('ts', on('message', ['update'])),
  messageTypeProperty('update'),
  blocksProperty('update'),
  notificationText('update'),
  { displayName: 'Message Text', name: 'text', type: 'string', default: '', displayOptions: { show: on('message', ['update'], { messageType: ['text'] }) }, description: 'The new text' },
  collection('Update Fields', 'updateFields', on('message', ['update']), [
    { displayName: 'Link User and Channel Names', name: 'link_names', type: 'boolean', default: false, description: 'Whether @names and #channels in the text become links' },
    {
      displayName: 'Parse', name: 'parse', type: 'options', default: 'client', description: 'How Slack reads the text',
      options: [{ name: 'Client', value: 'client' }, { name: 'Full', value: 'full' }, { name: 'None', value: 'none' }],
    },
  ], 'Add Field'),
  collection('Options', 'otherOptions', on('message', ['update']), [
    { displayName: 'Include Link to Workflow', name: 'includeLinkToWorkflow', type: 'boolean', default: true, description: 'Whether to add a line saying that a Weft workflow sent the message' },
  ]),
  {
    displayName: 'Delete Message From', name: 'select', type: 'options', default: '', required: true, placeholder: 'Select...', displayOptions: { show: on('message', ['delete']) },
    options: [{ name: 'Channel', value: 'channel' }, { name: 'User', value: 'user' }],
    description: 'Whether the message is in a channel or in a direct conversation',
  },
  channelLocator(on('message', ['delete'], { select: ['channel'] })),
  userLocator(on('message', ['delete'], { select: ['user'] })),
  timestamp('timestamp', on('message', ['delete'])),
  { displayName: 'Search Query', name: 'query', type: 'string', default: '', required: true, placeholder: 'e.g. Test search', displayOptions: { show: on('message', ['search']) }, description: 'What to search for, with Slack’s search modifiers' },
  {
    displayName: 'Sort By', name: 'sort', type: 'options', default: 'desc', displayOptions: { show: on('message', ['search']) },
    options: [{ name: 'Newest', value: 'desc' }, { name: 'Oldest', value: 'asc' }, { name: 'Relevance Score', value: 'relevance' }],
    description: 'The order of the results',
  },
  returnAllProperty(on('message', ['search'])),
  limitProperty(on('message', ['search']), 25, 50),
  collection('Options', 'options', on('message', ['search']), [
    { displayName: 'Search in Channel', name: 'searchChannel', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getChannelsName' }, default: [], description: 'Only search these channels. Choose from the list, or give names with an expression.' },
  ]),
  {
    displayName: 'Send Message To', name: 'select', type: 'options', default: 'user', required: true, displayOptions: { show: on('message', ['sendAndWait']) },
    options: [{ name: 'Channel', value: 'channel' }, { name: 'User', value: 'user' }],
    description: 'Whether the message goes to a channel or to a user directly',
  },
  channelLocator({ select: ['channel'], ...on('message', ['sendAndWait']) }, { byName: true }),
  userLocator({ select: ['user'], ...on('message', ['sendAndWait']) }, { byUsername: true }),
  { displayName: 'Message', name: 'message', type: 'string', default: '', required: true, typeOptions: { rows: 4 }, displayOptions: { show: on('message', ['sendAndWait']) }, description: 'The text of the message the buttons go under' },
  ...sendAndWaitProperties(on('message', ['sendAndWait']) as Record<string, string[]>),
];

const starProperties: NodeProperty[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'add', displayOptions: { show: { resource: ['star'] } },
    options: [
      { name: 'Add', value: 'add', description: 'Star a message or a file', action: 'Add a star' },
      { name: 'Delete', value: 'delete', description: 'Remove a star', action: 'Delete a star' },
      { name: 'Get Many', value: 'getAll', description: 'List the starred items', action: 'Get many stars' },
    ],
  },
  {
    displayName: 'Item to Add Star', name: 'target', type: 'options', default: '', required: true, placeholder: 'Select...', displayOptions: { show: on('star', ['add']) },
    options: [{ name: 'Message', value: 'message' }, { name: 'File', value: 'file' }],
    description: 'What to star',
  },
  channelLocator(on('star', ['add'], { target: ['message', 'file'] }), { required: false }),
  { displayName: 'File ID', name: 'fileId', type: 'string', default: '', displayOptions: { show: on('star', ['add'], { target: ['file'] }) }, description: 'The file to star' },
  timestamp('timestamp', on('star', ['add'], { target: ['message'] }), false),
  collection('Options', 'options', on('star', ['add']), [{ displayName: 'File Comment', name: 'fileComment', type: 'string', default: '', description: 'A file comment to star' }], 'Add Field'),
  collection('Options', 'options', on('star', ['delete']), [
    { displayName: 'Channel Name or ID', name: 'channelId', type: 'options', typeOptions: { loadOptionsMethod: 'getChannels' }, default: '', description: 'The channel of the starred message. Choose from the list, or give an ID with an expression.' },
    { displayName: 'File ID', name: 'fileId', type: 'string', default: '', description: 'The starred file' },
    { displayName: 'File Comment', name: 'fileComment', type: 'string', default: '', description: 'The starred file comment' },
    { displayName: 'Message Timestamp', name: 'timestamp', type: 'number', default: 0, description: 'The timestamp (ts) of the starred message' },
  ], 'Add Field'),
  returnAllProperty(on('star', ['getAll'])),
  limitProperty(on('star', ['getAll']), 50, 100),
];

const v = (versions: number[]) => ({ '@version': versions });
const fileProperties: NodeProperty[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'upload', displayOptions: { show: { resource: ['file'] } },
    options: [
      { name: 'Get', value: 'get', description: 'Read a file’s details', action: 'Get a file' },
      { name: 'Get Many', value: 'getAll', description: 'List files', action: 'Get many files' },
      { name: 'Upload', value: 'upload', description: 'Share a file', action: 'Upload a file' },
    ],
  },
  { displayName: 'Binary File', name: 'binaryData', type: 'boolean', default: false, displayOptions: { show: { ...on('file', ['upload']), ...v([2, 2.1]) } }, description: 'Whether the file comes from a binary field of the item' },
  { displayName: 'File Content', name: 'fileContent', type: 'string', default: '', displayOptions: { show: { ...on('file', ['upload'], { binaryData: [false] }), ...v([2, 2.1]) } }, description: 'The text of the file' },
  { displayName: 'File Property', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, displayOptions: { show: { ...on('file', ['upload'], { binaryData: [true] }), ...v([2, 2.1]) } }, description: 'The binary field that holds the file' },
  { displayName: 'File Property', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, displayOptions: { show: { ...on('file', ['upload']), '@version': [{ _cnd: { gte: 2.2 } }] } }, description: 'The binary field that holds the file' },
  collection('Options', 'options', on('file', ['upload']), [
    { displayName: 'Channel Names or IDs', name: 'channelIds', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getChannels' }, default: [], displayOptions: { show: v([2, 2.1]) }, description: 'The channels to share the file in. Choose from the list, or give IDs with an expression.' },
    { displayName: 'Channel Name or ID', name: 'channelId', type: 'options', typeOptions: { loadOptionsMethod: 'getChannels' }, default: [], displayOptions: { show: { '@version': [{ _cnd: { gte: 2.2 } }] } }, description: 'The channel to share the file in. Choose from the list, or give an ID with an expression.' } as unknown as NodeProperty,
    { displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'The name Slack shows (else the binary file’s own)' },
    { displayName: 'Initial Comment', name: 'initialComment', type: 'string', default: '', description: 'A message posted with the file' },
    { displayName: 'Thread Timestamp', name: 'threadTs', type: 'string', default: '', description: 'Share the file in the thread of this message (its ts)' },
    { displayName: 'Title', name: 'title', type: 'string', default: '', description: 'The title of the file' },
  ], 'Add Field'),
  returnAllProperty(on('file', ['getAll'])),
  limitProperty(on('file', ['getAll']), 50, 100),
  collection('Filters', 'filters', on('file', ['getAll']), [
    { displayName: 'Channel Name or ID', name: 'channelId', type: 'options', typeOptions: { loadOptionsMethod: 'getChannels' }, default: '', description: 'Only files in this channel. Choose from the list, or give an ID with an expression.' },
    { displayName: 'Show Files Hidden By Limit', name: 'showFilesHidden', type: 'boolean', default: false, description: 'Whether to list files a free workspace’s storage limit hides' },
    { displayName: 'Message Timestamp From', name: 'tsFrom', type: 'string', default: '', description: 'Only files created after this time' },
    { displayName: 'Message Timestamp To', name: 'tsTo', type: 'string', default: '', description: 'Only files created before this time' },
    {
      displayName: 'Types', name: 'types', type: 'multiOptions', default: ['all'], description: 'Which kinds of file to list',
      options: [
        { name: 'All', value: 'all' }, { name: 'Google Docs', value: 'gdocs' }, { name: 'Images', value: 'images' }, { name: 'PDFs', value: 'pdfs' },
        { name: 'Snippets', value: 'snippets' }, { name: 'Spaces', value: 'spaces' }, { name: 'zips', value: 'zips' },
      ],
    },
    { displayName: 'User Name or ID', name: 'userId', type: 'options', typeOptions: { loadOptionsMethod: 'getUsers' }, default: '', description: 'Only files this user created. Choose from the list, or give an ID with an expression.' },
  ], 'Add Field'),
  { displayName: 'File ID', name: 'fileId', type: 'string', default: '', displayOptions: { show: on('file', ['get']) }, description: 'The file to read' },
];

const reactionProperties: NodeProperty[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'add', displayOptions: { show: { resource: ['reaction'] } },
    options: [
      { name: 'Add', value: 'add', description: 'React to a message with an emoji', action: 'Add a reaction' },
      { name: 'Get', value: 'get', description: 'Read a message’s reactions', action: 'Get a reaction' },
      { name: 'Remove', value: 'remove', description: 'Take a reaction back', action: 'Remove a reaction' },
    ],
  },
  channelLocator(on('reaction', ['add', 'get', 'remove'])),
  timestamp('timestamp', on('reaction', ['add', 'get', 'remove'])),
  { displayName: 'Emoji Code', name: 'name', type: 'string', default: '', required: true, placeholder: 'e.g. thumbsup', displayOptions: { show: on('reaction', ['add', 'remove']) }, description: 'The emoji’s name, without colons' },
];

const userProperties: NodeProperty[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'info', displayOptions: { show: { resource: ['user'] } },
    options: [
      { name: 'Get', value: 'info', description: 'Read a user’s details', action: 'Get information about a user' },
      { name: 'Get Many', value: 'getAll', description: 'List the workspace’s users', action: 'Get many users' },
      { name: 'Get User\'s Profile', value: 'getProfile', description: 'Read a user’s profile', action: 'Get a user\'s profile' },
      { name: 'Get User\'s Status', value: 'getPresence', description: 'Whether a user is active or away', action: 'Get a user\'s presence status' },
      { name: 'Update User\'s Profile', value: 'updateProfile', description: 'Change a user’s profile', action: 'Update a user\'s profile' },
    ],
  },
  userLocator(on('user', ['info', 'getProfile'])),
  returnAllProperty(on('user', ['getAll'])),
  limitProperty(on('user', ['getAll']), 50, 100),
  userLocator(on('user', ['getPresence'])),
  collection('Options', 'options', on('user', ['updateProfile']), [
    {
      displayName: 'Custom Fields', name: 'customFieldUi', type: 'fixedCollection', typeOptions: { multipleValues: true }, default: {}, placeholder: 'Add Custom Fields',
      options: [{
        displayName: 'Custom Field', name: 'customFieldValues',
        values: [
          { displayName: 'Field Name or ID', name: 'id', type: 'options', typeOptions: { loadOptionsMethod: 'getTeamFields' }, default: '', description: 'The profile field. Choose from the list, or give an ID with an expression.' },
          { displayName: 'Field Value', name: 'value', type: 'string', default: '', description: 'Its value' },
          { displayName: 'Alt', name: 'alt', type: 'string', default: '', description: 'Its alternative text' },
        ],
      }],
    },
    { displayName: 'Email', name: 'email', type: 'string', placeholder: 'name@email.com', default: '', description: 'The user’s e-mail address' },
    { displayName: 'First Name', name: 'first_name', type: 'string', default: '', description: 'The user’s first name' },
    { displayName: 'Last Name', name: 'last_name', type: 'string', default: '', description: 'The user’s last name' },
    {
      displayName: 'Set Status', name: 'status', type: 'fixedCollection', typeOptions: { multipleValues: true }, default: {}, placeholder: 'Set Status',
      options: [{
        displayName: 'Set Status', name: 'set_status',
        values: [
          { displayName: 'Status Emoji', name: 'status_emoji', type: 'string', default: '', description: 'An emoji, e.g. :mountain_railway:' },
          { displayName: 'Status Expiration', name: 'status_expiration', type: 'dateTime', default: '', description: 'When the status is cleared' },
          { displayName: 'Status Text', name: 'status_text', type: 'string', default: '', description: 'Up to 100 characters' },
        ],
      }],
    },
    { displayName: 'User ID', name: 'user', type: 'string', default: '', description: 'The user to change (admins of paid workspaces only), else the token’s own user' },
  ]),
];

const userGroupProperties: NodeProperty[] = [
  userGroupOperations,
  { displayName: 'Name', name: 'name', type: 'string', default: '', required: true, displayOptions: { show: on('userGroup', ['create']) }, description: 'The name of the group, unique in the workspace' },
  collection('Options', 'Options', on('userGroup', ['create']), [
    { displayName: 'Channel Names or IDs', name: 'channelIds', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getChannels' }, default: [], description: 'The group’s default channels. Choose from the list, or give IDs with an expression.' },
    { displayName: 'Description', name: 'description', type: 'string', default: '', description: 'What the group is for' },
    { displayName: 'Handle', name: 'handle', type: 'string', default: '', description: 'The @mention name, unique among channels, users and groups' },
    includeCount,
  ], 'Add Field'),
  { displayName: 'User Group ID', name: 'userGroupId', type: 'string', default: '', required: true, displayOptions: { show: on('userGroup', ['disable']) }, description: 'The group to disable' },
  collection('Options', 'options', on('userGroup', ['disable']), [includeCount], 'Add Field'),
  { displayName: 'User Group ID', name: 'userGroupId', type: 'string', default: '', required: true, displayOptions: { show: on('userGroup', ['enable']) }, description: 'The group to enable' },
  collection('Options', 'option', on('userGroup', ['enable']), [includeCount], 'Add Field'),
  returnAllProperty(on('userGroup', ['getAll'])),
  limitProperty(on('userGroup', ['getAll']), 100, 500),
  collection('Options', 'options', on('userGroup', ['getAll']), [
    includeCount,
    { displayName: 'Include Disabled', name: 'include_disabled', type: 'boolean', default: true, description: 'Whether to list disabled groups too' },
    { displayName: 'Include Users', name: 'include_users', type: 'boolean', default: true, description: 'Whether to list each group’s users' },
  ], 'Add Field'),
  { displayName: 'User Group ID', name: 'userGroupId', type: 'string', default: '', required: true, displayOptions: { show: on('userGroup', ['update']) }, description: 'The group to change' },
  collection('Update Fields', 'updateFields', on('userGroup', ['update']), [
    { displayName: 'Channel Names or IDs', name: 'channels', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getChannels' }, default: [], description: 'The group’s default channels. Choose from the list, or give IDs with an expression.' },
    { displayName: 'Description', name: 'description', type: 'string', default: '', description: 'What the group is for' },
    { displayName: 'Handle', name: 'handle', type: 'string', default: '', description: 'The @mention name' },
    includeCount,
    { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'The new name' },
  ], 'Add Field'),
];

/** Slack 2, 2.1, 2.2, 2.3 and 2.4. */
export const slackV2Description: NodeTypeDescription = {
  displayName: 'Slack',
  name: 'weft.slack',
  icon: 'file:slack.svg',
  group: ['output'],
  version: [2, 2.1, 2.2, 2.3, 2.4],
  defaultVersion: 2.4,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Sends messages to Slack and works with its channels, files, reactions, stars, users and user groups',
  defaults: { name: 'Slack' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'slackApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'slackOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  webhooks: SEND_AND_WAIT_WEBHOOKS,
  properties: [
    authenticationProperty,
    {
      displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'message',
      options: [
        { name: 'Channel', value: 'channel' }, { name: 'File', value: 'file' }, { name: 'Message', value: 'message' }, { name: 'Reaction', value: 'reaction' },
        { name: 'Star', value: 'star' }, { name: 'User', value: 'user' }, { name: 'User Group', value: 'userGroup' },
      ],
    },
    ...channelProperties,
    ...messageProperties,
    ...starProperties,
    ...fileProperties,
    ...reactionProperties,
    ...userProperties,
    ...userGroupProperties,
  ],
};
