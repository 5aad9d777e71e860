/**
 * The Telegram node's parameters (n8n's `n8n-nodes-base.telegram`, typeVersions 1, 1.1 and 1.2,
 * which share one description): names, option values and defaults as n8n has them.
 */
import type { NodeProperty, NodePropertyCollection, NodeTypeDescription } from '@weft/workflow';
import { SEND_AND_WAIT_WEBHOOKS, sendAndWaitProperties } from '../shared/send-and-wait/index.js';

const SEND_FILE_OPERATIONS = ['sendAnimation', 'sendAudio', 'sendDocument', 'sendPhoto', 'sendVideo', 'sendSticker'];
const message = (operation: string[], extra: Record<string, Array<string | boolean>> = {}) => ({ show: { operation, resource: ['message'], ...extra } });
const PARSE_MODES = [
  { name: 'Markdown (Legacy)', value: 'Markdown' },
  { name: 'MarkdownV2', value: 'MarkdownV2' },
  { name: 'HTML', value: 'HTML' },
];

/** The file parameter (`file`) of one send operation, shown when no binary file is sent. */
const fileParameter = (displayName: string, operation: string, what: string): NodeProperty => ({
  displayName,
  name: 'file',
  type: 'string',
  default: '',
  displayOptions: message([operation], { binaryData: [false] }),
  description: `The ${what} to send: a file_id Telegram already has, or an HTTP URL Telegram fetches`,
});

const webAppButton: NodeProperty = {
  displayName: 'Web App',
  name: 'web_app',
  type: 'collection',
  placeholder: 'Set Telegram Web App URL',
  typeOptions: { multipleValues: false },
  default: {},
  options: [{ displayName: 'URL', name: 'url', type: 'string', default: '', description: 'The HTTPS address of the Web App the button opens' }],
  description: 'Opens a Telegram Web App',
};

/** A keyboard builder: rows of buttons, each with a text and the fields of its kind. */
const keyboard = (displayName: string, name: string, placeholder: string, buttonFields: NodeProperty[], show: Record<string, string[]>): NodeProperty => ({
  displayName,
  name,
  placeholder,
  type: 'fixedCollection',
  typeOptions: { multipleValues: true },
  displayOptions: { show },
  default: {},
  options: [
    {
      displayName: 'Rows',
      name: 'rows',
      values: [
        {
          displayName: 'Row',
          name: 'row',
          type: 'fixedCollection',
          placeholder: 'Add Button',
          typeOptions: { multipleValues: true },
          default: {},
          description: 'One row of buttons',
          options: [
            {
              displayName: 'Buttons',
              name: 'buttons',
              values: [
                { displayName: 'Text', name: 'text', type: 'string', default: '', description: 'The label of the button' },
                { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, options: buttonFields },
              ],
            },
          ],
        },
      ],
    },
  ],
});

const properties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Chat', value: 'chat' },
      { name: 'Callback', value: 'callback' },
      { name: 'File', value: 'file' },
      { name: 'Message', value: 'message' },
    ],
    default: 'message',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['chat'] } },
    options: [
      { name: 'Get', value: 'get', description: 'Read the current details of a chat', action: 'Get a chat' },
      { name: 'Get Administrators', value: 'administrators', description: 'List the administrators of a chat (other bots left out)', action: 'Get all administrators in a chat' },
      { name: 'Get Member', value: 'member', description: 'Read what a user is in a chat', action: 'Get a member in a chat' },
      { name: 'Leave', value: 'leave', description: 'Make the bot leave a group, supergroup or channel', action: 'Leave a chat' },
      { name: 'Set Description', value: 'setDescription', description: 'Change the description of a group or channel', action: 'Set description on a chat' },
      { name: 'Set Title', value: 'setTitle', description: 'Change the title of a group or channel', action: 'Set a title on a chat' },
    ],
    default: 'get',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['callback'] } },
    options: [
      { name: 'Answer Query', value: 'answerQuery', description: 'Answer a button press from an inline keyboard', action: 'Answer a query' },
      { name: 'Answer Inline Query', value: 'answerInlineQuery', description: 'Send the results of an inline query', action: 'Answer an inline query' },
    ],
    default: 'answerQuery',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['file'] } },
    options: [{ name: 'Get', value: 'get', description: 'Read a file’s details, and download it', action: 'Get a file' }],
    default: 'get',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['message'] } },
    options: [
      { name: 'Delete Chat Message', value: 'deleteMessage', description: 'Remove a message from a chat', action: 'Delete a chat message' },
      { name: 'Edit Message Text', value: 'editMessageText', description: 'Change the text of a message sent earlier', action: 'Edit a text message' },
      { name: 'Pin Chat Message', value: 'pinChatMessage', description: 'Pin a message in a chat', action: 'Pin a chat message' },
      { name: 'Send Animation', value: 'sendAnimation', description: 'Send a GIF or a silent video', action: 'Send an animated file' },
      { name: 'Send Audio', value: 'sendAudio', description: 'Send a music file', action: 'Send an audio file' },
      { name: 'Send Chat Action', value: 'sendChatAction', description: 'Show the chat that the bot is doing something (typing…)', action: 'Send a chat action' },
      { name: 'Send Document', value: 'sendDocument', description: 'Send any file', action: 'Send a document' },
      { name: 'Send Location', value: 'sendLocation', description: 'Send a point on the map', action: 'Send a location' },
      { name: 'Send Media Group', value: 'sendMediaGroup', description: 'Send photos and videos as one album', action: 'Send a media group message' },
      { name: 'Send Message', value: 'sendMessage', description: 'Send a text message', action: 'Send a text message' },
      { name: 'Send and Wait for Response', value: 'sendAndWait', description: 'Send a message and wait for the recipient’s answer', action: 'Send message and wait for response' },
      { name: 'Send Photo', value: 'sendPhoto', description: 'Send a picture', action: 'Send a photo message' },
      { name: 'Send Sticker', value: 'sendSticker', description: 'Send a sticker', action: 'Send a sticker' },
      { name: 'Send Video', value: 'sendVideo', description: 'Send a video', action: 'Send a video' },
      { name: 'Unpin Chat Message', value: 'unpinChatMessage', description: 'Unpin a pinned message', action: 'Unpin a chat message' },
    ],
    default: 'sendMessage',
  },
  {
    displayName: 'Chat ID',
    name: 'chatId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: [
          'administrators', 'deleteMessage', 'get', 'leave', 'member', 'pinChatMessage', 'setDescription', 'setTitle', 'sendAnimation', 'sendAudio',
          'sendChatAction', 'sendDocument', 'sendLocation', 'sendMessage', 'sendMediaGroup', 'sendPhoto', 'sendSticker', 'sendVideo', 'unpinChatMessage',
        ],
        resource: ['chat', 'message'],
      },
    },
    required: true,
    description: 'The chat’s numeric ID, or @username for a public channel or supergroup',
  },
  { displayName: 'Message ID', name: 'messageId', type: 'string', default: '', displayOptions: message(['deleteMessage']), required: true, description: 'The ID of the message to delete' },
  { displayName: 'Message ID', name: 'messageId', type: 'string', default: '', displayOptions: message(['pinChatMessage', 'unpinChatMessage']), required: true, description: 'The ID of the message to pin or unpin' },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: message(['pinChatMessage']),
    default: {},
    options: [{ displayName: 'Disable Notification', name: 'disable_notification', type: 'boolean', default: false, description: 'Whether to pin without notifying the members' }],
  },
  { displayName: 'User ID', name: 'userId', type: 'string', default: '', displayOptions: { show: { operation: ['member'], resource: ['chat'] } }, required: true, description: 'The numeric ID of the user' },
  { displayName: 'Description', name: 'description', type: 'string', default: '', displayOptions: { show: { operation: ['setDescription'], resource: ['chat'] } }, required: true, description: 'The new description (up to 255 characters)' },
  { displayName: 'Title', name: 'title', type: 'string', default: '', displayOptions: { show: { operation: ['setTitle'], resource: ['chat'] } }, required: true, description: 'The new title (1 to 255 characters)' },
  { displayName: 'Query ID', name: 'queryId', type: 'string', default: '', displayOptions: { show: { operation: ['answerQuery'], resource: ['callback'] } }, required: true, description: 'The ID of the callback query to answer' },
  ...['answerQuery', 'answerInlineQuery'].flatMap((operation): NodeProperty[] => [
    ...(operation === 'answerInlineQuery'
      ? [
        { displayName: 'Query ID', name: 'queryId', type: 'string', default: '', displayOptions: { show: { operation: ['answerInlineQuery'], resource: ['callback'] } }, required: true, description: 'The ID of the inline query to answer' } as NodeProperty,
        { displayName: 'Results', name: 'results', type: 'string', default: '', displayOptions: { show: { operation: ['answerInlineQuery'], resource: ['callback'] } }, required: true, description: 'A JSON array of InlineQueryResult objects' } as NodeProperty,
      ]
      : []),
    {
      displayName: 'Additional Fields',
      name: 'additionalFields',
      type: 'collection',
      placeholder: 'Add Field',
      displayOptions: { show: { operation: [operation], resource: ['callback'] } },
      default: {},
      options: [
        { displayName: 'Cache Time', name: 'cache_time', type: 'number', typeOptions: { minValue: 0 }, default: 0, description: 'For how many seconds the client may cache the answer' },
        { displayName: 'Show Alert', name: 'show_alert', type: 'boolean', default: false, description: 'Whether the client shows an alert instead of a notice at the top of the chat' },
        { displayName: 'Text', name: 'text', type: 'string', default: '', description: 'The notice shown to the user (up to 200 characters); none when empty' },
        { displayName: 'URL', name: 'url', type: 'string', default: '', description: 'A URL the client opens' },
      ],
    },
  ]),
  { displayName: 'File ID', name: 'fileId', type: 'string', default: '', displayOptions: { show: { operation: ['get'], resource: ['file'] } }, required: true, description: 'The file_id of the file' },
  { displayName: 'Download', name: 'download', type: 'boolean', displayOptions: { show: { operation: ['get'], resource: ['file'] } }, default: true, description: 'Whether to download the file into the binary field "data"' },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: { show: { operation: ['get'], resource: ['file'], download: [true] } },
    default: {},
    options: [{ displayName: 'MIME Type', name: 'mimeType', type: 'string', placeholder: 'image/jpeg', default: '', description: 'The media type to give the file, instead of guessing it from its name' }],
  },
  {
    displayName: 'Message Type',
    name: 'messageType',
    type: 'options',
    displayOptions: message(['editMessageText']),
    options: [
      { name: 'Inline Message', value: 'inlineMessage' },
      { name: 'Message', value: 'message' },
    ],
    default: 'message',
    description: 'Whether the message was sent in a chat or through an inline query',
  },
  { displayName: 'Chat ID', name: 'chatId', type: 'string', default: '', displayOptions: message(['editMessageText'], { messageType: ['message'] }), required: true, description: 'The chat’s numeric ID, or @username for a public channel' },
  {
    displayName: 'Binary File',
    name: 'binaryData',
    type: 'boolean',
    default: false,
    required: true,
    displayOptions: message(SEND_FILE_OPERATIONS),
    description: 'Whether to upload the file from a binary field of the item',
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: message(SEND_FILE_OPERATIONS, { binaryData: [true] }),
    placeholder: '',
    hint: 'The name of the input binary field holding the file',
  },
  { displayName: 'Message ID', name: 'messageId', type: 'string', default: '', displayOptions: message(['editMessageText'], { messageType: ['message'] }), required: true, description: 'The ID of the message to edit' },
  { displayName: 'Inline Message ID', name: 'inlineMessageId', type: 'string', default: '', displayOptions: message(['editMessageText'], { messageType: ['inlineMessage'] }), required: true, description: 'The ID of the inline message to edit' },
  {
    displayName: 'Reply Markup',
    name: 'replyMarkup',
    displayOptions: message(['editMessageText']),
    type: 'options',
    options: [
      { name: 'None', value: 'none' },
      { name: 'Inline Keyboard', value: 'inlineKeyboard' },
    ],
    default: 'none',
    description: 'Buttons to attach to the message',
  },
  fileParameter('Animation', 'sendAnimation', 'animation'),
  fileParameter('Audio', 'sendAudio', 'audio file'),
  {
    displayName: 'Action',
    name: 'action',
    type: 'options',
    displayOptions: message(['sendChatAction']),
    options: [
      { name: 'Find Location', value: 'find_location' },
      { name: 'Record Audio', value: 'record_audio' },
      { name: 'Record Video', value: 'record_video' },
      { name: 'Record Video Note', value: 'record_video_note' },
      { name: 'Typing', value: 'typing' },
      { name: 'Upload Audio', value: 'upload_audio' },
      { name: 'Upload Document', value: 'upload_document' },
      { name: 'Upload Photo', value: 'upload_photo' },
      { name: 'Upload Video', value: 'upload_video' },
      { name: 'Upload Video Note', value: 'upload_video_note' },
    ],
    default: 'typing',
    description: 'What the chat shows the bot doing (for five seconds, or until it sends something)',
  },
  fileParameter('Document', 'sendDocument', 'document'),
  { displayName: 'Latitude', name: 'latitude', type: 'number', default: 0, typeOptions: { numberPrecision: 10, minValue: -90, maxValue: 90 }, displayOptions: message(['sendLocation']), description: 'The latitude of the point' },
  { displayName: 'Longitude', name: 'longitude', type: 'number', typeOptions: { numberPrecision: 10, minValue: -180, maxValue: 180 }, default: 0, displayOptions: message(['sendLocation']), description: 'The longitude of the point' },
  {
    displayName: 'Media',
    name: 'media',
    type: 'fixedCollection',
    displayOptions: message(['sendMediaGroup']),
    description: 'The photos and videos of the album (2 to 10)',
    placeholder: 'Add Media',
    typeOptions: { multipleValues: true },
    default: {},
    options: [
      {
        displayName: 'Media',
        name: 'media',
        values: [
          {
            displayName: 'Type',
            name: 'type',
            type: 'options',
            options: [
              { name: 'Photo', value: 'photo' },
              { name: 'Video', value: 'video' },
            ],
            default: 'photo',
          },
          { displayName: 'Media File', name: 'media', type: 'string', default: '', description: 'A file_id Telegram already has, or an HTTP URL Telegram fetches' },
          {
            displayName: 'Additional Fields',
            name: 'additionalFields',
            type: 'collection',
            placeholder: 'Add Field',
            default: {},
            options: [
              { displayName: 'Caption', name: 'caption', type: 'string', default: '', description: 'The text shown under this photo or video' },
              { displayName: 'Parse Mode', name: 'parse_mode', type: 'options', options: PARSE_MODES, default: 'HTML', description: 'How Telegram reads formatting in the caption' },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Text',
    name: 'text',
    type: 'string',
    required: true,
    default: '',
    displayOptions: message(['editMessageText', 'sendMessage']),
    description: 'The text of the message (up to 4096 characters)',
  },
  fileParameter('Photo', 'sendPhoto', 'photo'),
  fileParameter('Sticker', 'sendSticker', 'sticker'),
  fileParameter('Video', 'sendVideo', 'video'),
  {
    displayName: 'Reply Markup',
    name: 'replyMarkup',
    displayOptions: message(['sendAnimation', 'sendDocument', 'sendMessage', 'sendPhoto', 'sendSticker', 'sendVideo', 'sendAudio', 'sendLocation']),
    type: 'options',
    options: [
      { name: 'Force Reply', value: 'forceReply' },
      { name: 'Inline Keyboard', value: 'inlineKeyboard' },
      { name: 'None', value: 'none' },
      { name: 'Reply Keyboard', value: 'replyKeyboard' },
      { name: 'Reply Keyboard Remove', value: 'replyKeyboardRemove' },
    ],
    default: 'none',
    description: 'Buttons or a reply prompt to attach to the message',
  },
  {
    displayName: 'Force Reply',
    name: 'forceReply',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: { show: { replyMarkup: ['forceReply'], resource: ['message'] } },
    default: {},
    options: [
      { displayName: 'Force Reply', name: 'force_reply', type: 'boolean', default: false, description: 'Whether the client opens a reply to this message at once' },
      { displayName: 'Selective', name: 'selective', type: 'boolean', default: false, description: 'Whether only the users mentioned (or replied to) are asked' },
    ],
  },
  keyboard('Inline Keyboard', 'inlineKeyboard', 'Add Keyboard Row', [
    { displayName: 'Callback Data', name: 'callback_data', type: 'string', default: '', description: 'Data sent back in a callback query when the button is pressed (1-64 bytes)' },
    { displayName: 'Pay', name: 'pay', type: 'boolean', default: false, description: 'Whether this is a Pay button' },
    { displayName: 'Switch Inline Query Current Chat', name: 'switch_inline_query_current_chat', type: 'string', default: '', description: 'Starts an inline query with this text in the current chat' },
    { displayName: 'Switch Inline Query', name: 'switch_inline_query', type: 'string', default: '', description: 'Lets the user pick a chat and starts an inline query with this text there' },
    { displayName: 'URL', name: 'url', type: 'string', default: '', description: 'A URL the button opens' },
    webAppButton,
  ], { replyMarkup: ['inlineKeyboard'], resource: ['message'] }),
  keyboard('Reply Keyboard', 'replyKeyboard', 'Add Reply Keyboard Row', [
    { displayName: 'Request Contact', name: 'request_contact', type: 'boolean', default: false, description: 'Whether pressing the button sends the user’s phone number' },
    { displayName: 'Request Location', name: 'request_location', type: 'boolean', default: false, description: 'Whether pressing the button sends the user’s location' },
    webAppButton,
  ], { replyMarkup: ['replyKeyboard'] }),
  {
    displayName: 'Reply Keyboard Options',
    name: 'replyKeyboardOptions',
    type: 'collection',
    placeholder: 'Add option',
    displayOptions: { show: { replyMarkup: ['replyKeyboard'] } },
    default: {},
    options: [
      { displayName: 'Resize Keyboard', name: 'resize_keyboard', type: 'boolean', default: false, description: 'Whether the client fits the keyboard to its buttons' },
      { displayName: 'One Time Keyboard', name: 'one_time_keyboard', type: 'boolean', default: false, description: 'Whether the client hides the keyboard once it was used' },
      { displayName: 'Selective', name: 'selective', type: 'boolean', default: false, description: 'Whether only the users mentioned (or replied to) see the keyboard' },
    ],
  },
  {
    displayName: 'Reply Keyboard Remove',
    name: 'replyKeyboardRemove',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: { show: { replyMarkup: ['replyKeyboardRemove'] } },
    default: {},
    options: [
      { displayName: 'Remove Keyboard', name: 'remove_keyboard', type: 'boolean', default: false, description: 'Whether the client removes the custom keyboard' },
      { displayName: 'Selective', name: 'selective', type: 'boolean', default: false, description: 'Whether only the users mentioned (or replied to) lose the keyboard' },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: message(['editMessageText', 'sendAnimation', 'sendAudio', 'sendDocument', 'sendLocation', 'sendMessage', 'sendMediaGroup', 'sendPhoto', 'sendSticker', 'sendVideo']),
    default: {},
    options: [
      { displayName: 'Append Weft Attribution', name: 'appendAttribution', type: 'boolean', default: true, description: 'Whether to end the message with a line saying it was sent automatically with Weft (version 1.1 on)', displayOptions: { show: { '/operation': ['sendMessage'] } } },
      { displayName: 'Caption', name: 'caption', type: 'string', displayOptions: { show: { '/operation': ['sendAnimation', 'sendAudio', 'sendDocument', 'sendPhoto', 'sendVideo'] } }, default: '', description: 'The text shown under the file (up to 1024 characters)' },
      { displayName: 'Disable Notification', name: 'disable_notification', type: 'boolean', default: false, displayOptions: { hide: { '/operation': ['editMessageText'] } }, description: 'Whether the recipients get the message without a sound' },
      { displayName: 'Disable WebPage Preview', name: 'disable_web_page_preview', type: 'boolean', displayOptions: { show: { '/operation': ['editMessageText', 'sendMessage'] } }, default: false, description: 'Whether links in the message get no preview' },
      { displayName: 'Duration', name: 'duration', type: 'number', typeOptions: { minValue: 0 }, displayOptions: { show: { '/operation': ['sendAnimation', 'sendAudio', 'sendVideo'] } }, default: 0, description: 'The length in seconds' },
      { displayName: 'File Name', name: 'fileName', type: 'string', default: '', displayOptions: { show: { '/operation': SEND_FILE_OPERATIONS, '/resource': ['message'], '/binaryData': [true] } }, placeholder: 'image.jpeg', description: 'The name to upload the file under (default: the binary field’s file name)' },
      { displayName: 'Height', name: 'height', type: 'number', typeOptions: { minValue: 0 }, displayOptions: { show: { '/operation': ['sendAnimation', 'sendVideo'] } }, default: 0, description: 'The height in pixels' },
      { displayName: 'Parse Mode', name: 'parse_mode', type: 'options', options: PARSE_MODES, displayOptions: { show: { '/operation': ['editMessageText', 'sendAnimation', 'sendAudio', 'sendMessage', 'sendPhoto', 'sendVideo', 'sendDocument'] } }, default: 'HTML', description: 'How Telegram reads formatting in the text' },
      { displayName: 'Performer', name: 'performer', type: 'string', displayOptions: { show: { '/operation': ['sendAudio'] } }, default: '', description: 'Who performs the audio' },
      { displayName: 'Reply To Message ID', name: 'reply_to_message_id', type: 'number', displayOptions: { hide: { '/operation': ['editMessageText'] } }, default: 0, description: 'The ID of the message this one answers' },
      {
        displayName: 'Message Thread ID',
        name: 'message_thread_id',
        type: 'number',
        displayOptions: { show: { '/operation': ['sendAnimation', 'sendAudio', 'sendChatAction', 'sendDocument', 'sendLocation', 'sendMediaGroup', 'sendMessage', 'sendPhoto', 'sendSticker', 'sendVideo'] } },
        default: 0,
        description: 'The topic of a forum supergroup to send to',
      },
      { displayName: 'Title', name: 'title', type: 'string', displayOptions: { show: { '/operation': ['sendAudio'] } }, default: '', description: 'The title of the track' },
      { displayName: 'Thumbnail', name: 'thumb', type: 'string', displayOptions: { show: { '/operation': ['sendAnimation', 'sendAudio', 'sendDocument', 'sendVideo'] } }, default: '', description: 'A thumbnail (JPEG, under 200 kB, at most 320×320)' },
      { displayName: 'Width', name: 'width', type: 'number', typeOptions: { minValue: 0 }, displayOptions: { show: { '/operation': ['sendAnimation', 'sendVideo'] } }, default: 0, description: 'The width in pixels' },
    ],
  },
  // Send and Wait for Response: the recipient, the message, then the shared answer parameters.
  { displayName: 'Chat ID', name: 'chatId', type: 'string', default: '', required: true, displayOptions: message(['sendAndWait']), description: 'The chat’s numeric ID, or @username for a public channel' },
  { displayName: 'Message', name: 'message', type: 'string', default: '', required: true, typeOptions: { rows: 4 }, displayOptions: message(['sendAndWait']), description: 'The text of the message' },
  ...sendAndWaitProperties({ resource: ['message'], operation: ['sendAndWait'] }).map(telegramApprovalOptions),
];

/**
 * Telegram's approval buttons are link buttons without a style, labelled "✅ Approve" and "❌ Decline"
 * by default (n8n's Telegram defaults), unlike the e-mail buttons of the shared parameters.
 */
function telegramApprovalOptions(property: NodeProperty): NodeProperty {
  if (property.name !== 'approvalOptions') return property;
  const defaults: Record<string, string> = { approveLabel: '✅ Approve', disapproveLabel: '❌ Decline' };
  const options = (property.options as NodePropertyCollection[]).map((group) => ({
    ...group,
    values: group.values
      .filter((v) => v.name !== 'buttonApprovalStyle' && v.name !== 'buttonDisapprovalStyle')
      .map((v) => (defaults[v.name] ? { ...v, default: defaults[v.name]! } : v)),
  }));
  return { ...property, options };
}

/** Telegram 1, 1.1 and 1.2 (1.1 appends the attribution by default; 1.2 also turns link previews off by default). */
export const telegramDescription: NodeTypeDescription = {
  displayName: 'Telegram',
  name: 'weft.telegram',
  icon: 'file:telegram.svg',
  group: ['output'],
  version: [1, 1.1, 1.2],
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Send messages, files and more through a Telegram bot',
  defaults: { name: 'Telegram' },
  usableAsTool: true,
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'telegramApi', required: true }],
  webhooks: SEND_AND_WAIT_WEBHOOKS,
  codex: { categories: ['Communication', 'HITL'], subcategories: { HITL: ['Human in the Loop'] }, alias: ['human', 'form', 'wait', 'hitl', 'approval'] },
  properties,
};
