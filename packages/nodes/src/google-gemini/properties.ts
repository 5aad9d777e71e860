import type { NodeProperty } from '@weft/workflow';

/**
 * The parameters of the Google Gemini node 1: n8n's names, types, defaults, choices and display
 * rules, so that exported workflows read the same values (generated from n8n 1.123's node list, facts only).
 */
export const googleGeminiProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    default: 'text',
    noDataExpression: true,
    options: [
      {
        name: 'Audio',
        value: 'audio',
      },
      {
        name: 'Document',
        value: 'document',
      },
      {
        name: 'File',
        value: 'file',
      },
      {
        name: 'Image',
        value: 'image',
      },
      {
        name: 'Text',
        value: 'text',
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
    default: 'transcribe',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['audio'],
      },
    },
    options: [
      {
        name: 'Analyze Audio',
        value: 'analyze',
      },
      {
        name: 'Transcribe a Recording',
        value: 'transcribe',
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
        resource: ['audio'],
      },
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'audioModelSearch',
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
    default: "What's in this audio?",
    displayOptions: {
      show: {
        operation: ['analyze'],
        resource: ['audio'],
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
        resource: ['audio'],
      },
    },
    options: [
      {
        name: 'Audio URL(s)',
        value: 'url',
      },
      {
        name: 'Binary File(s)',
        value: 'binary',
      },
    ],
  },
  {
    displayName: 'URL(s)',
    name: 'audioUrls',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        inputType: ['url'],
        operation: ['analyze'],
        resource: ['audio'],
      },
    },
  },
  {
    displayName: 'Input Data Field Name(s)',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        inputType: ['binary'],
        operation: ['analyze'],
        resource: ['audio'],
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
        operation: ['analyze'],
        resource: ['audio'],
      },
    },
    options: [
      {
        displayName: 'Length of Description (Max Tokens)',
        name: 'maxOutputTokens',
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
    name: 'modelId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['transcribe'],
        resource: ['audio'],
      },
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'audioModelSearch',
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
    displayName: 'Input Type',
    name: 'inputType',
    type: 'options',
    default: 'url',
    displayOptions: {
      show: {
        operation: ['transcribe'],
        resource: ['audio'],
      },
    },
    options: [
      {
        name: 'Audio URL(s)',
        value: 'url',
      },
      {
        name: 'Binary File(s)',
        value: 'binary',
      },
    ],
  },
  {
    displayName: 'URL(s)',
    name: 'audioUrls',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        inputType: ['url'],
        operation: ['transcribe'],
        resource: ['audio'],
      },
    },
  },
  {
    displayName: 'Input Data Field Name(s)',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        inputType: ['binary'],
        operation: ['transcribe'],
        resource: ['audio'],
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
        displayName: 'Start Time',
        name: 'startTime',
        type: 'string',
        default: '',
      },
      {
        displayName: 'End Time',
        name: 'endTime',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'analyze',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['document'],
      },
    },
    options: [
      {
        name: 'Analyze Document',
        value: 'analyze',
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
        resource: ['document'],
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
    displayName: 'Text Input',
    name: 'text',
    type: 'string',
    default: "What's in this document?",
    displayOptions: {
      show: {
        operation: ['analyze'],
        resource: ['document'],
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
        resource: ['document'],
      },
    },
    options: [
      {
        name: 'Document URL(s)',
        value: 'url',
      },
      {
        name: 'Binary File(s)',
        value: 'binary',
      },
    ],
  },
  {
    displayName: 'URL(s)',
    name: 'documentUrls',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        inputType: ['url'],
        operation: ['analyze'],
        resource: ['document'],
      },
    },
  },
  {
    displayName: 'Input Data Field Name(s)',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        inputType: ['binary'],
        operation: ['analyze'],
        resource: ['document'],
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
        resource: ['document'],
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
        resource: ['document'],
      },
    },
    options: [
      {
        displayName: 'Length of Description (Max Tokens)',
        name: 'maxOutputTokens',
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
    default: 'upload',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['file'],
      },
    },
    options: [
      {
        name: 'Upload File',
        value: 'upload',
      },
    ],
  },
  {
    displayName: 'Input Type',
    name: 'inputType',
    type: 'options',
    default: 'url',
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['file'],
      },
    },
    options: [
      {
        name: 'File URL',
        value: 'url',
      },
      {
        name: 'Binary File',
        value: 'binary',
      },
    ],
  },
  {
    displayName: 'URL',
    name: 'fileUrl',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        inputType: ['url'],
        operation: ['upload'],
        resource: ['file'],
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
        inputType: ['binary'],
        operation: ['upload'],
        resource: ['file'],
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
        value: 'binary',
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
    displayName: 'Input Data Field Name(s)',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        inputType: ['binary'],
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
        displayName: 'Length of Description (Max Tokens)',
        name: 'maxOutputTokens',
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
    name: 'modelId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['edit'],
        resource: ['image'],
      },
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'imageEditModelSearch',
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
    default: '',
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
        displayName: 'Put Output in Field',
        name: 'binaryPropertyOutput',
        type: 'string',
        default: 'edited',
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
        resource: ['image'],
      },
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'imageGenerationModelSearch',
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
        name: 'sampleCount',
        type: 'number',
        default: 1,
        typeOptions: {
          minValue: 1,
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
                name: 'Model',
                value: 'model',
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
        displayName: 'System Message',
        name: 'systemMessage',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Code Execution',
        name: 'codeExecution',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Frequency Penalty',
        name: 'frequencyPenalty',
        type: 'number',
        default: 0,
        typeOptions: {
          minValue: -2,
          maxValue: 2,
          numberPrecision: 1,
        },
      },
      {
        displayName: 'Maximum Number of Tokens',
        name: 'maxOutputTokens',
        type: 'number',
        default: 16,
        typeOptions: {
          minValue: 1,
          numberPrecision: 0,
        },
      },
      {
        displayName: 'Number of Completions',
        name: 'candidateCount',
        type: 'number',
        default: 1,
        typeOptions: {
          minValue: 1,
          maxValue: 8,
          numberPrecision: 0,
        },
      },
      {
        displayName: 'Presence Penalty',
        name: 'presencePenalty',
        type: 'number',
        default: 0,
        typeOptions: {
          minValue: -2,
          maxValue: 2,
          numberPrecision: 1,
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
          minValue: 0,
          maxValue: 1,
          numberPrecision: 1,
        },
      },
      {
        displayName: 'Output Randomness (Top K)',
        name: 'topK',
        type: 'number',
        default: 1,
        typeOptions: {
          minValue: 1,
          numberPrecision: 0,
        },
      },
      {
        displayName: 'Thinking Budget',
        name: 'thinkingBudget',
        type: 'number',
        typeOptions: {
          minValue: -1,
          numberPrecision: 0,
        },
      },
      {
        displayName: 'Max Tool Calls Iterations',
        name: 'maxToolsIterations',
        type: 'number',
        default: 15,
        typeOptions: {
          minValue: 0,
          numberPrecision: 0,
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
        resource: ['video'],
      },
    },
    options: [
      {
        name: 'Analyze Video',
        value: 'analyze',
      },
      {
        name: 'Generate a Video',
        value: 'generate',
      },
      {
        name: 'Download Video',
        value: 'download',
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
        resource: ['video'],
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
    displayName: 'Text Input',
    name: 'text',
    type: 'string',
    default: "What's in this video?",
    displayOptions: {
      show: {
        operation: ['analyze'],
        resource: ['video'],
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
        resource: ['video'],
      },
    },
    options: [
      {
        name: 'Video URL(s)',
        value: 'url',
      },
      {
        name: 'Binary File(s)',
        value: 'binary',
      },
    ],
  },
  {
    displayName: 'URL(s)',
    name: 'videoUrls',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        inputType: ['url'],
        operation: ['analyze'],
        resource: ['video'],
      },
    },
  },
  {
    displayName: 'Input Data Field Name(s)',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        inputType: ['binary'],
        operation: ['analyze'],
        resource: ['video'],
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
        resource: ['video'],
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
        resource: ['video'],
      },
    },
    options: [
      {
        displayName: 'Length of Description (Max Tokens)',
        name: 'maxOutputTokens',
        type: 'number',
        default: 300,
        typeOptions: {
          minValue: 1,
        },
      },
    ],
  },
  {
    displayName: 'URL',
    name: 'url',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['download'],
        resource: ['video'],
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
        operation: ['download'],
        resource: ['video'],
      },
    },
    options: [
      {
        displayName: 'Put Output in Field',
        name: 'binaryPropertyOutput',
        type: 'string',
        default: 'data',
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
          searchListMethod: 'videoGenerationModelSearch',
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
    default: '',
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
    displayName: 'Return As',
    name: 'returnAs',
    type: 'options',
    default: 'video',
    displayOptions: {
      show: {
        operation: ['generate'],
        resource: ['video'],
      },
    },
    options: [
      {
        name: 'Video',
        value: 'video',
      },
      {
        name: 'URL',
        value: 'url',
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
        displayName: 'Number of Videos',
        name: 'sampleCount',
        type: 'number',
        default: 1,
        typeOptions: {
          minValue: 1,
          maxValue: 4,
        },
      },
      {
        displayName: 'Duration (Seconds)',
        name: 'durationSeconds',
        type: 'number',
        default: 8,
        typeOptions: {
          minValue: 5,
          maxValue: 8,
        },
      },
      {
        displayName: 'Aspect Ratio',
        name: 'aspectRatio',
        type: 'options',
        default: '16:9',
        options: [
          {
            name: 'Widescreen (16:9)',
            value: '16:9',
          },
          {
            name: 'Portrait (9:16)',
            value: '9:16',
          },
        ],
      },
      {
        displayName: 'Person Generation',
        name: 'personGeneration',
        type: 'options',
        default: 'dont_allow',
        options: [
          {
            name: "Don't Allow",
            value: 'dont_allow',
          },
          {
            name: 'Allow Adult',
            value: 'allow_adult',
          },
          {
            name: 'Allow All',
            value: 'allow_all',
          },
        ],
      },
      {
        displayName: 'Put Output in Field',
        name: 'binaryPropertyOutput',
        type: 'string',
        default: 'data',
      },
    ],
  },
] as unknown as NodeProperty[];
