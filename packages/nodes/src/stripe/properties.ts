/**
 * Stripe 1's parameters (n8n's `n8n-nodes-base.stripe`): balance, charges, coupons, customers, customer cards,
 * meter events, sources and tokens. Names, types, defaults, options and display rules are n8n 1.123's,
 * so workflows saved by n8n's editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const stripeProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Balance',
        value: 'balance',
      },
      {
        name: 'Charge',
        value: 'charge',
      },
      {
        name: 'Coupon',
        value: 'coupon',
      },
      {
        name: 'Customer',
        value: 'customer',
      },
      {
        name: 'Customer Card',
        value: 'customerCard',
      },
      {
        name: 'Meter Event',
        value: 'meterEvent',
      },
      {
        name: 'Source',
        value: 'source',
      },
      {
        name: 'Token',
        value: 'token',
      },
    ],
    default: 'balance',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'get',
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get a balance',
      },
    ],
    displayOptions: {
      show: {
        resource: ['balance'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'get',
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a customer card',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a customer card',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove a customer card',
      },
    ],
    displayOptions: {
      show: {
        resource: ['customerCard'],
      },
    },
  },
  {
    displayName: 'Customer ID',
    name: 'customerId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customerCard'],
        operation: ['add'],
      },
    },
  },
  {
    displayName: 'Card Token',
    name: 'token',
    type: 'string',
    typeOptions: {
      password: true,
    },
    required: true,
    default: '',
    placeholder: 'tok_1IMfKdJhRTnqS5TKQVG1LI9o',
    displayOptions: {
      show: {
        resource: ['customerCard'],
        operation: ['add'],
      },
    },
  },
  {
    displayName: 'Customer ID',
    name: 'customerId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customerCard'],
        operation: ['remove'],
      },
    },
  },
  {
    displayName: 'Card ID',
    name: 'cardId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customerCard'],
        operation: ['remove'],
      },
    },
  },
  {
    displayName: 'Customer ID',
    name: 'customerId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customerCard'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Source ID',
    name: 'sourceId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customerCard'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'get',
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a charge',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a charge',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many charges',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a charge',
      },
    ],
    displayOptions: {
      show: {
        resource: ['charge'],
      },
    },
  },
  {
    displayName: 'Customer ID',
    name: 'customerId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['charge'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Amount',
    name: 'amount',
    type: 'number',
    required: true,
    default: 0,
    typeOptions: {
      minValue: 0,
      maxValue: 99999999,
    },
    displayOptions: {
      show: {
        resource: ['charge'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Currency Name or ID',
    name: 'currency',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCurrencies',
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['charge'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Source ID',
    name: 'source',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['charge'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['charge'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Metadata',
        name: 'metadata',
        type: 'fixedCollection',
        default: [],
        placeholder: 'Add Metadata Item',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            displayName: 'Metadata Properties',
            name: 'metadataProperties',
            values: [
              {
                displayName: 'Key',
                name: 'key',
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
        displayName: 'Receipt Email',
        name: 'receipt_email',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping',
        name: 'shipping',
        type: 'fixedCollection',
        placeholder: 'Add Field',
        typeOptions: {
          multipleValues: true,
        },
        default: [],
        options: [
          {
            displayName: 'Shipping Properties',
            name: 'shippingProperties',
            values: [
              {
                displayName: 'Recipient Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Address',
                name: 'address',
                type: 'fixedCollection',
                default: {},
                placeholder: 'Add Field',
                options: [
                  {
                    displayName: 'Details',
                    name: 'details',
                    values: [
                      {
                        displayName: 'Line 1',
                        name: 'line1',
                        type: 'string',
                        default: '',
                      },
                      {
                        displayName: 'Line 2',
                        name: 'line2',
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
                        displayName: 'State',
                        name: 'state',
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
                        displayName: 'Postal Code',
                        name: 'postal_code',
                        type: 'string',
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Charge ID',
    name: 'chargeId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['charge'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['charge'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    displayOptions: {
      show: {
        resource: ['charge'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Charge ID',
    name: 'chargeId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['charge'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['charge'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Metadata',
        name: 'metadata',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Metadata Item',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            displayName: 'Metadata Properties',
            name: 'metadataProperties',
            values: [
              {
                displayName: 'Key',
                name: 'key',
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
        displayName: 'Receipt Email',
        name: 'receipt_email',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping',
        name: 'shipping',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Field',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            displayName: 'Shipping Properties',
            name: 'shippingProperties',
            default: {},
            values: [
              {
                displayName: 'Recipient Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Recipient Address',
                name: 'address',
                type: 'fixedCollection',
                default: {},
                placeholder: 'Add Address Details',
                options: [
                  {
                    displayName: 'Details',
                    name: 'details',
                    values: [
                      {
                        displayName: 'Line 1',
                        name: 'line1',
                        type: 'string',
                        default: '',
                      },
                      {
                        displayName: 'Line 2',
                        name: 'line2',
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
                        displayName: 'State',
                        name: 'state',
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
                        displayName: 'Postal Code',
                        name: 'postal_code',
                        type: 'string',
                        default: '',
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'create',
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a coupon',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many coupons',
      },
    ],
    displayOptions: {
      show: {
        resource: ['coupon'],
      },
    },
  },
  {
    displayName: 'Apply',
    name: 'duration',
    type: 'options',
    required: true,
    default: 'once',
    options: [
      {
        name: 'Forever',
        value: 'forever',
      },
      {
        name: 'Once',
        value: 'once',
      },
    ],
    displayOptions: {
      show: {
        resource: ['coupon'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Discount Type',
    name: 'type',
    type: 'options',
    required: true,
    default: 'percent',
    options: [
      {
        name: 'Fixed Amount (in Cents)',
        value: 'fixedAmount',
      },
      {
        name: 'Percent',
        value: 'percent',
      },
    ],
    displayOptions: {
      show: {
        resource: ['coupon'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Amount Off',
    name: 'amountOff',
    type: 'number',
    required: true,
    default: 0,
    typeOptions: {
      minValue: 0,
      maxValue: 99999999,
    },
    displayOptions: {
      show: {
        resource: ['coupon'],
        operation: ['create'],
        type: ['fixedAmount'],
      },
    },
  },
  {
    displayName: 'Currency Name or ID',
    name: 'currency',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCurrencies',
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['coupon'],
        operation: ['create'],
        type: ['fixedAmount'],
      },
    },
  },
  {
    displayName: 'Percent Off',
    name: 'percentOff',
    type: 'number',
    required: true,
    default: 1,
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    displayOptions: {
      show: {
        resource: ['coupon'],
        operation: ['create'],
        type: ['percent'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['coupon'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    displayOptions: {
      show: {
        resource: ['coupon'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'get',
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a customer',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a customer',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a customer',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many customers',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a customer',
      },
    ],
    displayOptions: {
      show: {
        resource: ['customer'],
      },
    },
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customer'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['customer'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Address',
        name: 'address',
        type: 'fixedCollection',
        placeholder: 'Add Field',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'Line 1',
                name: 'line1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line 2',
                name: 'line2',
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
                displayName: 'State',
                name: 'state',
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
                displayName: 'Postal Code',
                name: 'postal_code',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        placeholder: 'name@email.com',
        default: '',
      },
      {
        displayName: 'Metadata',
        name: 'metadata',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Metadata Item',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            displayName: 'Metadata Properties',
            name: 'metadataProperties',
            values: [
              {
                displayName: 'Key',
                name: 'key',
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
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping',
        name: 'shipping',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        placeholder: 'Add Field',
        options: [
          {
            displayName: 'Shipping Properties',
            name: 'shippingProperties',
            values: [
              {
                displayName: 'Recipient Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Recipient Address',
                name: 'address',
                type: 'fixedCollection',
                default: {},
                placeholder: 'Add Address Details',
                options: [
                  {
                    displayName: 'Details',
                    name: 'details',
                    values: [
                      {
                        displayName: 'Line 1',
                        name: 'line1',
                        type: 'string',
                        default: '',
                      },
                      {
                        displayName: 'Line 2',
                        name: 'line2',
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
                        displayName: 'State',
                        name: 'state',
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
                        displayName: 'Postal Code',
                        name: 'postal_code',
                        type: 'string',
                        default: '',
                      },
                    ],
                  },
                ],
              },
              {
                displayName: 'Recipient Phone',
                name: 'phone',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Customer ID',
    name: 'customerId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customer'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Customer ID',
    name: 'customerId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customer'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['customer'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    displayOptions: {
      show: {
        resource: ['customer'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        resource: ['customer'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        placeholder: 'name@email.com',
        default: '',
      },
    ],
  },
  {
    displayName: 'Customer ID',
    name: 'customerId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customer'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['customer'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Address',
        name: 'address',
        type: 'fixedCollection',
        placeholder: 'Add Field',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'Line 1',
                name: 'line1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line 2',
                name: 'line2',
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
                displayName: 'State',
                name: 'state',
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
                displayName: 'Postal Code',
                name: 'postal_code',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        placeholder: 'name@email.com',
        default: '',
      },
      {
        displayName: 'Metadata',
        name: 'metadata',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Metadata Item',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            displayName: 'Metadata Properties',
            name: 'metadataProperties',
            values: [
              {
                displayName: 'Key',
                name: 'key',
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
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping',
        name: 'shipping',
        type: 'fixedCollection',
        placeholder: 'Add Field',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            displayName: 'Shipping Properties',
            name: 'shippingProperties',
            values: [
              {
                displayName: 'Recipient Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Recipient Address',
                name: 'address',
                type: 'fixedCollection',
                default: {},
                placeholder: 'Add Address Details',
                options: [
                  {
                    displayName: 'Details',
                    name: 'details',
                    values: [
                      {
                        displayName: 'Line 1',
                        name: 'line1',
                        type: 'string',
                        default: '',
                      },
                      {
                        displayName: 'Line 2',
                        name: 'line2',
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
                        displayName: 'State',
                        name: 'state',
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
                        displayName: 'Postal Code',
                        name: 'postal_code',
                        type: 'string',
                        default: '',
                      },
                    ],
                  },
                ],
              },
              {
                displayName: 'Recipient Phone',
                name: 'phone',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'create',
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a meter event',
      },
    ],
    displayOptions: {
      show: {
        resource: ['meterEvent'],
      },
    },
  },
  {
    displayName: 'Event Name',
    name: 'eventName',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['meterEvent'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Customer ID',
    name: 'customerId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['meterEvent'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Value',
    name: 'value',
    type: 'number',
    required: true,
    default: 1,
    displayOptions: {
      show: {
        resource: ['meterEvent'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['meterEvent'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Identifier',
        name: 'identifier',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Timestamp',
        name: 'timestamp',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Custom Payload Properties',
        name: 'customPayload',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Custom Property',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            displayName: 'Properties',
            name: 'properties',
            values: [
              {
                displayName: 'Key',
                name: 'key',
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
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'get',
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a source',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a source',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a source',
      },
    ],
    displayOptions: {
      show: {
        resource: ['source'],
      },
    },
  },
  {
    displayName: 'Customer ID',
    name: 'customerId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['source'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Type',
    name: 'type',
    type: 'options',
    required: true,
    default: 'wechat',
    options: [
      {
        name: 'WeChat',
        value: 'wechat',
      },
    ],
    displayOptions: {
      show: {
        resource: ['source'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Amount',
    name: 'amount',
    type: 'number',
    default: 0,
    typeOptions: {
      minValue: 0,
      maxValue: 99999999,
    },
    displayOptions: {
      show: {
        resource: ['source'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Currency Name or ID',
    name: 'currency',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCurrencies',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['source'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['source'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Metadata',
        name: 'metadata',
        type: 'fixedCollection',
        placeholder: 'Add Metadata Item',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            displayName: 'Metadata Properties',
            name: 'metadataProperties',
            values: [
              {
                displayName: 'Key',
                name: 'key',
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
        displayName: 'Statement Descriptor',
        name: 'statement_descriptor',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Customer ID',
    name: 'customerId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['source'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Source ID',
    name: 'sourceId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['source'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Source ID',
    name: 'sourceId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['source'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'create',
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a token',
      },
    ],
    displayOptions: {
      show: {
        resource: ['token'],
      },
    },
  },
  {
    displayName: 'Type',
    name: 'type',
    type: 'options',
    required: true,
    default: 'cardToken',
    options: [
      {
        name: 'Card Token',
        value: 'cardToken',
      },
    ],
    displayOptions: {
      show: {
        resource: ['token'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Card Number',
    name: 'number',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['token'],
        operation: ['create'],
        type: ['cardToken'],
      },
    },
    placeholder: '4242424242424242',
    default: '',
  },
  {
    displayName: 'CVC',
    name: 'cvc',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['token'],
        operation: ['create'],
        type: ['cardToken'],
      },
    },
    default: '',
    placeholder: '314',
  },
  {
    displayName: 'Expiration Month',
    name: 'expirationMonth',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['token'],
        operation: ['create'],
        type: ['cardToken'],
      },
    },
    default: '',
    placeholder: '10',
  },
  {
    displayName: 'Expiration Year',
    name: 'expirationYear',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['token'],
        operation: ['create'],
        type: ['cardToken'],
      },
    },
    default: '',
    placeholder: '2022',
  },
];
