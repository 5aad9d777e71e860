/**
 * Shopify 1's parameters (n8n's `n8n-nodes-base.shopify`): the authentication, orders and products. Names, types,
 * defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's editor mean the same
 * here; descriptions, hints and the editor-only `isNodeSetting` mark of the API version notice are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const shopifyProperties: NodeProperty[] = [
  {
    displayName: 'Shopify API Version: 2024-07',
    type: 'notice',
    name: 'apiVersion',
    default: '',
  },
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'Access Token',
        value: 'accessToken',
      },
      {
        name: 'OAuth2',
        value: 'oAuth2',
      },
      {
        name: 'API Key',
        value: 'apiKey',
      },
    ],
    default: 'apiKey',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Order',
        value: 'order',
      },
      {
        name: 'Product',
        value: 'product',
      },
    ],
    default: 'order',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['order'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create an order',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an order',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an order',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many orders',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an order',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['order'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Billing Address',
        name: 'billingAddressUi',
        placeholder: 'Add Billing Address',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: false,
        },
        options: [
          {
            name: 'billingAddressValues',
            displayName: 'Billing Address',
            values: [
              {
                displayName: 'First Name',
                name: 'firstName',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Last Name',
                name: 'lastName',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Company',
                name: 'company',
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
                displayName: 'Address Line 1',
                name: 'address1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Address Line 2',
                name: 'address2',
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
                displayName: 'Province',
                name: 'province',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Zip Code',
                name: 'zip',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Phone',
                name: 'phone',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Discount Codes',
        name: 'discountCodesUi',
        placeholder: 'Add Discount Code',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'discountCodesValues',
            displayName: 'Discount Code',
            values: [
              {
                displayName: 'Amount',
                name: 'amount',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Code',
                name: 'code',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Type',
                name: 'type',
                type: 'options',
                options: [
                  {
                    name: 'Fixed Amount',
                    value: 'fixedAmount',
                  },
                  {
                    name: 'Percentage',
                    value: 'percentage',
                  },
                  {
                    name: 'Shipping',
                    value: 'shipping',
                  },
                ],
                default: 'fixedAmount',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        placeholder: 'name@email.com',
        default: '',
      },
      {
        displayName: 'Fulfillment Status',
        name: 'fulfillmentStatus',
        type: 'options',
        options: [
          {
            name: 'Fulfilled',
            value: 'fulfilled',
          },
          {
            name: 'Null',
            value: 'null',
          },
          {
            name: 'Partial',
            value: 'partial',
          },
          {
            name: 'Restocked',
            value: 'restocked',
          },
        ],
        default: '',
      },
      {
        displayName: 'Inventory Behaviour',
        name: 'inventoryBehaviour',
        type: 'options',
        options: [
          {
            name: 'Bypass',
            value: 'bypass',
          },
          {
            name: 'Decrement Ignoring Policy',
            value: 'decrementIgnoringPolicy',
          },
          {
            name: 'Decrement Obeying Policy',
            value: 'decrementObeyingPolicy',
          },
        ],
        default: 'bypass',
      },
      {
        displayName: 'Location Name or ID',
        name: 'locationId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLocations',
        },
        default: '',
      },
      {
        displayName: 'Note',
        name: 'note',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Send Fulfillment Receipt',
        name: 'sendFulfillmentReceipt',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Send Receipt',
        name: 'sendReceipt',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Shipping Address',
        name: 'shippingAddressUi',
        placeholder: 'Add Shipping',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: false,
        },
        options: [
          {
            name: 'shippingAddressValues',
            displayName: 'Shipping Address',
            values: [
              {
                displayName: 'First Name',
                name: 'firstName',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Last Name',
                name: 'lastName',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Company',
                name: 'company',
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
                displayName: 'Address Line 1',
                name: 'address1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Address Line 2',
                name: 'address2',
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
                displayName: 'Province',
                name: 'province',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Zip Code',
                name: 'zip',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Phone',
                name: 'phone',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Source Name',
        name: 'sourceName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Tags',
        name: 'tags',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Test',
        name: 'test',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Line Items',
    name: 'limeItemsUi',
    placeholder: 'Add Line Item',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['create'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Line Item',
        name: 'lineItemValues',
        values: [
          {
            displayName: 'Product Name or ID',
            name: 'productId',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getProducts',
            },
            default: '',
          },
          {
            displayName: 'Variant ID',
            name: 'variantId',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Title',
            name: 'title',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Grams',
            name: 'grams',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Quantity',
            name: 'quantity',
            type: 'number',
            typeOptions: {
              minValue: 1,
            },
            default: 1,
          },
          {
            displayName: 'Price',
            name: 'price',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Order ID',
    name: 'orderId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Order ID',
    name: 'orderId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['get'],
      },
    },
    required: true,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['order'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['getAll'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 250,
    },
    default: 50,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['order'],
      },
    },
    options: [
      {
        displayName: 'Attribution App ID',
        name: 'attributionAppId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Created At Min',
        name: 'createdAtMin',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Created At Max',
        name: 'createdAtMax',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Financial Status',
        name: 'financialStatus',
        type: 'options',
        options: [
          {
            name: 'Any',
            value: 'any',
          },
          {
            name: 'Authorized',
            value: 'authorized',
          },
          {
            name: 'Paid',
            value: 'paid',
          },
          {
            name: 'Partially Paid',
            value: 'partiallyPaid',
          },
          {
            name: 'Partially Refunded',
            value: 'partiallyRefunded',
          },
          {
            name: 'Pending',
            value: 'pending',
          },
          {
            name: 'Refunded',
            value: 'refunded',
          },
          {
            name: 'Unpaid',
            value: 'unpaid',
          },
          {
            name: 'Voided',
            value: 'voided',
          },
        ],
        default: 'any',
      },
      {
        displayName: 'Fulfillment Status',
        name: 'fulfillmentStatus',
        type: 'options',
        options: [
          {
            name: 'Any',
            value: 'any',
          },
          {
            name: 'Partial',
            value: 'partial',
          },
          {
            name: 'Shipped',
            value: 'shipped',
          },
          {
            name: 'Unfulfilled',
            value: 'unfulfilled',
          },
          {
            name: 'Unshipped',
            value: 'unshipped',
          },
        ],
        default: 'any',
      },
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'IDs',
        name: 'ids',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Processed At Max',
        name: 'processedAtMax',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Processed At Min',
        name: 'processedAtMin',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Any',
            value: 'any',
          },
          {
            name: 'Cancelled',
            value: 'Cancelled',
          },
          {
            name: 'Closed',
            value: 'closed',
          },
          {
            name: 'Open',
            value: 'open',
          },
        ],
        default: 'open',
      },
      {
        displayName: 'Since ID',
        name: 'sinceId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Updated At Max',
        name: 'updatedAtMax',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Updated At Min',
        name: 'updatedAtMin',
        type: 'dateTime',
        default: '',
      },
    ],
  },
  {
    displayName: 'Order ID',
    name: 'orderId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['order'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        placeholder: 'name@email.com',
        default: '',
      },
      {
        displayName: 'Location Name or ID',
        name: 'locationId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLocations',
        },
        default: '',
      },
      {
        displayName: 'Note',
        name: 'note',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping Address',
        name: 'shippingAddressUi',
        placeholder: 'Add Shipping',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: false,
        },
        options: [
          {
            name: 'shippingAddressValues',
            displayName: 'Shipping Address',
            values: [
              {
                displayName: 'First Name',
                name: 'firstName',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Last Name',
                name: 'lastName',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Company',
                name: 'company',
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
                displayName: 'Address Line 1',
                name: 'address1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Address Line 2',
                name: 'address2',
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
                displayName: 'Province',
                name: 'province',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Zip Code',
                name: 'zip',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Phone',
                name: 'phone',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Source Name',
        name: 'sourceName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Tags',
        name: 'tags',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['product'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a product',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a product',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a product',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many products',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a product',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    placeholder: '',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['product'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Product ID',
    name: 'productId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['product'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Body HTML',
        name: 'body_html',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Handle',
        name: 'handle',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Images',
        name: 'images',
        type: 'collection',
        placeholder: 'Add Image Field',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            displayName: 'Created At',
            name: 'created_at',
            type: 'dateTime',
            default: '',
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'number',
            default: '',
          },
          {
            displayName: 'Position',
            name: 'position',
            type: 'number',
            default: '',
          },
          {
            displayName: 'Product ID',
            name: 'product_id',
            type: 'number',
            default: '',
          },
          {
            displayName: 'Variant IDs',
            name: 'variant_ids',
            type: 'number',
            typeOptions: {
              multipleValues: true,
            },
            default: '',
          },
          {
            displayName: 'Source',
            name: 'src',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Width',
            name: 'width',
            type: 'number',
            default: '',
          },
          {
            displayName: 'Height',
            name: 'height',
            type: 'number',
            default: '',
          },
          {
            displayName: 'Updated At',
            name: 'updated_at',
            type: 'dateTime',
            default: '',
          },
        ],
      },
      {
        displayName: 'Options',
        name: 'productOptions',
        type: 'fixedCollection',
        placeholder: 'Add option',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            displayName: 'Option',
            name: 'option',
            values: [
              {
                displayName: 'Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Product Type',
        name: 'product_type',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Published At',
        name: 'published_at',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Published Scope',
        name: 'published_scope',
        type: 'options',
        default: '',
        options: [
          {
            name: 'Global',
            value: 'global',
          },
          {
            name: 'Web',
            value: 'web',
          },
        ],
      },
      {
        displayName: 'Tags',
        name: 'tags',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Template Suffix',
        name: 'template_suffix',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Vendor',
        name: 'vendor',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['product'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Body HTML',
        name: 'body_html',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Handle',
        name: 'handle',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Images',
        name: 'images',
        type: 'collection',
        placeholder: 'Add Image Field',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            displayName: 'Created At',
            name: 'created_at',
            type: 'dateTime',
            default: '',
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'number',
            default: '',
          },
          {
            displayName: 'Position',
            name: 'position',
            type: 'number',
            default: '',
          },
          {
            displayName: 'Product ID',
            name: 'product_id',
            type: 'number',
            default: '',
          },
          {
            displayName: 'Variant IDs',
            name: 'variant_ids',
            type: 'number',
            typeOptions: {
              multipleValues: true,
            },
            default: '',
          },
          {
            displayName: 'Source',
            name: 'src',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Width',
            name: 'width',
            type: 'number',
            default: '',
          },
          {
            displayName: 'Height',
            name: 'height',
            type: 'number',
            default: '',
          },
          {
            displayName: 'Updated At',
            name: 'updated_at',
            type: 'dateTime',
            default: '',
          },
        ],
      },
      {
        displayName: 'Options',
        name: 'productOptions',
        type: 'fixedCollection',
        placeholder: 'Add option',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            displayName: 'Option',
            name: 'option',
            values: [
              {
                displayName: 'Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Product Type',
        name: 'product_type',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Published At',
        name: 'published_at',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Published Scope',
        name: 'published_scope',
        type: 'options',
        default: '',
        options: [
          {
            name: 'Global',
            value: 'global',
          },
          {
            name: 'Web',
            value: 'web',
          },
        ],
      },
      {
        displayName: 'Tags',
        name: 'tags',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Template Suffix',
        name: 'template_suffix',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Title',
        name: 'title',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Vendor',
        name: 'vendor',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Product ID',
    name: 'productId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Product ID',
    name: 'productId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['get'],
      },
    },
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['product'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['getAll'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 250,
    },
    default: 50,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['product'],
      },
    },
    options: [
      {
        displayName: 'Collection ID',
        name: 'collection_id',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Created At Max',
        name: 'created_at_max',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Created At Min',
        name: 'created_at_min',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Handle',
        name: 'handle',
        type: 'string',
        default: '',
      },
      {
        displayName: 'IDs',
        name: 'ids',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Presentment Currencies',
        name: 'presentment_currencies',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Product Type',
        name: 'product_type',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Published At Max',
        name: 'published_at_max',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Published At Min',
        name: 'published_at_min',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Published Status',
        name: 'published_status',
        type: 'options',
        options: [
          {
            name: 'Any',
            value: 'any',
          },
          {
            name: 'Published',
            value: 'published',
          },
          {
            name: 'Unpublished',
            value: 'unpublished',
          },
        ],
        default: 'any',
      },
      {
        displayName: 'Title',
        name: 'title',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Updated At Max',
        name: 'updated_at_max',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Updated At Min',
        name: 'updated_at_min',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Vendor',
        name: 'vendor',
        type: 'string',
        default: '',
      },
    ],
  },
];
