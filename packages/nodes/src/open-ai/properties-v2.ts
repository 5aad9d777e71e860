import type { NodeProperty } from '@weft/workflow';

/**
 * The parameters of the OpenAI node 2-2.1: n8n's names, types, defaults, choices and display rules,
 * so that exported workflows read the same values (generated from n8n 1.123's node list, facts only).
 */
export const openAiV2Properties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    default: 'text',
    noDataExpression: true,
    options: [
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
      {
        name: 'Conversation',
        value: 'conversation',
      },
      {
        name: 'Video',
        value: 'video',
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
        default: 'user_data',
        options: [
          {
            name: 'Assistants',
            value: 'assistants',
          },
          {
            name: 'Fine-Tune',
            value: 'fine-tune',
          },
          {
            name: 'Vision',
            value: 'vision',
          },
          {
            name: 'User Data',
            value: 'user_data',
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
          {
            name: 'Vision',
            value: 'vision',
          },
          {
            name: 'User Data',
            value: 'user_data',
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
      {
        name: 'Edit Image',
        value: 'edit',
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
    displayName: 'Model',
    name: 'model',
    type: 'options',
    default: 'gpt-image-1',
    displayOptions: {
      show: {
        operation: ['edit'],
        resource: ['image'],
      },
    },
    options: [
      {
        name: 'DALL·E 2',
        value: 'dall-e-2',
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
    required: true,
    displayOptions: {
      show: {
        operation: ['edit'],
        resource: ['image'],
      },
    },
    typeOptions: {
      rows: 2,
    },
  },
  {
    displayName: 'Images',
    name: 'images',
    type: 'fixedCollection',
    default: {
      values: [
        {
          binaryPropertyName: 'data',
        },
      ],
    },
    displayOptions: {
      show: {
        '/model': ['gpt-image-1'],
        operation: ['edit'],
        resource: ['image'],
      },
    },
    typeOptions: {
      multipleValues: true,
      multipleValueButtonText: 'Add Image',
    },
    options: [
      {
        displayName: 'Image',
        name: 'values',
        values: [
          {
            displayName: 'Binary Field Name',
            name: 'binaryPropertyName',
            type: 'string',
            default: 'data',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Binary Field Name',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        '/model': ['dall-e-2'],
        operation: ['edit'],
        resource: ['image'],
      },
    },
  },
  {
    displayName: 'Number of Images',
    name: 'n',
    type: 'number',
    default: 1,
    displayOptions: {
      show: {
        operation: ['edit'],
        resource: ['image'],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 10,
    },
  },
  {
    displayName: 'Size',
    name: 'size',
    type: 'options',
    default: '1024x1024',
    displayOptions: {
      show: {
        operation: ['edit'],
        resource: ['image'],
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
      {
        name: '1024x1536 (Portrait)',
        value: '1024x1536',
      },
      {
        name: '1536x1024 (Landscape)',
        value: '1536x1024',
      },
      {
        name: 'Auto',
        value: 'auto',
      },
    ],
  },
  {
    displayName: 'Quality',
    name: 'quality',
    type: 'options',
    default: 'auto',
    displayOptions: {
      show: {
        '/model': ['gpt-image-1'],
        operation: ['edit'],
        resource: ['image'],
      },
    },
    options: [
      {
        name: 'Auto',
        value: 'auto',
      },
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
      {
        name: 'Standard',
        value: 'standard',
      },
    ],
  },
  {
    displayName: 'Response Format',
    name: 'responseFormat',
    type: 'options',
    default: 'url',
    displayOptions: {
      show: {
        '/model': ['dall-e-2'],
        operation: ['edit'],
        resource: ['image'],
      },
    },
    options: [
      {
        name: 'URL',
        value: 'url',
      },
      {
        name: 'Base64 JSON',
        value: 'b64_json',
      },
    ],
  },
  {
    displayName: 'Output Format',
    name: 'outputFormat',
    type: 'options',
    default: 'png',
    displayOptions: {
      show: {
        '/model': ['gpt-image-1'],
        operation: ['edit'],
        resource: ['image'],
      },
    },
    options: [
      {
        name: 'PNG',
        value: 'png',
      },
      {
        name: 'JPEG',
        value: 'jpeg',
      },
      {
        name: 'WebP',
        value: 'webp',
      },
    ],
  },
  {
    displayName: 'Output Compression',
    name: 'outputCompression',
    type: 'number',
    default: 100,
    displayOptions: {
      show: {
        '/model': ['gpt-image-1'],
        outputFormat: ['webp', 'jpeg'],
        operation: ['edit'],
        resource: ['image'],
      },
    },
    typeOptions: {
      minValue: 0,
      maxValue: 100,
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['edit'],
        resource: ['image'],
      },
    },
    options: [
      {
        displayName: 'User',
        name: 'user',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Background',
        name: 'background',
        type: 'options',
        default: 'auto',
        displayOptions: {
          show: {
            '/model': ['gpt-image-1'],
          },
        },
        options: [
          {
            name: 'Auto',
            value: 'auto',
          },
          {
            name: 'Transparent',
            value: 'transparent',
          },
          {
            name: 'Opaque',
            value: 'opaque',
          },
        ],
      },
      {
        displayName: 'Input Fidelity',
        name: 'inputFidelity',
        type: 'options',
        default: 'low',
        displayOptions: {
          show: {
            '/model': ['gpt-image-1'],
          },
        },
        options: [
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
        displayName: 'Image Mask',
        name: 'imageMask',
        type: 'string',
        default: 'data',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'response',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['text'],
      },
    },
    options: [
      {
        name: 'Message a Model',
        value: 'response',
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
        '@version': [
          {
            _cnd: {
              lt: 2.1,
            },
          },
        ],
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
        operation: ['response'],
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
    name: 'responses',
    type: 'fixedCollection',
    default: {
      values: [
        {
          type: 'text',
        },
      ],
    },
    displayOptions: {
      show: {
        operation: ['response'],
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
            displayName: 'Type',
            name: 'type',
            type: 'options',
            default: 'text',
            options: [
              {
                name: 'Text',
                value: 'text',
              },
              {
                name: 'Image',
                value: 'image',
              },
              {
                name: 'File',
                value: 'file',
              },
            ],
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
          {
            displayName: 'Prompt',
            name: 'content',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                type: ['text'],
              },
            },
            typeOptions: {
              rows: 2,
            },
          },
          {
            displayName: 'Image Type',
            name: 'imageType',
            type: 'options',
            default: 'url',
            displayOptions: {
              show: {
                type: ['image'],
              },
            },
            options: [
              {
                name: 'Image URL',
                value: 'url',
              },
              {
                name: 'File ID',
                value: 'fileId',
              },
              {
                name: 'File Data',
                value: 'base64',
              },
            ],
          },
          {
            displayName: 'Image URL',
            name: 'imageUrl',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                type: ['image'],
                imageType: ['url'],
              },
            },
          },
          {
            displayName: 'Image Data',
            name: 'binaryPropertyName',
            type: 'string',
            default: 'data',
            displayOptions: {
              show: {
                type: ['image'],
                imageType: ['base64'],
              },
            },
          },
          {
            displayName: 'File ID',
            name: 'fileId',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                type: ['image'],
                imageType: ['fileId'],
              },
            },
          },
          {
            displayName: 'Detail',
            name: 'imageDetail',
            type: 'options',
            default: 'auto',
            displayOptions: {
              show: {
                type: ['image'],
              },
            },
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
            displayName: 'File Type',
            name: 'fileType',
            type: 'options',
            default: 'url',
            displayOptions: {
              show: {
                type: ['file'],
              },
            },
            options: [
              {
                name: 'File URL',
                value: 'url',
              },
              {
                name: 'File ID',
                value: 'fileId',
              },
              {
                name: 'File Data',
                value: 'base64',
              },
            ],
          },
          {
            displayName: 'File URL',
            name: 'fileUrl',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                type: ['file'],
                fileType: ['url'],
              },
            },
          },
          {
            displayName: 'File ID',
            name: 'fileId',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                type: ['file'],
                fileType: ['fileId'],
              },
            },
          },
          {
            displayName: 'File Data',
            name: 'binaryPropertyName',
            type: 'string',
            default: 'data',
            displayOptions: {
              show: {
                type: ['file'],
                fileType: ['base64'],
              },
            },
          },
          {
            displayName: 'File Name',
            name: 'fileName',
            type: 'string',
            default: '',
            required: true,
            displayOptions: {
              show: {
                type: ['file'],
                fileType: ['base64'],
              },
            },
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
        operation: ['response'],
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
        operation: ['response'],
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
        operation: ['response'],
        resource: ['text'],
      },
    },
  },
  {
    displayName: 'Built-in Tools',
    name: 'builtInTools',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['response'],
        resource: ['text'],
      },
    },
    options: [
      {
        displayName: 'Web Search',
        name: 'webSearch',
        type: 'collection',
        default: {
          searchContextSize: 'medium',
        },
        options: [
          {
            displayName: 'Search Context Size',
            name: 'searchContextSize',
            type: 'options',
            default: 'medium',
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
            displayName: 'Web Search Allowed Domains',
            name: 'allowedDomains',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Country',
            name: 'country',
            type: 'string',
            default: '',
          },
          {
            displayName: 'City',
            name: 'city',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Region',
            name: 'region',
            type: 'string',
            default: '',
          },
        ],
      },
      {
        displayName: 'File Search',
        name: 'fileSearch',
        type: 'collection',
        default: {
          vectorStoreIds: '[]',
        },
        options: [
          {
            displayName: 'Vector Store IDs',
            name: 'vectorStoreIds',
            type: 'json',
            default: '[]',
            required: true,
          },
          {
            displayName: 'Filters',
            name: 'filters',
            type: 'json',
            default: '{}',
          },
          {
            displayName: 'Max Results',
            name: 'maxResults',
            type: 'number',
            default: 1,
            typeOptions: {
              minValue: 1,
              maxValue: 50,
            },
          },
        ],
      },
      {
        displayName: 'Code Interpreter',
        name: 'codeInterpreter',
        type: 'boolean',
        default: true,
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
        operation: ['response'],
        resource: ['text'],
      },
    },
    options: [
      {
        displayName: 'Conversation ID',
        name: 'conversationId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Include Additional Data',
        name: 'include',
        type: 'multiOptions',
        default: [],
        options: [
          {
            name: 'Code Interpreter Call Outputs',
            value: 'code_interpreter_call.outputs',
          },
          {
            name: 'Computer Call Output Image URL',
            value: 'computer_call_output.output.image_url',
          },
          {
            name: 'File Search Call Results',
            value: 'file_search_call.results',
          },
          {
            name: 'Message Input Image URL',
            value: 'message.input_image.image_url',
          },
          {
            name: 'Message Output Text Logprobs',
            value: 'message.output_text.logprobs',
          },
          {
            name: 'Reasoning Encrypted Content',
            value: 'reasoning.encrypted_content',
          },
          {
            name: 'Web Search Tool Call Sources',
            value: 'web_search_call.action.sources',
          },
        ],
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
        displayName: 'Maximum Number of Tokens',
        name: 'maxTokens',
        type: 'number',
        default: 16,
        typeOptions: {
          maxValue: 32768,
        },
      },
      {
        displayName: 'Max Tool Calls Iterations',
        name: 'maxToolsIterations',
        type: 'number',
        default: 15,
      },
      {
        displayName: 'Max Built-in Tool Calls',
        name: 'maxToolCalls',
        type: 'number',
        default: 15,
      },
      {
        displayName: 'Metadata',
        name: 'metadata',
        type: 'json',
        default: '{}',
      },
      {
        displayName: 'Parallel Tool Calls',
        name: 'parallelToolCalls',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Previous Response ID',
        name: 'previousResponseId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Prompt',
        name: 'promptConfig',
        type: 'fixedCollection',
        default: {
          promptOptions: [
            {
              promptId: '',
            },
          ],
        },
        options: [
          {
            displayName: 'Prompt',
            name: 'promptOptions',
            values: [
              {
                displayName: 'Prompt ID',
                name: 'promptId',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Version',
                name: 'version',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Variables',
                name: 'variables',
                type: 'json',
                default: '{}',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Prompt Cache Key',
        name: 'promptCacheKey',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Reasoning',
        name: 'reasoning',
        type: 'fixedCollection',
        default: {
          reasoningOptions: [
            {
              effort: 'medium',
              summary: 'none',
            },
          ],
        },
        options: [
          {
            displayName: 'Reasoning',
            name: 'reasoningOptions',
            values: [
              {
                displayName: 'Effort',
                name: 'effort',
                type: 'options',
                default: 'medium',
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
                displayName: 'Summary',
                name: 'summary',
                type: 'options',
                default: 'auto',
                options: [
                  {
                    name: 'None',
                    value: 'none',
                  },
                  {
                    name: 'Auto',
                    value: 'auto',
                  },
                  {
                    name: 'Concise',
                    value: 'concise',
                  },
                  {
                    name: 'Detailed',
                    value: 'detailed',
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        displayName: 'Safety Identifier',
        name: 'safetyIdentifier',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Service Tier',
        name: 'serviceTier',
        type: 'options',
        default: 'auto',
        options: [
          {
            name: 'Auto',
            value: 'auto',
          },
          {
            name: 'Flex',
            value: 'flex',
          },
          {
            name: 'Default',
            value: 'default',
          },
          {
            name: 'Priority',
            value: 'priority',
          },
        ],
      },
      {
        displayName: 'Store',
        name: 'store',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Output Format',
        name: 'textFormat',
        type: 'fixedCollection',
        default: {
          textOptions: [
            {
              type: 'text',
            },
          ],
        },
        options: [
          {
            displayName: 'Text',
            name: 'textOptions',
            values: [
              {
                displayName: 'Type',
                name: 'type',
                type: 'options',
                default: '',
                options: [
                  {
                    name: 'Text',
                    value: 'text',
                  },
                  {
                    name: 'JSON Schema (recommended)',
                    value: 'json_schema',
                  },
                  {
                    name: 'JSON Object',
                    value: 'json_object',
                  },
                ],
              },
              {
                displayName: 'Verbosity',
                name: 'verbosity',
                type: 'options',
                default: 'medium',
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
                displayName: 'Name',
                name: 'name',
                type: 'string',
                default: 'my_schema',
                displayOptions: {
                  show: {
                    type: ['json_schema'],
                  },
                },
              },
              {
                displayName: 'All properties in the schema must be set to "required", when using "strict" mode.',
                name: 'requiredNotice',
                type: 'notice',
                default: '',
                displayOptions: {
                  show: {
                    strict: [true],
                  },
                },
              },
              {
                displayName: 'Schema',
                name: 'schema',
                type: 'json',
                default:
                  '{\n  "type": "object",\n  "properties": {\n    "message": {\n      "type": "string"\n    }\n  },\n  "additionalProperties": false,\n  "required": ["message"]\n}',
                displayOptions: {
                  show: {
                    type: ['json_schema'],
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
                    type: ['json_schema'],
                  },
                },
              },
              {
                displayName: 'Strict',
                name: 'strict',
                type: 'boolean',
                default: false,
                displayOptions: {
                  show: {
                    type: ['json_schema'],
                  },
                },
              },
            ],
          },
        ],
      },
      {
        displayName: 'Top Logprobs',
        name: 'topLogprobs',
        type: 'number',
        default: 0,
        typeOptions: {
          minValue: 0,
          maxValue: 20,
        },
      },
      {
        displayName: 'Output Randomness (Temperature)',
        name: 'temperature',
        type: 'number',
        default: 1,
        typeOptions: {
          minValue: 0,
          maxValue: 2,
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
        displayName: 'Truncation',
        name: 'truncation',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Background Mode',
        name: 'backgroundMode',
        type: 'fixedCollection',
        default: {
          values: [
            {
              backgroundMode: true,
            },
          ],
        },
        options: [
          {
            displayName: 'Bakground',
            name: 'values',
            values: [
              {
                displayName: 'Background Mode',
                name: 'enabled',
                type: 'boolean',
                default: false,
              },
              {
                displayName: 'Timeout',
                name: 'timeout',
                type: 'number',
                default: 300,
                typeOptions: {
                  minValue: 0,
                  maxValue: 3600,
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'create',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['conversation'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
      },
      {
        name: 'Get',
        value: 'get',
      },
      {
        name: 'Remove',
        value: 'remove',
      },
      {
        name: 'Update',
        value: 'update',
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
          type: 'text',
        },
      ],
    },
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['conversation'],
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
          {
            displayName: 'Prompt',
            name: 'content',
            type: 'string',
            default: '',
            displayOptions: {},
            typeOptions: {
              rows: 2,
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
        operation: ['create'],
        resource: ['conversation'],
      },
    },
    options: [
      {
        displayName: 'Metadata',
        name: 'metadata',
        type: 'json',
        default: '{}',
      },
    ],
  },
  {
    displayName: 'Conversation ID',
    name: 'conversationId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['remove'],
        resource: ['conversation'],
      },
    },
  },
  {
    displayName: 'Conversation ID',
    name: 'conversationId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['conversation'],
      },
    },
  },
  {
    displayName: 'Metadata',
    name: 'metadata',
    type: 'json',
    default: '{}',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['conversation'],
      },
    },
  },
  {
    displayName: 'Conversation ID',
    name: 'conversationId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['conversation'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'generate',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['video'],
      },
    },
    options: [
      {
        name: 'Generate',
        value: 'generate',
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
        operation: ['generate'],
        resource: ['video'],
      },
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'videoModelSearch',
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
    displayName: 'Prompt',
    name: 'prompt',
    type: 'string',
    default: 'A video of a cat playing with a ball',
    required: true,
    displayOptions: {
      show: {
        operation: ['generate'],
        resource: ['video'],
      },
    },
    typeOptions: {
      rows: 2,
    },
  },
  {
    displayName: 'Seconds',
    name: 'seconds',
    type: 'number',
    default: 4,
    required: true,
    displayOptions: {
      show: {
        operation: ['generate'],
        resource: ['video'],
      },
    },
  },
  {
    displayName: 'Size',
    name: 'size',
    type: 'options',
    default: '1280x720',
    displayOptions: {
      show: {
        operation: ['generate'],
        resource: ['video'],
      },
    },
    options: [
      {
        name: '720x1280',
        value: '720x1280',
      },
      {
        name: '1280x720',
        value: '1280x720',
      },
      {
        name: '1024x1792',
        value: '1024x1792',
      },
      {
        name: '1792x1024',
        value: '1792x1024',
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
        resource: ['video'],
      },
    },
    options: [
      {
        displayName: 'Reference',
        name: 'binaryPropertyNameReference',
        type: 'string',
        default: 'data',
      },
      {
        displayName: 'Wait Timeout',
        name: 'waitTime',
        type: 'number',
        default: 300,
        typeOptions: {
          minValue: 5,
          maxValue: 7200,
        },
      },
      {
        displayName: 'Output Field Name',
        name: 'fileName',
        type: 'string',
        default: 'data',
      },
    ],
  },
] as unknown as NodeProperty[];
