/**
 * LinkedIn 1's parameters (n8n's `n8n-nodes-base.linkedIn`): posts as a person or an
 * organization, with an article or an uploaded image. Names, types, defaults, options and display
 * rules are n8n 1.123's; descriptions are left out.
 */
import type { NodeProperty } from '@weft/workflow';

export const linkedInProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      { name: 'Standard', value: 'standard' },
      { name: 'Community Management', value: 'communityManagement' },
    ],
    default: 'standard',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [{ name: 'Post', value: 'post' }],
    default: 'post',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['post'] } },
    options: [{ name: 'Create', value: 'create' }],
    default: 'create',
  },
  {
    displayName: 'Post As',
    name: 'postAs',
    type: 'options',
    default: 'person',
    options: [
      { name: 'Person', value: 'person' },
      { name: 'Organization', value: 'organization' },
    ],
  },
  {
    displayName: 'Person Name or ID',
    name: 'person',
    type: 'options',
    typeOptions: { loadOptionsMethod: 'getPersonUrn' },
    default: '',
    required: true,
    displayOptions: { show: { operation: ['create'], postAs: ['person'], resource: ['post'] } },
  },
  {
    displayName: 'Organization URN',
    name: 'organization',
    type: 'string',
    default: '',
    displayOptions: { show: { operation: ['create'], postAs: ['organization'], resource: ['post'] } },
  },
  {
    displayName: 'Text',
    name: 'text',
    type: 'string',
    default: '',
    displayOptions: { show: { operation: ['create'], resource: ['post'] } },
  },
  {
    displayName: 'Media Category',
    name: 'shareMediaCategory',
    type: 'options',
    default: 'NONE',
    options: [
      { name: 'None', value: 'NONE' },
      { name: 'Article', value: 'ARTICLE' },
      { name: 'Image', value: 'IMAGE' },
    ],
    displayOptions: { show: { operation: ['create'], resource: ['post'] } },
  },
  {
    displayName: 'Input Binary Field',
    displayOptions: { show: { operation: ['create'], resource: ['post'], shareMediaCategory: ['IMAGE'] } },
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: { show: { operation: ['create'], resource: ['post'] } },
    options: [
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
        displayOptions: { show: { '/shareMediaCategory': ['ARTICLE'] } },
      },
      {
        displayName: 'Original URL',
        name: 'originalUrl',
        type: 'string',
        default: '',
        displayOptions: { show: { '/shareMediaCategory': ['ARTICLE'] } },
      },
      {
        displayName: 'Input Binary Field',
        name: 'thumbnailBinaryPropertyName',
        type: 'string',
        default: 'data',
        displayOptions: { show: { '/shareMediaCategory': ['ARTICLE'] } },
      },
      {
        displayName: 'Title',
        name: 'title',
        type: 'string',
        default: '',
        displayOptions: { show: { '/shareMediaCategory': ['ARTICLE', 'IMAGE'] } },
      },
      {
        displayName: 'Visibility',
        name: 'visibility',
        type: 'options',
        default: 'PUBLIC',
        displayOptions: { show: { '/postAs': ['person'] } },
        options: [
          { name: 'Connections', value: 'CONNECTIONS' },
          { name: 'Public', value: 'PUBLIC' },
        ],
      },
    ],
  },
];
