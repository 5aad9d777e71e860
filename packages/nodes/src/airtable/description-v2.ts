/**
 * Airtable 2 and 2.1's parameters (n8n's `n8n-nodes-base.airtable` 2.x, one description): the base
 * resource (get many, get schema) and the record resource (create, upsert, delete, get, search,
 * update) with n8n's names, option values, defaults and display rules.
 */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { airtableNodeCredentials } from './description-common.js';
import { sortRules } from './description-v1.js';
import { baseLocatorV2, tableLocatorV2, viewLocator } from './locators.js';

type Show = NonNullable<NonNullable<NodeProperty['displayOptions']>['show']>;
const record = (operation: string[], extra: Show = {}): Show => ({ resource: ['record'], operation, ...extra });
const base = (operation: string[], extra: Show = {}): Show => ({ resource: ['base'], operation, ...extra });
const columnsFrom = ['base.value', 'table.value'];

/** The resource mapper of create (`getColumns`, add mode) or update/upsert (`getColumnsWithRecordId`, update mode). */
function columns(operation: 'create' | 'update' | 'upsert'): NodeProperty {
  const create = operation === 'create';
  return {
    displayName: 'Columns',
    name: 'columns',
    type: 'resourceMapper',
    default: { mappingMode: 'defineBelow', value: null },
    noDataExpression: true,
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['table.value', 'base.value'],
      resourceMapper: {
        resourceMapperMethod: create ? 'getColumns' : 'getColumnsWithRecordId',
        mode: create ? 'add' : 'update',
        fieldWords: { singular: 'column', plural: 'columns' },
        addAllFields: true,
        multiKeyMatch: true,
      },
    },
    displayOptions: { show: record([operation]) },
  };
}

/** The options of create, update and upsert. */
function writeOptions(operation: string): NodeProperty {
  return {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Typecast',
        name: 'typecast',
        type: 'boolean',
        default: false,
        description: 'Whether Airtable should convert text values into linked records and select options',
      },
      {
        displayName: 'Ignore Fields From Input',
        name: 'ignoreFields',
        type: 'string',
        requiresDataPath: 'multiple',
        displayOptions: { show: { '/columns.mappingMode': ['autoMapInputData'] } },
        default: '',
        description: 'Item fields not to send, separated by commas',
      } as NodeProperty,
      {
        displayName: 'Update All Matches',
        name: 'updateAllMatches',
        type: 'boolean',
        default: false,
        displayOptions: { show: { '/operation': ['update', 'upsert'] } },
        description: 'Whether every record matching the columns to match on is updated, rather than only the first',
      },
    ],
    displayOptions: { show: record([operation]) },
  };
}

const recordId = (operation: string, what: string): NodeProperty => ({
  displayName: 'Record ID',
  name: 'id',
  type: 'string',
  default: '',
  placeholder: 'e.g. recf7EaZp707CEc8g',
  required: true,
  description: `The ID of the record to ${what} (it starts with "rec")`,
  displayOptions: { show: record([operation]) },
});

const downloadFields: NodeProperty = {
  displayName: 'Download Attachments',
  name: 'downloadFields',
  type: 'multiOptions',
  typeOptions: { loadOptionsMethod: 'getAttachmentColumns', loadOptionsDependsOn: columnsFrom },
  default: [],
  description: "The attachment fields whose files are downloaded into the item's binary data",
};

const recordProperties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'get',
    displayOptions: { show: { resource: ['record'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Add a record to a table', action: 'Create a record' },
      {
        name: 'Create or Update',
        value: 'upsert',
        description: 'Update the matching record, or add one when none matches (upsert)',
        action: 'Create or update a record',
      },
      { name: 'Delete', value: 'deleteRecord', description: 'Remove a record from a table', action: 'Delete a record' },
      { name: 'Get', value: 'get', description: 'Read one record by ID', action: 'Get a record' },
      {
        name: 'Search',
        value: 'search',
        description: 'Find records with a formula, or list them all',
        action: 'Search records',
      },
      { name: 'Update', value: 'update', description: 'Change the matching record', action: 'Update record' },
    ],
  },
  baseLocatorV2({ resource: ['record'] }),
  tableLocatorV2({ resource: ['record'] }),
  columns('create'),
  writeOptions('create'),
  recordId('deleteRecord', 'delete'),
  recordId('get', 'read'),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    description: 'What to return with the record',
    placeholder: 'Add option',
    options: [downloadFields],
    displayOptions: { show: record(['get']) },
  },
  {
    displayName: 'Filter By Formula',
    name: 'filterByFormula',
    type: 'string',
    default: '',
    placeholder: "e.g. NOT({Name} = 'Admin')",
    hint: 'Leave empty to get every record',
    description:
      'An Airtable formula evaluated for each record: records for which it is 0, false, "", NaN, [] or #Error! are left out',
    displayOptions: { show: record(['search']) },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: true,
    description: 'Whether to return every record or only up to a limit',
    displayOptions: { show: record(['search']) },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: { show: { returnAll: [false], resource: ['record'], operation: ['search'] } },
    typeOptions: { minValue: 1, maxValue: 100 },
    default: 100,
    description: 'The most records to return',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    description: 'What records to return, and which of their fields',
    placeholder: 'Add option',
    options: [
      downloadFields,
      {
        displayName: 'Output Fields',
        name: 'fields',
        type: 'multiOptions',
        typeOptions: { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: columnsFrom },
        default: [],
        description: 'Only these fields are returned',
      },
      viewLocator,
    ],
    displayOptions: { show: record(['search']) },
  },
  {
    ...sortRules({
      displayName: 'Field',
      name: 'field',
      type: 'options',
      typeOptions: { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: columnsFrom },
      default: '',
      description: 'The field to sort by. Choose from the list, or give a name with an expression.',
    }),
    displayOptions: { show: record(['search']) },
  },
  columns('update'),
  writeOptions('update'),
  columns('upsert'),
  writeOptions('upsert'),
];

const baseProperties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'getMany',
    displayOptions: { show: { resource: ['base'] } },
    options: [
      {
        name: 'Get Many',
        value: 'getMany',
        description: 'List the bases the credential can reach',
        action: 'Get many bases',
      },
      {
        name: 'Get Schema',
        value: 'getSchema',
        description: 'Read the tables, fields and views of a base',
        action: 'Get base schema',
      },
    ],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: true,
    description: 'Whether to return every base or only up to a limit',
    displayOptions: { show: base(['getMany']) },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: { show: { returnAll: [false], resource: ['base'], operation: ['getMany'] } },
    typeOptions: { minValue: 1, maxValue: 100 },
    default: 100,
    description: 'The most bases to return',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Permission Level',
        name: 'permissionLevel',
        type: 'multiOptions',
        default: [],
        description: 'Only bases where the credential has one of these permission levels',
        options: [
          { name: 'Comment', value: 'comment' },
          { name: 'Create', value: 'create' },
          { name: 'Edit', value: 'edit' },
          { name: 'None', value: 'none' },
          { name: 'Read', value: 'read' },
        ],
      },
    ],
    displayOptions: { show: base(['getMany']) },
  },
  baseLocatorV2(base(['getSchema']), 'The base whose schema to read'),
];

/** Airtable 2 and 2.1's description. */
export const airtableV2Description: NodeTypeDescription = {
  name: 'weft.airtable',
  displayName: 'Airtable',
  description: 'Read, update, write and delete data from Airtable',
  group: ['input'],
  version: [2, 2.1],
  defaultVersion: 2.1,
  icon: 'file:airtable.svg',
  subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
  defaults: { name: 'Airtable' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: airtableNodeCredentials(['airtableTokenApi', 'airtableOAuth2Api']),
  usableAsTool: true,
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      default: 'airtableTokenApi',
      description: 'How the node signs in to Airtable',
      options: [
        { name: 'Access Token', value: 'airtableTokenApi' },
        { name: 'OAuth2', value: 'airtableOAuth2Api' },
      ],
    },
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Base', value: 'base' },
        { name: 'Record', value: 'record' },
      ],
      default: 'record',
    },
    ...recordProperties,
    ...baseProperties,
  ],
  codex: { categories: ['Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.airtable/',
};
