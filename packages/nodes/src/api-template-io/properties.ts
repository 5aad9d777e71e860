/**
 * APITemplate.io's parameters (n8n's `n8n-nodes-base.apiTemplateIo` 1). Names, types, defaults,
 * options, display rules and type options are n8n 1.123's, so workflows saved by n8n's editor mean
 * the same here; descriptions are Weft's own.
 */
import type { NodeProperty } from '@weft/workflow';

const createOf = (resource: string[]) => ({ show: { resource, operation: ['create'] } });

/** A key/value pair of a template field (an override of an image, a property of a PDF). */
const keyValue: NodeProperty[] = [
  { displayName: 'Key', name: 'key', type: 'string', default: '', description: 'The name of the field' },
  { displayName: 'Value', name: 'value', type: 'string', default: '', description: 'The value to give it' },
];

/** Every parameter of APITemplate.io 1, in n8n's order. */
export const apiTemplateIoProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Account', value: 'account' },
      { name: 'Image', value: 'image' },
      { name: 'PDF', value: 'pdf' },
    ],
    default: 'image',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'create',
    required: true,
    options: [{ name: 'Create', value: 'create', action: 'Create an image' }],
    displayOptions: { show: { resource: ['image'] } },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'create',
    required: true,
    options: [{ name: 'Create', value: 'create', action: 'Create a PDF' }],
    displayOptions: { show: { resource: ['pdf'] } },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'get',
    required: true,
    options: [{ name: 'Get', value: 'get', action: 'Get the account' }],
    displayOptions: { show: { resource: ['account'] } },
  },
  {
    displayName: 'Template Name or ID',
    name: 'imageTemplateId',
    type: 'options',
    required: true,
    default: '',
    description: 'The image template to render: pick one from the list, or give its ID with an expression',
    typeOptions: { loadOptionsMethod: 'getImageTemplates' },
    displayOptions: createOf(['image']),
  },
  {
    displayName: 'Template Name or ID',
    name: 'pdfTemplateId',
    type: 'options',
    required: true,
    default: '',
    description: 'The PDF template to render: pick one from the list, or give its ID with an expression',
    typeOptions: { loadOptionsMethod: 'getPdfTemplates' },
    displayOptions: createOf(['pdf']),
  },
  {
    displayName: 'JSON Parameters',
    name: 'jsonParameters',
    type: 'boolean',
    default: false,
    displayOptions: createOf(['pdf', 'image']),
  },
  {
    displayName: 'Download',
    name: 'download',
    type: 'boolean',
    default: false,
    displayOptions: createOf(['pdf', 'image']),
    description: 'Whether to download the rendered file into a binary field',
  },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryProperty',
    type: 'string',
    required: true,
    default: 'data',
    hint: 'The binary field the file goes to',
    displayOptions: { show: { resource: ['pdf', 'image'], operation: ['create'], download: [true] } },
  },
  {
    displayName: 'Overrides (JSON)',
    name: 'overridesJson',
    type: 'json',
    default: '',
    displayOptions: { show: { resource: ['image'], operation: ['create'], jsonParameters: [true] } },
    placeholder: '[ {"name": "text_1", "text": "hello world"} ]',
  },
  {
    displayName: 'Properties (JSON)',
    name: 'propertiesJson',
    type: 'json',
    default: '',
    displayOptions: { show: { resource: ['pdf'], operation: ['create'], jsonParameters: [true] } },
    placeholder: '{ "name": "text_1" }',
  },
  {
    displayName: 'Overrides',
    name: 'overridesUi',
    placeholder: 'Add Override',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    displayOptions: { show: { resource: ['image'], operation: ['create'], jsonParameters: [false] } },
    default: {},
    options: [
      {
        name: 'overrideValues',
        displayName: 'Override',
        values: [
          {
            displayName: 'Properties',
            name: 'propertiesUi',
            placeholder: 'Add Property',
            type: 'fixedCollection',
            typeOptions: { multipleValues: true },
            default: {},
            options: [{ name: 'propertyValues', displayName: 'Property', values: keyValue }],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Properties',
    name: 'propertiesUi',
    placeholder: 'Add Property',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    displayOptions: { show: { resource: ['pdf'], operation: ['create'], jsonParameters: [false] } },
    options: [{ name: 'propertyValues', displayName: 'Property', values: keyValue }],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: { show: { operation: ['create'], resource: ['pdf', 'image'], download: [true] } },
    default: {},
    options: [
      {
        displayName: 'File Name',
        name: 'fileName',
        type: 'string',
        default: '',
        description: 'The name to give the downloaded file, with its extension (report.pdf)',
      },
    ],
  },
];
