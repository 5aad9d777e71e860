/**
 * QuickBooks Online 1's parameters (n8n's `n8n-nodes-base.quickbooks`): bills, customers, employees, estimates, invoices, items, payments, purchases, transactions and vendors.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by
 * n8n's editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const quickBooksProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Bill',
        value: 'bill',
      },
      {
        name: 'Customer',
        value: 'customer',
      },
      {
        name: 'Employee',
        value: 'employee',
      },
      {
        name: 'Estimate',
        value: 'estimate',
      },
      {
        name: 'Invoice',
        value: 'invoice',
      },
      {
        name: 'Item',
        value: 'item',
      },
      {
        name: 'Payment',
        value: 'payment',
      },
      {
        name: 'Purchase',
        value: 'purchase',
      },
      {
        name: 'Transaction',
        value: 'transaction',
      },
      {
        name: 'Vendor',
        value: 'vendor',
      },
    ],
    default: 'customer',
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
        action: 'Create a bill',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a bill',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a bill',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many bills',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a bill',
      },
    ],
    displayOptions: {
      show: {
        resource: ['bill'],
      },
    },
  },
  {
    displayName: 'For Vendor Name or ID',
    name: 'VendorRef',
    type: 'options',
    required: true,
    default: [],
    typeOptions: {
      loadOptionsMethod: 'getVendors',
    },
    displayOptions: {
      show: {
        resource: ['bill'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Line',
    name: 'Line',
    type: 'collection',
    placeholder: 'Add Line Item Property',
    typeOptions: {
      multipleValues: true,
    },
    default: {},
    displayOptions: {
      show: {
        resource: ['bill'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Account ID',
        name: 'accountId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Amount',
        name: 'Amount',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Description',
        name: 'Description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Detail Type',
        name: 'DetailType',
        type: 'options',
        default: 'ItemBasedExpenseLineDetail',
        options: [
          {
            name: 'Account-Based Expense Line Detail',
            value: 'AccountBasedExpenseLineDetail',
          },
          {
            name: 'Item-Based Expense Line Detail',
            value: 'ItemBasedExpenseLineDetail',
          },
        ],
      },
      {
        displayName: 'Item Name or ID',
        name: 'itemId',
        type: 'options',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getItems',
        },
      },
      {
        displayName: 'Position',
        name: 'LineNum',
        type: 'number',
        default: 1,
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
        resource: ['bill'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Accounts Payable Account',
        name: 'APAccountRef',
        placeholder: 'Add APA Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'ID',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Balance',
        name: 'Balance',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due Date',
        name: 'DueDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Sales Term',
        name: 'SalesTermRef',
        placeholder: 'Add Sales Term Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'ID',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Total Amount',
        name: 'TotalAmt',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Transaction Date',
        name: 'TxnDate',
        type: 'dateTime',
        default: '',
      },
    ],
  },
  {
    displayName: 'Bill ID',
    name: 'billId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['bill'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Bill ID',
    name: 'billId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['bill'],
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
        resource: ['bill'],
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
        resource: ['bill'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Query',
        name: 'query',
        type: 'string',
        default: '',
        placeholder: "WHERE Metadata.LastUpdatedTime > '2021-01-01'",
      },
    ],
    displayOptions: {
      show: {
        resource: ['bill'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Bill ID',
    name: 'billId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['bill'],
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
    required: true,
    displayOptions: {
      show: {
        resource: ['bill'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Accounts Payable Account',
        name: 'APAccountRef',
        placeholder: 'Add APA Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'ID',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Due Date',
        name: 'DueDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Sales Term',
        name: 'SalesTermRef',
        placeholder: 'Add Sales Term Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'ID',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Transaction Date',
        name: 'TxnDate',
        type: 'dateTime',
        default: '',
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
        action: 'Create a customer',
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
    displayName: 'Display Name',
    name: 'displayName',
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
        displayName: 'Active',
        name: 'Active',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Balance',
        name: 'Balance',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Balance With Jobs',
        name: 'BalanceWithJobs',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Billing Address',
        name: 'BillAddr',
        placeholder: 'Add Billing Address Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'City',
                name: 'City',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line 1',
                name: 'Line1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Postal Code',
                name: 'PostalCode',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Latitude',
                name: 'Lat',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Longitude',
                name: 'Long',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Subdivision Code',
                name: 'CountrySubDivisionCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Bill With Parent',
        name: 'BillWithParent',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Company Name',
        name: 'CompanyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Family Name',
        name: 'FamilyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Fully Qualified Name',
        name: 'FullyQualifiedName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Given Name',
        name: 'GivenName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Preferred Delivery Method',
        name: 'PreferredDeliveryMethod',
        type: 'options',
        default: 'Print',
        options: [
          {
            name: 'Print',
            value: 'Print',
          },
          {
            name: 'Email',
            value: 'Email',
          },
          {
            name: 'None',
            value: 'None',
          },
        ],
      },
      {
        displayName: 'Primary Email Address',
        name: 'PrimaryEmailAddr',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Primary Phone',
        name: 'PrimaryPhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Print-On-Check Name',
        name: 'PrintOnCheckName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Taxable',
        name: 'Taxable',
        type: 'boolean',
        default: false,
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
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Query',
        name: 'query',
        type: 'string',
        default: '',
        placeholder: "WHERE Metadata.LastUpdatedTime > '2021-01-01'",
      },
    ],
    displayOptions: {
      show: {
        resource: ['customer'],
        operation: ['getAll'],
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
    required: true,
    displayOptions: {
      show: {
        resource: ['customer'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Active',
        name: 'Active',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Balance',
        name: 'Balance',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Balance With Jobs',
        name: 'BalanceWithJobs',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Billing Address',
        name: 'BillAddr',
        placeholder: 'Add Billing Address Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'City',
                name: 'City',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line 1',
                name: 'Line1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Postal Code',
                name: 'PostalCode',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Latitude',
                name: 'Lat',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Longitude',
                name: 'Long',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Subdivision Code',
                name: 'CountrySubDivisionCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Bill With Parent',
        name: 'BillWithParent',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Company Name',
        name: 'CompanyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Family Name',
        name: 'FamilyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Fully Qualified Name',
        name: 'FullyQualifiedName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Given Name',
        name: 'GivenName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Preferred Delivery Method',
        name: 'PreferredDeliveryMethod',
        type: 'options',
        default: 'Print',
        options: [
          {
            name: 'Print',
            value: 'Print',
          },
          {
            name: 'Email',
            value: 'Email',
          },
          {
            name: 'None',
            value: 'None',
          },
        ],
      },
      {
        displayName: 'Primary Email Address',
        name: 'PrimaryEmailAddr',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Primary Phone',
        name: 'PrimaryPhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Print-On-Check Name',
        name: 'PrintOnCheckName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Taxable',
        name: 'Taxable',
        type: 'boolean',
        default: false,
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
        action: 'Create an employee',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an employee',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many employees',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an employee',
      },
    ],
    displayOptions: {
      show: {
        resource: ['employee'],
      },
    },
  },
  {
    displayName: 'Family Name',
    name: 'FamilyName',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['employee'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Given Name',
    name: 'GivenName',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['employee'],
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
        resource: ['employee'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Active',
        name: 'Active',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Billable Time',
        name: 'BillableTime',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Display Name',
        name: 'DisplayName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Billing Address',
        name: 'BillAddr',
        placeholder: 'Add Billing Address Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'City',
                name: 'City',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line 1',
                name: 'Line1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Postal Code',
                name: 'PostalCode',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Latitude',
                name: 'Lat',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Longitude',
                name: 'Long',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Subdivision Code',
                name: 'CountrySubDivisionCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Primary Phone',
        name: 'PrimaryPhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Print-On-Check Name',
        name: 'PrintOnCheckName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Social Security Number',
        name: 'SSN',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Employee ID',
    name: 'employeeId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['employee'],
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
        resource: ['employee'],
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
        resource: ['employee'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Query',
        name: 'query',
        type: 'string',
        default: '',
        placeholder: "WHERE Metadata.LastUpdatedTime > '2021-01-01'",
      },
    ],
    displayOptions: {
      show: {
        resource: ['employee'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Employee ID',
    name: 'employeeId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['employee'],
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
    required: true,
    displayOptions: {
      show: {
        resource: ['employee'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Active',
        name: 'Active',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Billable Time',
        name: 'BillableTime',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Display Name',
        name: 'DisplayName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Billing Address',
        name: 'BillAddr',
        placeholder: 'Add Billing Address Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'City',
                name: 'City',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line 1',
                name: 'Line1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Postal Code',
                name: 'PostalCode',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Latitude',
                name: 'Lat',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Longitude',
                name: 'Long',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Subdivision Code',
                name: 'CountrySubDivisionCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Primary Phone',
        name: 'PrimaryPhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Print-On-Check Name',
        name: 'PrintOnCheckName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Social Security Number',
        name: 'SSN',
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
    default: 'get',
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create an estimate',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an estimate',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an estimate',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many estimates',
      },
      {
        name: 'Send',
        value: 'send',
        action: 'Send an estimate',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an estimate',
      },
    ],
    displayOptions: {
      show: {
        resource: ['estimate'],
      },
    },
  },
  {
    displayName: 'For Customer Name or ID',
    name: 'CustomerRef',
    type: 'options',
    required: true,
    default: [],
    typeOptions: {
      loadOptionsMethod: 'getCustomers',
    },
    displayOptions: {
      show: {
        resource: ['estimate'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Line',
    name: 'Line',
    type: 'collection',
    placeholder: 'Add Line Item Property',
    typeOptions: {
      multipleValues: true,
    },
    default: {},
    displayOptions: {
      show: {
        resource: ['estimate'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Amount',
        name: 'Amount',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Description',
        name: 'Description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Detail Type',
        name: 'DetailType',
        type: 'options',
        default: 'SalesItemLineDetail',
        options: [
          {
            name: 'Sales Item Line Detail',
            value: 'SalesItemLineDetail',
          },
        ],
      },
      {
        displayName: 'Item Name or ID',
        name: 'itemId',
        type: 'options',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getItems',
        },
      },
      {
        displayName: 'Position',
        name: 'LineNum',
        type: 'number',
        default: 1,
      },
      {
        displayName: 'Tax Code Ref Name or ID',
        name: 'TaxCodeRef',
        type: 'options',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getTaxCodeRefs',
        },
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
        resource: ['estimate'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Apply Tax After Discount',
        name: 'ApplyTaxAfterDiscount',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Billing Address',
        name: 'BillAddr',
        placeholder: 'Add Billing Address Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'City',
                name: 'City',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line 1',
                name: 'Line1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Postal Code',
                name: 'PostalCode',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Latitude',
                name: 'Lat',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Longitude',
                name: 'Long',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Subdivision Code',
                name: 'CountrySubDivisionCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Billing Email',
        name: 'BillEmail',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Custom Fields',
        name: 'CustomFields',
        placeholder: 'Add Custom Fields',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            displayName: 'Field',
            name: 'Field',
            values: [
              {
                displayName: 'Field Definition Name or ID',
                name: 'DefinitionId',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getCustomFields',
                },
                default: '',
              },
              {
                displayName: 'Field Value',
                name: 'StringValue',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Customer Memo',
        name: 'CustomerMemo',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Document Number',
        name: 'DocNumber',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email Status',
        name: 'EmailStatus',
        type: 'options',
        default: 'NotSet',
        options: [
          {
            name: 'Not Set',
            value: 'NotSet',
          },
          {
            name: 'Need To Send',
            value: 'NeedToSend',
          },
          {
            name: 'Email Sent',
            value: 'EmailSent',
          },
        ],
      },
      {
        displayName: 'Print Status',
        name: 'PrintStatus',
        type: 'options',
        default: 'NotSet',
        options: [
          {
            name: 'Not Set',
            value: 'NotSet',
          },
          {
            name: 'Need To Print',
            value: 'NeedToPrint',
          },
          {
            name: 'PrintComplete',
            value: 'PrintComplete',
          },
        ],
      },
      {
        displayName: 'Shipping Address',
        name: 'ShipAddr',
        placeholder: 'Add Shippping Address Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'City',
                name: 'City',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line 1',
                name: 'Line1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Postal Code',
                name: 'PostalCode',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Latitude',
                name: 'Lat',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Longitude',
                name: 'Long',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Subdivision Code',
                name: 'CountrySubDivisionCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Total Amount',
        name: 'TotalAmt',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Transaction Date',
        name: 'TxnDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Total Tax',
        name: 'TotalTax',
        type: 'number',
        default: 0,
      },
    ],
  },
  {
    displayName: 'Estimate ID',
    name: 'estimateId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['estimate'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Estimate ID',
    name: 'estimateId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['estimate'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Download',
    name: 'download',
    type: 'boolean',
    required: true,
    default: false,
    displayOptions: {
      show: {
        resource: ['estimate'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryProperty',
    type: 'string',
    required: true,
    default: 'data',
    displayOptions: {
      show: {
        resource: ['estimate'],
        operation: ['get'],
        download: [true],
      },
    },
  },
  {
    displayName: 'File Name',
    name: 'fileName',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'data.pdf',
    displayOptions: {
      show: {
        resource: ['estimate'],
        operation: ['get'],
        download: [true],
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
        resource: ['estimate'],
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
        resource: ['estimate'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Query',
        name: 'query',
        type: 'string',
        default: '',
        placeholder: "WHERE Metadata.LastUpdatedTime > '2021-01-01'",
      },
    ],
    displayOptions: {
      show: {
        resource: ['estimate'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Estimate ID',
    name: 'estimateId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['estimate'],
        operation: ['send'],
      },
    },
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
        resource: ['estimate'],
        operation: ['send'],
      },
    },
  },
  {
    displayName: 'Estimate ID',
    name: 'estimateId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['estimate'],
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
    required: true,
    displayOptions: {
      show: {
        resource: ['estimate'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Apply Tax After Discount',
        name: 'ApplyTaxAfterDiscount',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Billing Address',
        name: 'BillAddr',
        placeholder: 'Add Billing Address Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'City',
                name: 'City',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line 1',
                name: 'Line1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Postal Code',
                name: 'PostalCode',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Latitude',
                name: 'Lat',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Longitude',
                name: 'Long',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Subdivision Code',
                name: 'CountrySubDivisionCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Billing Email',
        name: 'BillEmail',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Custom Fields',
        name: 'CustomFields',
        placeholder: 'Add Custom Fields',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            displayName: 'Field',
            name: 'Field',
            values: [
              {
                displayName: 'Field Definition Name or ID',
                name: 'DefinitionId',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getCustomFields',
                },
                default: '',
              },
              {
                displayName: 'Field Value',
                name: 'StringValue',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Customer Memo',
        name: 'CustomerMemo',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Document Number',
        name: 'DocNumber',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email Status',
        name: 'EmailStatus',
        type: 'options',
        default: 'NotSet',
        options: [
          {
            name: 'Not Set',
            value: 'NotSet',
          },
          {
            name: 'Need To Send',
            value: 'NeedToSend',
          },
          {
            name: 'Email Sent',
            value: 'EmailSent',
          },
        ],
      },
      {
        displayName: 'Print Status',
        name: 'PrintStatus',
        type: 'options',
        default: 'NotSet',
        options: [
          {
            name: 'Not Set',
            value: 'NotSet',
          },
          {
            name: 'Need To Print',
            value: 'NeedToPrint',
          },
          {
            name: 'PrintComplete',
            value: 'PrintComplete',
          },
        ],
      },
      {
        displayName: 'Shipping Address',
        name: 'ShipAddr',
        placeholder: 'Add Shippping Address Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'City',
                name: 'City',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line 1',
                name: 'Line1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Postal Code',
                name: 'PostalCode',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Latitude',
                name: 'Lat',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Longitude',
                name: 'Long',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Subdivision Code',
                name: 'CountrySubDivisionCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Transaction Date',
        name: 'TxnDate',
        type: 'dateTime',
        default: '',
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
        action: 'Create an invoice',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an invoice',
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
        name: 'Send',
        value: 'send',
        action: 'Send an invoice',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an invoice',
      },
      {
        name: 'Void',
        value: 'void',
        action: 'Void an invoice',
      },
    ],
    displayOptions: {
      show: {
        resource: ['invoice'],
      },
    },
  },
  {
    displayName: 'For Customer Name or ID',
    name: 'CustomerRef',
    type: 'options',
    required: true,
    default: [],
    typeOptions: {
      loadOptionsMethod: 'getCustomers',
    },
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Line',
    name: 'Line',
    type: 'collection',
    placeholder: 'Add Line Item Property',
    typeOptions: {
      multipleValues: true,
    },
    default: {},
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Amount',
        name: 'Amount',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Description',
        name: 'Description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Detail Type',
        name: 'DetailType',
        type: 'options',
        default: 'SalesItemLineDetail',
        options: [
          {
            name: 'Sales Item Line Detail',
            value: 'SalesItemLineDetail',
          },
        ],
      },
      {
        displayName: 'Item Name or ID',
        name: 'itemId',
        type: 'options',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getItems',
        },
      },
      {
        displayName: 'Position',
        name: 'LineNum',
        type: 'number',
        default: 1,
      },
      {
        displayName: 'Tax Code Ref Name or ID',
        name: 'TaxCodeRef',
        type: 'options',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getTaxCodeRefs',
        },
      },
      {
        displayName: 'Quantity',
        name: 'Qty',
        type: 'number',
        default: 0,
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
        displayName: 'Balance',
        name: 'Balance',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Billing Address',
        name: 'BillAddr',
        placeholder: 'Add Billing Address Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'City',
                name: 'City',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line 1',
                name: 'Line1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Postal Code',
                name: 'PostalCode',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Latitude',
                name: 'Lat',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Longitude',
                name: 'Long',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Subdivision Code',
                name: 'CountrySubDivisionCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Billing Email',
        name: 'BillEmail',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Customer Memo',
        name: 'CustomerMemo',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Custom Fields',
        name: 'CustomFields',
        placeholder: 'Add Custom Fields',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            displayName: 'Field',
            name: 'Field',
            values: [
              {
                displayName: 'Field Definition Name or ID',
                name: 'DefinitionId',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getCustomFields',
                },
                default: '',
              },
              {
                displayName: 'Field Value',
                name: 'StringValue',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Document Number',
        name: 'DocNumber',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due Date',
        name: 'DueDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Email Status',
        name: 'EmailStatus',
        type: 'options',
        default: 'NotSet',
        options: [
          {
            name: 'Not Set',
            value: 'NotSet',
          },
          {
            name: 'Need To Send',
            value: 'NeedToSend',
          },
          {
            name: 'Email Sent',
            value: 'EmailSent',
          },
        ],
      },
      {
        displayName: 'Print Status',
        name: 'PrintStatus',
        type: 'options',
        default: 'NotSet',
        options: [
          {
            name: 'Not Set',
            value: 'NotSet',
          },
          {
            name: 'Need To Print',
            value: 'NeedToPrint',
          },
          {
            name: 'PrintComplete',
            value: 'PrintComplete',
          },
        ],
      },
      {
        displayName: 'Shipping Address',
        name: 'ShipAddr',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Total Amount',
        name: 'TotalAmt',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Transaction Date',
        name: 'TxnDate',
        type: 'dateTime',
        default: '',
      },
    ],
  },
  {
    displayName: 'Invoice ID',
    name: 'invoiceId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Invoice ID',
    name: 'invoiceId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Download',
    name: 'download',
    type: 'boolean',
    required: true,
    default: false,
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryProperty',
    type: 'string',
    required: true,
    default: 'data',
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['get'],
        download: [true],
      },
    },
  },
  {
    displayName: 'File Name',
    name: 'fileName',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'data.pdf',
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['get'],
        download: [true],
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
        resource: ['invoice'],
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
        resource: ['invoice'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Query',
        name: 'query',
        type: 'string',
        default: '',
        placeholder: "WHERE Metadata.LastUpdatedTime > '2021-01-01'",
      },
    ],
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Invoice ID',
    name: 'invoiceId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['send'],
      },
    },
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
        resource: ['invoice'],
        operation: ['send'],
      },
    },
  },
  {
    displayName: 'Invoice ID',
    name: 'invoiceId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['void'],
      },
    },
  },
  {
    displayName: 'Invoice ID',
    name: 'invoiceId',
    type: 'string',
    required: true,
    default: '',
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
    required: true,
    displayOptions: {
      show: {
        resource: ['invoice'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Billing Address',
        name: 'BillAddr',
        placeholder: 'Add Billing Address Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'City',
                name: 'City',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line 1',
                name: 'Line1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Postal Code',
                name: 'PostalCode',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Latitude',
                name: 'Lat',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Longitude',
                name: 'Long',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Subdivision Code',
                name: 'CountrySubDivisionCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Billing Email',
        name: 'BillEmail',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Customer Memo',
        name: 'CustomerMemo',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Custom Fields',
        name: 'CustomFields',
        placeholder: 'Add Custom Fields',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            displayName: 'Field',
            name: 'Field',
            values: [
              {
                displayName: 'Field Definition Name or ID',
                name: 'DefinitionId',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getCustomFields',
                },
                default: '',
              },
              {
                displayName: 'Field Value',
                name: 'StringValue',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Document Number',
        name: 'DocNumber',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due Date',
        name: 'DueDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Email Status',
        name: 'EmailStatus',
        type: 'options',
        default: 'NotSet',
        options: [
          {
            name: 'Not Set',
            value: 'NotSet',
          },
          {
            name: 'Need To Send',
            value: 'NeedToSend',
          },
          {
            name: 'Email Sent',
            value: 'EmailSent',
          },
        ],
      },
      {
        displayName: 'Print Status',
        name: 'PrintStatus',
        type: 'options',
        default: 'NotSet',
        options: [
          {
            name: 'Not Set',
            value: 'NotSet',
          },
          {
            name: 'Need To Print',
            value: 'NeedToPrint',
          },
          {
            name: 'PrintComplete',
            value: 'PrintComplete',
          },
        ],
      },
      {
        displayName: 'Shipping Address',
        name: 'ShipAddr',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Transaction Date',
        name: 'TxnDate',
        type: 'dateTime',
        default: '',
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
        name: 'Get',
        value: 'get',
        action: 'Get an item',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many items',
      },
    ],
    displayOptions: {
      show: {
        resource: ['item'],
      },
    },
  },
  {
    displayName: 'Item ID',
    name: 'itemId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['item'],
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
        resource: ['item'],
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
        resource: ['item'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Query',
        name: 'query',
        type: 'string',
        default: '',
        placeholder: "WHERE Metadata.LastUpdatedTime > '2021-01-01'",
      },
    ],
    displayOptions: {
      show: {
        resource: ['item'],
        operation: ['getAll'],
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
        action: 'Create a payment',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a payment',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a payment',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many payments',
      },
      {
        name: 'Send',
        value: 'send',
        action: 'Send a payment',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a payment',
      },
      {
        name: 'Void',
        value: 'void',
        action: 'Void a payment',
      },
    ],
    displayOptions: {
      show: {
        resource: ['payment'],
      },
    },
  },
  {
    displayName: 'For Customer Name or ID',
    name: 'CustomerRef',
    type: 'options',
    required: true,
    default: [],
    typeOptions: {
      loadOptionsMethod: 'getCustomers',
    },
    displayOptions: {
      show: {
        resource: ['payment'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Total Amount',
    name: 'TotalAmt',
    type: 'number',
    default: 0,
    displayOptions: {
      show: {
        resource: ['payment'],
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
        resource: ['payment'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Transaction Date',
        name: 'TxnDate',
        type: 'dateTime',
        default: '',
      },
    ],
  },
  {
    displayName: 'Payment ID',
    name: 'paymentId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['payment'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Payment ID',
    name: 'paymentId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['payment'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Download',
    name: 'download',
    type: 'boolean',
    required: true,
    default: false,
    displayOptions: {
      show: {
        resource: ['payment'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryProperty',
    type: 'string',
    required: true,
    default: 'data',
    displayOptions: {
      show: {
        resource: ['payment'],
        operation: ['get'],
        download: [true],
      },
    },
  },
  {
    displayName: 'File Name',
    name: 'fileName',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'data.pdf',
    displayOptions: {
      show: {
        resource: ['payment'],
        operation: ['get'],
        download: [true],
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
        resource: ['payment'],
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
        resource: ['payment'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Query',
        name: 'query',
        type: 'string',
        default: '',
        placeholder: "WHERE Metadata.LastUpdatedTime > '2021-01-01'",
      },
    ],
    displayOptions: {
      show: {
        resource: ['payment'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Payment ID',
    name: 'paymentId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['payment'],
        operation: ['send'],
      },
    },
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
        resource: ['payment'],
        operation: ['send'],
      },
    },
  },
  {
    displayName: 'Payment ID',
    name: 'paymentId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['payment'],
        operation: ['void'],
      },
    },
  },
  {
    displayName: 'Payment ID',
    name: 'paymentId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['payment'],
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
    required: true,
    displayOptions: {
      show: {
        resource: ['payment'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Transaction Date',
        name: 'TxnDate',
        type: 'dateTime',
        default: '',
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
        name: 'Get',
        value: 'get',
        action: 'Get a purchase',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many purchases',
      },
    ],
    displayOptions: {
      show: {
        resource: ['purchase'],
      },
    },
  },
  {
    displayName: 'Purchase ID',
    name: 'purchaseId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['purchase'],
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
        resource: ['purchase'],
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
        resource: ['purchase'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Query',
        name: 'query',
        type: 'string',
        default: '',
        placeholder: "WHERE Metadata.LastUpdatedTime > '2021-01-01'",
      },
    ],
    displayOptions: {
      show: {
        resource: ['purchase'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'getReport',
    options: [
      {
        name: 'Get Report',
        value: 'getReport',
        action: 'Get a report',
      },
    ],
    displayOptions: {
      show: {
        resource: ['transaction'],
      },
    },
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['transaction'],
        operation: ['getReport'],
      },
    },
    default: true,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['transaction'],
        operation: ['getReport'],
      },
    },
    options: [
      {
        displayName: 'Accounts Payable Paid',
        name: 'appaid',
        type: 'options',
        default: 'All',
        options: [
          {
            name: 'All',
            value: 'All',
          },
          {
            name: 'Paid',
            value: 'Paid',
          },
          {
            name: 'Unpaid',
            value: 'Unpaid',
          },
        ],
      },
      {
        displayName: 'Accounts Receivable Paid',
        name: 'arpaid',
        type: 'options',
        default: 'All',
        options: [
          {
            name: 'All',
            value: 'All',
          },
          {
            name: 'Paid',
            value: 'Paid',
          },
          {
            name: 'Unpaid',
            value: 'Unpaid',
          },
        ],
      },
      {
        displayName: 'Cleared Status',
        name: 'cleared',
        type: 'options',
        default: 'Reconciled',
        options: [
          {
            name: 'Cleared',
            value: 'Cleared',
          },
          {
            name: 'Uncleared',
            value: 'Uncleared',
          },
          {
            name: 'Reconciled',
            value: 'Reconciled',
          },
          {
            name: 'Deposited',
            value: 'Deposited',
          },
        ],
      },
      {
        displayName: 'Columns',
        name: 'columns',
        type: 'multiOptions',
        default: [],
        options: [
          {
            name: 'Account Name',
            value: 'account_name',
          },
          {
            name: 'Created By',
            value: 'create_by',
          },
          {
            name: 'Create Date',
            value: 'create_date',
          },
          {
            name: 'Customer Message',
            value: 'cust_msg',
          },
          {
            name: 'Department Name',
            value: 'dept_name',
          },
          {
            name: 'Due Date',
            value: 'due_date',
          },
          {
            name: 'Document Number',
            value: 'doc_num',
          },
          {
            name: 'Invoice Date',
            value: 'inv_date',
          },
          {
            name: 'Is Account Payable Paid',
            value: 'is_ap_paid',
          },
          {
            name: 'Is Cleared',
            value: 'is_cleared',
          },
          {
            name: 'Last Modified By',
            value: 'last_mod_by',
          },
          {
            name: 'Memo',
            value: 'memo',
          },
          {
            name: 'Name',
            value: 'name',
          },
          {
            name: 'Other Account',
            value: 'other_account',
          },
          {
            name: 'Payment Method',
            value: 'pmt_mthod',
          },
          {
            name: 'Posting',
            value: 'is_no_post',
          },
          {
            name: 'Printed Status',
            value: 'printed',
          },
          {
            name: 'Sales Customer 1',
            value: 'sales_cust1',
          },
          {
            name: 'Sales Customer 2',
            value: 'sales_cust2',
          },
          {
            name: 'Sales Customer 3',
            value: 'sales_cust3',
          },
          {
            name: 'Term Name',
            value: 'term_name',
          },
          {
            name: 'Tracking Number',
            value: 'tracking_num',
          },
          {
            name: 'Transaction Date',
            value: 'tx_date',
          },
          {
            name: 'Transaction Type',
            value: 'txn_type',
          },
        ],
      },
      {
        displayName: 'Customer Names or IDs',
        name: 'customer',
        type: 'multiOptions',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getCustomers',
        },
      },
      {
        displayName: 'Date Range (Custom)',
        name: 'dateRangeCustom',
        placeholder: 'Add Date Range',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Date Range Properties',
            name: 'dateRangeCustomProperties',
            values: [
              {
                displayName: 'Start Date',
                name: 'start_date',
                type: 'dateTime',
                default: '',
              },
              {
                displayName: 'End Date',
                name: 'end_date',
                type: 'dateTime',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Date Range (Predefined)',
        name: 'date_macro',
        type: 'options',
        default: 'This Month',
        options: [
          {
            name: 'Today',
            value: 'Today',
          },
          {
            name: 'Yesterday',
            value: 'Yesterday',
          },
          {
            name: 'This Week',
            value: 'This Week',
          },
          {
            name: 'Last Week',
            value: 'Last Week',
          },
          {
            name: 'This Week-to-Date',
            value: 'This Week-to-Date',
          },
          {
            name: 'Last Week-to-Date',
            value: 'Last Week-to-Date',
          },
          {
            name: 'Next Week',
            value: 'Next Week',
          },
          {
            name: 'Next 4 Weeks',
            value: 'Next 4 Weeks',
          },
          {
            name: 'This Month',
            value: 'This Month',
          },
          {
            name: 'Last Month',
            value: 'Last Month',
          },
          {
            name: 'This Month-to-Date',
            value: 'This Month-to-Date',
          },
          {
            name: 'Last Month-to-Date',
            value: 'Last Month-to-Date',
          },
          {
            name: 'Next Month',
            value: 'Next Month',
          },
          {
            name: 'This Fiscal Quarter',
            value: 'This Fiscal Quarter',
          },
          {
            name: 'Last Fiscal Quarter',
            value: 'Last Fiscal Quarter',
          },
          {
            name: 'This Fiscal Quarter-to-Date',
            value: 'This Fiscal Quarter-to-Date',
          },
          {
            name: 'Last Fiscal Quarter-to-Date',
            value: 'Last Fiscal Quarter-to-Date',
          },
          {
            name: 'Next Fiscal Quarter',
            value: 'Next Fiscal Quarter',
          },
          {
            name: 'This Fiscal Year',
            value: 'This Fiscal Year',
          },
          {
            name: 'Last Fiscal Year',
            value: 'Last Fiscal Year',
          },
          {
            name: 'This Fiscal Year-to-Date',
            value: 'This Fiscal Year-to-Date',
          },
          {
            name: 'Last Fiscal Year-to-Date',
            value: 'Last Fiscal Year-to-Date',
          },
          {
            name: 'Next Fiscal Year',
            value: 'Next Fiscal Year',
          },
        ],
      },
      {
        displayName: 'Date Range for Creation Date (Custom)',
        name: 'dateRangeCreationCustom',
        placeholder: 'Add Creation Date Range',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Creation Date Range Properties',
            name: 'dateRangeCreationCustomProperties',
            values: [
              {
                displayName: 'Start Creation Date',
                name: 'start_createdate',
                type: 'dateTime',
                default: '',
              },
              {
                displayName: 'End Creation Date',
                name: 'end_createdate',
                type: 'dateTime',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Date Range for Creation Date (Predefined)',
        name: 'createdate_macro',
        type: 'options',
        default: 'This Month',
        options: [
          {
            name: 'Today',
            value: 'Today',
          },
          {
            name: 'Yesterday',
            value: 'Yesterday',
          },
          {
            name: 'This Week',
            value: 'This Week',
          },
          {
            name: 'Last Week',
            value: 'Last Week',
          },
          {
            name: 'This Week-to-Date',
            value: 'This Week-to-Date',
          },
          {
            name: 'Last Week-to-Date',
            value: 'Last Week-to-Date',
          },
          {
            name: 'Next Week',
            value: 'Next Week',
          },
          {
            name: 'Next 4 Weeks',
            value: 'Next 4 Weeks',
          },
          {
            name: 'This Month',
            value: 'This Month',
          },
          {
            name: 'Last Month',
            value: 'Last Month',
          },
          {
            name: 'This Month-to-Date',
            value: 'This Month-to-Date',
          },
          {
            name: 'Last Month-to-Date',
            value: 'Last Month-to-Date',
          },
          {
            name: 'Next Month',
            value: 'Next Month',
          },
          {
            name: 'This Fiscal Quarter',
            value: 'This Fiscal Quarter',
          },
          {
            name: 'Last Fiscal Quarter',
            value: 'Last Fiscal Quarter',
          },
          {
            name: 'This Fiscal Quarter-to-Date',
            value: 'This Fiscal Quarter-to-Date',
          },
          {
            name: 'Last Fiscal Quarter-to-Date',
            value: 'Last Fiscal Quarter-to-Date',
          },
          {
            name: 'Next Fiscal Quarter',
            value: 'Next Fiscal Quarter',
          },
          {
            name: 'This Fiscal Year',
            value: 'This Fiscal Year',
          },
          {
            name: 'Last Fiscal Year',
            value: 'Last Fiscal Year',
          },
          {
            name: 'This Fiscal Year-to-Date',
            value: 'This Fiscal Year-to-Date',
          },
          {
            name: 'Last Fiscal Year-to-Date',
            value: 'Last Fiscal Year-to-Date',
          },
          {
            name: 'Next Fiscal Year',
            value: 'Next Fiscal Year',
          },
        ],
      },
      {
        displayName: 'Date Range for Due Date (Custom)',
        name: 'dateRangeDueCustom',
        placeholder: 'Add Due Date Range',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Due Date Range Properties',
            name: 'dateRangeDueCustomProperties',
            values: [
              {
                displayName: 'Start Due Date',
                name: 'start_duedate',
                type: 'dateTime',
                default: '',
              },
              {
                displayName: 'End Due Date',
                name: 'end_duedate',
                type: 'dateTime',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Date Range for Due Date (Predefined)',
        name: 'duedate_macro',
        type: 'options',
        default: 'This Month',
        options: [
          {
            name: 'Today',
            value: 'Today',
          },
          {
            name: 'Yesterday',
            value: 'Yesterday',
          },
          {
            name: 'This Week',
            value: 'This Week',
          },
          {
            name: 'Last Week',
            value: 'Last Week',
          },
          {
            name: 'This Week-to-Date',
            value: 'This Week-to-Date',
          },
          {
            name: 'Last Week-to-Date',
            value: 'Last Week-to-Date',
          },
          {
            name: 'Next Week',
            value: 'Next Week',
          },
          {
            name: 'Next 4 Weeks',
            value: 'Next 4 Weeks',
          },
          {
            name: 'This Month',
            value: 'This Month',
          },
          {
            name: 'Last Month',
            value: 'Last Month',
          },
          {
            name: 'This Month-to-Date',
            value: 'This Month-to-Date',
          },
          {
            name: 'Last Month-to-Date',
            value: 'Last Month-to-Date',
          },
          {
            name: 'Next Month',
            value: 'Next Month',
          },
          {
            name: 'This Fiscal Quarter',
            value: 'This Fiscal Quarter',
          },
          {
            name: 'Last Fiscal Quarter',
            value: 'Last Fiscal Quarter',
          },
          {
            name: 'This Fiscal Quarter-to-Date',
            value: 'This Fiscal Quarter-to-Date',
          },
          {
            name: 'Last Fiscal Quarter-to-Date',
            value: 'Last Fiscal Quarter-to-Date',
          },
          {
            name: 'Next Fiscal Quarter',
            value: 'Next Fiscal Quarter',
          },
          {
            name: 'This Fiscal Year',
            value: 'This Fiscal Year',
          },
          {
            name: 'Last Fiscal Year',
            value: 'Last Fiscal Year',
          },
          {
            name: 'This Fiscal Year-to-Date',
            value: 'This Fiscal Year-to-Date',
          },
          {
            name: 'Last Fiscal Year-to-Date',
            value: 'Last Fiscal Year-to-Date',
          },
          {
            name: 'Next Fiscal Year',
            value: 'Next Fiscal Year',
          },
        ],
      },
      {
        displayName: 'Date Range for Modification Date (Custom)',
        name: 'dateRangeModificationCustom',
        placeholder: 'Add Modification Date Range',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Modification Date Range Properties',
            name: 'dateRangeModificationCustomProperties',
            values: [
              {
                displayName: 'Start Modification Date',
                name: 'start_moddate',
                type: 'dateTime',
                default: '',
              },
              {
                displayName: 'End Modification Date',
                name: 'end_moddate',
                type: 'dateTime',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Date Range for Modification Date (Predefined)',
        name: 'moddate_macro',
        type: 'options',
        default: 'This Month',
        options: [
          {
            name: 'Today',
            value: 'Today',
          },
          {
            name: 'Yesterday',
            value: 'Yesterday',
          },
          {
            name: 'This Week',
            value: 'This Week',
          },
          {
            name: 'Last Week',
            value: 'Last Week',
          },
          {
            name: 'This Week-to-Date',
            value: 'This Week-to-Date',
          },
          {
            name: 'Last Week-to-Date',
            value: 'Last Week-to-Date',
          },
          {
            name: 'Next Week',
            value: 'Next Week',
          },
          {
            name: 'Next 4 Weeks',
            value: 'Next 4 Weeks',
          },
          {
            name: 'This Month',
            value: 'This Month',
          },
          {
            name: 'Last Month',
            value: 'Last Month',
          },
          {
            name: 'This Month-to-Date',
            value: 'This Month-to-Date',
          },
          {
            name: 'Last Month-to-Date',
            value: 'Last Month-to-Date',
          },
          {
            name: 'Next Month',
            value: 'Next Month',
          },
          {
            name: 'This Fiscal Quarter',
            value: 'This Fiscal Quarter',
          },
          {
            name: 'Last Fiscal Quarter',
            value: 'Last Fiscal Quarter',
          },
          {
            name: 'This Fiscal Quarter-to-Date',
            value: 'This Fiscal Quarter-to-Date',
          },
          {
            name: 'Last Fiscal Quarter-to-Date',
            value: 'Last Fiscal Quarter-to-Date',
          },
          {
            name: 'Next Fiscal Quarter',
            value: 'Next Fiscal Quarter',
          },
          {
            name: 'This Fiscal Year',
            value: 'This Fiscal Year',
          },
          {
            name: 'Last Fiscal Year',
            value: 'Last Fiscal Year',
          },
          {
            name: 'This Fiscal Year-to-Date',
            value: 'This Fiscal Year-to-Date',
          },
          {
            name: 'Last Fiscal Year-to-Date',
            value: 'Last Fiscal Year-to-Date',
          },
          {
            name: 'Next Fiscal Year',
            value: 'Next Fiscal Year',
          },
        ],
      },
      {
        displayName: 'Department Names or IDs',
        name: 'department',
        type: 'multiOptions',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getDepartments',
        },
      },
      {
        displayName: 'Document Number',
        name: 'docnum',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Group By',
        name: 'group_by',
        default: 'Account',
        type: 'options',
        options: [
          {
            name: 'Account',
            value: 'Account',
          },
          {
            name: 'Customer',
            value: 'Customer',
          },
          {
            name: 'Day',
            value: 'Day',
          },
          {
            name: 'Employee',
            value: 'Employee',
          },
          {
            name: 'Location',
            value: 'Location',
          },
          {
            name: 'Month',
            value: 'Month',
          },
          {
            name: 'Name',
            value: 'Name',
          },
          {
            name: 'None',
            value: 'None',
          },
          {
            name: 'Payment Method',
            value: 'Payment Method',
          },
          {
            name: 'Quarter',
            value: 'Quarter',
          },
          {
            name: 'Transaction Type',
            value: 'Transaction Type',
          },
          {
            name: 'Vendor',
            value: 'Vendor',
          },
          {
            name: 'Week',
            value: 'Week',
          },
          {
            name: 'Year',
            value: 'Year',
          },
        ],
      },
      {
        displayName: 'Memo Names or IDs',
        name: 'memo',
        type: 'multiOptions',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getMemos',
        },
      },
      {
        displayName: 'Payment Method',
        name: 'payment_Method',
        type: 'options',
        default: 'Cash',
        options: [
          {
            name: 'American Express',
            value: 'American Express',
          },
          {
            name: 'Cash',
            value: 'Cash',
          },
          {
            name: 'Check',
            value: 'Check',
          },
          {
            name: 'Dinners Club',
            value: 'Dinners Club',
          },
          {
            name: 'Discover',
            value: 'Discover',
          },
          {
            name: 'Master Card',
            value: 'Master Card',
          },
          {
            name: 'Visa',
            value: 'Visa',
          },
        ],
      },
      {
        displayName: 'Printed Status',
        name: 'printed',
        type: 'options',
        default: 'Printed',
        options: [
          {
            name: 'Printed',
            value: 'Printed',
          },
          {
            name: 'To Be Printed',
            value: 'To_be_printed',
          },
        ],
      },
      {
        displayName: 'Quick Zoom URL',
        name: 'qzurl',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Sort By',
        name: 'sort_by',
        type: 'options',
        default: 'account_name',
        options: [
          {
            name: 'Account Name',
            value: 'account_name',
          },
          {
            name: 'Created By',
            value: 'create_by',
          },
          {
            name: 'Create Date',
            value: 'create_date',
          },
          {
            name: 'Customer Message',
            value: 'cust_msg',
          },
          {
            name: 'Department Name',
            value: 'dept_name',
          },
          {
            name: 'Due Date',
            value: 'due_date',
          },
          {
            name: 'Document Number',
            value: 'doc_num',
          },
          {
            name: 'Invoice Date',
            value: 'inv_date',
          },
          {
            name: 'Is Account Payable Paid',
            value: 'is_ap_paid',
          },
          {
            name: 'Is Cleared',
            value: 'is_cleared',
          },
          {
            name: 'Last Modified By',
            value: 'last_mod_by',
          },
          {
            name: 'Memo',
            value: 'memo',
          },
          {
            name: 'Name',
            value: 'name',
          },
          {
            name: 'Other Account',
            value: 'other_account',
          },
          {
            name: 'Payment Method',
            value: 'pmt_mthod',
          },
          {
            name: 'Posting',
            value: 'is_no_post',
          },
          {
            name: 'Printed Status',
            value: 'printed',
          },
          {
            name: 'Sales Customer 1',
            value: 'sales_cust1',
          },
          {
            name: 'Sales Customer 2',
            value: 'sales_cust2',
          },
          {
            name: 'Sales Customer 3',
            value: 'sales_cust3',
          },
          {
            name: 'Term Name',
            value: 'term_name',
          },
          {
            name: 'Tracking Number',
            value: 'tracking_num',
          },
          {
            name: 'Transaction Date',
            value: 'tx_date',
          },
          {
            name: 'Transaction Type',
            value: 'txn_type',
          },
        ],
      },
      {
        displayName: 'Sort Order',
        name: 'sort_order',
        type: 'options',
        default: 'Ascend',
        options: [
          {
            name: 'Ascend',
            value: 'Ascend',
          },
          {
            name: 'Descend',
            value: 'Descend',
          },
        ],
      },
      {
        displayName: 'Source Account Type',
        name: 'source_account_type',
        default: 'Bank',
        type: 'options',
        options: [
          {
            name: 'Accounts Payable',
            value: 'AccountsPayable',
          },
          {
            name: 'Accounts Receivable',
            value: 'AccountsReceivable',
          },
          {
            name: 'Bank',
            value: 'Bank',
          },
          {
            name: 'Cost Of Goods Sold',
            value: 'CostOfGoodsSold',
          },
          {
            name: 'Credit Card',
            value: 'CreditCard',
          },
          {
            name: 'Equity',
            value: 'Equity',
          },
          {
            name: 'Expense',
            value: 'Expense',
          },
          {
            name: 'Fixed Asset',
            value: 'FixedAsset',
          },
          {
            name: 'Income',
            value: 'Income',
          },
          {
            name: 'Long Term Liability',
            value: 'LongTermLiability',
          },
          {
            name: 'Non Posting',
            value: 'NonPosting',
          },
          {
            name: 'Other Asset',
            value: 'OtherAsset',
          },
          {
            name: 'Other Current Asset',
            value: 'OtherCurrentAsset',
          },
          {
            name: 'Other Current Liability',
            value: 'OtherCurrentLiability',
          },
          {
            name: 'Other Expense',
            value: 'OtherExpense',
          },
          {
            name: 'Other Income',
            value: 'OtherIncome',
          },
        ],
      },
      {
        displayName: 'Term Names or IDs',
        name: 'term',
        type: 'multiOptions',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getTerms',
        },
      },
      {
        displayName: 'Transaction Amount',
        name: 'bothamount',
        type: 'number',
        default: 0,
        typeOptions: {
          numberPrecision: 2,
        },
      },
      {
        displayName: 'Transaction Type',
        name: 'transaction_type',
        type: 'options',
        default: 'CreditCardCharge',
        options: [
          {
            name: 'Bill',
            value: 'Bill',
          },
          {
            name: 'Bill Payment Check',
            value: 'BillPaymentCheck',
          },
          {
            name: 'Bill Payment Credit Card',
            value: 'BillPaymentCreditCard',
          },
          {
            name: 'Billable Charge',
            value: 'BillableCharge',
          },
          {
            name: 'Cash Purchase',
            value: 'CashPurchase',
          },
          {
            name: 'Charge',
            value: 'Charge',
          },
          {
            name: 'Check',
            value: 'Check',
          },
          {
            name: 'Credit',
            value: 'Credit',
          },
          {
            name: 'Credit Card Charge',
            value: 'CreditCardCharge',
          },
          {
            name: 'Credit Card Credit',
            value: 'CreditCardCredit',
          },
          {
            name: 'Credit Memo',
            value: 'CreditMemo',
          },
          {
            name: 'Credit Refund',
            value: 'CreditRefund',
          },
          {
            name: 'Deposit',
            value: 'Deposit',
          },
          {
            name: 'Estimate',
            value: 'Estimate',
          },
          {
            name: 'Global Tax Adjustment',
            value: 'GlobalTaxAdjustment',
          },
          {
            name: 'Global Tax Payment',
            value: 'GlobalTaxPayment',
          },
          {
            name: 'Inventory Quantity Adjustment',
            value: 'InventoryQuantityAdjustment',
          },
          {
            name: 'Invoice',
            value: 'Invoice',
          },
          {
            name: 'Journal Entry',
            value: 'JournalEntry',
          },
          {
            name: 'Purchase Order',
            value: 'PurchaseOrder',
          },
          {
            name: 'Receive Payment',
            value: 'ReceivePayment',
          },
          {
            name: 'Sales Receipt',
            value: 'SalesReceipt',
          },
          {
            name: 'Service  Tax  Defer',
            value: 'Service Tax Defer',
          },
          {
            name: 'Service  Tax  Gross  Adjustment',
            value: 'Service Tax Gross Adjustment',
          },
          {
            name: 'Service  Tax  Partial  Utilisation',
            value: 'Service Tax Partial Utilisation',
          },
          {
            name: 'Service  Tax  Refund',
            value: 'Service Tax Refund',
          },
          {
            name: 'Service  Tax  Reversal',
            value: 'Service Tax Reversal',
          },
          {
            name: 'Statement',
            value: 'Statement',
          },
          {
            name: 'Time Activity',
            value: 'TimeActivity',
          },
          {
            name: 'Transfer',
            value: 'Transfer',
          },
          {
            name: 'Vendor Credit',
            value: 'VendorCredit',
          },
        ],
      },
      {
        displayName: 'Vendor Names or IDs',
        name: 'vendor',
        type: 'multiOptions',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getVendors',
        },
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
        action: 'Create a vendor',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a vendor',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many vendors',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a vendor',
      },
    ],
    displayOptions: {
      show: {
        resource: ['vendor'],
      },
    },
  },
  {
    displayName: 'Display Name',
    name: 'displayName',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['vendor'],
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
        resource: ['vendor'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Account Number',
        name: 'AcctNum',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Active',
        name: 'Active',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Balance',
        name: 'Balance',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Billing Address',
        name: 'BillAddr',
        placeholder: 'Add Billing Address Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'City',
                name: 'City',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line 1',
                name: 'Line1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Postal Code',
                name: 'PostalCode',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Latitude',
                name: 'Lat',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Longitude',
                name: 'Long',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Subdivision Code',
                name: 'CountrySubDivisionCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Company Name',
        name: 'CompanyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Family Name',
        name: 'FamilyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Given Name',
        name: 'GivenName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Primary Email Address',
        name: 'PrimaryEmailAddr',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Primary Phone',
        name: 'PrimaryPhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Print-On-Check Name',
        name: 'PrintOnCheckName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Vendor 1099',
        name: 'Vendor1099',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Vendor ID',
    name: 'vendorId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['vendor'],
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
        resource: ['vendor'],
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
        resource: ['vendor'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Query',
        name: 'query',
        type: 'string',
        default: '',
        placeholder: "WHERE Metadata.LastUpdatedTime > '2021-01-01'",
      },
    ],
    displayOptions: {
      show: {
        resource: ['vendor'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Vendor ID',
    name: 'vendorId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['vendor'],
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
    required: true,
    displayOptions: {
      show: {
        resource: ['vendor'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Account Number',
        name: 'AcctNum',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Active',
        name: 'Active',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Balance',
        name: 'Balance',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Billing Address',
        name: 'BillAddr',
        placeholder: 'Add Billing Address Fields',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'City',
                name: 'City',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Line 1',
                name: 'Line1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Postal Code',
                name: 'PostalCode',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Latitude',
                name: 'Lat',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Longitude',
                name: 'Long',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Subdivision Code',
                name: 'CountrySubDivisionCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Company Name',
        name: 'CompanyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Family Name',
        name: 'FamilyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Given Name',
        name: 'GivenName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Primary Email Address',
        name: 'PrimaryEmailAddr',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Primary Phone',
        name: 'PrimaryPhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Print-On-Check Name',
        name: 'PrintOnCheckName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Vendor 1099',
        name: 'Vendor1099',
        type: 'boolean',
        default: false,
      },
    ],
  },
];
