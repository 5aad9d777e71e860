/**
 * Bannerbear's parameters (n8n's `n8n-nodes-base.bannerbear` 1). Names, types, defaults, options,
 * display rules and type options are n8n 1.123's, so workflows saved by n8n's editor mean the same
 * here; descriptions are Weft's own.
 */
import type { NodeProperty } from '@weft/workflow';

const imageCreate = { show: { resource: ['image'], operation: ['create'] } };

/** Every parameter of Bannerbear 1, in n8n's order. */
export const bannerbearProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Image', value: 'image' },
      { name: 'Template', value: 'template' },
    ],
    default: 'image',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['image'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Render an image from a template', action: 'Create an image' },
      { name: 'Get', value: 'get', description: 'Read an image', action: 'Get an image' },
    ],
    default: 'create',
  },
  {
    displayName: 'Template Name or ID',
    name: 'templateId',
    type: 'options',
    typeOptions: { loadOptionsMethod: 'getTemplates' },
    required: true,
    default: '',
    displayOptions: imageCreate,
    description: 'The template to render: pick one from the list, or give its ID with an expression',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: imageCreate,
    default: {},
    options: [
      {
        displayName: 'Metadata',
        name: 'metadata',
        type: 'string',
        default: '',
        description: 'Anything to keep with the image, such as the ID of a record of yours',
      },
      {
        displayName: 'Wait for Image',
        name: 'waitForImage',
        type: 'boolean',
        default: false,
        description:
          'Whether to wait until the image is rendered before answering; it is checked every two seconds, up to Wait Max Tries times, then the node fails',
      },
      {
        displayName: 'Wait Max Tries',
        name: 'waitForImageMaxTries',
        type: 'number',
        typeOptions: { minValue: 1, maxValue: 10 },
        displayOptions: { show: { waitForImage: [true] } },
        default: 3,
        description: 'How many times to check whether the image is rendered',
      },
      {
        displayName: 'Webhook URL',
        name: 'webhookUrl',
        type: 'string',
        default: '',
        description: 'A URL Bannerbear posts the image to once it is rendered',
      },
    ],
  },
  {
    displayName: 'Modifications',
    name: 'modificationsUi',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    placeholder: 'Add Modification',
    displayOptions: imageCreate,
    default: {},
    options: [
      {
        displayName: 'Modification',
        name: 'modificationsValues',
        values: [
          {
            displayName: 'Name or ID',
            name: 'name',
            type: 'options',
            typeOptions: { loadOptionsMethod: 'getModificationNames', loadOptionsDependsOn: ['templateId'] },
            default: '',
            description: 'The layer of the template to change: pick one from the list, or name it with an expression',
          },
          { displayName: 'Text', name: 'text', type: 'string', default: '', description: 'The text to put in' },
          {
            displayName: 'Color',
            name: 'color',
            type: 'color',
            default: '',
            description: 'The colour of the layer (hex)',
          },
          {
            displayName: 'Background',
            name: 'background',
            type: 'color',
            default: '',
            description: 'The background colour of the text (hex)',
          },
          {
            displayName: 'Image URL',
            name: 'imageUrl',
            type: 'string',
            default: '',
            description: 'A public URL of the image to put in',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Image ID',
    name: 'imageId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: { show: { resource: ['image'], operation: ['get'] } },
    description: 'The unique ID of the image',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['template'] } },
    options: [
      { name: 'Get', value: 'get', description: 'Read a template', action: 'Get a template' },
      { name: 'Get Many', value: 'getAll', description: 'List the templates', action: 'Get many templates' },
    ],
    default: 'get',
  },
  {
    displayName: 'Template ID',
    name: 'templateId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: { show: { resource: ['template'], operation: ['get'] } },
    description: 'The unique ID of the template',
  },
];
