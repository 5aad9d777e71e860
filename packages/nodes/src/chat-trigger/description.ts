import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

/** n8n's type name of the Chat Trigger (kept as it is in Weft). */
export const CHAT_TRIGGER_TYPE = '@n8n/n8n-nodes-langchain.chatTrigger';

/** The path segment after the node's webhookId: the chat listens at `/webhook/<webhookId>/chat`. */
export const CHAT_PATH = 'chat';

const hosted = { '/mode': ['hostedChat'] };

const allowedOrigins: NodeProperty = {
  displayName: 'Allowed Origins (CORS)',
  name: 'allowedOrigins',
  type: 'string',
  default: '*',
  description: 'Origins (comma-separated) that may call the chat from a browser; * allows any',
  displayOptions: { show: { '/mode': ['hostedChat', 'webhook'] } },
};
const allowFileUploads: NodeProperty = {
  displayName: 'Allow File Uploads',
  name: 'allowFileUploads',
  type: 'boolean',
  default: false,
  description: 'Whether users may attach files to their messages',
};
const allowedFilesMimeTypes: NodeProperty = {
  displayName: 'Allowed File Mime Types',
  name: 'allowedFilesMimeTypes',
  type: 'string',
  default: '*',
  placeholder: 'e.g. image/*, text/*, application/pdf',
  description: 'Comma-separated MIME types the chat accepts as uploads',
};
const loadPreviousSession: NodeProperty = {
  displayName: 'Load Previous Session',
  name: 'loadPreviousSession',
  type: 'options',
  default: 'notSupported',
  description: 'Whether a returning user sees the messages of their earlier session',
  options: [
    { name: 'Off', value: 'notSupported', description: 'Earlier messages are not loaded' },
    { name: 'From Memory', value: 'memory', description: 'Earlier messages come from the connected memory' },
    { name: 'Manually', value: 'manually', description: 'The workflow answers the loadPreviousSession action itself' },
  ],
};
const pageOptions: NodeProperty[] = [
  {
    displayName: 'Input Placeholder',
    name: 'inputPlaceholder',
    type: 'string',
    default: 'Type your question..',
    placeholder: 'e.g. Type your message here',
    description: 'Placeholder of the message field',
    displayOptions: { show: hosted },
  },
  loadPreviousSession,
  {
    displayName: 'Require Button Click to Start Chat',
    name: 'showWelcomeScreen',
    type: 'boolean',
    default: false,
    description: 'Whether a welcome screen with a start button comes first',
    displayOptions: { show: hosted },
  },
  {
    displayName: 'Start Conversation Button Text',
    name: 'getStarted',
    type: 'string',
    default: 'New Conversation',
    placeholder: 'e.g. New Conversation',
    description: 'Label of the welcome screen button',
    displayOptions: { show: { showWelcomeScreen: [true], ...hosted } },
  },
  {
    displayName: 'Subtitle',
    name: 'subtitle',
    type: 'string',
    default: "Start a chat. We're here to help you 24/7.",
    placeholder: "e.g. We're here for you",
    description: 'Shown under the title',
    displayOptions: { show: hosted },
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    default: 'Hi there! 👋',
    placeholder: 'e.g. Welcome',
    description: 'Shown at the top of the chat',
    displayOptions: { show: hosted },
  },
  {
    displayName: 'Custom Chat Styling',
    name: 'customCss',
    type: 'string',
    typeOptions: { rows: 10, editor: 'cssEditor' },
    default: ':root {\n  --chat--color-primary: #e74266;\n}\n\n.chat-message {\n\tmax-width: 50%;\n}',
    description: 'CSS added to the hosted chat page',
    displayOptions: { show: hosted },
  },
];

type ResponseModeChoice = 'lastNode' | 'responseNode' | 'streaming' | 'responseNodes';
const responseModeNames: Record<ResponseModeChoice, { name: string; description: string }> = {
  lastNode: { name: 'When Last Node Finishes', description: 'Answers with the data of the node that ran last' },
  responseNode: { name: "Using 'Respond to Webhook' Node", description: 'A Respond to Webhook node gives the answer' },
  streaming: { name: 'Streaming', description: 'Streams the answer of nodes that stream (e.g. agents)' },
  responseNodes: { name: 'Using Response Nodes', description: "Respond to Chat nodes send the chat's answers" },
};

function responseMode(choices: ResponseModeChoice[], show?: Record<string, string[]>): NodeProperty {
  return {
    displayName: 'Response Mode',
    name: 'responseMode',
    type: 'options',
    default: 'lastNode',
    description: 'When and how the chat is answered',
    options: choices.map((value) => ({ value, ...responseModeNames[value] })),
    ...(show ? { displayOptions: { show } } : {}),
  };
}

function options(fields: NodeProperty[], show: Record<string, unknown[]>): NodeProperty {
  return {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: { show } as never,
    options: fields,
  };
}

const publicFull = (version: unknown[]) => ({ mode: ['hostedChat', 'webhook'], public: [true], '@version': version });
const from13 = [{ _cnd: { gte: 1.3 } }];

/**
 * Chat Trigger 1–1.4: n8n's parameters (public, mode, authentication, initial messages, options
 * per version). The inputs take a memory when previous sessions load from memory.
 */
export const chatTriggerDescription: NodeTypeDescription = {
  name: CHAT_TRIGGER_TYPE,
  displayName: 'Chat Trigger',
  icon: 'fa:comments',
  iconColor: 'black',
  group: ['trigger'],
  version: [1, 1.1, 1.2, 1.3, 1.4],
  defaultVersion: 1.4,
  description: 'Starts the workflow when a chat message is sent (hosted chat page, embedded chat or the editor)',
  defaults: { name: 'When chat message received' },
  codex: { categories: ['Core Nodes'] },
  maxNodes: 1,
  inputs:
    "={{ ['hostedChat', 'webhook'].includes($parameter.mode) && $parameter.options?.loadPreviousSession === 'memory' ? [{ displayName: 'Memory', maxConnections: 1, type: 'ai_memory', required: true }] : [] }}",
  outputs: ['main'],
  credentials: [{ name: 'httpBasicAuth', required: true, displayOptions: { show: { authentication: ['basicAuth'] } } }],
  webhooks: [
    { name: 'setup', httpMethod: 'GET', responseMode: 'onReceived', path: CHAT_PATH, ndvHideUrl: true },
    {
      name: 'default',
      httpMethod: 'POST',
      responseMode: '={{$parameter.options?.["responseMode"] || "lastNode" }}',
      path: CHAT_PATH,
      ndvHideMethod: true,
      ndvHideUrl: '={{ !$parameter.public }}',
    },
  ],
  properties: [
    {
      displayName: 'Make Chat Publicly Available',
      name: 'public',
      type: 'boolean',
      default: false,
      description: 'Whether the chat is served at its URL, or only in the editor',
    },
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      default: 'hostedChat',
      displayOptions: { show: { public: [true] } },
      options: [
        { name: 'Hosted Chat', value: 'hostedChat', description: 'A chat page served by Weft' },
        {
          name: 'Embedded Chat',
          value: 'webhook',
          description: 'A chat widget on another page, or calls to the webhook',
        },
      ],
    },
    {
      displayName:
        'The chat answers at the URL above once the workflow is active; its runs show in the executions list',
      name: 'hostedChatNotice',
      type: 'notice',
      default: '',
      displayOptions: { show: { mode: ['hostedChat'], public: [true] } },
    },
    {
      displayName:
        'Embed a chat widget in a page, or call the webhook URL above; it answers once the workflow is active',
      name: 'embeddedChatNotice',
      type: 'notice',
      default: '',
      displayOptions: { show: { mode: ['webhook'], public: [true] } },
    },
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      default: 'none',
      description: 'How users of the chat are checked',
      displayOptions: { show: { public: [true] } },
      options: [
        { name: 'Basic Auth', value: 'basicAuth', description: 'One user name and password for everyone' },
        { name: 'n8n User Auth', value: 'n8nUserAuth', description: 'Users must be signed in to this instance' },
        { name: 'None', value: 'none' },
      ],
    },
    {
      displayName: 'Initial Message(s)',
      name: 'initialMessages',
      type: 'string',
      typeOptions: { rows: 3 },
      default: 'Hi there! 👋\nMy name is Nathan. How can I assist you today?',
      description: 'Messages the chat starts with, one per line',
      displayOptions: { show: { mode: ['hostedChat'], public: [true] } },
    },
    {
      displayName: 'Make Available in n8n Chat',
      name: 'availableInChat',
      type: 'boolean',
      default: false,
      noDataExpression: true,
      description: 'Whether the agent is offered in the instance chat',
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.4 } }] } },
    },
    {
      displayName: 'Agent Name',
      name: 'agentName',
      type: 'string',
      default: '',
      noDataExpression: true,
      description: 'Name of the agent in the instance chat',
      displayOptions: { show: { availableInChat: [true] } },
    },
    {
      displayName: 'Agent Description',
      name: 'agentDescription',
      type: 'string',
      typeOptions: { rows: 2 },
      default: '',
      noDataExpression: true,
      description: 'Description of the agent in the instance chat',
      displayOptions: { show: { availableInChat: [true] } },
    },
    options([allowFileUploads, allowedFilesMimeTypes], { public: [false], '@version': [1, 1.1] }),
    options(
      [
        allowedOrigins,
        { ...allowFileUploads, displayOptions: { show: hosted } },
        { ...allowedFilesMimeTypes, displayOptions: { show: hosted } },
        ...pageOptions,
        responseMode(['lastNode', 'responseNode']),
      ],
      publicFull([1, 1.1]),
    ),
    options(
      [
        allowedOrigins,
        { ...allowFileUploads, displayOptions: { show: hosted } },
        { ...allowedFilesMimeTypes, displayOptions: { show: hosted } },
        ...pageOptions,
        responseMode(['lastNode', 'responseNode', 'streaming']),
      ],
      publicFull([1.2]),
    ),
    options([allowFileUploads, allowedFilesMimeTypes, responseMode(['lastNode', 'responseNodes'])], {
      public: [false],
      '@version': from13,
    }),
    options(
      [
        allowedOrigins,
        { ...allowFileUploads, displayOptions: { show: hosted } },
        { ...allowedFilesMimeTypes, displayOptions: { show: hosted } },
        ...pageOptions,
        responseMode(['lastNode', 'streaming', 'responseNode'], { '/mode': ['webhook'] }),
        responseMode(['lastNode', 'streaming', 'responseNodes'], { '/mode': ['hostedChat'] }),
      ],
      publicFull(from13),
    ),
  ],
};
