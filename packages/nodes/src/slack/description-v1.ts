/**
 * The Slack node's parameters at typeVersion 1 (n8n's `n8n-nodes-base.slack` 1): channels picked
 * from lists by ID, messages built from JSON or from block and attachment builders, and the
 * `userProfile` resource that 2.x folded into `user`.
 */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { attachmentFields, authenticationProperty, channelOperations, limitProperty, returnAllProperty, userGroupOperations } from './description-common.js';
import type { Show } from './locators.js';

const on = (resource: string, operation: string[], extra: Show = {}): Show => ({ resource: [resource], operation, ...extra });
const collection = (displayName: string, name: string, show: Show, options: NodeProperty[], placeholder = 'Add Field'): NodeProperty => ({
  displayName, name, type: 'collection', placeholder, default: {}, displayOptions: { show }, options,
});
/** A channel chosen from the list (`getChannels`) or given by ID. */
const channelPick = (show: Show, required = true): NodeProperty => ({
  displayName: 'Channel Name or ID', name: 'channelId', type: 'options', typeOptions: { loadOptionsMethod: 'getChannels' }, default: '', ...(required ? { required: true } : {}),
  displayOptions: { show }, description: 'The channel. Choose from the list, or give an ID with an expression.',
});
const channelOp = (operation: string) => channelPick(on('channel', [operation]));
const includeCount: NodeProperty = { displayName: 'Include Count', name: 'include_count', type: 'boolean', default: true, description: 'Whether to include how many users are in each group' };
const str = (displayName: string, name: string, show: Show, description: string, required = true): NodeProperty => ({
  displayName, name, type: 'string', default: '', ...(required ? { required: true } : {}), displayOptions: { show }, description,
});

const channelProperties: NodeProperty[] = [
  channelOperations,
  channelOp('archive'),
  channelOp('close'),
  str('Channel', 'channelId', on('channel', ['create']), 'The name of the new channel'),
  collection('Additional Fields', 'additionalFields', on('channel', ['create']), [{ displayName: 'Is Private', name: 'isPrivate', type: 'boolean', default: false, description: 'Whether the channel is private' }]),
  channelOp('invite'),
  { displayName: 'User Names or IDs', name: 'userIds', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getUsers' }, default: [], required: true, displayOptions: { show: on('channel', ['invite']) }, description: 'The users to invite. Choose from the list, or give IDs with an expression.' },
  str('Channel', 'channelId', on('channel', ['get']), 'The ID of the channel'),
  collection('Additional Fields', 'additionalFields', on('channel', ['get']), [{ displayName: 'Include Num of Members', name: 'includeNumMembers', type: 'boolean', default: false, description: 'Whether to add the number of members' }]),
  channelOp('kick'),
  { displayName: 'User Name or ID', name: 'userId', type: 'options', typeOptions: { loadOptionsMethod: 'getUsers' }, default: '', displayOptions: { show: on('channel', ['kick']) }, description: 'The user to remove. Choose from the list, or give an ID with an expression.' },
  channelOp('join'),
  returnAllProperty(on('channel', ['getAll'])),
  limitProperty(on('channel', ['getAll']), 50, 100),
  collection('Filters', 'filters', on('channel', ['getAll']), [
    { displayName: 'Exclude Archived', name: 'excludeArchived', type: 'boolean', default: false, description: 'Whether to leave archived channels out' },
    {
      displayName: 'Types', name: 'types', type: 'multiOptions', default: ['public_channel'], description: 'Which kinds of conversation to list',
      options: [{ name: 'Public Channel', value: 'public_channel' }, { name: 'Private Channel', value: 'private_channel' }, { name: 'mpim', value: 'mpim' }, { name: 'im', value: 'im' }],
    },
  ]),
  channelOp('history'),
  returnAllProperty(on('channel', ['history'])),
  limitProperty(on('channel', ['history']), 50, 100),
  collection('Filters', 'filters', on('channel', ['history']), [
    { displayName: 'Inclusive', name: 'inclusive', type: 'boolean', default: false, description: 'Whether messages exactly at Latest or Oldest are included' },
    { displayName: 'Latest', name: 'latest', type: 'dateTime', default: '', description: 'Only messages before this time' },
    { displayName: 'Oldest', name: 'oldest', type: 'dateTime', default: '', description: 'Only messages after this time' },
  ]),
  channelOp('leave'),
  channelOp('member'),
  returnAllProperty(on('channel', ['member'])),
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1 }, displayOptions: { show: on('channel', ['member'], { returnAll: [false] }) }, description: 'The most members to return' },
  { displayName: 'Resolve Data', name: 'resolveData', type: 'boolean', default: false, displayOptions: { show: on('channel', ['member']) }, description: 'Whether to answer each member’s whole user record instead of the ID' },
  collection('Options', 'options', on('channel', ['open']), [
    { displayName: 'Channel ID', name: 'channelId', type: 'string', default: '', description: 'Resume a direct or multi-person conversation by its ID' },
    { displayName: 'Return IM', name: 'returnIm', type: 'boolean', default: false, description: 'Whether to answer the whole IM channel definition' },
    { displayName: 'User Names or IDs', name: 'users', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getUsers' }, default: [], description: 'The users to talk with. Choose from the list, or give IDs with an expression.' },
  ], 'Add option'),
  channelOp('rename'),
  str('Name', 'name', on('channel', ['rename']), 'The new name of the channel'),
  channelOp('replies'),
  str('TS', 'ts', on('channel', ['replies']), 'The timestamp (ts) of the message that started the thread'),
  returnAllProperty(on('channel', ['replies'])),
  limitProperty(on('channel', ['replies']), 50, 100),
  collection('Filters', 'filters', on('channel', ['replies']), [
    { displayName: 'Inclusive', name: 'inclusive', type: 'boolean', default: false, description: 'Whether messages exactly at Latest or Oldest are included' },
    { displayName: 'Latest', name: 'latest', type: 'string', default: '', description: 'Only messages before this time' },
    { displayName: 'Oldest', name: 'oldest', type: 'string', default: '', description: 'Only messages after this time' },
  ]),
  channelOp('setPurpose'),
  str('Purpose', 'purpose', on('channel', ['setPurpose']), 'The new purpose'),
  channelOp('setTopic'),
  str('Topic', 'topic', on('channel', ['setTopic']), 'The new topic'),
  channelOp('unarchive'),
];

/** A plain-text part of a confirmation dialog (title, text, confirm, deny). */
const confirmPart = (displayName: string, name: string, valueName: string): NodeProperty => ({
  displayName, name, type: 'fixedCollection', typeOptions: { multipleValues: false }, default: {}, placeholder: `Add ${displayName}`,
  options: [{
    displayName, name: valueName,
    values: [
      { displayName: 'Text', name: 'text', type: 'string', default: '', description: 'The words shown' },
      { displayName: 'Emoji', name: 'emoji', type: 'boolean', default: false, description: 'Whether emoji codes become emoji' },
    ],
  }],
});

const STYLES = [{ name: 'Danger', value: 'danger' }, { name: 'Default', value: 'default' }, { name: 'Primary', value: 'primary' }];

/** The "Confirm" dialog of a button. */
const confirmProperty = (show?: Show): NodeProperty => ({
  displayName: 'Confirm', name: 'confirmUi', type: 'fixedCollection', typeOptions: { multipleValues: false }, default: {}, placeholder: 'Add Confirm', ...(show ? { displayOptions: { show } } : {}),
  description: 'A dialog that asks before the button acts',
  options: [{
    displayName: 'Confirm', name: 'confirmValue',
    values: [
      confirmPart('Title', 'titleUi', 'titleValue'),
      confirmPart('Text', 'textUi', 'textValue'),
      confirmPart('Confirm', 'confirmTextUi', 'confirmValue'),
      confirmPart('Deny', 'denyUi', 'denyValue'),
      { displayName: 'Style', name: 'style', type: 'options', options: STYLES, default: 'default', description: 'The colour of the confirm button' },
    ],
  }],
});

/** The fields of a button (an action element or a section accessory). */
const buttonFields = (confirmShow?: Show): NodeProperty[] => {
  const button = { type: ['button'] };
  return [
    { displayName: 'Type', name: 'type', type: 'options', options: [{ name: 'Button', value: 'button' }], default: 'button', description: 'The kind of element' },
    { displayName: 'Text', name: 'text', type: 'string', default: '', displayOptions: { show: button }, description: 'The label of the button' },
    { displayName: 'Emoji', name: 'emoji', type: 'boolean', default: false, displayOptions: { show: button }, description: 'Whether emoji codes in the label become emoji' },
    { displayName: 'Action ID', name: 'actionId', type: 'string', default: '', displayOptions: { show: button }, description: 'The ID the app receives when the button is pressed' },
    { displayName: 'URL', name: 'url', type: 'string', default: '', displayOptions: { show: button }, description: 'A page the button opens' },
    { displayName: 'Value', name: 'value', type: 'string', default: '', displayOptions: { show: button }, description: 'The value sent with the press' },
    { displayName: 'Style', name: 'style', type: 'options', default: 'default', options: STYLES, displayOptions: { show: button }, description: 'The colour of the button' },
    confirmProperty(confirmShow),
  ];
};

/** A text object of a section (markdown or plain text). */
const sectionText = (displayName: string, name: string, valueName: string, multiple: boolean, show: Show): NodeProperty => ({
  displayName, name, type: 'fixedCollection', typeOptions: { multipleValues: multiple }, default: {}, placeholder: multiple ? 'Add Fields' : 'Add Text', displayOptions: { show },
  options: [{
    displayName: 'Text', name: valueName,
    values: [
      { displayName: 'Type', name: 'type', type: 'options', options: [{ name: 'Markdown', value: 'mrkwdn' }, { name: 'Plain Text', value: 'plainText' }], default: 'mrkwdn', description: 'How the text is read' },
      { displayName: 'Text', name: 'text', type: 'string', default: '', description: 'The words shown' },
      { displayName: 'Emoji', name: 'emoji', type: 'boolean', default: false, displayOptions: { show: { type: ['plainText'] } }, description: 'Whether emoji codes become emoji' },
      { displayName: 'Verbatim', name: 'verbatim', type: 'boolean', default: false, displayOptions: { show: { type: ['mrkwdn'] } }, description: 'Whether links and names are left as written' },
    ],
  }],
});

const blocksUi: NodeProperty = {
  displayName: 'Blocks', name: 'blocksUi', type: 'fixedCollection', placeholder: 'Add Blocks', typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Block' },
  displayOptions: { show: on('message', ['post'], { jsonParameters: [false] }) }, default: {}, description: 'The blocks of the message',
  options: [{
    displayName: 'Block', name: 'blocksValues',
    values: [
      { displayName: 'Type', name: 'type', type: 'options', options: [{ name: 'Actions', value: 'actions' }, { name: 'Section', value: 'section' }], default: 'actions', description: 'The kind of block' },
      { displayName: 'Block ID', name: 'blockId', type: 'string', displayOptions: { show: { type: ['actions'] } }, default: '', description: 'An ID for the block' },
      {
        displayName: 'Elements', name: 'elementsUi', placeholder: 'Add Element', type: 'fixedCollection', typeOptions: { multipleValues: true }, displayOptions: { show: { type: ['actions'] } }, default: {},
        description: 'The buttons of the block',
        options: [{ displayName: 'Element', name: 'elementsValues', values: buttonFields() }],
      },
      { displayName: 'Block ID', name: 'blockId', type: 'string', displayOptions: { show: { type: ['section'] } }, default: '', description: 'An ID for the block' },
      sectionText('Text', 'textUi', 'textValue', false, { type: ['section'] }),
      sectionText('Fields', 'fieldsUi', 'fieldsValues', true, { type: ['section'] }),
      {
        displayName: 'Accessory', name: 'accessoryUi', placeholder: 'Add Accessory', type: 'fixedCollection', typeOptions: { multipleValues: false }, displayOptions: { show: { type: ['section'] } }, default: {},
        description: 'A button beside the section',
        options: [{ displayName: 'Accessory', name: 'accessoriesValues', values: buttonFields({ type: ['button'] }) }],
      },
    ],
  }],
};

const jsonField = (displayName: string, name: string, operation: string): NodeProperty => ({
  displayName, name, type: 'json', typeOptions: { alwaysOpenEditWindow: true }, displayOptions: { show: on('message', [operation], { jsonParameters: [true] }) }, default: '',
  description: `The ${displayName.toLowerCase()} as JSON`,
});

const messageProperties: NodeProperty[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'post', displayOptions: { show: { resource: ['message'] } },
    options: [
      { name: 'Delete', value: 'delete', description: 'Remove a message', action: 'Delete a message' },
      { name: 'Get Permalink', value: 'getPermalink', description: 'Get the lasting link of a message', action: 'Get a message permalink' },
      { name: 'Post', value: 'post', description: 'Post a message to a channel', action: 'Post a message' },
      { name: 'Post (Ephemeral)', value: 'postEphemeral', description: 'Post a message only one member sees', action: 'Post an ephemeral message' },
      { name: 'Update', value: 'update', description: 'Change a message', action: 'Update a message' },
    ],
  },
  channelPick(on('message', ['getPermalink'])),
  str('Timestamp', 'timestamp', on('message', ['getPermalink']), 'The timestamp (ts) of the message'),
  str('Channel', 'channel', on('message', ['post', 'postEphemeral']), 'The channel (ID or #name) to post in'),
  str('User', 'user', on('message', ['postEphemeral']), 'The member who sees the message'),
  { displayName: 'Text', name: 'text', type: 'string', default: '', displayOptions: { show: on('message', ['post', 'postEphemeral']) }, description: 'The text of the message' },
  { displayName: 'JSON Parameters', name: 'jsonParameters', type: 'boolean', default: false, displayOptions: { show: on('message', ['post', 'postEphemeral']) }, description: 'Whether attachments and blocks are given as JSON' },
  collection('Options', 'otherOptions', on('message', ['post', 'postEphemeral']), [
    { displayName: 'Icon Emoji', name: 'icon_emoji', type: 'string', default: '', description: 'An emoji shown as the message’s picture' },
    { displayName: 'Icon URL', name: 'icon_url', type: 'string', default: '', description: 'A picture shown beside the message' },
    { displayName: 'Link Names', name: 'link_names', type: 'boolean', default: false, description: 'Whether @names and #channels become links' },
    { displayName: 'Make Reply', name: 'thread_ts', type: 'string', default: '', description: 'Post in the thread of this message (its ts)' },
    { displayName: 'Markdown', name: 'mrkdwn', type: 'boolean', default: true, description: 'Whether the text is read as Slack’s markdown' },
    { displayName: 'Reply Broadcast', name: 'reply_broadcast', type: 'boolean', default: false, description: 'Whether a reply also shows in the channel' },
    { displayName: 'Unfurl Links', name: 'unfurl_links', type: 'boolean', default: false, description: 'Whether Slack previews linked pages' },
    { displayName: 'Unfurl Media', name: 'unfurl_media', type: 'boolean', default: true, description: 'Whether Slack previews linked media' },
    { displayName: 'Send as User', name: 'sendAsUser', type: 'string', default: '', displayOptions: { show: { '/authentication': ['accessToken'] } }, description: 'The name the message appears from' },
  ], 'Add option'),
  {
    displayName: 'Attachments', name: 'attachments', type: 'collection', typeOptions: { multipleValues: true, multipleValueButtonText: 'Add attachment' },
    displayOptions: { show: on('message', ['post', 'postEphemeral']) }, default: {}, placeholder: 'Add attachment item', description: 'Legacy attachments of the message',
    options: attachmentFields(1),
  },
  channelPick(on('message', ['update'])),
  { displayName: 'Text', name: 'text', type: 'string', default: '', displayOptions: { show: on('message', ['update']) }, description: 'The new text' },
  str('TS', 'ts', on('message', ['update']), 'The timestamp (ts) of the message'),
  { displayName: 'JSON Parameters', name: 'jsonParameters', type: 'boolean', default: false, displayOptions: { show: on('message', ['update']) }, description: 'Whether attachments and blocks are given as JSON' },
  collection('Update Fields', 'updateFields', on('message', ['update']), [
    { displayName: 'Link Names', name: 'link_names', type: 'boolean', default: false, description: 'Whether @names and #channels become links' },
    { displayName: 'Parse', name: 'parse', type: 'options', default: 'client', options: [{ name: 'Client', value: 'client' }, { name: 'Full', value: 'full' }, { name: 'None', value: 'none' }], description: 'How Slack reads the text' },
  ]),
  jsonField('Attachments', 'attachmentsJson', 'update'),
  jsonField('Blocks', 'blocksJson', 'update'),
  blocksUi,
  jsonField('Attachments', 'attachmentsJson', 'post'),
  jsonField('Blocks', 'blocksJson', 'post'),
  {
    displayName: 'Attachments', name: 'attachments', type: 'collection', typeOptions: { multipleValues: true, multipleValueButtonText: 'Add attachment' },
    displayOptions: { show: { jsonParameters: [false], operation: ['update'], resource: ['message'] } }, default: {}, placeholder: 'Add attachment item', description: 'Legacy attachments of the message',
    options: attachmentFields(1),
  },
  channelPick(on('message', ['delete'])),
  str('Timestamp', 'timestamp', on('message', ['delete']), 'The timestamp (ts) of the message'),
];

const starFields = (): NodeProperty[] => [
  { displayName: 'Channel Name or ID', name: 'channelId', type: 'options', typeOptions: { loadOptionsMethod: 'getChannels' }, default: '', description: 'The channel of the message. Choose from the list, or give an ID with an expression.' },
  { displayName: 'File Comment', name: 'fileComment', type: 'string', default: '', description: 'A file comment' },
  { displayName: 'File ID', name: 'fileId', type: 'string', default: '', description: 'A file' },
  { displayName: 'Timestamp', name: 'timestamp', type: 'string', default: '', description: 'The timestamp (ts) of a message' },
];

const otherProperties: NodeProperty[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'add', displayOptions: { show: { resource: ['star'] } },
    options: [
      { name: 'Add', value: 'add', description: 'Star an item', action: 'Add a star' },
      { name: 'Delete', value: 'delete', description: 'Remove a star', action: 'Delete a star' },
      { name: 'Get Many', value: 'getAll', description: 'List the starred items', action: 'Get many stars' },
    ],
  },
  collection('Options', 'options', on('star', ['add']), starFields()),
  collection('Options', 'options', on('star', ['delete']), [starFields()[0]!, starFields()[2]!, starFields()[1]!, starFields()[3]!]),
  returnAllProperty(on('star', ['getAll'])),
  limitProperty(on('star', ['getAll']), 50, 100),
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'upload', displayOptions: { show: { resource: ['file'] } },
    options: [
      { name: 'Get', value: 'get', description: 'Read a file’s details', action: 'Get a file' },
      { name: 'Get Many', value: 'getAll', description: 'List files', action: 'Get many files' },
      { name: 'Upload', value: 'upload', description: 'Share a file', action: 'Upload a file' },
    ],
  },
  { displayName: 'Binary File', name: 'binaryData', type: 'boolean', default: false, displayOptions: { show: on('file', ['upload']) }, description: 'Whether the file comes from a binary field of the item' },
  { displayName: 'File Content', name: 'fileContent', type: 'string', default: '', displayOptions: { show: on('file', ['upload'], { binaryData: [false] }) }, description: 'The text of the file' },
  { displayName: 'Input Binary Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, displayOptions: { show: on('file', ['upload'], { binaryData: [true] }) }, description: 'The binary field that holds the file' },
  collection('Options', 'options', on('file', ['upload']), [
    { displayName: 'Channel Names or IDs', name: 'channelIds', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getChannels' }, default: [], description: 'The channels to share the file in. Choose from the list, or give IDs with an expression.' },
    { displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'The name Slack shows' },
    { displayName: 'Initial Comment', name: 'initialComment', type: 'string', default: '', description: 'A message posted with the file' },
    { displayName: 'Thread TS', name: 'threadTs', type: 'string', default: '', description: 'Share the file in the thread of this message (its ts)' },
    { displayName: 'Title', name: 'title', type: 'string', default: '', description: 'The title of the file' },
  ]),
  returnAllProperty(on('file', ['getAll'])),
  limitProperty(on('file', ['getAll']), 50, 100),
  collection('Filters', 'filters', on('file', ['getAll']), [
    { displayName: 'Channel Name or ID', name: 'channelId', type: 'options', typeOptions: { loadOptionsMethod: 'getChannels' }, default: '', description: 'Only files in this channel. Choose from the list, or give an ID with an expression.' },
    { displayName: 'Show Files Hidden By Limit', name: 'showFilesHidden', type: 'boolean', default: false, description: 'Whether to list files a free workspace’s storage limit hides' },
    { displayName: 'Timestamp From', name: 'tsFrom', type: 'string', default: '', description: 'Only files created after this time' },
    { displayName: 'Timestamp To', name: 'tsTo', type: 'string', default: '', description: 'Only files created before this time' },
    {
      displayName: 'Types', name: 'types', type: 'multiOptions', default: ['all'], description: 'Which kinds of file to list',
      options: [
        { name: 'All', value: 'all' }, { name: 'Google Docs', value: 'gdocs' }, { name: 'Images', value: 'images' }, { name: 'PDFs', value: 'pdfs' },
        { name: 'Snippets', value: 'snippets' }, { name: 'Spaces', value: 'spaces' }, { name: 'zips', value: 'zips' },
      ],
    },
    { displayName: 'User Name or ID', name: 'userId', type: 'options', typeOptions: { loadOptionsMethod: 'getUsers' }, default: '', description: 'Only files this user created. Choose from the list, or give an ID with an expression.' },
  ]),
  { displayName: 'File ID', name: 'fileId', type: 'string', default: '', displayOptions: { show: on('file', ['get']) }, description: 'The file to read' },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'add', displayOptions: { show: { resource: ['reaction'] } },
    options: [
      { name: 'Add', value: 'add', description: 'React to a message', action: 'Add a reaction' },
      { name: 'Get', value: 'get', description: 'Read a message’s reactions', action: 'Get a reaction' },
      { name: 'Remove', value: 'remove', description: 'Take a reaction back', action: 'Remove a reaction' },
    ],
  },
  channelPick(on('reaction', ['add', 'get', 'remove'])),
  str('Emoji', 'name', on('reaction', ['add', 'remove']), 'The emoji’s name, without colons'),
  str('Timestamp', 'timestamp', on('reaction', ['add', 'get', 'remove']), 'The timestamp (ts) of the message'),
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'info', displayOptions: { show: { resource: ['user'] } },
    options: [
      { name: 'Info', value: 'info', description: 'Read a user’s details', action: 'Get information about a user' },
      { name: 'Get Many', value: 'getAll', description: 'List the workspace’s users', action: 'Get many users' },
      { name: 'Get Presence', value: 'getPresence', description: 'Whether a user is active or away', action: 'Get a user\'s presence status' },
    ],
  },
  { ...str('User ID', 'user', on('user', ['info']), 'The user to read'), typeOptions: { loadOptionsMethod: 'getUsers' } },
  returnAllProperty(on('user', ['getAll'])),
  limitProperty(on('user', ['getAll']), 50, 100),
  { ...str('User ID', 'user', on('user', ['getPresence']), 'The user whose presence to read'), typeOptions: { loadOptionsMethod: 'getUsers' } },
  userGroupOperations,
  str('Name', 'name', on('userGroup', ['create']), 'The name of the group, unique in the workspace'),
  collection('Additional Fields', 'additionalFields', on('userGroup', ['create']), [
    { displayName: 'Channel Names or IDs', name: 'channelIds', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getChannels' }, default: [], description: 'The group’s default channels. Choose from the list, or give IDs with an expression.' },
    { displayName: 'Description', name: 'description', type: 'string', default: '', description: 'What the group is for' },
    { displayName: 'Handle', name: 'handle', type: 'string', default: '', description: 'The @mention name' },
    includeCount,
  ]),
  str('User Group ID', 'userGroupId', on('userGroup', ['disable']), 'The group to disable'),
  collection('Additional Fields', 'additionalFields', on('userGroup', ['disable']), [includeCount]),
  str('User Group ID', 'userGroupId', on('userGroup', ['enable']), 'The group to enable'),
  collection('Additional Fields', 'additionalFields', on('userGroup', ['enable']), [includeCount]),
  returnAllProperty(on('userGroup', ['getAll'])),
  limitProperty(on('userGroup', ['getAll']), 100, 500),
  collection('Additional Fields', 'additionalFields', on('userGroup', ['getAll']), [
    includeCount,
    { displayName: 'Include Disabled', name: 'include_disabled', type: 'boolean', default: true, description: 'Whether to list disabled groups too' },
    { displayName: 'Include Users', name: 'include_users', type: 'boolean', default: true, description: 'Whether to list each group’s users' },
  ]),
  str('User Group ID', 'userGroupId', on('userGroup', ['update']), 'The group to change'),
  collection('Update Fields', 'updateFields', on('userGroup', ['update']), [
    { displayName: 'Channel Names or IDs', name: 'channels', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getChannels' }, default: [], description: 'The group’s default channels. Choose from the list, or give IDs with an expression.' },
    { displayName: 'Description', name: 'description', type: 'string', default: '', description: 'What the group is for' },
    { displayName: 'Handle', name: 'handle', type: 'string', default: '', description: 'The @mention name' },
    includeCount,
    { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'The new name' },
  ]),
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'get', displayOptions: { show: { resource: ['userProfile'] } },
    options: [
      { name: 'Get', value: 'get', description: 'Read a user’s profile', action: 'Get a user profile' },
      { name: 'Update', value: 'update', description: 'Change a user’s profile', action: 'Update a user profile' },
    ],
  },
  collection('Additional Fields', 'additionalFields', on('userProfile', ['update']), [
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
    { displayName: 'Status Emoji', name: 'status_emoji', type: 'string', default: '', description: 'An emoji, e.g. :mountain_railway:' },
    { displayName: 'Status Expiration', name: 'status_expiration', type: 'dateTime', default: '', description: 'When the status is cleared' },
    { displayName: 'Status Text', name: 'status_text', type: 'string', default: '', description: 'Up to 100 characters' },
    { displayName: 'User ID', name: 'user', type: 'string', default: '', description: 'The user to change (admins of paid workspaces only)' },
  ]),
  collection('Additional Fields', 'additionalFields', on('userProfile', ['get']), [
    { displayName: 'Include Labels', name: 'include_labels', type: 'boolean', default: false, description: 'Whether to add the labels of custom fields' },
    { displayName: 'User ID', name: 'user', type: 'string', default: '', description: 'The user to read, else the token’s own user' },
  ]),
];

/** Slack 1. */
export const slackV1Description: NodeTypeDescription = {
  displayName: 'Slack',
  name: 'weft.slack',
  icon: 'file:slack.svg',
  group: ['output'],
  version: 1,
  defaultVersion: 2.4,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Sends messages to Slack and works with its channels, files, reactions, stars, users and user groups',
  defaults: { name: 'Slack' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'slackApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'slackOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  properties: [
    { displayName: 'A newer version of this node is available: add Slack again from the nodes panel to get it', name: 'oldVersionNotice', type: 'notice', default: '' },
    authenticationProperty,
    {
      displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'message',
      options: [
        { name: 'Channel', value: 'channel' }, { name: 'File', value: 'file' }, { name: 'Message', value: 'message' }, { name: 'Reaction', value: 'reaction' },
        { name: 'Star', value: 'star' }, { name: 'User', value: 'user' }, { name: 'User Group', value: 'userGroup' }, { name: 'User Profile', value: 'userProfile' },
      ],
    },
    ...channelProperties,
    ...messageProperties,
    ...otherProperties,
  ],
};
