/**
 * Microsoft SharePoint 1's parameters as n8n 1.123 declares them (names, types, defaults, display
 * conditions, resource locators, the column mapper), with Weft's own texts.
 */
import type { DisplayOptions, NodeProperty } from '@weft/workflow';
import { requestOptionsProperty } from '../perplexity/request-options.js';

type Show = Record<string, string[] | boolean[]>;
const at = (resource: string, operation: string, hide?: Show, extra: Show = {}): DisplayOptions => ({
  ...(hide ? { hide } : {}),
  show: { ...extra, resource: [resource], operation: [operation] },
});

function locator(
  name: string,
  displayName: string,
  method: string,
  idExample: string,
  description: string,
  displayOptions: NodeProperty['displayOptions'],
  placeholder?: string,
): NodeProperty {
  return {
    displayName,
    name,
    default: { mode: 'list', value: '' },
    description,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: { searchListMethod: method, searchable: true },
      },
      { displayName: 'By ID', name: 'id', placeholder: idExample, type: 'string' },
    ],
    ...(placeholder ? { placeholder } : {}),
    required: true,
    type: 'resourceLocator',
    displayOptions,
  };
}

const NO_SITE = { site: [''] };
const NO_LIST = { site: [''], list: [''] };
const site = (resource: string, operation: string) =>
  locator('site', 'Site', 'getSites', 'e.g. mysite', 'The SharePoint site', at(resource, operation));
const folder = (operation: string, what: string) =>
  locator(
    'folder',
    'Parent Folder',
    'getFolders',
    'e.g. myfolder',
    `The folder ${what}`,
    at('file', operation, NO_SITE),
    '/ (Library root)',
  );
const file = (operation: string, what: string) =>
  locator(
    'file',
    'File',
    'getFiles',
    'e.g. mysite',
    `The file ${what}`,
    at('file', operation, { site: [''], folder: [''] }),
    'eg. my-file.pdf',
  );
const list = (resource: string, operation: string) =>
  locator('list', 'List', 'getLists', 'e.g. mylist', 'The list', at(resource, operation, NO_SITE));
const item = (operation: string) =>
  locator('item', 'Item', 'getItems', 'e.g. 1', 'The list item', at('item', operation, NO_LIST));
const simplify = (resource: string, operation: string): NodeProperty => ({
  displayName: 'Simplify',
  name: 'simplify',
  default: true,
  description: 'Whether to answer a few main properties instead of the whole object',
  type: 'boolean',
  displayOptions: at(resource, operation),
});
const returnAll = (resource: string): NodeProperty => ({
  displayName: 'Return All',
  name: 'returnAll',
  default: false,
  description: 'Whether to read every page instead of stopping at the limit',
  type: 'boolean',
  displayOptions: at(resource, 'getAll'),
});
const limit = (resource: string): NodeProperty =>
  ({
    displayName: 'Limit',
    name: 'limit',
    default: 50,
    description: 'The most entries to answer',
    type: 'number',
    typeOptions: { minValue: 1 },
    validateType: 'number',
    displayOptions: at(resource, 'getAll', undefined, { returnAll: [false] }),
  }) as NodeProperty;
const notice = (operation: string): NodeProperty => ({
  displayName: 'Columns of the location, managed metadata and hyperlink kinds cannot be set here',
  name: 'noticeUnsupportedFields',
  displayOptions: at('item', operation, NO_LIST),
  type: 'notice',
  default: '',
});
const columns = (operation: string, mode: string): NodeProperty => ({
  displayName: 'Columns',
  name: 'columns',
  default: { mappingMode: 'defineBelow', value: null },
  displayOptions: at('item', operation, NO_LIST),
  noDataExpression: true,
  required: true,
  type: 'resourceMapper',
  typeOptions: {
    loadOptionsDependsOn: ['site.value', 'list.value'],
    resourceMapper: {
      resourceMapperMethod: 'getMappingColumns',
      mode,
      fieldWords: { singular: 'column', plural: 'columns' },
      addAllFields: true,
      multiKeyMatch: false,
    },
  },
});

/** The parameters of Microsoft SharePoint 1. */
export const microsoftSharePointProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'File', value: 'file' },
      { name: 'Item', value: 'item' },
      { name: 'List', value: 'list' },
    ],
    default: 'file',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['file'] } },
    options: [
      { name: 'Download', value: 'download', description: 'Fetch the content of a file', action: 'Download file' },
      { name: 'Update', value: 'update', description: 'Rename a file or replace its content', action: 'Update file' },
      { name: 'Upload', value: 'upload', description: 'Put a new file in a folder', action: 'Upload file' },
    ],
    default: 'download',
  },
  site('file', 'download'),
  folder('download', 'holding the file'),
  file('download', 'to download'),
  site('file', 'update'),
  folder('update', 'holding the file'),
  file('update', 'to change'),
  {
    displayName: 'Updated File Name',
    name: 'fileName',
    default: '',
    description: 'The new name; empty keeps the current one',
    placeholder: 'e.g. My New File',
    type: 'string',
    displayOptions: at('file', 'update'),
  },
  {
    displayName: 'Change File Content',
    name: 'changeFileContent',
    default: false,
    description: 'Whether to replace the content of the file too',
    required: true,
    type: 'boolean',
    displayOptions: at('file', 'update'),
  },
  {
    displayName: 'Updated File Contents',
    name: 'fileContents',
    default: '',
    description: 'The binary property of the input item holding the new content',
    displayOptions: at('file', 'update', undefined, { changeFileContent: [true] }),
    placeholder: 'data',
    required: true,
    type: 'string',
  },
  site('file', 'upload'),
  folder('upload', 'to put the file in'),
  {
    displayName: 'File Name',
    name: 'fileName',
    default: '',
    description: 'The name the uploaded file gets',
    placeholder: 'e.g. My New File',
    required: true,
    type: 'string',
    displayOptions: at('file', 'upload'),
  },
  {
    displayName: 'File Contents',
    name: 'fileContents',
    default: '',
    description: 'The binary property of the input item holding the content to upload',
    placeholder: 'data',
    required: true,
    type: 'string',
    displayOptions: at('file', 'upload'),
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['item'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Add an item to a list', action: 'Create item in a list' },
      {
        name: 'Create or Update',
        value: 'upsert',
        description: 'Change the item a column matches, or add one',
        action: 'Create or update item in a list',
      },
      {
        name: 'Delete',
        value: 'delete',
        description: 'Remove an item from a list',
        action: 'Delete an item from a list',
      },
      { name: 'Get', value: 'get', description: 'Read one item of a list', action: 'Get an item from a list' },
      { name: 'Get Many', value: 'getAll', description: 'Read the items of a list', action: 'Get items from a list' },
      {
        name: 'Update',
        value: 'update',
        description: 'Change the item a column matches',
        action: 'Update item in a list',
      },
    ],
    default: 'getAll',
  },
  site('item', 'create'),
  list('item', 'create'),
  notice('create'),
  columns('create', 'add'),
  site('item', 'delete'),
  list('item', 'delete'),
  item('delete'),
  site('item', 'get'),
  list('item', 'get'),
  item('get'),
  simplify('item', 'get'),
  site('item', 'getAll'),
  list('item', 'getAll'),
  {
    displayName: 'Filter by Formula',
    name: 'filter',
    default: '',
    description: "An OData filter the items must pass, e.g. fields/Title eq 'Report'",
    placeholder: "e.g. fields/Title eq 'item1'",
    type: 'string',
    displayOptions: at('item', 'getAll'),
  },
  returnAll('item'),
  limit('item'),
  {
    displayName: 'Options',
    name: 'options',
    default: {},
    placeholder: 'Add option',
    type: 'collection',
    displayOptions: at('item', 'getAll'),
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        default: [],
        description: 'The properties of each item to answer',
        displayOptions: { hide: { '/simplify': [true] } },
        options: [
          { name: 'Content Type', value: 'contentType' },
          { name: 'Created At', value: 'createdDateTime' },
          { name: 'Created By', value: 'createdBy' },
          { name: 'Fields', value: 'fields' },
          { name: 'ID', value: 'id' },
          { name: 'Last Modified At', value: 'lastModifiedDateTime' },
          { name: 'Last Modified By', value: 'lastModifiedBy' },
          { name: 'Parent Reference', value: 'parentReference' },
          { name: 'Web URL', value: 'webUrl' },
        ],
        type: 'multiOptions',
      },
    ],
  },
  simplify('item', 'getAll'),
  site('item', 'update'),
  list('item', 'update'),
  notice('update'),
  columns('update', 'update'),
  site('item', 'upsert'),
  list('item', 'upsert'),
  notice('upsert'),
  columns('upsert', 'upsert'),
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['list'] } },
    options: [
      { name: 'Get', value: 'get', description: 'Read one list', action: 'Get list' },
      { name: 'Get Many', value: 'getAll', description: 'Read the lists of a site', action: 'Get lists' },
    ],
    default: 'getAll',
  },
  site('list', 'get'),
  list('list', 'get'),
  simplify('list', 'get'),
  site('list', 'getAll'),
  returnAll('list'),
  limit('list'),
  simplify('list', 'getAll'),
  requestOptionsProperty,
];
