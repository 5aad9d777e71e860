import type { NodeProperty } from '@weft/workflow';

/**
 * The parameters of the OpenAI node 1-1.8: n8n's names, types, defaults, choices and display rules,
 * so that exported workflows read the same values (generated from n8n 1.123's node list, facts only).
 */
export const openAiV1Properties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    default: 'text',
    noDataExpression: true,
    options: [
      {
        name: 'Assistant',
        value: 'assistant',
      },
      {
        name: 'Text',
        value: 'text',
      },
      {
        name: 'Image',
        value: 'image',
      },
      {
        name: 'Audio',
        value: 'audio',
      },
      {
        name: 'File',
        value: 'file',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'message',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['assistant'],
      },
    },
    options: [
      {
        name: 'Create an Assistant',
        value: 'create',
      },
      {
        name: 'Delete an Assistant',
        value: 'deleteAssistant',
      },
      {
        name: 'List Assistants',
        value: 'list',
      },
      {
        name: 'Message an Assistant',
        value: 'message',
      },
      {
        name: 'Update an Assistant',
        value: 'update',
      },
    ],
  },
  {
    displayName: 'Model',
    name: 'modelId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['assistant'],
      },
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'modelSearch',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
      },
    ],
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['assistant'],
      },
    },
  },
  {
    displayName: 'Description',
    name: 'description',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['assistant'],
      },
    },
  },
  {
    displayName: 'Instructions',
    name: 'instructions',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['assistant'],
      },
    },
    typeOptions: {
      rows: 2,
    },
  },
  {
    displayName: 'Code Interpreter',
    name: 'codeInterpreter',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['assistant'],
      },
    },
  },
  {
    displayName: 'Knowledge Retrieval',
    name: 'knowledgeRetrieval',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['assistant'],
      },
    },
  },
  {
    displayName: 'Files',
    name: 'file_ids',
    type: 'multiOptions',
    default: [],
    displayOptions: {
      show: {
        codeInterpreter: [true],
        operation: ['create'],
        resource: ['assistant'],
      },
      hide: {
        knowledgeRetrieval: [true],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFiles',
    },
  },
  {
    displayName: 'Files',
    name: 'file_ids',
    type: 'multiOptions',
    default: [],
    displayOptions: {
      show: {
        knowledgeRetrieval: [true],
        operation: ['create'],
        resource: ['assistant'],
      },
      hide: {
        codeInterpreter: [true],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFiles',
    },
  },
  {
    displayName: 'Files',
    name: 'file_ids',
    type: 'multiOptions',
    default: [],
    displayOptions: {
      show: {
        knowledgeRetrieval: [true],
        codeInterpreter: [true],
        operation: ['create'],
        resource: ['assistant'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFiles',
    },
  },
  {
    displayName: 'Add custom n8n tools when you <i>message</i> your assistant (rather than when creating it)',
    name: 'noticeTools',
    type: 'notice',
    default: '',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['assistant'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['assistant'],
      },
    },
    options: [
      {
        displayName: 'Output Randomness (Temperature)',
        name: 'temperature',
        type: 'number',
        default: 1,
        typeOptions: {
          maxValue: 1,
          minValue: 0,
          numberPrecision: 1,
        },
      },
      {
        displayName: 'Output Randomness (Top P)',
        name: 'topP',
        type: 'number',
        default: 1,
        typeOptions: {
          maxValue: 1,
          minValue: 0,
          numberPrecision: 1,
        },
      },
      {
        displayName: 'Fail if Assistant Already Exists',
        name: 'failIfExists',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Assistant',
    name: 'assistantId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['deleteAssistant'],
        resource: ['assistant'],
      },
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'assistantSearch',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
      },
    ],
  },
  {
    displayName: 'Assistant',
    name: 'assistantId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['message'],
        resource: ['assistant'],
      },
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'assistantSearch',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
      },
    ],
  },
  {
    displayName: 'Source for Prompt (User Message)',
    name: 'prompt',
    type: 'options',
    default: 'auto',
    displayOptions: {
      show: {
        operation: ['message'],
        resource: ['assistant'],
      },
    },
    options: [
      {
        name: 'Connected Chat Trigger Node',
        value: 'auto',
      },
      {
        name: 'Connected Guardrails Node',
        value: 'guardrails',
      },
      {
        name: 'Define below',
        value: 'define',
      },
    ],
  },
  {
    displayName: 'Prompt (User Message)',
    name: 'text',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        prompt: ['define'],
        operation: ['message'],
        resource: ['assistant'],
      },
    },
    typeOptions: {
      rows: 2,
    },
  },
  {
    displayName: 'Memory',
    name: 'memory',
    type: 'options',
    default: 'connector',
    displayOptions: {
      show: {
        '@version': [
          {
            _cnd: {
              gte: 1.6,
            },
          },
        ],
        operation: ['message'],
        resource: ['assistant'],
      },
    },
    options: [
      {
        name: 'Use memory connector',
        value: 'connector',
      },
      {
        name: 'Use thread ID',
        value: 'threadId',
      },
    ],
  },
  {
    displayName: 'Thread ID',
    name: 'threadId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        '@version': [
          {
            _cnd: {
              gte: 1.6,
            },
          },
        ],
        memory: ['threadId'],
        operation: ['message'],
        resource: ['assistant'],
      },
    },
  },
  {
    displayName: 'Connect your own custom n8n tools to this node on the canvas',
    name: 'noticeTools',
    type: 'notice',
    default: '',
    displayOptions: {
      show: {
        operation: ['message'],
        resource: ['assistant'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['message'],
        resource: ['assistant'],
      },
    },
    options: [
      {
        displayName: 'Base URL',
        name: 'baseURL',
        type: 'string',
        default: 'https://api.openai.com/v1',
        displayOptions: {
          hide: {
            '@version': [
              {
                _cnd: {
                  gte: 1.8,
                },
              },
            ],
          },
        },
      },
      {
        displayName: 'Max Retries',
        name: 'maxRetries',
        type: 'number',
        default: 2,
      },
      {
        displayName: 'Timeout',
        name: 'timeout',
        type: 'number',
        default: 10000,
      },
      {
        displayName: 'Preserve Original Tools',
        name: 'preserveOriginalTools',
        type: 'boolean',
        default: true,
        displayOptions: {
          show: {
            '@version': [
              {
                _cnd: {
                  gte: 1.3,
                },
              },
            ],
          },
        },
      },
    ],
  },
  {
    displayName: 'Simplify Output',
    name: 'simplify',
    type: 'boolean',
    default: true,
    displayOptions: {
      show: {
        operation: ['list'],
        resource: ['assistant'],
      },
    },
  },
  {
    displayName: 'Assistant',
    name: 'assistantId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['assistant'],
      },
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'assistantSearch',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['assistant'],
      },
    },
    options: [
      {
        displayName: 'Code Interpreter',
        name: 'codeInterpreter',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Files',
        name: 'file_ids',
        type: 'multiOptions',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getFiles',
        },
      },
      {
        displayName: 'Instructions',
        name: 'instructions',
        type: 'string',
        default: '',
        typeOptions: {
          rows: 2,
        },
      },
      {
        displayName: 'Knowledge Retrieval',
        name: 'knowledgeRetrieval',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Model',
        name: 'modelId',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        required: false,
        modes: [
          {
            displayName: 'From List',
            name: 'list',
            type: 'list',
            typeOptions: {
              searchListMethod: 'modelSearch',
              searchable: true,
            },
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'string',
          },
        ],
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Remove All Custom Tools (Functions)',
        name: 'removeCustomTools',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Output Randomness (Temperature)',
        name: 'temperature',
        type: 'number',
        default: 1,
        typeOptions: {
          maxValue: 1,
          minValue: 0,
          numberPrecision: 1,
        },
      },
      {
        displayName: 'Output Randomness (Top P)',
        name: 'topP',
        type: 'number',
        default: 1,
        typeOptions: {
          maxValue: 1,
          minValue: 0,
          numberPrecision: 1,
        },
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'generate',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['audio'],
      },
    },
    options: [
      {
        name: 'Generate Audio',
        value: 'generate',
      },
      {
        name: 'Transcribe a Recording',
        value: 'transcribe',
      },
      {
        name: 'Translate a Recording',
        value: 'translate',
      },
    ],
  },
  {
    displayName: 'OpenAI API limits the size of the audio file to 25 MB',
    name: 'fileSizeLimitNotice',
    type: 'notice',
    default: ' ',
    displayOptions: {
      show: {
        resource: ['audio'],
        operation: ['translate', 'transcribe'],
      },
    },
  },
  {
    displayName: 'Model',
    name: 'model',
    type: 'options',
    default: 'tts-1',
    displayOptions: {
      show: {
        operation: ['generate'],
        resource: ['audio'],
      },
    },
    options: [
      {
        name: 'TTS-1',
        value: 'tts-1',
      },
      {
        name: 'TTS-1-HD',
        value: 'tts-1-hd',
      },
    ],
  },
  {
    displayName: 'Text Input',
    name: 'input',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['generate'],
        resource: ['audio'],
      },
    },
    typeOptions: {
      rows: 2,
    },
  },
  {
    displayName: 'Voice',
    name: 'voice',
    type: 'options',
    default: 'alloy',
    displayOptions: {
      show: {
        operation: ['generate'],
        resource: ['audio'],
      },
    },
    options: [
      {
        name: 'Alloy',
        value: 'alloy',
      },
      {
        name: 'Echo',
        value: 'echo',
      },
      {
        name: 'Fable',
        value: 'fable',
      },
      {
        name: 'Nova',
        value: 'nova',
      },
      {
        name: 'Onyx',
        value: 'onyx',
      },
      {
        name: 'Shimmer',
        value: 'shimmer',
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['generate'],
        resource: ['audio'],
      },
    },
    options: [
      {
        displayName: 'Response Format',
        name: 'response_format',
        type: 'options',
        default: 'mp3',
        options: [
          {
            name: 'MP3',
            value: 'mp3',
          },
          {
            name: 'OPUS',
            value: 'opus',
          },
          {
            name: 'AAC',
            value: 'aac',
          },
          {
            name: 'FLAC',
            value: 'flac',
          },
        ],
      },
      {
        displayName: 'Audio Speed',
        name: 'speed',
        type: 'number',
        default: 1,
        typeOptions: {
          minValue: 0.25,
          maxValue: 4,
          numberPrecision: 1,
        },
      },
      {
        displayName: 'Put Output in Field',
        name: 'binaryPropertyOutput',
        type: 'string',
        default: 'data',
      },
    ],
  },
  {
    displayName: 'Input Data Field Name',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        operation: ['transcribe'],
        resource: ['audio'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['transcribe'],
        resource: ['audio'],
      },
    },
    options: [
      {
        displayName: 'Language of the Audio File',
        name: 'language',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Output Randomness (Temperature)',
        name: 'temperature',
        type: 'number',
        default: 0,
        typeOptions: {
          minValue: 0,
          maxValue: 1,
          numberPrecision: 1,
        },
      },
    ],
  },
  {
    displayName: 'Input Data Field Name',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        operation: ['translate'],
        resource: ['audio'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['translate'],
        resource: ['audio'],
      },
    },
    options: [
      {
        displayName: 'Output Randomness (Temperature)',
        name: 'temperature',
        type: 'number',
        default: 0,
        typeOptions: {
          minValue: 0,
          maxValue: 1,
          numberPrecision: 1,
        },
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'upload',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['file'],
      },
    },
    options: [
      {
        name: 'Delete a File',
        value: 'deleteFile',
      },
      {
        name: 'List Files',
        value: 'list',
      },
      {
        name: 'Upload a File',
        value: 'upload',
      },
    ],
  },
  {
    displayName: 'Input Data Field Name',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['file'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['file'],
      },
    },
    options: [
      {
        displayName: 'Purpose',
        name: 'purpose',
        type: 'options',
        default: 'assistants',
        options: [
          {
            name: 'Assistants',
            value: 'assistants',
          },
          {
            name: 'Fine-Tune',
            value: 'fine-tune',
          },
        ],
      },
    ],
  },
  {
    displayName: 'File',
    name: 'fileId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['deleteFile'],
        resource: ['file'],
      },
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'fileSearch',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'file-[a-zA-Z0-9]',
              errorMessage: 'Not a valid File ID',
            },
          },
        ],
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['list'],
        resource: ['file'],
      },
    },
    options: [
      {
        displayName: 'Purpose',
        name: 'purpose',
        type: 'options',
        default: 'any',
        options: [
          {
            name: 'Any [Default]',
            value: 'any',
          },
          {
            name: 'Assistants',
            value: 'assistants',
          },
          {
            name: 'Fine-Tune',
            value: 'fine-tune',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'generate',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['image'],
      },
    },
    options: [
      {
        name: 'Analyze Image',
        value: 'analyze',
      },
      {
        name: 'Generate an Image',
        value: 'generate',
      },
    ],
  },
  {
    displayName: 'Model',
    name: 'model',
    type: 'options',
    default: 'dall-e-3',
    displayOptions: {
      show: {
        operation: ['generate'],
        resource: ['image'],
      },
    },
    options: [
      {
        name: 'DALL·E 2',
        value: 'dall-e-2',
      },
      {
        name: 'DALL·E 3',
        value: 'dall-e-3',
      },
      {
        name: 'GPT Image 1',
        value: 'gpt-image-1',
      },
    ],
  },
  {
    displayName: 'Prompt',
    name: 'prompt',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['generate'],
        resource: ['image'],
      },
    },
    typeOptions: {
      rows: 2,
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['generate'],
        resource: ['image'],
      },
    },
    options: [
      {
        displayName: 'Number of Images',
        name: 'n',
        type: 'number',
        default: 1,
        displayOptions: {
          show: {
            '/model': ['dall-e-2'],
          },
        },
        typeOptions: {
          minValue: 1,
          maxValue: 10,
        },
      },
      {
        displayName: 'Quality',
        name: 'dalleQuality',
        type: 'options',
        default: 'standard',
        displayOptions: {
          show: {
            '/model': ['dall-e-3'],
          },
        },
        options: [
          {
            name: 'HD',
            value: 'hd',
          },
          {
            name: 'Standard',
            value: 'standard',
          },
        ],
      },
      {
        displayName: 'Quality',
        name: 'quality',
        type: 'options',
        default: 'medium',
        displayOptions: {
          show: {
            '/model': ['gpt-image-1'],
          },
        },
        options: [
          {
            name: 'High',
            value: 'high',
          },
          {
            name: 'Medium',
            value: 'medium',
          },
          {
            name: 'Low',
            value: 'low',
          },
        ],
      },
      {
        displayName: 'Resolution',
        name: 'size',
        type: 'options',
        default: '1024x1024',
        displayOptions: {
          show: {
            '/model': ['dall-e-2'],
          },
        },
        options: [
          {
            name: '256x256',
            value: '256x256',
          },
          {
            name: '512x512',
            value: '512x512',
          },
          {
            name: '1024x1024',
            value: '1024x1024',
          },
        ],
      },
      {
        displayName: 'Resolution',
        name: 'size',
        type: 'options',
        default: '1024x1024',
        displayOptions: {
          show: {
            '/model': ['dall-e-3'],
          },
        },
        options: [
          {
            name: '1024x1024',
            value: '1024x1024',
          },
          {
            name: '1792x1024',
            value: '1792x1024',
          },
          {
            name: '1024x1792',
            value: '1024x1792',
          },
        ],
      },
      {
        displayName: 'Resolution',
        name: 'size',
        type: 'options',
        default: '1024x1024',
        displayOptions: {
          show: {
            '/model': ['gpt-image-1'],
          },
        },
        options: [
          {
            name: '1024x1024',
            value: '1024x1024',
          },
          {
            name: '1024x1536',
            value: '1024x1536',
          },
          {
            name: '1536x1024',
            value: '1536x1024',
          },
        ],
      },
      {
        displayName: 'Style',
        name: 'style',
        type: 'options',
        default: 'vivid',
        displayOptions: {
          show: {
            '/model': ['dall-e-3'],
          },
        },
        options: [
          {
            name: 'Natural',
            value: 'natural',
          },
          {
            name: 'Vivid',
            value: 'vivid',
          },
        ],
      },
      {
        displayName: 'Respond with Image URL(s)',
        name: 'returnImageUrls',
        type: 'boolean',
        default: false,
        displayOptions: {
          hide: {
            '/model': ['gpt-image-1'],
          },
        },
      },
      {
        displayName: 'Put Output in Field',
        name: 'binaryPropertyOutput',
        type: 'string',
        default: 'data',
        displayOptions: {
          show: {
            returnImageUrls: [false],
          },
        },
      },
    ],
  },
  {
    displayName: 'Model',
    name: 'modelId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    displayOptions: {
      show: {
        '@version': [
          {
            _cnd: {
              gte: 1.4,
            },
          },
        ],
        operation: ['analyze'],
        resource: ['image'],
      },
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'imageModelSearch',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
      },
    ],
  },
  {
    displayName: 'Text Input',
    name: 'text',
    type: 'string',
    default: "What's in this image?",
    displayOptions: {
      show: {
        operation: ['analyze'],
        resource: ['image'],
      },
    },
    typeOptions: {
      rows: 2,
    },
  },
  {
    displayName: 'Input Type',
    name: 'inputType',
    type: 'options',
    default: 'url',
    displayOptions: {
      show: {
        operation: ['analyze'],
        resource: ['image'],
      },
    },
    options: [
      {
        name: 'Image URL(s)',
        value: 'url',
      },
      {
        name: 'Binary File(s)',
        value: 'base64',
      },
    ],
  },
  {
    displayName: 'URL(s)',
    name: 'imageUrls',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        inputType: ['url'],
        operation: ['analyze'],
        resource: ['image'],
      },
    },
  },
  {
    displayName: 'Input Data Field Name',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        inputType: ['base64'],
        operation: ['analyze'],
        resource: ['image'],
      },
    },
  },
  {
    displayName: 'Simplify Output',
    name: 'simplify',
    type: 'boolean',
    default: true,
    displayOptions: {
      show: {
        operation: ['analyze'],
        resource: ['image'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['analyze'],
        resource: ['image'],
      },
    },
    options: [
      {
        displayName: 'Detail',
        name: 'detail',
        type: 'options',
        default: 'auto',
        options: [
          {
            name: 'Auto',
            value: 'auto',
          },
          {
            name: 'Low',
            value: 'low',
          },
          {
            name: 'High',
            value: 'high',
          },
        ],
      },
      {
        displayName: 'Length of Description (Max Tokens)',
        name: 'maxTokens',
        type: 'number',
        default: 300,
        typeOptions: {
          minValue: 1,
        },
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'message',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['text'],
      },
    },
    options: [
      {
        name: 'Message a Model',
        value: 'message',
      },
      {
        name: 'Classify Text for Violations',
        value: 'classify',
      },
    ],
  },
  {
    displayName: 'Text Input',
    name: 'input',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['classify'],
        resource: ['text'],
      },
    },
    typeOptions: {
      rows: 2,
    },
  },
  {
    displayName: 'Simplify Output',
    name: 'simplify',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        operation: ['classify'],
        resource: ['text'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['classify'],
        resource: ['text'],
      },
    },
    options: [
      {
        displayName: 'Use Stable Model',
        name: 'useStableModel',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Model',
    name: 'modelId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['message'],
        resource: ['text'],
      },
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'modelSearch',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
      },
    ],
  },
  {
    displayName: 'Messages',
    name: 'messages',
    type: 'fixedCollection',
    default: {
      values: [
        {
          content: '',
        },
      ],
    },
    displayOptions: {
      show: {
        operation: ['message'],
        resource: ['text'],
      },
    },
    typeOptions: {
      sortable: true,
      multipleValues: true,
    },
    options: [
      {
        displayName: 'Values',
        name: 'values',
        values: [
          {
            displayName: 'Prompt',
            name: 'content',
            type: 'string',
            default: '',
            typeOptions: {
              rows: 2,
            },
          },
          {
            displayName: 'Role',
            name: 'role',
            type: 'options',
            default: 'user',
            options: [
              {
                name: 'User',
                value: 'user',
              },
              {
                name: 'Assistant',
                value: 'assistant',
              },
              {
                name: 'System',
                value: 'system',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Simplify Output',
    name: 'simplify',
    type: 'boolean',
    default: true,
    displayOptions: {
      show: {
        operation: ['message'],
        resource: ['text'],
      },
    },
  },
  {
    displayName: 'Output Content as JSON',
    name: 'jsonOutput',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        operation: ['message'],
        resource: ['text'],
      },
    },
  },
  {
    displayName: 'Hide Tools',
    name: 'hideTools',
    type: 'hidden',
    default: 'hide',
    displayOptions: {
      show: {
        modelId: [
          'gpt-3.5-turbo-16k-0613',
          'dall-e-3',
          'text-embedding-3-large',
          'dall-e-2',
          'whisper-1',
          'tts-1-hd-1106',
          'tts-1-hd',
          'gpt-4-0314',
          'text-embedding-3-small',
          'gpt-4-32k-0314',
          'gpt-3.5-turbo-0301',
          'gpt-4-vision-preview',
          'gpt-3.5-turbo-16k',
          'gpt-3.5-turbo-instruct-0914',
          'tts-1',
          'davinci-002',
          'gpt-3.5-turbo-instruct',
          'babbage-002',
          'tts-1-1106',
          'text-embedding-ada-002',
        ],
        '@version': [
          {
            _cnd: {
              gte: 1.2,
            },
          },
        ],
        operation: ['message'],
        resource: ['text'],
      },
    },
  },
  {
    displayName: 'Connect your own custom n8n tools to this node on the canvas',
    name: 'noticeTools',
    type: 'notice',
    default: '',
    displayOptions: {
      hide: {
        hideTools: ['hide'],
      },
      show: {
        operation: ['message'],
        resource: ['text'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['message'],
        resource: ['text'],
      },
    },
    options: [
      {
        displayName: 'Frequency Penalty',
        name: 'frequency_penalty',
        type: 'number',
        default: 0,
        typeOptions: {
          maxValue: 2,
          minValue: -2,
          numberPrecision: 1,
        },
      },
      {
        displayName: 'Maximum Number of Tokens',
        name: 'maxTokens',
        type: 'number',
        default: 16,
        typeOptions: {
          maxValue: 32768,
        },
      },
      {
        displayName: 'Number of Completions',
        name: 'n',
        type: 'number',
        default: 1,
      },
      {
        displayName: 'Presence Penalty',
        name: 'presence_penalty',
        type: 'number',
        default: 0,
        typeOptions: {
          maxValue: 2,
          minValue: -2,
          numberPrecision: 1,
        },
      },
      {
        displayName: 'Output Randomness (Temperature)',
        name: 'temperature',
        type: 'number',
        default: 1,
        typeOptions: {
          maxValue: 1,
          minValue: 0,
          numberPrecision: 1,
        },
      },
      {
        displayName: 'Output Randomness (Top P)',
        name: 'topP',
        type: 'number',
        default: 1,
        typeOptions: {
          maxValue: 1,
          minValue: 0,
          numberPrecision: 1,
        },
      },
      {
        displayName: 'Reasoning Effort',
        name: 'reasoning_effort',
        type: 'options',
        default: 'medium',
        displayOptions: {
          show: {
            '/modelId': [
              {
                _cnd: {
                  regex: '(^o1([-\\d]+)?$)|(^o[3-9].*)|(^gpt-5.*)',
                },
              },
            ],
          },
        },
        options: [
          {
            name: 'Low',
            value: 'low',
          },
          {
            name: 'Medium',
            value: 'medium',
          },
          {
            name: 'High',
            value: 'high',
          },
        ],
      },
      {
        displayName: 'Max Tool Calls Iterations',
        name: 'maxToolsIterations',
        type: 'number',
        default: 15,
        displayOptions: {
          show: {
            '@version': [
              {
                _cnd: {
                  gte: 1.5,
                },
              },
            ],
          },
        },
      },
    ],
  },
] as unknown as NodeProperty[];
