/**
 * The parameters of Webflow 1 and 2 as n8n 1.123 declares them (names, types, defaults, display
 * conditions, look-ups), with Weft's own texts. Version 1 chooses between an API token and OAuth2
 * and names its delete operation `delete`; version 2 signs in with OAuth2 only and names it `deleteItem`.
 */
import type { NodeProperty } from '@weft/workflow';

type Show = Record<string, unknown[]>;
const on = (operation: string | string[], extra: Show = {}) => ({
  show: { resource: ['item'], operation: Array.isArray(operation) ? operation : [operation], ...extra },
});
const ID_HINT = ' Pick one from the list, or give its ID with an expression.';

const site = (operation: string | string[], what: string): NodeProperty => ({
  displayName: 'Site Name or ID',
  name: 'siteId',
  type: 'options',
  required: true,
  typeOptions: { loadOptionsMethod: 'getSites' },
  default: '',
  displayOptions: on(operation),
  description: `The site whose collection ${what}.${ID_HINT}`,
});
const collection = (operation: string | string[], what: string): NodeProperty => ({
  displayName: 'Collection Name or ID',
  name: 'collectionId',
  type: 'options',
  required: true,
  typeOptions: { loadOptionsMethod: 'getCollections', loadOptionsDependsOn: ['siteId'] },
  default: '',
  displayOptions: on(operation),
  description: `The collection ${what}.${ID_HINT}`,
});
const itemId = (operation: string | string[], description: string): NodeProperty => ({
  displayName: 'Item ID',
  name: 'itemId',
  type: 'string',
  required: true,
  default: '',
  displayOptions: on(operation),
  description,
});
const live = (operation: string): NodeProperty => ({
  displayName: 'Live',
  name: 'live',
  type: 'boolean',
  required: true,
  default: false,
  displayOptions: on(operation),
  description: 'Whether the change is published to the live site at once',
});
const fields = (operation: string, verb: string): NodeProperty => ({
  displayName: 'Fields',
  name: 'fieldsUi',
  placeholder: 'Add Field',
  type: 'fixedCollection',
  typeOptions: { multipleValues: true },
  default: {},
  displayOptions: on(operation),
  options: [
    {
      displayName: 'Field',
      name: 'fieldValues',
      values: [
        {
          displayName: 'Field Name or ID',
          name: 'fieldId',
          type: 'options',
          typeOptions: { loadOptionsMethod: 'getFields', loadOptionsDependsOn: ['collectionId'] },
          default: '',
          description: `The collection field (its slug) to ${verb}.${ID_HINT}`,
        },
        {
          displayName: 'Field Value',
          name: 'fieldValue',
          type: 'string',
          default: '',
          description: `The value to ${verb} the field to`,
        },
      ],
    },
  ],
});
const returnAll = (operation: string): NodeProperty => ({
  displayName: 'Return All',
  name: 'returnAll',
  type: 'boolean',
  displayOptions: on(operation),
  default: false,
  description: 'Whether to read every item of the collection instead of one page',
});
const limit = (operation: string): NodeProperty => ({
  displayName: 'Limit',
  name: 'limit',
  type: 'number',
  displayOptions: on(operation, { returnAll: [false] }),
  typeOptions: { minValue: 1, maxValue: 100 },
  default: 100,
  description: 'The most items to answer',
});

const resource: NodeProperty = {
  displayName: 'Resource',
  name: 'resource',
  type: 'options',
  noDataExpression: true,
  options: [{ name: 'Item', value: 'item' }],
  default: 'item',
};

function operation(deleteValue: string): NodeProperty {
  return {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'get',
    options: [
      { name: 'Create', value: 'create', action: 'Create an item' },
      { name: 'Delete', value: deleteValue, action: 'Delete an item' },
      { name: 'Get', value: 'get', action: 'Get an item' },
      { name: 'Get Many', value: 'getAll', action: 'Get many items' },
      { name: 'Update', value: 'update', action: 'Update an item' },
    ],
    displayOptions: { show: { resource: ['item'] } },
  };
}

/** Webflow 1's parameters. */
export const webflowV1Properties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      { name: 'Access Token', value: 'accessToken' },
      { name: 'OAuth2', value: 'oAuth2' },
    ],
    default: 'accessToken',
  },
  resource,
  operation('delete'),
  site('create', 'receives the item'),
  collection('create', 'to add the item to'),
  live('create'),
  fields('create', 'set'),
  site(['delete', 'get'], 'holds the item'),
  collection(['delete', 'get'], 'holding the item'),
  itemId(['delete', 'get'], 'The ID of the item'),
  site('update', 'holds the item'),
  collection('update', 'holding the item'),
  itemId('update', 'The ID of the item to change'),
  live('update'),
  fields('update', 'change'),
  site('getAll', 'is read'),
  collection('getAll', 'to read'),
  returnAll('getAll'),
  limit('getAll'),
];

/** Webflow 2's parameters. */
export const webflowV2Properties: NodeProperty[] = [
  resource,
  operation('deleteItem'),
  site('create', 'receives the item'),
  collection('create', 'to add the item to'),
  live('create'),
  fields('create', 'set'),
  site('deleteItem', 'holds the item'),
  collection('deleteItem', 'holding the item'),
  itemId('deleteItem', 'The ID of the item'),
  site('get', 'holds the item'),
  collection('get', 'holding the item'),
  itemId('get', 'The ID of the item'),
  site('getAll', 'is read'),
  collection('getAll', 'to read'),
  returnAll('getAll'),
  limit('getAll'),
  site('update', 'holds the item'),
  collection('update', 'holding the item'),
  itemId('update', 'The ID of the item to change'),
  live('update'),
  fields('update', 'change'),
];
