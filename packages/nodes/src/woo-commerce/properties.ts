/**
 * WooCommerce 1's parameters (n8n's `n8n-nodes-base.wooCommerce`): customers, orders and products. Names, types,
 * defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's editor mean the same
 * here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const wooCommerceProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Customer',
        value: 'customer',
      },
      {
        name: 'Order',
        value: 'order',
      },
      {
        name: 'Product',
        value: 'product',
      },
    ],
    default: 'product',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['customer'],
      },
    },
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
    default: 'create',
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    placeholder: 'name@email.com',
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
        displayName: 'Billing Address',
        name: 'billing',
        type: 'collection',
        default: {},
        placeholder: 'Add Field',
        options: [
          {
            displayName: 'First Name',
            name: 'first_name',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Last Name',
            name: 'last_name',
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
            displayName: 'Address 1',
            name: 'address_1',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Address 2',
            name: 'address_2',
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
            displayName: 'Postcode',
            name: 'postcode',
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
            displayName: 'Email',
            name: 'email',
            type: 'string',
            placeholder: 'name@email.com',
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
      {
        displayName: 'First Name',
        name: 'first_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Last Name',
        name: 'last_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Metadata',
        name: 'meta_data',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        placeholder: 'Add Metadata Field',
        options: [
          {
            displayName: 'Metadata Fields',
            name: 'meta_data_fields',
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
        displayName: 'Password',
        name: 'password',
        type: 'string',
        typeOptions: {
          password: true,
        },
        displayOptions: {
          show: {
            '/resource': ['customer'],
            '/operation': ['create'],
          },
        },
        default: '',
      },
      {
        displayName: 'Shipping Address',
        name: 'shipping',
        type: 'collection',
        default: {},
        placeholder: 'Add Field',
        options: [
          {
            displayName: 'First Name',
            name: 'first_name',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Last Name',
            name: 'last_name',
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
            displayName: 'Address 1',
            name: 'address_1',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Address 2',
            name: 'address_2',
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
            displayName: 'Postcode',
            name: 'postcode',
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
            displayName: 'Email',
            name: 'email',
            type: 'string',
            placeholder: 'name@email.com',
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
      {
        displayName: 'Username',
        name: 'username',
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
      {
        displayName: 'Sort Order',
        name: 'order',
        type: 'options',
        options: [
          {
            name: 'Ascending',
            value: 'asc',
          },
          {
            name: 'Descending',
            value: 'desc',
          },
        ],
        default: 'asc',
      },
      {
        displayName: 'Order By',
        name: 'orderby',
        type: 'options',
        options: [
          {
            name: 'ID',
            value: 'id',
          },
          {
            name: 'Include',
            value: 'include',
          },
          {
            name: 'Name',
            value: 'name',
          },
          {
            name: 'Registered Date',
            value: 'registered_date',
          },
        ],
        default: 'id',
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
        displayName: 'Billing Address',
        name: 'billing',
        type: 'collection',
        default: {},
        placeholder: 'Add Field',
        options: [
          {
            displayName: 'First Name',
            name: 'first_name',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Last Name',
            name: 'last_name',
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
            displayName: 'Address 1',
            name: 'address_1',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Address 2',
            name: 'address_2',
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
            displayName: 'Postcode',
            name: 'postcode',
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
            displayName: 'Email',
            name: 'email',
            type: 'string',
            placeholder: 'name@email.com',
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
      {
        displayName: 'First Name',
        name: 'first_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Last Name',
        name: 'last_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Metadata',
        name: 'meta_data',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        placeholder: 'Add Metadata Field',
        options: [
          {
            displayName: 'Metadata Fields',
            name: 'meta_data_fields',
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
        displayName: 'Password',
        name: 'password',
        type: 'string',
        typeOptions: {
          password: true,
        },
        displayOptions: {
          show: {
            '/resource': ['customer'],
            '/operation': ['create'],
          },
        },
        default: '',
      },
      {
        displayName: 'Shipping Address',
        name: 'shipping',
        type: 'collection',
        default: {},
        placeholder: 'Add Field',
        options: [
          {
            displayName: 'First Name',
            name: 'first_name',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Last Name',
            name: 'last_name',
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
            displayName: 'Address 1',
            name: 'address_1',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Address 2',
            name: 'address_2',
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
            displayName: 'Postcode',
            name: 'postcode',
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
            displayName: 'Email',
            name: 'email',
            type: 'string',
            placeholder: 'name@email.com',
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
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['product'],
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
        resource: ['product'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Backorders',
        name: 'backorders',
        type: 'options',
        options: [
          {
            name: 'No',
            value: 'no',
          },
          {
            name: 'Notify',
            value: 'notify',
          },
          {
            name: 'Yes',
            value: 'yes',
          },
        ],
        default: 'no',
      },
      {
        displayName: 'Button Text',
        name: 'buttonText',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Catalog Visibility',
        name: 'catalogVisibility',
        type: 'options',
        options: [
          {
            name: 'Catalog',
            value: 'catalog',
          },
          {
            name: 'Hidden',
            value: 'hidden',
          },
          {
            name: 'Search',
            value: 'search',
          },
          {
            name: 'Visible',
            value: 'visible',
          },
        ],
        default: 'visible',
      },
      {
        displayName: 'Category Names or IDs',
        name: 'categories',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getCategories',
        },
        default: [],
      },
      {
        displayName: 'Cross Sell IDs',
        name: 'crossSellIds',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Date On Sale From',
        name: 'dateOnSaleFrom',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Date On Sale To',
        name: 'dateOnSaleTo',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Downloadable',
        name: 'downloadable',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'External URL',
        name: 'externalUrl',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Featured',
        name: 'featured',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Manage Stock',
        name: 'manageStock',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Menu Order',
        name: 'menuOrder',
        type: 'number',
        default: 1,
      },
      {
        displayName: 'Parent ID',
        name: 'parentId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Purchase Note',
        name: 'purchaseNote',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Regular Price',
        name: 'regularPrice',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Reviews Allowed',
        name: 'reviewsAllowed',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Sale Price',
        name: 'salePrice',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping Class',
        name: 'shippingClass',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Short Description',
        name: 'shortDescription',
        type: 'string',
        default: '',
      },
      {
        displayName: 'SKU',
        name: 'sku',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Slug',
        name: 'slug',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Sold Individually',
        name: 'soldIndividually',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Draft',
            value: 'draft',
          },
          {
            name: 'Pending',
            value: 'pending',
          },
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Publish',
            value: 'publish',
          },
        ],
        default: 'publish',
      },
      {
        displayName: 'Stock Quantity',
        name: 'stockQuantity',
        type: 'number',
        default: 1,
      },
      {
        displayName: 'Stock Status',
        name: 'stockStatus',
        type: 'options',
        options: [
          {
            name: 'In Stock',
            value: 'instock',
          },
          {
            name: 'Out Of Stock',
            value: 'outofstock',
          },
          {
            name: 'On Back Order',
            value: 'onbackorder',
          },
        ],
        default: 'instock',
      },
      {
        displayName: 'Tag Names or IDs',
        name: 'tags',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getTags',
        },
        default: [],
      },
      {
        displayName: 'Tax Class',
        name: 'taxClass',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Tax Status',
        name: 'taxStatus',
        type: 'options',
        options: [
          {
            name: 'Taxable',
            value: 'taxable',
          },
          {
            name: 'Shipping',
            value: 'shipping',
          },
          {
            name: 'None',
            value: 'none',
          },
        ],
        default: 'taxable',
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        options: [
          {
            name: 'Simple',
            value: 'simple',
          },
          {
            name: 'Grouped',
            value: 'grouped',
          },
          {
            name: 'External',
            value: 'external',
          },
          {
            name: 'Variable',
            value: 'variable',
          },
        ],
        default: 'simple',
      },
      {
        displayName: 'Upsell IDs',
        name: 'upsellIds',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Virtual',
        name: 'virtual',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Weight',
        name: 'weight',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Dimensions',
    name: 'dimensionsUi',
    placeholder: 'Add Dimension',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: false,
    },
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'dimensionsValues',
        displayName: 'Dimension',
        values: [
          {
            displayName: 'Height',
            name: 'height',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Length',
            name: 'length',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Width',
            name: 'width',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Images',
    name: 'imagesUi',
    placeholder: 'Add Image',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'imagesValues',
        displayName: 'Image',
        values: [
          {
            displayName: 'Alt',
            name: 'alt',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Src',
            name: 'src',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Name',
            name: 'name',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Metadata',
    name: 'metadataUi',
    placeholder: 'Add Metadata',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'metadataValues',
        displayName: 'Metadata',
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
    displayName: 'Product ID',
    name: 'productId',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['update'],
      },
    },
    default: '',
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Backorders',
        name: 'backorders',
        type: 'options',
        options: [
          {
            name: 'No',
            value: 'no',
          },
          {
            name: 'Notify',
            value: 'notify',
          },
          {
            name: 'Yes',
            value: 'yes',
          },
        ],
        default: 'no',
      },
      {
        displayName: 'Button Text',
        name: 'buttonText',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Catalog Visibility',
        name: 'catalogVisibility',
        type: 'options',
        options: [
          {
            name: 'Visible',
            value: 'visible',
          },
          {
            name: 'Catalog',
            value: 'catalog',
          },
          {
            name: 'Search',
            value: 'search',
          },
          {
            name: 'Hidden',
            value: 'hidden',
          },
        ],
        default: 'visible',
      },
      {
        displayName: 'Category Names or IDs',
        name: 'categories',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getCategories',
        },
        default: [],
      },
      {
        displayName: 'Cross Sell IDs',
        name: 'crossSellIds',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Date On Sale From',
        name: 'dateOnSaleFrom',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Date On Sale To',
        name: 'dateOnSaleTo',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Downloadable',
        name: 'downloadable',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'External URL',
        name: 'externalUrl',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Featured',
        name: 'featured',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Manage Stock',
        name: 'manageStock',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Menu Order',
        name: 'menuOrder',
        type: 'number',
        default: 1,
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Parent ID',
        name: 'parentId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Purchase Note',
        name: 'purchaseNote',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Regular Price',
        name: 'regularPrice',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Reviews Allowed',
        name: 'reviewsAllowed',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Sale Price',
        name: 'salePrice',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping Class',
        name: 'shippingClass',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Short Description',
        name: 'shortDescription',
        type: 'string',
        default: '',
      },
      {
        displayName: 'SKU',
        name: 'sku',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Slug',
        name: 'slug',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Sold Individually',
        name: 'soldIndividually',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Draft',
            value: 'draft',
          },
          {
            name: 'Pending',
            value: 'pending',
          },
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Publish',
            value: 'publish',
          },
        ],
        default: 'publish',
      },
      {
        displayName: 'Stock Quantity',
        name: 'stockQuantity',
        type: 'number',
        default: 1,
      },
      {
        displayName: 'Stock Status',
        name: 'stockStatus',
        type: 'options',
        options: [
          {
            name: 'In Stock',
            value: 'instock',
          },
          {
            name: 'Out Of Stock',
            value: 'outofstock',
          },
          {
            name: 'On Back Order',
            value: 'onbackorder',
          },
        ],
        default: 'instock',
      },
      {
        displayName: 'Tag Names or IDs',
        name: 'tags',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getTags',
        },
        default: [],
      },
      {
        displayName: 'Tax Class',
        name: 'taxClass',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Tax Status',
        name: 'taxStatus',
        type: 'options',
        options: [
          {
            name: 'Taxable',
            value: 'taxable',
          },
          {
            name: 'Shipping',
            value: 'shipping',
          },
          {
            name: 'None',
            value: 'none',
          },
        ],
        default: 'taxable',
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        options: [
          {
            name: 'Simple',
            value: 'simple',
          },
          {
            name: 'Grouped',
            value: 'grouped',
          },
          {
            name: 'External',
            value: 'external',
          },
          {
            name: 'Variable',
            value: 'variable',
          },
        ],
        default: 'simple',
      },
      {
        displayName: 'Upsell IDs',
        name: 'upsellIds',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Virtual',
        name: 'virtual',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Weight',
        name: 'weight',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Dimensions',
    name: 'dimensionsUi',
    placeholder: 'Add Dimension',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: false,
    },
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['update'],
      },
    },
    options: [
      {
        name: 'dimensionsValues',
        displayName: 'Dimension',
        values: [
          {
            displayName: 'Height',
            name: 'height',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Length',
            name: 'length',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Width',
            name: 'width',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Images',
    name: 'imagesUi',
    placeholder: 'Add Image',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['update'],
      },
    },
    options: [
      {
        name: 'imagesValues',
        displayName: 'Image',
        values: [
          {
            displayName: 'Alt',
            name: 'alt',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Src',
            name: 'src',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Name',
            name: 'name',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Metadata',
    name: 'metadataUi',
    placeholder: 'Add Metadata',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['update'],
      },
    },
    options: [
      {
        name: 'metadataValues',
        displayName: 'Metadata',
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
    displayName: 'Product ID',
    name: 'productId',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['get'],
      },
    },
    default: '',
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
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'After',
        name: 'after',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Before',
        name: 'before',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Category Name or ID',
        name: 'category',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getCategories',
        },
      },
      {
        displayName: 'Context',
        name: 'context',
        type: 'options',
        options: [
          {
            name: 'View',
            value: 'view',
          },
          {
            name: 'Embed',
            value: 'embed',
          },
          {
            name: 'Edit',
            value: 'edit',
          },
        ],
        default: 'view',
      },
      {
        displayName: 'Featured',
        name: 'featured',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Max Price',
        name: 'maxPrice',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Min Price',
        name: 'minPrice',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Order',
        name: 'order',
        type: 'options',
        options: [
          {
            name: 'ASC',
            value: 'asc',
          },
          {
            name: 'DESC',
            value: 'desc',
          },
        ],
        default: 'desc',
      },
      {
        displayName: 'Order By',
        name: 'orderBy',
        type: 'options',
        options: [
          {
            name: 'Date',
            value: 'date',
          },
          {
            name: 'ID',
            value: 'id',
          },
          {
            name: 'Include',
            value: 'include',
          },
          {
            name: 'Slug',
            value: 'slug',
          },
          {
            name: 'Title',
            value: 'title',
          },
        ],
        default: 'id',
      },
      {
        displayName: 'Search',
        name: 'search',
        type: 'string',
        default: '',
      },
      {
        displayName: 'SKU',
        name: 'sku',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Slug',
        name: 'slug',
        type: 'string',
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
            name: 'Draft',
            value: 'draft',
          },
          {
            name: 'Pending',
            value: 'pending',
          },
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Publish',
            value: 'publish',
          },
        ],
        default: 'any',
      },
      {
        displayName: 'Stock Status',
        name: 'stockStatus',
        type: 'options',
        options: [
          {
            name: 'In Stock',
            value: 'instock',
          },
          {
            name: 'Out Of Stock',
            value: 'outofstock',
          },
          {
            name: 'On Back Order',
            value: 'onbackorder',
          },
        ],
        default: '',
      },
      {
        displayName: 'Tag Name or ID',
        name: 'tag',
        type: 'options',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getTags',
        },
      },
      {
        displayName: 'Tax Class',
        name: 'taxClass',
        type: 'options',
        options: [
          {
            name: 'Standar',
            value: 'standard',
          },
          {
            name: 'Reduced Rate',
            value: 'reduced-rate',
          },
          {
            name: 'Zero Rate',
            value: 'zero-rate.',
          },
        ],
        default: '',
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        options: [
          {
            name: 'Simple',
            value: 'simple',
          },
          {
            name: 'Grouped',
            value: 'grouped',
          },
          {
            name: 'External',
            value: 'external',
          },
          {
            name: 'Variable',
            value: 'variable',
          },
        ],
        default: 'simple',
      },
    ],
  },
  {
    displayName: 'Product ID',
    name: 'productId',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['product'],
        operation: ['delete'],
      },
    },
    default: '',
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
    default: {},
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Currency',
        name: 'currency',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Customer ID',
        name: 'customerId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Customer Note',
        name: 'customerNote',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Parent ID',
        name: 'parentId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Payment Method ID',
        name: 'paymentMethodId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Payment Method Title',
        name: 'paymentMethodTitle',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Set Paid',
        name: 'setPaid',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Cancelled',
            value: 'cancelled',
          },
          {
            name: 'Completed',
            value: 'completed',
          },
          {
            name: 'Failed',
            value: 'failed',
          },
          {
            name: 'on-hold',
            value: 'on-hold',
          },
          {
            name: 'Pending',
            value: 'pending',
          },
          {
            name: 'Processing',
            value: 'processing',
          },
          {
            name: 'Refunded',
            value: 'refunded',
          },
          {
            name: 'Trash',
            value: 'trash',
          },
        ],
        default: 'pending',
      },
      {
        displayName: 'Transaction ID',
        name: 'transactionID',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Billing',
    name: 'billingUi',
    placeholder: 'Add Billing',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: false,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'billingValues',
        displayName: 'Address',
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
            displayName: 'Address Line 1',
            name: 'address_1',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Address Line 2',
            name: 'address_2',
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
            displayName: 'Postal Code',
            name: 'postcode',
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
            displayName: 'Email',
            name: 'email',
            type: 'string',
            placeholder: 'name@email.com',
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
    displayName: 'Coupon Lines',
    name: 'couponLinesUi',
    placeholder: 'Add Coupon Line',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'couponLinesValues',
        displayName: 'Coupon Line',
        values: [
          {
            displayName: 'Code',
            name: 'code',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Metadata',
            name: 'metadataUi',
            placeholder: 'Add Metadata',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            options: [
              {
                name: 'metadataValues',
                displayName: 'Metadata',
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
    ],
  },
  {
    displayName: 'Fee Lines',
    name: 'feeLinesUi',
    placeholder: 'Add Fee Line',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'feeLinesValues',
        displayName: 'Fee Line',
        values: [
          {
            displayName: 'Name',
            name: 'name',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Tax Class',
            name: 'taxClass',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Tax Status',
            name: 'taxStatus',
            type: 'options',
            options: [
              {
                name: 'Taxable',
                value: 'taxable',
              },
              {
                name: 'None',
                value: 'none',
              },
            ],
            default: '',
          },
          {
            displayName: 'Total',
            name: 'total',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Metadata',
            name: 'metadataUi',
            placeholder: 'Add Metadata',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            options: [
              {
                name: 'metadataValues',
                displayName: 'Metadata',
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
    ],
  },
  {
    displayName: 'Line Items',
    name: 'lineItemsUi',
    placeholder: 'Add Line Item',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'lineItemsValues',
        displayName: 'Line Item',
        values: [
          {
            displayName: 'Name',
            name: 'name',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Product ID',
            name: 'productId',
            type: 'number',
            default: 0,
          },
          {
            displayName: 'Variation ID',
            name: 'variationId',
            type: 'number',
            default: 0,
          },
          {
            displayName: 'Quantity',
            name: 'quantity',
            type: 'number',
            default: 1,
          },
          {
            displayName: 'Tax Class',
            name: 'taxClass',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Subtotal',
            name: 'subtotal',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Total',
            name: 'total',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Metadata',
            name: 'metadataUi',
            placeholder: 'Add Metadata',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            options: [
              {
                name: 'metadataValues',
                displayName: 'Metadata',
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
    ],
  },
  {
    displayName: 'Metadata',
    name: 'metadataUi',
    placeholder: 'Add Metadata',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'metadataValues',
        displayName: 'Metadata',
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
    displayName: 'Shipping',
    name: 'shippingUi',
    placeholder: 'Add Shipping',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: false,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'shippingValues',
        displayName: 'Address',
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
            displayName: 'Address Line 1',
            name: 'address_1',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Address Line 2',
            name: 'address_2',
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
            displayName: 'Postal Code',
            name: 'postcode',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Country',
            name: 'country',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Shipping Lines',
    name: 'shippingLinesUi',
    placeholder: 'Add Shipping Line',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'shippingLinesValues',
        displayName: 'Fee Line',
        values: [
          {
            displayName: 'Method Title',
            name: 'methodTitle',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Method ID',
            name: 'method ID',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Total',
            name: 'total',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Metadata',
            name: 'metadataUi',
            placeholder: 'Add Metadata',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            options: [
              {
                name: 'metadataValues',
                displayName: 'Metadata',
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
    ],
  },
  {
    displayName: 'Order ID',
    name: 'orderId',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['update'],
      },
    },
    default: '',
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Currency',
        name: 'currency',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Customer ID',
        name: 'customerId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Customer Note',
        name: 'customerNote',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Parent ID',
        name: 'parentId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Payment Method ID',
        name: 'paymentMethodId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Payment Method Title',
        name: 'paymentMethodTitle',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Cancelled',
            value: 'cancelled',
          },
          {
            name: 'Completed',
            value: 'completed',
          },
          {
            name: 'Failed',
            value: 'failed',
          },
          {
            name: 'on-hold',
            value: 'on-hold',
          },
          {
            name: 'Pending',
            value: 'pending',
          },
          {
            name: 'Processing',
            value: 'processing',
          },
          {
            name: 'Refunded',
            value: 'refunded',
          },
          {
            name: 'Trash',
            value: 'trash',
          },
        ],
        default: 'pending',
      },
      {
        displayName: 'Transaction ID',
        name: 'transactionID',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Billing',
    name: 'billingUi',
    placeholder: 'Add Billing',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: false,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['update'],
      },
    },
    options: [
      {
        name: 'billingValues',
        displayName: 'Address',
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
            displayName: 'Address Line 1',
            name: 'address_1',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Address Line 2',
            name: 'address_2',
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
            displayName: 'Postal Code',
            name: 'postalCode',
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
            displayName: 'Email',
            name: 'email',
            type: 'string',
            placeholder: 'name@email.com',
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
    displayName: 'Coupon Lines',
    name: 'couponLinesUi',
    placeholder: 'Add Coupon Line',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['update'],
      },
    },
    options: [
      {
        name: 'couponLinesValues',
        displayName: 'Coupon Line',
        values: [
          {
            displayName: 'Code',
            name: 'code',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Metadata',
            name: 'metadataUi',
            placeholder: 'Add Metadata',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            options: [
              {
                name: 'metadataValues',
                displayName: 'Metadata',
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
    ],
  },
  {
    displayName: 'Fee Lines',
    name: 'feeLinesUi',
    placeholder: 'Add Fee Line',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['update'],
      },
    },
    options: [
      {
        name: 'feeLinesValues',
        displayName: 'Fee Line',
        values: [
          {
            displayName: 'Name',
            name: 'name',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Tax Class',
            name: 'taxClass',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Tax Status',
            name: 'taxStatus',
            type: 'options',
            options: [
              {
                name: 'Taxable',
                value: 'taxable',
              },
              {
                name: 'None',
                value: 'none',
              },
            ],
            default: '',
          },
          {
            displayName: 'Total',
            name: 'total',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Metadata',
            name: 'metadataUi',
            placeholder: 'Add Metadata',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            options: [
              {
                name: 'metadataValues',
                displayName: 'Metadata',
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
    ],
  },
  {
    displayName: 'Line Items',
    name: 'lineItemsUi',
    placeholder: 'Add Line Item',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['update'],
      },
    },
    options: [
      {
        name: 'lineItemsValues',
        displayName: 'Line Item',
        values: [
          {
            displayName: 'Name',
            name: 'name',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Product ID',
            name: 'productId',
            type: 'number',
            default: 0,
          },
          {
            displayName: 'Variation ID',
            name: 'variationId',
            type: 'number',
            default: 0,
          },
          {
            displayName: 'Quantity',
            name: 'quantity',
            type: 'number',
            default: 1,
          },
          {
            displayName: 'Tax Class',
            name: 'taxClass',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Subtotal',
            name: 'subtotal',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Total',
            name: 'total',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Metadata',
            name: 'metadataUi',
            placeholder: 'Add Metadata',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            options: [
              {
                name: 'metadataValues',
                displayName: 'Metadata',
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
    ],
  },
  {
    displayName: 'Metadata',
    name: 'metadataUi',
    placeholder: 'Add Metadata',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['update'],
      },
    },
    options: [
      {
        name: 'metadataValues',
        displayName: 'Metadata',
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
    displayName: 'Shipping',
    name: 'shippingUi',
    placeholder: 'Add Shipping',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: false,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['update'],
      },
    },
    options: [
      {
        name: 'shippingValues',
        displayName: 'Address',
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
            displayName: 'Address Line 1',
            name: 'address_1',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Address Line 2',
            name: 'address_2',
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
            displayName: 'Postal Code',
            name: 'postalCode',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Country',
            name: 'country',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Shipping Lines',
    name: 'shippingLinesUi',
    placeholder: 'Add Shipping Line',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['update'],
      },
    },
    options: [
      {
        name: 'shippingLinesValues',
        displayName: 'Fee Line',
        values: [
          {
            displayName: 'Method Title',
            name: 'methodTitle',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Method ID',
            name: 'method ID',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Total',
            name: 'total',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Metadata',
            name: 'metadataUi',
            placeholder: 'Add Metadata',
            type: 'fixedCollection',
            default: {},
            typeOptions: {
              multipleValues: true,
            },
            options: [
              {
                name: 'metadataValues',
                displayName: 'Metadata',
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
    ],
  },
  {
    displayName: 'Order ID',
    name: 'orderId',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['get'],
      },
    },
    default: '',
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
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'After',
        name: 'after',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Before',
        name: 'before',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Customer',
        name: 'customer',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Decimal Points',
        name: 'decimalPoints',
        type: 'number',
        typeOptions: {
          minValue: 0,
          maxValue: 10,
        },
        default: 2,
      },
      {
        displayName: 'Order',
        name: 'order',
        type: 'options',
        options: [
          {
            name: 'ASC',
            value: 'asc',
          },
          {
            name: 'DESC',
            value: 'desc',
          },
        ],
        default: 'desc',
      },
      {
        displayName: 'Product',
        name: 'product',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Order By',
        name: 'orderBy',
        type: 'options',
        options: [
          {
            name: 'Date',
            value: 'date',
          },
          {
            name: 'ID',
            value: 'id',
          },
          {
            name: 'Include',
            value: 'include',
          },
          {
            name: 'Slug',
            value: 'slug',
          },
          {
            name: 'Title',
            value: 'title',
          },
        ],
        default: 'id',
      },
      {
        displayName: 'Search',
        name: 'search',
        type: 'string',
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
            value: 'cancelled',
          },
          {
            name: 'Completed',
            value: 'completed',
          },
          {
            name: 'Failed',
            value: 'failed',
          },
          {
            name: 'On-Hold',
            value: 'on-hold',
          },
          {
            name: 'Pending',
            value: 'pending',
          },
          {
            name: 'Processing',
            value: 'processing',
          },
          {
            name: 'Refunded',
            value: 'refunded',
          },
          {
            name: 'Trash',
            value: 'trash',
          },
        ],
        default: 'any',
      },
    ],
  },
  {
    displayName: 'Order ID',
    name: 'orderId',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['order'],
        operation: ['delete'],
      },
    },
    default: '',
  },
];
