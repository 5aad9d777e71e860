/**
 * Airtable 1's parameters (n8n's `n8n-nodes-base.airtable` version 1): append, delete, list, read
 * and update on one table, names, option values, defaults and display rules as n8n has them.
 */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { airtableNodeCredentials } from './description-common.js';
import { baseLocatorPlain, tableLocatorPlain } from './locators.js';

const on = (operation: string[], extra: Record<string, unknown[]> = {}) => ({ show: { operation, ...extra } });

const sortProperty = (fieldProperty: NodeProperty): NodeProperty => ({
  displayName: 'Sort',
  name: 'sort',
  placeholder: 'Add Sort Rule',
  description: 'The order of the records',
  type: 'fixedCollection',
  typeOptions: { multipleValues: true },
  default: {},
  options: [
    {
      name: 'property',
      displayName: 'Property',
      values: [
        fieldProperty,
        {
          displayName: 'Direction',
          name: 'direction',
          type: 'options',
          default: 'asc',
          description: 'Which way to sort',
          options: [
            { name: 'ASC', value: 'asc', description: 'Smallest first' },
            { name: 'DESC', value: 'desc', description: 'Largest first' },
          ],
        },
      ],
    },
  ],
});

/** The v1 and v2 sort rules (v2 picks the field from the table's columns). */
export const sortRules = sortProperty;

const fieldList = (show: NodeProperty['displayOptions'], what: string): NodeProperty =>
  ({
    displayName: 'Fields',
    name: 'fields',
    type: 'string',
    typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Field' },
    requiresDataPath: 'single',
    displayOptions: show,
    default: [],
    placeholder: 'Name',
    required: true,
    description: `The item fields to send ${what}`,
  }) as NodeProperty;

const properties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    default: 'airtableApi',
    description: 'How the node signs in to Airtable',
    options: [
      { name: 'Access Token', value: 'airtableTokenApi' },
      { name: 'OAuth2', value: 'airtableOAuth2Api' },
      { name: 'API Key (Deprecated)', value: 'airtableApi' },
    ],
  },
  {
    displayName: 'This is an old version of the node: add Airtable again from the nodes panel to get the current one',
    name: 'oldVersionNotice',
    type: 'notice',
    default: '',
  },
  {
    displayName:
      'Airtable no longer accepts API keys: create an Airtable Personal Access Token API credential and choose Access Token',
    name: 'deprecated',
    type: 'notice',
    default: '',
    displayOptions: { show: { authentication: ['airtableApi'] } },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'read',
    options: [
      {
        name: 'Append',
        value: 'append',
        description: 'Add the items as new records',
        action: 'Append data to a table',
      },
      { name: 'Delete', value: 'delete', description: 'Remove records by ID', action: 'Delete data from a table' },
      { name: 'List', value: 'list', description: 'Read the records of a table', action: 'List data from a table' },
      { name: 'Read', value: 'read', description: 'Read one record by ID', action: 'Read data from a table' },
      { name: 'Update', value: 'update', description: 'Change records by ID', action: 'Update data in a table' },
    ],
  },
  baseLocatorPlain('application'),
  tableLocatorPlain('table'),
  {
    displayName: 'Add All Fields',
    name: 'addAllFields',
    type: 'boolean',
    displayOptions: on(['append']),
    default: true,
    description: 'Whether to send every field of the item, or only the ones listed',
  },
  fieldList({ show: { addAllFields: [false], operation: ['append'] } }, "as the record's fields"),
  {
    displayName: 'ID',
    name: 'id',
    type: 'string',
    displayOptions: on(['delete']),
    default: '',
    required: true,
    description: 'The ID of the record to delete',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: on(['list']),
    default: true,
    description: 'Whether to return every record or only up to a limit',
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: on(['list'], { returnAll: [false] }),
    typeOptions: { minValue: 1, maxValue: 100 },
    default: 100,
    description: 'The most records to return',
  },
  {
    displayName: 'Download Attachments',
    name: 'downloadAttachments',
    type: 'boolean',
    displayOptions: on(['list']),
    default: false,
    description: 'Whether to download the files of the attachment fields named in Download Fields',
  },
  {
    displayName: 'Download Fields',
    name: 'downloadFieldNames',
    type: 'string',
    required: true,
    requiresDataPath: 'multiple',
    displayOptions: on(['list'], { downloadAttachments: [true] }),
    default: '',
    description:
      'The attachment fields whose files to download, separated by commas (case-sensitive, no spaces after the commas)',
  } as NodeProperty,
  {
    displayName: 'Additional Options',
    name: 'additionalOptions',
    type: 'collection',
    displayOptions: on(['list']),
    default: {},
    description: 'What records to return, and how',
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        requiresDataPath: 'single',
        typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Field' },
        default: [],
        placeholder: 'Name',
        description: 'Only these fields are returned',
      } as NodeProperty,
      {
        displayName: 'Filter By Formula',
        name: 'filterByFormula',
        type: 'string',
        default: '',
        placeholder: "NOT({Name} = '')",
        description: 'An Airtable formula: only records for which it is true are returned',
      },
      sortProperty({
        displayName: 'Field',
        name: 'field',
        type: 'string',
        default: '',
        description: 'The field to sort by',
      }),
      {
        displayName: 'View',
        name: 'view',
        type: 'string',
        default: '',
        placeholder: 'All Stories',
        description: 'The name or ID of a view: only its records, in its order',
      },
    ],
  },
  {
    displayName: 'ID',
    name: 'id',
    type: 'string',
    displayOptions: on(['read']),
    default: '',
    required: true,
    description: 'The ID of the record to read',
  },
  {
    displayName: 'ID',
    name: 'id',
    type: 'string',
    displayOptions: on(['update']),
    default: '',
    required: true,
    description: 'The ID of the record to update',
  },
  {
    displayName: 'Update All Fields',
    name: 'updateAllFields',
    type: 'boolean',
    displayOptions: on(['update']),
    default: true,
    description: 'Whether to send every field of the item, or only the ones listed',
  },
  fieldList({ show: { updateAllFields: [false], operation: ['update'] } }, 'to the record'),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    displayOptions: on(['append', 'delete', 'update']),
    default: {},
    options: [
      {
        displayName: 'Bulk Size',
        name: 'bulkSize',
        type: 'number',
        typeOptions: { minValue: 1, maxValue: 10 },
        default: 10,
        description: 'How many records go in one request',
      },
      {
        displayName: 'Ignore Fields',
        name: 'ignoreFields',
        type: 'string',
        requiresDataPath: 'multiple',
        displayOptions: { show: { '/operation': ['update'], '/updateAllFields': [true] } },
        default: '',
        description: 'Item fields not to send, separated by commas',
      } as NodeProperty,
      {
        displayName: 'Typecast',
        name: 'typecast',
        type: 'boolean',
        displayOptions: { show: { '/operation': ['append', 'update'] } },
        default: false,
        description: 'Whether Airtable should convert text values into linked records and select options',
      },
    ],
  },
];

/** Airtable 1's description. */
export const airtableV1Description: NodeTypeDescription = {
  name: 'weft.airtable',
  displayName: 'Airtable',
  description: 'Read, update, write and delete data from Airtable',
  group: ['input'],
  version: 1,
  defaultVersion: 2.1,
  icon: 'file:airtable.svg',
  defaults: { name: 'Airtable' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: airtableNodeCredentials(['airtableApi', 'airtableTokenApi', 'airtableOAuth2Api']),
  properties,
  codex: { categories: ['Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.airtable/',
};
