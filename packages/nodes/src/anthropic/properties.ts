/**
 * The parameters of the Anthropic node (n8n's `@n8n/n8n-nodes-langchain.anthropic` 1), in n8n's
 * order: the resource, then each resource's operation and that operation's parameters (Document
 * analyze, File upload/get/list/delete, Image analyze, Prompt generate/improve/templatize, Text
 * message). Names, types, defaults, display conditions and option values are n8n's.
 */
import type { NodeProperty } from '@weft/workflow';

type Show = Record<string, unknown[]>;

/** The same parameters shown only for one resource and operation (and any further conditions they had). */
function only(resource: string, operation: string, properties: NodeProperty[]): NodeProperty[] {
  return properties.map((p) => {
    const own = (p.displayOptions?.show ?? {}) as Show;
    return { ...p, displayOptions: { show: { ...own, operation: [operation], resource: [resource] } } };
  });
}

/** A resource's operation choice. */
function operation(
  resource: string,
  fallback: string,
  options: Array<{ name: string; value: string; action: string; description: string }>,
): NodeProperty {
  return {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options,
    default: fallback,
    displayOptions: { show: { resource: [resource] } },
  };
}

/** The model, picked from the account's list or given by ID. */
const modelId: NodeProperty = {
  displayName: 'Model',
  name: 'modelId',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required: true,
  modes: [
    {
      displayName: 'From List',
      name: 'list',
      type: 'list',
      typeOptions: { searchListMethod: 'modelSearch', searchable: true },
    },
    { displayName: 'ID', name: 'id', type: 'string', placeholder: 'e.g. claude-sonnet-4-5-20250929' },
  ],
};

/** A list of messages (prompt text and role), as the message and prompt operations take them. */
function messages(placeholder: string, description?: string): NodeProperty {
  return {
    displayName: 'Messages',
    name: 'messages',
    type: 'fixedCollection',
    typeOptions: { sortable: true, multipleValues: true },
    ...(description ? { description } : {}),
    placeholder: 'Add Message',
    default: { values: [{ content: '', role: 'user' }] },
    options: [
      {
        displayName: 'Values',
        name: 'values',
        values: [
          {
            displayName: 'Prompt',
            name: 'content',
            type: 'string',
            description: 'The text of this message',
            default: '',
            placeholder,
            typeOptions: { rows: 2 },
          },
          {
            displayName: 'Role',
            name: 'role',
            type: 'options',
            description: 'Who the message comes from in the conversation',
            options: [
              { name: 'User', value: 'user', description: 'A message from the user' },
              { name: 'Assistant', value: 'assistant', description: 'An earlier answer of the model' },
            ],
            default: 'user',
          },
        ],
      },
    ],
  };
}

const simplify = (description: string): NodeProperty => ({
  displayName: 'Simplify Output',
  name: 'simplify',
  type: 'boolean',
  default: true,
  description,
});

/** Document or image analysis: the model, a question, and URLs or binary fields. */
function analyze(kind: 'document' | 'image'): NodeProperty[] {
  const urls = kind === 'document' ? 'documentUrls' : 'imageUrls';
  return [
    modelId,
    {
      displayName: 'Text Input',
      name: 'text',
      type: 'string',
      placeholder: `e.g. What's in this ${kind}?`,
      default: `What's in this ${kind}?`,
      typeOptions: { rows: 2 },
    },
    {
      displayName: 'Input Type',
      name: 'inputType',
      type: 'options',
      default: 'url',
      options: [
        { name: kind === 'document' ? 'Document URL(s)' : 'Image URL(s)', value: 'url' },
        { name: 'Binary File(s)', value: 'binary' },
      ],
    },
    {
      displayName: 'URL(s)',
      name: urls,
      type: 'string',
      placeholder: `e.g. https://example.com/${kind === 'document' ? 'document.pdf' : 'image.png'}`,
      description: `Addresses of the ${kind}s to analyze, separated by commas`,
      default: '',
      displayOptions: { show: { inputType: ['url'] } },
    },
    {
      displayName: 'Input Data Field Name(s)',
      name: 'binaryPropertyName',
      type: 'string',
      default: 'data',
      placeholder: 'e.g. data',
      hint: 'The input field(s) holding the binary file data',
      description: `Binary fields holding the ${kind}s, separated by commas`,
      displayOptions: { show: { inputType: ['binary'] } },
    },
    simplify('Whether to return only the content of the answer'),
    {
      displayName: 'Options',
      name: 'options',
      placeholder: 'Add Option',
      type: 'collection',
      default: {},
      options: [
        {
          displayName: 'Length of Description (Max Tokens)',
          description: 'The most tokens the answer may take; fewer give a shorter answer',
          name: 'maxTokens',
          type: 'number',
          default: 1024,
          typeOptions: { minValue: 1 },
        },
      ],
    },
  ];
}

const documentResource: NodeProperty[] = [
  operation('document', 'analyze', [
    {
      name: 'Analyze Document',
      value: 'analyze',
      action: 'Analyze document',
      description: 'Answer questions about documents',
    },
  ]),
  ...only('document', 'analyze', analyze('document')),
];

const fileId = (description: string): NodeProperty => ({
  displayName: 'File ID',
  name: 'fileId',
  type: 'string',
  placeholder: 'e.g. file_123',
  description,
  default: '',
});

const fileResource: NodeProperty[] = [
  operation('file', 'upload', [
    { name: 'Upload File', value: 'upload', action: 'Upload a file', description: 'Store a file with Anthropic' },
    {
      name: 'Get File Metadata',
      value: 'get',
      action: 'Get file metadata',
      description: 'Read the metadata of a stored file',
    },
    { name: 'List Files', value: 'list', action: 'List files', description: 'List the stored files' },
    { name: 'Delete File', value: 'deleteFile', action: 'Delete a file', description: 'Delete a stored file' },
  ]),
  ...only('file', 'deleteFile', [fileId('The file to delete')]),
  ...only('file', 'get', [fileId('The file whose metadata to read')]),
  ...only('file', 'list', [
    {
      displayName: 'Return All',
      name: 'returnAll',
      type: 'boolean',
      default: false,
      description: 'Whether to return every file or only up to the limit',
    },
    {
      displayName: 'Limit',
      name: 'limit',
      type: 'number',
      typeOptions: { minValue: 1, maxValue: 1000 },
      default: 50,
      description: 'The most files to return',
      displayOptions: { show: { returnAll: [false] } },
    },
  ]),
  ...only('file', 'upload', [
    {
      displayName: 'Input Type',
      name: 'inputType',
      type: 'options',
      default: 'url',
      options: [
        { name: 'File URL', value: 'url' },
        { name: 'Binary File', value: 'binary' },
      ],
    },
    {
      displayName: 'URL',
      name: 'fileUrl',
      type: 'string',
      placeholder: 'e.g. https://example.com/file.pdf',
      description: 'Address of the file to upload',
      default: '',
      displayOptions: { show: { inputType: ['url'] } },
    },
    {
      displayName: 'Input Data Field Name',
      name: 'binaryPropertyName',
      type: 'string',
      default: 'data',
      placeholder: 'e.g. data',
      hint: 'The input field holding the binary file data',
      description: 'The binary field holding the file',
      displayOptions: { show: { inputType: ['binary'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'File Name',
          name: 'fileName',
          type: 'string',
          description: 'The name the stored file gets',
          default: '',
        },
      ],
    },
  ]),
];

const imageResource: NodeProperty[] = [
  operation('image', 'analyze', [
    { name: 'Analyze Image', value: 'analyze', action: 'Analyze image', description: 'Answer questions about images' },
  ]),
  ...only('image', 'analyze', analyze('image')),
];

const systemOption = (description: string, placeholder: string): NodeProperty => ({
  displayName: 'System Message',
  name: 'system',
  type: 'string',
  description,
  default: '',
  placeholder,
});

const promptResource: NodeProperty[] = [
  operation('prompt', 'generate', [
    {
      name: 'Generate Prompt',
      value: 'generate',
      action: 'Generate a prompt',
      description: 'Write a prompt for a task',
    },
    { name: 'Improve Prompt', value: 'improve', action: 'Improve a prompt', description: 'Make a prompt better' },
    {
      name: 'Templatize Prompt',
      value: 'templatize',
      action: 'Templatize a prompt',
      description: 'Turn a prompt into a template with variables',
    },
  ]),
  {
    displayName:
      'The <a href="https://docs.anthropic.com/en/api/prompt-tools-generate">prompt tools APIs</a> are in a closed research preview: your organization must ask Anthropic for access.',
    name: 'experimentalNotice',
    type: 'notice',
    default: '',
    displayOptions: { show: { resource: ['prompt'] } },
  },
  ...only('prompt', 'generate', [
    {
      displayName: 'Task',
      name: 'task',
      type: 'string',
      description: 'What the prompt is for',
      placeholder: 'e.g. A chef for a meal prep planning service',
      default: '',
      typeOptions: { rows: 2 },
    },
    simplify('Whether to return only the messages and the system prompt'),
  ]),
  ...only('prompt', 'improve', [
    messages('e.g. Concise instructions for a meal prep service', 'The messages of the prompt to improve'),
    simplify('Whether to return only the messages and the system prompt'),
    {
      displayName: 'Options',
      name: 'options',
      placeholder: 'Add Option',
      type: 'collection',
      default: {},
      options: [
        systemOption('The current system prompt, if any', 'e.g. You are a professional meal prep chef'),
        {
          displayName: 'Feedback',
          name: 'feedback',
          type: 'string',
          description: 'What should change in the prompt',
          default: '',
          placeholder: 'e.g. Make it more detailed and include cooking times',
        },
      ],
    },
  ]),
  ...only('prompt', 'templatize', [
    messages('e.g. Translate hello to German', 'The messages of the prompt to templatize'),
    simplify('Whether to return only the messages, the system prompt and the variable values'),
    {
      displayName: 'Options',
      name: 'options',
      placeholder: 'Add Option',
      type: 'collection',
      default: {},
      options: [
        systemOption('The system prompt to templatize', 'e.g. You are a professional English to German translator'),
      ],
    },
  ]),
];

const randomness = (name: string, label: string, fallback: number, description: string): NodeProperty => ({
  displayName: label,
  name,
  default: fallback,
  description,
  type: 'number',
  typeOptions: { minValue: 0, maxValue: 1, numberPrecision: 1 },
});

const textResource: NodeProperty[] = [
  operation('text', 'message', [
    {
      name: 'Message a Model',
      value: 'message',
      action: 'Message a model',
      description: 'Get an answer from an Anthropic model',
    },
  ]),
  ...only('text', 'message', [
    modelId,
    messages('e.g. Hello, how can you help me?'),
    {
      displayName: 'Add Attachments',
      name: 'addAttachments',
      type: 'boolean',
      default: false,
      description: 'Whether to attach files to the messages',
    },
    {
      displayName: 'Attachments Input Type',
      name: 'attachmentsInputType',
      type: 'options',
      default: 'url',
      description: 'Where the attachments come from',
      options: [
        { name: 'URL(s)', value: 'url' },
        { name: 'Binary File(s)', value: 'binary' },
      ],
      displayOptions: { show: { addAttachments: [true] } },
    },
    {
      displayName: 'Attachment URL(s)',
      name: 'attachmentsUrls',
      type: 'string',
      default: '',
      placeholder: 'e.g. https://example.com/image.png',
      description: 'Addresses of the files to attach, separated by commas',
      displayOptions: { show: { addAttachments: [true], attachmentsInputType: ['url'] } },
    },
    {
      displayName: 'Attachment Input Data Field Name(s)',
      name: 'binaryPropertyName',
      type: 'string',
      default: 'data',
      placeholder: 'e.g. data',
      description: 'Binary fields holding the files to attach, separated by commas',
      displayOptions: { show: { addAttachments: [true], attachmentsInputType: ['binary'] } },
    },
    simplify('Whether to return only the content of the answer'),
    {
      displayName: 'Options',
      name: 'options',
      placeholder: 'Add Option',
      type: 'collection',
      default: {},
      options: [
        {
          displayName: 'Include Merged Response',
          name: 'includeMergedResponse',
          type: 'boolean',
          default: false,
          description: 'Whether to add one string joining all the text parts of the answer',
        },
        {
          displayName: 'System Message',
          name: 'system',
          type: 'string',
          default: '',
          placeholder: 'e.g. You are a helpful assistant',
        },
        {
          displayName: 'Code Execution',
          name: 'codeExecution',
          type: 'boolean',
          default: false,
          description: 'Whether the model may run code (some models only)',
        },
        {
          displayName: 'Web Search',
          name: 'webSearch',
          type: 'boolean',
          default: false,
          description: 'Whether the model may search the web',
        },
        {
          displayName: 'Web Search Max Uses',
          name: 'maxUses',
          type: 'number',
          default: 5,
          description: 'The most web searches in one request',
          typeOptions: { minValue: 0, numberPrecision: 0 },
        },
        {
          displayName: 'Web Search Allowed Domains',
          name: 'allowedDomains',
          type: 'string',
          default: '',
          description: 'Comma-separated domains the search keeps to (not together with blocked domains)',
          placeholder: 'e.g. google.com, wikipedia.org',
        },
        {
          displayName: 'Web Search Blocked Domains',
          name: 'blockedDomains',
          type: 'string',
          default: '',
          description: 'Comma-separated domains the search leaves out (not together with allowed domains)',
          placeholder: 'e.g. google.com, wikipedia.org',
        },
        {
          displayName: 'Maximum Number of Tokens',
          name: 'maxTokens',
          default: 1024,
          description: 'The most tokens the answer may take',
          type: 'number',
          typeOptions: { minValue: 1, numberPrecision: 0 },
        },
        randomness(
          'temperature',
          'Output Randomness (Temperature)',
          1,
          'How random the answer is; lower values make it more predictable',
        ),
        randomness('topP', 'Output Randomness (Top P)', 0.7, 'The cumulative probability of the tokens sampled from'),
        {
          displayName: 'Output Randomness (Top K)',
          name: 'topK',
          default: 5,
          description: 'How many of the likeliest tokens are sampled from',
          type: 'number',
          typeOptions: { minValue: 0, numberPrecision: 0 },
        },
        {
          displayName: 'Max Tool Calls Iterations',
          name: 'maxToolsIterations',
          type: 'number',
          default: 15,
          description: 'The most rounds of tool calls before the node stops (0: no limit)',
          typeOptions: { minValue: 0, numberPrecision: 0 },
        },
      ],
    },
  ]),
];

/** Every parameter of the node, in n8n's order. */
export const anthropicProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Document', value: 'document' },
      { name: 'File', value: 'file' },
      { name: 'Image', value: 'image' },
      { name: 'Prompt', value: 'prompt' },
      { name: 'Text', value: 'text' },
    ],
    default: 'text',
  },
  ...documentResource,
  ...fileResource,
  ...imageResource,
  ...promptResource,
  ...textResource,
];
