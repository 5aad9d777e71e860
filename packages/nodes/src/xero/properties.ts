/**
 * Xero 1's parameters (n8n's `n8n-nodes-base.xero`): contacts and invoices of an organisation.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by
 * n8n's editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/**
 * The fields a contact is created or updated with, in n8n's order; an update can also rename the
 * contact (`name`, after Last Name).
 */
function contactFields(withName: boolean): NodeProperty[] {
  const fields: NodeProperty[] = [
    {
      displayName: 'Account Number',
      name: 'accountNumber',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Addresses',
      name: 'addressesUi',
      type: 'fixedCollection',
      typeOptions: {
        multipleValues: true,
      },
      default: {},
      placeholder: 'Add Address',
      options: [
        {
          name: 'addressesValues',
          displayName: 'Address',
          values: [
            {
              displayName: 'Type',
              name: 'type',
              type: 'options',
              options: [
                {
                  name: 'PO Box',
                  value: 'POBOX',
                },
                {
                  name: 'Street',
                  value: 'STREET',
                },
              ],
              default: '',
            },
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
              displayName: 'Region',
              name: 'region',
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
              displayName: 'Attention To',
              name: 'attentionTo',
              type: 'string',
              default: '',
            },
          ],
        },
      ],
    },
    {
      displayName: 'Bank Account Details',
      name: 'bankAccountDetails',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Contact Number',
      name: 'contactNumber',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Contact Status',
      name: 'contactStatus',
      type: 'options',
      options: [
        {
          name: 'Active',
          value: 'ACTIVE',
        },
        {
          name: 'Archived',
          value: 'ARCHIVED',
        },
        {
          name: 'GDPR Request',
          value: 'GDPRREQUEST',
        },
      ],
      default: '',
    },
    {
      displayName: 'Default Currency',
      name: 'defaultCurrency',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Email',
      name: 'emailAddress',
      type: 'string',
      default: '',
    },
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
      displayName: 'Phones',
      name: 'phonesUi',
      type: 'fixedCollection',
      typeOptions: {
        multipleValues: true,
      },
      default: {},
      placeholder: 'Add Phone',
      options: [
        {
          name: 'phonesValues',
          displayName: 'Phones',
          values: [
            {
              displayName: 'Type',
              name: 'phoneType',
              type: 'options',
              options: [
                {
                  name: 'Default',
                  value: 'DEFAULT',
                },
                {
                  name: 'DDI',
                  value: 'DDI',
                },
                {
                  name: 'Mobile',
                  value: 'MOBILE',
                },
                {
                  name: 'Fax',
                  value: 'FAX',
                },
              ],
              default: '',
            },
            {
              displayName: 'Number',
              name: 'phoneNumber',
              type: 'string',
              default: '',
            },
            {
              displayName: 'Area Code',
              name: 'phoneAreaCode',
              type: 'string',
              default: '',
            },
            {
              displayName: 'Country Code',
              name: 'phoneCountryCode',
              type: 'string',
              default: '',
            },
          ],
        },
      ],
    },
    {
      displayName: 'Purchase Default Account Code Name or ID',
      name: 'purchasesDefaultAccountCode',
      type: 'options',
      typeOptions: {
        loadOptionsMethod: 'getAccountCodes',
      },
      default: '',
    },
    {
      displayName: 'Sales Default Account Code Name or ID',
      name: 'salesDefaultAccountCode',
      type: 'options',
      typeOptions: {
        loadOptionsMethod: 'getAccountCodes',
      },
      default: '',
    },
    {
      displayName: 'Skype',
      name: 'skypeUserName',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Tax Number',
      name: 'taxNumber',
      type: 'string',
      default: '',
    },
    {
      displayName: 'Xero Network Key',
      name: 'xeroNetworkKey',
      type: 'string',
      default: '',
    },
  ];
  if (withName)
    fields.splice(fields.findIndex((f) => f.name === 'lastName') + 1, 0, {
      displayName: 'Name',
      name: 'name',
      type: 'string',
      default: '',
    });
  return fields;
}

/** Every parameter, in n8n's order. */
export const xeroProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Contact',
        value: 'contact',
      },
      {
        name: 'Invoice',
        value: 'invoice',
      },
    ],
    default: 'invoice',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['contact'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a contact',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a contact',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many contacts',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a contact',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Organization Name or ID',
    name: 'organizationId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTenants',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
      },
    },
    options: contactFields(false),
  },
  {
    displayName: 'Organization Name or ID',
    name: 'organizationId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTenants',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['get'],
      },
    },
    required: true,
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['get'],
      },
    },
    required: true,
  },
  {
    displayName: 'Organization Name or ID',
    name: 'organizationId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTenants',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['getAll'],
      },
    },
    required: true,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['contact'],
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
        resource: ['contact'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 100,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Include Archived',
        name: 'includeArchived',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Order By',
        name: 'orderBy',
        type: 'string',
        placeholder: 'contactID',
        default: '',
      },
      {
        displayName: 'Sort Order',
        name: 'sortOrder',
        type: 'options',
        options: [
          {
            name: 'Asc',
            value: 'ASC',
          },
          {
            name: 'Desc',
            value: 'DESC',
          },
        ],
        default: '',
      },
      {
        displayName: 'Where',
        name: 'where',
        type: 'string',
        placeholder: 'EmailAddress!=null&&EmailAddress.StartsWith("boom")',
        default: '',
      },
    ],
  },
  {
    displayName: 'Organization Name or ID',
    name: 'organizationId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTenants',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
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
    default: {},
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['update'],
      },
    },
    options: contactFields(true),
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['invoice'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create an invoice',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an invoice',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many invoices',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an invoice',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Organization Name or ID',
    name: 'organizationId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTenants',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Type',
    name: 'type',
    type: 'options',
    options: [
      {
        name: 'Bill',
        value: 'ACCPAY',
      },
      {
        name: 'Sales Invoice',
        value: 'ACCREC',
      },
    ],
    default: '',
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['create'],
      },
    },
    required: true,
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
        resource: ['invoice'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'lineItemsValues',
        displayName: 'Line Item',
        values: [
          {
            displayName: 'Description',
            name: 'description',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Quantity',
            name: 'quantity',
            type: 'number',
            default: 1,
            typeOptions: {
              minValue: 1,
            },
          },
          {
            displayName: 'Unit Amount',
            name: 'unitAmount',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Item Code Name or ID',
            name: 'itemCode',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getItemCodes',
              loadOptionsDependsOn: ['organizationId'],
            },
            default: '',
          },
          {
            displayName: 'Account Code Name or ID',
            name: 'accountCode',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getAccountCodes',
              loadOptionsDependsOn: ['organizationId'],
            },
            default: '',
          },
          {
            displayName: 'Tax Type',
            name: 'taxType',
            type: 'options',
            options: [
              {
                name: 'Tax on Purchases',
                value: 'INPUT',
              },
              {
                name: 'Tax Exempt',
                value: 'NONE',
              },
              {
                name: 'Tax on Sales',
                value: 'OUTPUT',
              },
              {
                name: 'Sales Tax on Imports',
                value: 'GSTONIMPORTS',
              },
            ],
            default: '',
            required: true,
          },
          {
            displayName: 'Tax Amount',
            name: 'taxAmount',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Line Amount',
            name: 'lineAmount',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Discount Rate',
            name: 'discountRate',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Branding Theme Name or ID',
        name: 'brandingThemeId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getBrandingThemes',
          loadOptionsDependsOn: ['organizationId'],
        },
        default: '',
      },
      {
        displayName: 'Currency Name or ID',
        name: 'currency',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCurrencies',
          loadOptionsDependsOn: ['organizationId'],
        },
        default: '',
      },
      {
        displayName: 'Currency Rate',
        name: 'currencyRate',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Date',
        name: 'date',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Due Date',
        name: 'dueDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Expected Payment Date',
        name: 'expectedPaymentDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Invoice Number',
        name: 'invoiceNumber',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Line Amount Type',
        name: 'lineAmountType',
        type: 'options',
        options: [
          {
            name: 'Exclusive',
            value: 'Exclusive',
          },
          {
            name: 'Inclusive',
            value: 'Inclusive',
          },
          {
            name: 'NoTax',
            value: 'NoTax',
          },
        ],
        default: 'Exclusive',
      },
      {
        displayName: 'Planned Payment Date',
        name: 'plannedPaymentDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Reference',
        name: 'reference',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Send To Contact',
        name: 'sendToContact',
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
            value: 'DRAFT',
          },
          {
            name: 'Submitted',
            value: 'SUBMITTED',
          },
          {
            name: 'Authorised',
            value: 'AUTHORISED',
          },
        ],
        default: 'DRAFT',
      },
      {
        displayName: 'URL',
        name: 'url',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Organization Name or ID',
    name: 'organizationId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTenants',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Invoice ID',
    name: 'invoiceId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['invoice'],
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
        resource: ['invoice'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Branding Theme Name or ID',
        name: 'brandingThemeId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getBrandingThemes',
          loadOptionsDependsOn: ['organizationId'],
        },
        default: '',
      },
      {
        displayName: 'Contact ID',
        name: 'contactId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Currency Name or ID',
        name: 'currency',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCurrencies',
          loadOptionsDependsOn: ['organizationId'],
        },
        default: '',
      },
      {
        displayName: 'Currency Rate',
        name: 'currencyRate',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Date',
        name: 'date',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Due Date',
        name: 'dueDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Expected Payment Date',
        name: 'expectedPaymentDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Invoice Number',
        name: 'invoiceNumber',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Line Amount Type',
        name: 'lineAmountType',
        type: 'options',
        options: [
          {
            name: 'Exclusive',
            value: 'Exclusive',
          },
          {
            name: 'Inclusive',
            value: 'Inclusive',
          },
          {
            name: 'NoTax',
            value: 'NoTax',
          },
        ],
        default: 'Exclusive',
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
        options: [
          {
            name: 'lineItemsValues',
            displayName: 'Line Item',
            values: [
              {
                displayName: 'Line Item ID',
                name: 'lineItemId',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Description',
                name: 'description',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Quantity',
                name: 'quantity',
                type: 'number',
                default: 1,
                typeOptions: {
                  minValue: 1,
                },
              },
              {
                displayName: 'Unit Amount',
                name: 'unitAmount',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Item Code Name or ID',
                name: 'itemCode',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getItemCodes',
                  loadOptionsDependsOn: ['organizationId'],
                },
                default: '',
              },
              {
                displayName: 'Account Code Name or ID',
                name: 'accountCode',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getAccountCodes',
                  loadOptionsDependsOn: ['organizationId'],
                },
                default: '',
              },
              {
                displayName: 'Tax Type',
                name: 'taxType',
                type: 'options',
                options: [
                  {
                    name: 'Tax on Purchases',
                    value: 'INPUT',
                  },
                  {
                    name: 'Tax Exempt',
                    value: 'NONE',
                  },
                  {
                    name: 'Tax on Sales',
                    value: 'OUTPUT',
                  },
                  {
                    name: 'Sales Tax on Imports',
                    value: 'GSTONIMPORTS',
                  },
                ],
                default: '',
                required: true,
              },
              {
                displayName: 'Tax Amount',
                name: 'taxAmount',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line Amount',
                name: 'lineAmount',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Discount Rate',
                name: 'discountRate',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Planned Payment Date',
        name: 'plannedPaymentDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Reference',
        name: 'reference',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Send To Contact',
        name: 'sendToContact',
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
            value: 'DRAFT',
          },
          {
            name: 'Submitted',
            value: 'SUBMITTED',
          },
          {
            name: 'Authorised',
            value: 'AUTHORISED',
          },
        ],
        default: 'DRAFT',
      },
      {
        displayName: 'URL',
        name: 'url',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Organization Name or ID',
    name: 'organizationId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTenants',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['get'],
      },
    },
    required: true,
  },
  {
    displayName: 'Invoice ID',
    name: 'invoiceId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Organization Name or ID',
    name: 'organizationId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTenants',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['getAll'],
      },
    },
    required: true,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['invoice'],
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
        resource: ['invoice'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 100,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Created By My App',
        name: 'createdByMyApp',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Order By',
        name: 'orderBy',
        type: 'string',
        placeholder: 'InvoiceID',
        default: '',
      },
      {
        displayName: 'Sort Order',
        name: 'sortOrder',
        type: 'options',
        options: [
          {
            name: 'Asc',
            value: 'ASC',
          },
          {
            name: 'Desc',
            value: 'DESC',
          },
        ],
        default: '',
      },
      {
        displayName: 'Statuses',
        name: 'statuses',
        type: 'multiOptions',
        options: [
          {
            name: 'Draft',
            value: 'DRAFT',
          },
          {
            name: 'Submitted',
            value: 'SUBMITTED',
          },
          {
            name: 'Authorised',
            value: 'AUTHORISED',
          },
        ],
        default: [],
      },
      {
        displayName: 'Where',
        name: 'where',
        type: 'string',
        placeholder: 'EmailAddress!=null&&EmailAddress.StartsWith("boom")',
        default: '',
      },
    ],
  },
];
