/** Google Analytics 1's parameters, as n8n 1.123 declares them (names, types, defaults, display rules, option values). */
import type { NodeProperty } from '@weft/workflow';

/** The parameters of typeVersion 1. */
export const googleAnalyticsV1Properties: NodeProperty[] = [
  {
    displayName: 'This is an older version of the node; version 2 also reads GA4 properties',
    name: 'oldVersionNotice',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Report',
        value: 'report',
      },
      {
        name: 'User Activity',
        value: 'userActivity',
      },
    ],
    default: 'report',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['report'],
      },
    },
    options: [
      {
        name: 'Get',
        value: 'get',
      },
    ],
    default: 'get',
  },
  {
    displayName: 'View Name or ID',
    name: 'viewId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getViews',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['report'],
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
        operation: ['get'],
        resource: ['report'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    default: 1000,
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['report'],
      },
    },
    default: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
      },
    },
    options: [
      {
        displayName: 'Date Ranges',
        name: 'dateRangesUi',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Date Range',
            name: 'dateRanges',
            values: [
              {
                displayName: 'Start Date',
                name: 'startDate',
                type: 'dateTime',
                default: '',
              },
              {
                displayName: 'End Date',
                name: 'endDate',
                type: 'dateTime',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Dimensions',
        name: 'dimensionUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            displayName: 'Dimension',
            name: 'dimensionValues',
            values: [
              {
                displayName: 'Name or ID',
                name: 'name',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getDimensions',
                },
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Dimension Filters',
        name: 'dimensionFiltersUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            displayName: 'Filters',
            name: 'filterValues',
            values: [
              {
                displayName: 'Dimension Name or ID',
                name: 'dimensionName',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getDimensions',
                },
                default: '',
              },
              {
                displayName: 'Operator',
                name: 'operator',
                type: 'options',
                default: 'EXACT',
                options: [
                  {
                    name: 'Begins With',
                    value: 'BEGINS_WITH',
                  },
                  {
                    name: 'Ends With',
                    value: 'ENDS_WITH',
                  },
                  {
                    name: 'Equal (Number)',
                    value: 'NUMERIC_EQUAL',
                  },
                  {
                    name: 'Exact',
                    value: 'EXACT',
                  },
                  {
                    name: 'Greater Than (Number)',
                    value: 'NUMERIC_GREATER_THAN',
                  },
                  {
                    name: 'Less Than (Number)',
                    value: 'NUMERIC_LESS_THAN',
                  },
                  {
                    name: 'Partial',
                    value: 'PARTIAL',
                  },
                  {
                    name: 'Regular Expression',
                    value: 'REGEXP',
                  },
                ],
              },
              {
                displayName: 'Value',
                name: 'expressions',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Hide Totals',
        name: 'hideTotals',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Hide Value Ranges',
        name: 'hideValueRanges',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Include Empty Rows',
        name: 'includeEmptyRows',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Metrics',
        name: 'metricsUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            displayName: 'Metric',
            name: 'metricValues',
            values: [
              {
                displayName: 'Alias',
                name: 'alias',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Expression',
                name: 'expression',
                type: 'string',
                default: 'ga:newUsers',
              },
              {
                displayName: 'Formatting Type',
                name: 'formattingType',
                type: 'options',
                default: 'INTEGER',
                options: [
                  {
                    name: 'Currency',
                    value: 'CURRENCY',
                  },
                  {
                    name: 'Float',
                    value: 'FLOAT',
                  },
                  {
                    name: 'Integer',
                    value: 'INTEGER',
                  },
                  {
                    name: 'Percent',
                    value: 'PERCENT',
                  },
                  {
                    name: 'Time',
                    value: 'TIME',
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        displayName: 'Use Resource Quotas',
        name: 'useResourceQuotas',
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
    displayOptions: {
      show: {
        resource: ['userActivity'],
      },
    },
    options: [
      {
        name: 'Search',
        value: 'search',
      },
    ],
    default: 'search',
  },
  {
    displayName: 'View Name or ID',
    name: 'viewId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getViews',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['userActivity'],
        operation: ['search'],
      },
    },
  },
  {
    displayName: 'User ID',
    name: 'userId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['userActivity'],
        operation: ['search'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['userActivity'],
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
        operation: ['search'],
        resource: ['userActivity'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['userActivity'],
      },
    },
    options: [
      {
        displayName: 'Activity Types',
        name: 'activityTypes',
        type: 'multiOptions',
        options: [
          {
            name: 'Ecommerce',
            value: 'ECOMMERCE',
          },
          {
            name: 'Event',
            value: 'EVENT',
          },
          {
            name: 'Goal',
            value: 'GOAL',
          },
          {
            name: 'Pageview',
            value: 'PAGEVIEW',
          },
          {
            name: 'Screenview',
            value: 'SCREENVIEW',
          },
        ],
        default: [],
      },
    ],
  },
];
