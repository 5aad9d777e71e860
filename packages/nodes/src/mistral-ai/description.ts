import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const show = (extra: Record<string, unknown[]> = {}) => ({
  show: { ...extra, resource: ['document'], operation: ['extractText'] },
});

/** The Extract Text operation's parameters, in n8n's order. */
const extractText: NodeProperty[] = [
  {
    displayName: 'Model',
    name: 'model',
    type: 'options',
    options: [{ name: 'mistral-ocr-latest', value: 'mistral-ocr-latest' }],
    description: 'The OCR model that reads the document',
    required: true,
    default: 'mistral-ocr-latest',
    displayOptions: show(),
  },
  {
    displayName: 'Document Type',
    name: 'documentType',
    type: 'options',
    options: [
      { name: 'Document', value: 'document_url' },
      { name: 'Image', value: 'image_url' },
    ],
    description: 'Whether the input is a document (PDF…) or an image',
    required: true,
    default: 'document_url',
    displayOptions: show(),
  },
  {
    displayName: 'Input Type',
    name: 'inputType',
    type: 'options',
    options: [
      { name: 'Binary Data', value: 'binary' },
      { name: 'URL', value: 'url' },
    ],
    description: 'Where the document comes from (batch processing always reads binary data)',
    required: true,
    default: 'binary',
    displayOptions: show(),
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryProperty',
    type: 'string',
    description: 'The binary field of the input item that holds the file',
    placeholder: 'e.g. data',
    hint: 'Files may be up to 50 MB and 1,000 pages long.',
    required: true,
    default: 'data',
    displayOptions: show({ inputType: ['binary'] }),
  },
  {
    displayName: 'URL',
    name: 'url',
    type: 'string',
    description: 'The address of the document or image',
    placeholder: 'e.g. https://example.com/document.pdf',
    required: true,
    default: '',
    displayOptions: show({ inputType: ['url'] }),
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    options: [
      {
        displayName: 'Enable Batch Processing',
        name: 'batch',
        type: 'boolean',
        description: "Whether all items' documents go through Mistral's batch API (cheaper, slower)",
        default: false,
      },
      {
        displayName: 'Batch Size',
        name: 'batchSize',
        type: 'number',
        description: 'The most documents in one batch file',
        default: 50,
        typeOptions: { maxValue: 2048 },
        required: true,
        displayOptions: { show: { batch: [true] } },
      },
      {
        displayName: 'Delete Files After Processing',
        name: 'deleteFiles',
        type: 'boolean',
        default: true,
        description: 'Whether the batch files are deleted from Mistral once read',
        displayOptions: { show: { batch: [true] } },
      },
    ],
    displayOptions: show(),
  },
];

/** Mistral AI 1 (n8n's `mistralAi`): document OCR. */
export const mistralAiDescription: NodeTypeDescription = {
  displayName: 'Mistral AI',
  name: 'weft.mistralAi',
  icon: 'file:mistralAi.svg',
  group: ['transform'],
  version: 1,
  subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
  description: 'Read documents and images with Mistral AI OCR',
  defaults: { name: 'Mistral AI' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'mistralCloudApi', required: true }],
  codex: { categories: ['Utility'] },
  properties: [
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: [{ name: 'Document', value: 'document' }],
      default: 'document',
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      displayOptions: { show: { resource: ['document'] } },
      options: [
        {
          name: 'Extract Text',
          value: 'extractText',
          description: 'Read the text of a document with OCR',
          action: 'Extract text',
        },
      ],
      default: 'extractText',
    },
    ...extractText,
  ],
};
