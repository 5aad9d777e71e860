/**
 * n8n's legacy (non-LangChain) OpenAI node, `n8n-nodes-base.openAi` 1 and 1.1: a declarative node
 * (the engine's routing runs it) with three resources — chat (complete, `POST /v1/chat/completions`),
 * image (create, `POST /v1/images/generations`, as a binary file or image URLs) and text (complete
 * `/v1/completions`, edit `/v1/edits`, moderate `/v1/moderations`). Parameter names, values, defaults
 * and display rules are n8n's; 1.1 names the chat and image model parameters `chatModel` and
 * `imageModel`. Requests go to the credential's base URL less its last segment (`…/v1` → `…`), or
 * `https://api.openai.com`, so a loopback fake is reached through the credential.
 */
import type { NodeProperty, NodeTypeDescription, PostReceiveAction } from '@weft/workflow';
import { requestOptionsProperty } from '../perplexity/request-options.js';
import { failOnErrorStatus, imageItems, trimTexts } from './post-receive.js';

const body = (property: string, value?: string) => ({
  send: { type: 'body' as const, property, ...(value ? { value } : {}) },
});
const show = (resource: string, operation: string | string[], more: Record<string, Array<string | number>> = {}) => ({
  show: { resource: [resource], operation: Array.isArray(operation) ? operation : [operation], ...more },
});

/** The editor's model list: `GET /v1/models`, the ids `pass` keeps, sorted. */
function modelList(pass: string) {
  return {
    loadOptions: {
      routing: {
        request: { method: 'GET', url: '/v1/models' },
        output: {
          postReceive: [
            { type: 'rootProperty', properties: { property: 'data' } },
            { type: 'filter', properties: { pass } },
            { type: 'setKeyValue', properties: { name: '={{$responseItem.id}}', value: '={{$responseItem.id}}' } },
            { type: 'sort', properties: { key: 'name' } },
          ] as PostReceiveAction[],
        },
      },
    },
  };
}
const CHAT_MODELS = "={{ $responseItem.id.startsWith('gpt-') && !$responseItem.id.startsWith('gpt-4-vision') }}";
const IMAGE_MODELS = "={{ $responseItem.id.startsWith('dall-') }}";
const TEXT_MODELS =
  "={{ !$responseItem.id.startsWith('audio-') && ($responseItem.id === 'gpt-3.5-turbo-instruct' || !$responseItem.id.startsWith('gpt-') ) && !$responseItem.id.startsWith('dall-') && !$responseItem.id.startsWith('tts-') && !$responseItem.id.startsWith('whisper-') && !['cushman:2020-05-03', 'davinci-if:3.0.0', 'davinci-instruct-beta:2.0.0', 'if'].includes($responseItem.id) && !$responseItem.id.includes('-edit-') && !$responseItem.id.endsWith(':001') }}";

/** Simplify: the answer's `choices` (or moderation `results`) as the items. */
function simplify(field: string, extra: PostReceiveAction[] = []): NodeProperty['routing'] {
  return {
    output: {
      postReceive: [
        { type: 'set', enabled: '={{$value}}', properties: { value: `={{ { "data": $response.body.${field} } }}` } },
        { type: 'rootProperty', enabled: '={{$value}}', properties: { property: 'data' } },
        ...extra,
      ],
    },
  };
}

const penalty = { maxValue: 2, minValue: -2, numberPrecision: 1 };
const unit = { maxValue: 1, minValue: 0, numberPrecision: 1 };

/** The sampling options chat and text share (echo and max tokens for completions only). */
function samplingOptions(onlyComplete: Record<string, string[]> | undefined): NodeProperty[] {
  const completeOnly = onlyComplete ? { displayOptions: { show: onlyComplete } } : {};
  return [
    {
      displayName: 'Echo Prompt',
      name: 'echo',
      type: 'boolean',
      default: false,
      ...completeOnly,
      description: 'Whether the prompt is repeated before the completion',
      routing: body('echo'),
    },
    {
      displayName: 'Frequency Penalty',
      name: 'frequency_penalty',
      type: 'number',
      default: 0,
      typeOptions: penalty,
      description: 'From -2 to 2: positive values make repeating lines less likely',
      routing: body('frequency_penalty'),
    },
    {
      displayName: 'Maximum Number of Tokens',
      name: 'maxTokens',
      type: 'number',
      default: 16,
      ...completeOnly,
      typeOptions: { maxValue: 32768 },
      description: 'The most tokens the completion may have',
      routing: body('max_tokens'),
    },
    {
      displayName: 'Number of Completions',
      name: 'n',
      type: 'number',
      default: 1,
      description: 'How many completions to make for each prompt',
      routing: body('n'),
    },
    {
      displayName: 'Presence Penalty',
      name: 'presence_penalty',
      type: 'number',
      default: 0,
      typeOptions: penalty,
      description: 'From -2 to 2: positive values favour new topics',
      routing: body('presence_penalty'),
    },
    {
      displayName: 'Sampling Temperature',
      name: 'temperature',
      type: 'number',
      default: 1,
      typeOptions: unit,
      description: 'How random the answer is: lower is more focused',
      routing: body('temperature'),
    },
    {
      displayName: 'Top P',
      name: 'topP',
      type: 'number',
      default: 1,
      typeOptions: unit,
      description: 'Nucleus sampling: the share of probability mass sampled from',
      routing: body('top_p'),
    },
  ];
}

const chat: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'complete',
    displayOptions: { show: { resource: ['chat'] } },
    options: [
      {
        name: 'Complete',
        value: 'complete',
        action: 'Create a Completion',
        description: 'Answer a conversation',
        routing: {
          request: { method: 'POST', url: '/v1/chat/completions' },
          output: { postReceive: [failOnErrorStatus] },
        },
      },
    ],
  },
  {
    displayName: 'Model',
    name: 'model',
    type: 'options',
    default: 'gpt-3.5-turbo',
    description: 'The model that answers',
    displayOptions: show('chat', 'complete', { '@version': [1] }),
    typeOptions: modelList(CHAT_MODELS),
    routing: body('model'),
  },
  {
    displayName: 'Model',
    name: 'chatModel',
    type: 'options',
    default: 'gpt-3.5-turbo',
    description: 'The model that answers',
    displayOptions: { ...show('chat', 'complete'), hide: { '@version': [1] } },
    typeOptions: modelList(CHAT_MODELS),
    routing: body('model'),
  },
  {
    displayName: 'Prompt',
    name: 'prompt',
    type: 'fixedCollection',
    typeOptions: { sortable: true, multipleValues: true },
    displayOptions: show('chat', 'complete'),
    placeholder: 'Add Message',
    default: {},
    options: [
      {
        displayName: 'Messages',
        name: 'messages',
        values: [
          {
            displayName: 'Role',
            name: 'role',
            type: 'options',
            default: 'user',
            description: 'Who speaks: the model (assistant), the instructions (system) or the user',
            options: [
              { name: 'Assistant', value: 'assistant' },
              { name: 'System', value: 'system' },
              { name: 'User', value: 'user' },
            ],
          },
          {
            displayName: 'Content',
            name: 'content',
            type: 'string',
            default: '',
            description: 'What the message says',
          },
        ],
      },
    ],
    routing: body('messages', '={{ $value.messages }}'),
  },
  {
    displayName: 'Simplify',
    name: 'simplifyOutput',
    type: 'boolean',
    default: true,
    displayOptions: show('chat', 'complete'),
    description: 'Whether to answer only the choices instead of the whole response',
    routing: simplify('choices'),
  },
  {
    displayName: 'Options',
    name: 'options',
    placeholder: 'Add option',
    type: 'collection',
    default: {},
    displayOptions: show('chat', 'complete'),
    options: samplingOptions({ '/operation': ['complete'] }),
  },
];

const imageModel = (name: string, version: 'v1' | 'later'): NodeProperty => ({
  displayName: 'Model',
  name,
  type: 'options',
  default: 'dall-e-2',
  description: 'The model that draws',
  typeOptions: modelList(IMAGE_MODELS),
  displayOptions:
    version === 'v1'
      ? show('image', 'create', { '@version': [1] })
      : { ...show('image', 'create'), hide: { '@version': [1] } },
  routing: body('model'),
});
const resolutions = (values: string[]) => values.map((v) => ({ name: v, value: v }));

const image: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'create',
    displayOptions: { show: { resource: ['image'] } },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create an Image',
        description: 'Draw images from a description',
        routing: {
          request: { method: 'POST', url: '/v1/images/generations' },
          output: { postReceive: [failOnErrorStatus] },
        },
      },
    ],
    routing: { output: { postReceive: [{ type: 'rootProperty', properties: { property: 'data' } }] } },
  },
  {
    displayName: 'Prompt',
    name: 'prompt',
    type: 'string',
    default: '',
    placeholder: 'e.g. A cute cat eating a dinosaur',
    displayOptions: show('image', 'create'),
    description: 'What the image should show',
    routing: body('prompt'),
  },
  imageModel('model', 'v1'),
  imageModel('imageModel', 'later'),
  {
    displayName: 'Response Format',
    name: 'responseFormat',
    type: 'options',
    default: 'binaryData',
    displayOptions: show('image', 'create'),
    description: 'Whether the images come back as binary files or as URLs',
    options: [
      { name: 'Binary File', value: 'binaryData' },
      { name: 'Image Url', value: 'imageUrl' },
    ],
    routing: {
      ...body('response_format', '={{ $value === "imageUrl" ? "url" : "b64_json" }}'),
      output: { postReceive: [imageItems] },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    placeholder: 'Add option',
    type: 'collection',
    default: {},
    displayOptions: show('image', 'create'),
    options: [
      {
        displayName: 'Number of Images',
        name: 'n',
        type: 'number',
        default: 1,
        typeOptions: { minValue: 1, maxValue: 10 },
        description: 'How many images to draw',
        routing: body('n'),
      },
      {
        displayName: 'Quality',
        name: 'quality',
        type: 'options',
        default: 'standard',
        displayOptions: { show: { '/model': ['dall-e-3'] } },
        description: 'HD draws finer detail',
        options: [
          { name: 'HD', value: 'hd' },
          { name: 'Standard', value: 'standard' },
        ],
        routing: body('quality'),
      },
      {
        displayName: 'Resolution',
        name: 'size',
        type: 'options',
        default: '1024x1024',
        displayOptions: { show: { '/model': ['dall-e-2'] } },
        description: 'The size of the images',
        options: resolutions(['256x256', '512x512', '1024x1024']),
        routing: body('size'),
      },
      {
        displayName: 'Resolution',
        name: 'size',
        type: 'options',
        default: '1024x1024',
        displayOptions: { show: { '/model': ['dall-e-3'] } },
        description: 'The size of the images',
        options: resolutions(['1024x1024', '1792x1024', '1024x1792']),
        routing: body('size'),
      },
      {
        displayName: 'Style',
        name: 'style',
        type: 'options',
        default: 'vivid',
        displayOptions: { show: { '/model': ['dall-e-3'] } },
        description: 'Vivid leans to dramatic images, natural to plainer ones',
        options: [
          { name: 'Natural', value: 'natural' },
          { name: 'Vivid', value: 'vivid' },
        ],
        routing: body('style'),
      },
    ],
  },
];

const operationRoute = (url: string) => ({
  request: { method: 'POST', url },
  output: { postReceive: [failOnErrorStatus] },
});

const text: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'complete',
    displayOptions: { show: { resource: ['text'] } },
    options: [
      {
        name: 'Complete',
        value: 'complete',
        action: 'Create a Completion',
        description: 'Continue a text',
        routing: operationRoute('/v1/completions'),
      },
      {
        name: 'Edit',
        value: 'edit',
        action: 'Create an Edit',
        description: 'Rewrite a text as instructed',
        routing: operationRoute('/v1/edits'),
      },
      {
        name: 'Moderate',
        value: 'moderate',
        action: 'Create a Moderation',
        description: "Check whether a text breaks OpenAI's content policy",
        routing: operationRoute('/v1/moderations'),
      },
    ],
  },
  {
    displayName: 'Model',
    name: 'model',
    type: 'options',
    default: 'gpt-3.5-turbo-instruct',
    description: 'The model that completes',
    displayOptions: show('text', 'complete'),
    typeOptions: modelList(TEXT_MODELS),
    routing: body('model'),
  },
  {
    displayName: 'Prompt',
    name: 'prompt',
    type: 'string',
    default: '',
    placeholder: 'e.g. Say this is a test',
    displayOptions: show('text', 'complete'),
    typeOptions: { rows: 2 },
    description: 'The text to continue',
    routing: body('prompt'),
  },
  {
    displayName: 'Model',
    name: 'model',
    type: 'options',
    default: 'text-davinci-edit-001',
    description: 'The model that edits',
    displayOptions: show('text', 'edit'),
    options: [
      { name: 'code-davinci-edit-001', value: 'code-davinci-edit-001' },
      { name: 'text-davinci-edit-001', value: 'text-davinci-edit-001' },
    ],
    routing: body('model'),
  },
  {
    displayName: 'Input',
    name: 'input',
    type: 'string',
    default: '',
    placeholder: 'e.g. What day of the wek is it?',
    displayOptions: show('text', 'edit'),
    description: 'The text to edit',
    routing: body('input'),
  },
  {
    displayName: 'Instruction',
    name: 'instruction',
    type: 'string',
    default: '',
    placeholder: 'e.g. Fix the spelling mistakes',
    displayOptions: show('text', 'edit'),
    description: 'How to edit the text',
    routing: body('instruction'),
  },
  {
    displayName: 'Model',
    name: 'model',
    type: 'options',
    default: 'text-moderation-latest',
    description: 'The moderation model',
    displayOptions: show('text', 'moderate'),
    options: [
      { name: 'text-moderation-stable', value: 'text-moderation-stable' },
      { name: 'text-moderation-latest', value: 'text-moderation-latest' },
    ],
    routing: body('model'),
  },
  {
    displayName: 'Input',
    name: 'input',
    type: 'string',
    default: '',
    placeholder: 'e.g. My cat is adorable ❤️❤️',
    displayOptions: show('text', 'moderate'),
    description: 'The text to check',
    routing: body('input'),
  },
  {
    displayName: 'Simplify',
    name: 'simplifyOutput',
    type: 'boolean',
    default: true,
    displayOptions: show('text', 'moderate'),
    description: 'Whether to answer only the results instead of the whole response',
    routing: simplify('results'),
  },
  {
    displayName: 'Simplify',
    name: 'simplifyOutput',
    type: 'boolean',
    default: true,
    displayOptions: show('text', ['complete', 'edit']),
    description: 'Whether to answer only the choices (texts trimmed) instead of the whole response',
    routing: simplify('choices', [trimTexts]),
  },
  {
    displayName: 'Options',
    name: 'options',
    placeholder: 'Add option',
    type: 'collection',
    default: {},
    displayOptions: show('text', ['complete', 'edit']),
    options: samplingOptions({ '/operation': ['complete'] }),
  },
];

/** `openAi` 1 and 1.1. */
export const openAiLegacyDescription: NodeTypeDescription = {
  name: 'weft.openAi',
  displayName: 'OpenAI',
  hidden: true,
  icon: 'file:openAi.svg',
  group: ['transform'],
  version: [1, 1.1],
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: "Use OpenAI's chat, completion, edit, moderation and image models",
  defaults: { name: 'OpenAI' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'openAiApi', required: true }],
  requestDefaults: {
    ignoreHttpStatusErrors: true,
    baseURL: '={{ $credentials.url?.split("/").slice(0,-1).join("/") ?? "https://api.openai.com" }}',
  },
  properties: [
    {
      displayName:
        '<strong>New node version available:</strong> get the latest version with added features from the nodes panel.',
      name: 'oldVersionNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      default: 'text',
      options: [
        { name: 'Chat', value: 'chat' },
        { name: 'Image', value: 'image' },
        { name: 'Text', value: 'text' },
      ],
    },
    ...chat,
    ...image,
    ...text,
    requestOptionsProperty,
  ],
};
