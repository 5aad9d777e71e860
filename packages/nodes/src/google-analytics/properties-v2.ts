/** Google Analytics 2's parameters, as n8n 1.123 declares them (names, types, defaults, display rules, option values). */
import type { NodeProperty } from '@weft/workflow';
import { defaultEndDate, defaultStartDate } from './dates.js';

/** The parameters of typeVersion 2. */
export const googleAnalyticsV2Properties: NodeProperty[] = [
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
    displayName: 'Property Type',
    name: 'propertyType',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Google Analytics 4',
        value: 'ga4',
      },
      {
        name: 'Universal Analytics',
        value: 'universal',
      },
    ],
    default: 'ga4',
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Property',
    name: 'propertyId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchProperties',
          searchFilterRequired: false,
          searchable: false,
        },
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '.*analytics\\.google\\.com\\/analytics.*\\/p([0-9]{1,})(?:\\/.*|)*',
              errorMessage: 'Not a valid Google Analytics URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '.*analytics\\.google\\.com\\/analytics.*\\/p([0-9]{1,})(?:\\/.*|)',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[0-9]{1,}',
              errorMessage: 'Not a valid Google Analytics Property ID',
            },
          },
        ],
        url: '=https://analytics.google.com/analytics/web/#/p{{$value}}/',
      },
    ],
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
        propertyType: ['ga4'],
      },
    },
  },
  {
    displayName: 'Date Range',
    name: 'dateRange',
    type: 'options',
    required: true,
    options: [
      {
        name: 'Last 7 Days',
        value: 'last7days',
      },
      {
        name: 'Last 30 Days',
        value: 'last30days',
      },
      {
        name: 'Today',
        value: 'today',
      },
      {
        name: 'Yesterday',
        value: 'yesterday',
      },
      {
        name: 'Last Complete Calendar Week',
        value: 'lastCalendarWeek',
      },
      {
        name: 'Last Complete Calendar Month',
        value: 'lastCalendarMonth',
      },
      {
        name: 'Custom',
        value: 'custom',
      },
    ],
    default: 'last7days',
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
        propertyType: ['ga4'],
      },
    },
  },
  {
    displayName: 'Start',
    name: 'startDate',
    type: 'dateTime',
    required: true,
    default: defaultStartDate(),
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
        dateRange: ['custom'],
        propertyType: ['ga4'],
      },
    },
  },
  {
    displayName: 'End',
    name: 'endDate',
    type: 'dateTime',
    required: true,
    default: defaultEndDate(),
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
        dateRange: ['custom'],
        propertyType: ['ga4'],
      },
    },
  },
  {
    displayName: 'Metrics',
    name: 'metricsGA4',
    type: 'fixedCollection',
    default: {
      metricValues: [
        {
          listName: 'totalUsers',
        },
      ],
    },
    typeOptions: {
      multipleValues: true,
    },
    options: [
      {
        displayName: 'Values',
        name: 'metricValues',
        values: [
          {
            displayName: 'Metric',
            name: 'listName',
            type: 'options',
            default: 'totalUsers',
            options: [
              {
                name: '1 Day Active Users',
                value: 'active1DayUsers',
              },
              {
                name: '28 Day Active Users',
                value: 'active28DayUsers',
              },
              {
                name: '7 Day Active Users',
                value: 'active7DayUsers',
              },
              {
                name: 'Checkouts',
                value: 'checkouts',
              },
              {
                name: 'Events',
                value: 'eventCount',
              },
              {
                name: 'Page Views',
                value: 'screenPageViews',
              },
              {
                name: 'Session Duration',
                value: 'userEngagementDuration',
              },
              {
                name: 'Sessions',
                value: 'sessions',
              },
              {
                name: 'Sessions per User',
                value: 'sessionsPerUser',
              },
              {
                name: 'Total Users',
                value: 'totalUsers',
              },
              {
                name: 'Other metrics\u2026',
                value: 'other',
              },
              {
                name: 'Custom metric\u2026',
                value: 'custom',
              },
            ],
          },
          {
            displayName: 'Name or ID',
            name: 'name',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getMetricsGA4',
              loadOptionsDependsOn: ['propertyId.value'],
            },
            default: 'totalUsers',
            displayOptions: {
              show: {
                listName: ['other'],
              },
            },
          },
          {
            displayName: 'Name',
            name: 'name',
            type: 'string',
            default: 'custom_metric',
            displayOptions: {
              show: {
                listName: ['custom'],
              },
            },
          },
          {
            displayName: 'Expression',
            name: 'expression',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                listName: ['custom'],
              },
            },
          },
          {
            displayName: 'Invisible',
            name: 'invisible',
            type: 'boolean',
            default: false,
            displayOptions: {
              show: {
                listName: ['custom'],
              },
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
        propertyType: ['ga4'],
      },
    },
  },
  {
    displayName: 'Dimensions to split by',
    name: 'dimensionsGA4',
    type: 'fixedCollection',
    default: {
      dimensionValues: [
        {
          listName: 'date',
        },
      ],
    },
    typeOptions: {
      multipleValues: true,
    },
    options: [
      {
        displayName: 'Values',
        name: 'dimensionValues',
        values: [
          {
            displayName: 'Dimension',
            name: 'listName',
            type: 'options',
            default: 'date',
            options: [
              {
                name: 'Browser',
                value: 'browser',
              },
              {
                name: 'Campaign',
                value: 'campaignName',
              },
              {
                name: 'City',
                value: 'city',
              },
              {
                name: 'Country',
                value: 'country',
              },
              {
                name: 'Date',
                value: 'date',
              },
              {
                name: 'Device Category',
                value: 'deviceCategory',
              },
              {
                name: 'Item Name',
                value: 'itemName',
              },
              {
                name: 'Language',
                value: 'language',
              },
              {
                name: 'Page Location',
                value: 'pageLocation',
              },
              {
                name: 'Source / Medium',
                value: 'sourceMedium',
              },
              {
                name: 'Other dimensions\u2026',
                value: 'other',
              },
            ],
          },
          {
            displayName: 'Name or ID',
            name: 'name',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getDimensionsGA4',
              loadOptionsDependsOn: ['propertyId.value'],
            },
            default: 'date',
            displayOptions: {
              show: {
                listName: ['other'],
              },
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
        propertyType: ['ga4'],
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
        propertyType: ['ga4'],
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
        propertyType: ['ga4'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    default: 50,
  },
  {
    displayName: 'Simplify Output',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['report'],
        propertyType: ['ga4'],
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
        propertyType: ['ga4'],
      },
    },
    options: [
      {
        displayName: 'Currency Code',
        name: 'currencyCode',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Dimensions Filters',
        name: 'dimensionFiltersUI',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Filter Expressions',
            name: 'filterExpressions',
            values: [
              {
                displayName: 'Filter Expression Type',
                name: 'filterExpressionType',
                type: 'options',
                default: 'andGroup',
                options: [
                  {
                    name: 'And Group',
                    value: 'andGroup',
                  },
                  {
                    name: 'Or Group',
                    value: 'orGroup',
                  },
                ],
              },
              {
                displayName: 'Expression',
                name: 'expression',
                type: 'fixedCollection',
                typeOptions: {
                  multipleValues: true,
                },
                default: {},
                options: [
                  {
                    displayName: 'String Filter',
                    name: 'stringFilter',
                    values: [
                      {
                        displayName: 'Dimension',
                        name: 'listName',
                        type: 'options',
                        default: 'date',
                        options: [
                          {
                            name: 'Browser',
                            value: 'browser',
                          },
                          {
                            name: 'Campaign',
                            value: 'campaignName',
                          },
                          {
                            name: 'City',
                            value: 'city',
                          },
                          {
                            name: 'Country',
                            value: 'country',
                          },
                          {
                            name: 'Date',
                            value: 'date',
                          },
                          {
                            name: 'Device Category',
                            value: 'deviceCategory',
                          },
                          {
                            name: 'Item Name',
                            value: 'itemName',
                          },
                          {
                            name: 'Language',
                            value: 'language',
                          },
                          {
                            name: 'Page Location',
                            value: 'pageLocation',
                          },
                          {
                            name: 'Source / Medium',
                            value: 'sourceMedium',
                          },
                          {
                            name: 'Other dimensions\u2026',
                            value: 'other',
                          },
                        ],
                      },
                      {
                        displayName: 'Name or ID',
                        name: 'name',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getDimensionsGA4',
                          loadOptionsDependsOn: ['propertyId.value'],
                        },
                        default: 'date',
                        displayOptions: {
                          show: {
                            listName: ['other'],
                          },
                        },
                      },
                      {
                        displayName: 'Value',
                        name: 'value',
                        type: 'string',
                        default: '',
                      },
                      {
                        displayName: 'Case Sensitive',
                        name: 'caseSensitive',
                        type: 'boolean',
                        default: true,
                      },
                      {
                        displayName: 'Match Type',
                        name: 'matchType',
                        type: 'options',
                        default: 'EXACT',
                        options: [
                          {
                            name: 'Begins With',
                            value: 'BEGINS_WITH',
                          },
                          {
                            name: 'Contains Value',
                            value: 'CONTAINS',
                          },
                          {
                            name: 'Ends With',
                            value: 'ENDS_WITH',
                          },
                          {
                            name: 'Exact Match',
                            value: 'EXACT',
                          },
                          {
                            name: 'Full Match for the Regular Expression',
                            value: 'FULL_REGEXP',
                          },
                          {
                            name: 'Partial Match for the Regular Expression',
                            value: 'PARTIAL_REGEXP',
                          },
                        ],
                      },
                    ],
                  },
                  {
                    displayName: 'In List Filter',
                    name: 'inListFilter',
                    values: [
                      {
                        displayName: 'Dimension',
                        name: 'listName',
                        type: 'options',
                        default: 'date',
                        options: [
                          {
                            name: 'Browser',
                            value: 'browser',
                          },
                          {
                            name: 'Campaign',
                            value: 'campaignName',
                          },
                          {
                            name: 'City',
                            value: 'city',
                          },
                          {
                            name: 'Country',
                            value: 'country',
                          },
                          {
                            name: 'Date',
                            value: 'date',
                          },
                          {
                            name: 'Device Category',
                            value: 'deviceCategory',
                          },
                          {
                            name: 'Item Name',
                            value: 'itemName',
                          },
                          {
                            name: 'Language',
                            value: 'language',
                          },
                          {
                            name: 'Page Location',
                            value: 'pageLocation',
                          },
                          {
                            name: 'Source / Medium',
                            value: 'sourceMedium',
                          },
                          {
                            name: 'Other dimensions\u2026',
                            value: 'other',
                          },
                        ],
                      },
                      {
                        displayName: 'Name or ID',
                        name: 'name',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getDimensionsGA4',
                          loadOptionsDependsOn: ['propertyId.value'],
                        },
                        default: 'date',
                        displayOptions: {
                          show: {
                            listName: ['other'],
                          },
                        },
                      },
                      {
                        displayName: 'Values',
                        name: 'values',
                        type: 'string',
                        default: '',
                      },
                      {
                        displayName: 'Case Sensitive',
                        name: 'caseSensitive',
                        type: 'boolean',
                        default: true,
                      },
                    ],
                  },
                  {
                    displayName: 'Numeric Filter',
                    name: 'numericFilter',
                    values: [
                      {
                        displayName: 'Dimension',
                        name: 'listName',
                        type: 'options',
                        default: 'date',
                        options: [
                          {
                            name: 'Browser',
                            value: 'browser',
                          },
                          {
                            name: 'Campaign',
                            value: 'campaignName',
                          },
                          {
                            name: 'City',
                            value: 'city',
                          },
                          {
                            name: 'Country',
                            value: 'country',
                          },
                          {
                            name: 'Date',
                            value: 'date',
                          },
                          {
                            name: 'Device Category',
                            value: 'deviceCategory',
                          },
                          {
                            name: 'Item Name',
                            value: 'itemName',
                          },
                          {
                            name: 'Language',
                            value: 'language',
                          },
                          {
                            name: 'Page Location',
                            value: 'pageLocation',
                          },
                          {
                            name: 'Source / Medium',
                            value: 'sourceMedium',
                          },
                          {
                            name: 'Other dimensions\u2026',
                            value: 'other',
                          },
                        ],
                      },
                      {
                        displayName: 'Name or ID',
                        name: 'name',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getDimensionsGA4',
                          loadOptionsDependsOn: ['propertyId.value'],
                        },
                        default: 'date',
                        displayOptions: {
                          show: {
                            listName: ['other'],
                          },
                        },
                      },
                      {
                        displayName: 'Value Type',
                        name: 'valueType',
                        type: 'options',
                        default: 'doubleValue',
                        options: [
                          {
                            name: 'Double Value',
                            value: 'doubleValue',
                          },
                          {
                            name: 'Integer Value',
                            value: 'int64Value',
                          },
                        ],
                      },
                      {
                        displayName: 'Value',
                        name: 'value',
                        type: 'string',
                        default: '',
                      },
                      {
                        displayName: 'Operation',
                        name: 'operation',
                        type: 'options',
                        noDataExpression: true,
                        default: 'EQUAL',
                        options: [
                          {
                            name: 'Equal',
                            value: 'EQUAL',
                          },
                          {
                            name: 'Greater Than',
                            value: 'GREATER_THAN',
                          },
                          {
                            name: 'Greater than or Equal',
                            value: 'GREATER_THAN_OR_EQUAL',
                          },
                          {
                            name: 'Less Than',
                            value: 'LESS_THAN',
                          },
                          {
                            name: 'Less than or Equal',
                            value: 'LESS_THAN_OR_EQUAL',
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
        displayName: 'Metric Aggregation',
        name: 'metricAggregations',
        type: 'multiOptions',
        default: [],
        options: [
          {
            name: 'MAXIMUM',
            value: 'MAXIMUM',
          },
          {
            name: 'MINIMUM',
            value: 'MINIMUM',
          },
          {
            name: 'TOTAL',
            value: 'TOTAL',
          },
        ],
        displayOptions: {
          show: {
            '/simple': [false],
          },
        },
      },
      {
        displayName: 'Metrics Filters',
        name: 'metricsFiltersUI',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Filter Expressions',
            name: 'filterExpressions',
            values: [
              {
                displayName: 'Filter Expression Type',
                name: 'filterExpressionType',
                type: 'options',
                default: 'andGroup',
                options: [
                  {
                    name: 'And Group',
                    value: 'andGroup',
                  },
                  {
                    name: 'Or Group',
                    value: 'orGroup',
                  },
                ],
              },
              {
                displayName: 'Expression',
                name: 'expression',
                type: 'fixedCollection',
                typeOptions: {
                  multipleValues: true,
                },
                default: {},
                options: [
                  {
                    displayName: 'Between Filter',
                    name: 'betweenFilter',
                    values: [
                      {
                        displayName: 'Metric',
                        name: 'listName',
                        type: 'options',
                        default: 'totalUsers',
                        options: [
                          {
                            name: '1 Day Active Users',
                            value: 'active1DayUsers',
                          },
                          {
                            name: '28 Day Active Users',
                            value: 'active28DayUsers',
                          },
                          {
                            name: '7 Day Active Users',
                            value: 'active7DayUsers',
                          },
                          {
                            name: 'Checkouts',
                            value: 'checkouts',
                          },
                          {
                            name: 'Events',
                            value: 'eventCount',
                          },
                          {
                            name: 'Page Views',
                            value: 'screenPageViews',
                          },
                          {
                            name: 'Session Duration',
                            value: 'userEngagementDuration',
                          },
                          {
                            name: 'Sessions',
                            value: 'sessions',
                          },
                          {
                            name: 'Sessions per User',
                            value: 'sessionsPerUser',
                          },
                          {
                            name: 'Total Users',
                            value: 'totalUsers',
                          },
                          {
                            name: 'Other metrics\u2026',
                            value: 'other',
                          },
                          {
                            name: 'Custom metric\u2026',
                            value: 'custom',
                          },
                        ],
                      },
                      {
                        displayName: 'Name or ID',
                        name: 'name',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getMetricsGA4',
                          loadOptionsDependsOn: ['propertyId.value'],
                        },
                        default: 'totalUsers',
                        displayOptions: {
                          show: {
                            listName: ['other'],
                          },
                        },
                      },
                      {
                        displayName: 'Name',
                        name: 'name',
                        type: 'string',
                        default: 'custom_metric',
                        displayOptions: {
                          show: {
                            listName: ['custom'],
                          },
                        },
                      },
                      {
                        displayName: 'Value Type',
                        name: 'valueType',
                        type: 'options',
                        default: 'doubleValue',
                        options: [
                          {
                            name: 'Double Value',
                            value: 'doubleValue',
                          },
                          {
                            name: 'Integer Value',
                            value: 'int64Value',
                          },
                        ],
                      },
                      {
                        displayName: 'From Value',
                        name: 'fromValue',
                        type: 'string',
                        default: '',
                      },
                      {
                        displayName: 'To Value',
                        name: 'toValue',
                        type: 'string',
                        default: '',
                      },
                    ],
                  },
                  {
                    displayName: 'Numeric Filter',
                    name: 'numericFilter',
                    values: [
                      {
                        displayName: 'Metric',
                        name: 'listName',
                        type: 'options',
                        default: 'totalUsers',
                        options: [
                          {
                            name: '1 Day Active Users',
                            value: 'active1DayUsers',
                          },
                          {
                            name: '28 Day Active Users',
                            value: 'active28DayUsers',
                          },
                          {
                            name: '7 Day Active Users',
                            value: 'active7DayUsers',
                          },
                          {
                            name: 'Checkouts',
                            value: 'checkouts',
                          },
                          {
                            name: 'Events',
                            value: 'eventCount',
                          },
                          {
                            name: 'Page Views',
                            value: 'screenPageViews',
                          },
                          {
                            name: 'Session Duration',
                            value: 'userEngagementDuration',
                          },
                          {
                            name: 'Sessions',
                            value: 'sessions',
                          },
                          {
                            name: 'Sessions per User',
                            value: 'sessionsPerUser',
                          },
                          {
                            name: 'Total Users',
                            value: 'totalUsers',
                          },
                          {
                            name: 'Other metrics\u2026',
                            value: 'other',
                          },
                          {
                            name: 'Custom metric\u2026',
                            value: 'custom',
                          },
                        ],
                      },
                      {
                        displayName: 'Name or ID',
                        name: 'name',
                        type: 'options',
                        typeOptions: {
                          loadOptionsMethod: 'getMetricsGA4',
                          loadOptionsDependsOn: ['propertyId.value'],
                        },
                        default: 'totalUsers',
                        displayOptions: {
                          show: {
                            listName: ['other'],
                          },
                        },
                      },
                      {
                        displayName: 'Name',
                        name: 'name',
                        type: 'string',
                        default: 'custom_metric',
                        displayOptions: {
                          show: {
                            listName: ['custom'],
                          },
                        },
                      },
                      {
                        displayName: 'Value Type',
                        name: 'valueType',
                        type: 'options',
                        default: 'doubleValue',
                        options: [
                          {
                            name: 'Double Value',
                            value: 'doubleValue',
                          },
                          {
                            name: 'Integer Value',
                            value: 'int64Value',
                          },
                        ],
                      },
                      {
                        displayName: 'Value',
                        name: 'value',
                        type: 'string',
                        default: '',
                      },
                      {
                        displayName: 'Operation',
                        name: 'operation',
                        type: 'options',
                        noDataExpression: true,
                        default: 'EQUAL',
                        options: [
                          {
                            name: 'Equal',
                            value: 'EQUAL',
                          },
                          {
                            name: 'Greater Than',
                            value: 'GREATER_THAN',
                          },
                          {
                            name: 'Greater than or Equal',
                            value: 'GREATER_THAN_OR_EQUAL',
                          },
                          {
                            name: 'Less Than',
                            value: 'LESS_THAN',
                          },
                          {
                            name: 'Less than or Equal',
                            value: 'LESS_THAN_OR_EQUAL',
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
        displayName: 'Keep Empty Rows',
        name: 'keepEmptyRows',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Order By',
        name: 'orderByUI',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            displayName: 'Metric Order By',
            name: 'metricOrderBy',
            values: [
              {
                displayName: 'Descending',
                name: 'desc',
                type: 'boolean',
                default: false,
              },
              {
                displayName: 'Metric Name or ID',
                name: 'metricName',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getMetricsGA4',
                  loadOptionsDependsOn: ['propertyId.value'],
                },
                default: '',
              },
            ],
          },
          {
            displayName: 'Dimmension Order By',
            name: 'dimmensionOrderBy',
            values: [
              {
                displayName: 'Descending',
                name: 'desc',
                type: 'boolean',
                default: false,
              },
              {
                displayName: 'Dimmension Name or ID',
                name: 'dimensionName',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getDimensionsGA4',
                  loadOptionsDependsOn: ['propertyId.value'],
                },
                default: '',
              },
              {
                displayName: 'Order Type',
                name: 'orderType',
                type: 'options',
                default: 'ORDER_TYPE_UNSPECIFIED',
                options: [
                  {
                    name: 'Alphanumeric',
                    value: 'ALPHANUMERIC',
                  },
                  {
                    name: 'Case Insensitive Alphanumeric',
                    value: 'CASE_INSENSITIVE_ALPHANUMERIC',
                  },
                  {
                    name: 'Numeric',
                    value: 'NUMERIC',
                  },
                  {
                    name: 'Unspecified',
                    value: 'ORDER_TYPE_UNSPECIFIED',
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        displayName: 'Return Property Quota',
        name: 'returnPropertyQuota',
        type: 'boolean',
        default: false,
        displayOptions: {
          show: {
            '/simple': [false],
          },
        },
      },
    ],
  },
  {
    displayName: 'View',
    name: 'viewId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchViews',
          searchFilterRequired: false,
          searchable: false,
        },
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '.*analytics.google.com/analytics.*p[0-9]{1,}.*',
              errorMessage: 'Not a valid Google Analytics URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: '.*analytics.google.com/analytics.*p([0-9]{1,})',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[0-9]{1,}',
              errorMessage: 'Not a valid Google Analytics View ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
        propertyType: ['universal'],
      },
    },
  },
  {
    displayName: 'Date Range',
    name: 'dateRange',
    type: 'options',
    required: true,
    options: [
      {
        name: 'Last 7 Days',
        value: 'last7days',
      },
      {
        name: 'Last 30 Days',
        value: 'last30days',
      },
      {
        name: 'Today',
        value: 'today',
      },
      {
        name: 'Yesterday',
        value: 'yesterday',
      },
      {
        name: 'Last Complete Calendar Week',
        value: 'lastCalendarWeek',
      },
      {
        name: 'Last Complete Calendar Month',
        value: 'lastCalendarMonth',
      },
      {
        name: 'Custom',
        value: 'custom',
      },
    ],
    default: 'last7days',
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
        propertyType: ['universal'],
      },
    },
  },
  {
    displayName: 'Start',
    name: 'startDate',
    type: 'dateTime',
    required: true,
    default: defaultStartDate(),
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
        propertyType: ['universal'],
        dateRange: ['custom'],
      },
    },
  },
  {
    displayName: 'End',
    name: 'endDate',
    type: 'dateTime',
    required: true,
    default: defaultEndDate(),
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
        propertyType: ['universal'],
        dateRange: ['custom'],
      },
    },
  },
  {
    displayName: 'Metrics',
    name: 'metricsUA',
    type: 'fixedCollection',
    default: {
      metricValues: [
        {
          listName: 'ga:users',
        },
      ],
    },
    typeOptions: {
      multipleValues: true,
    },
    options: [
      {
        displayName: 'Metric',
        name: 'metricValues',
        values: [
          {
            displayName: 'Metric',
            name: 'listName',
            type: 'options',
            default: 'ga:users',
            options: [
              {
                name: 'Checkouts',
                value: 'ga:productCheckouts',
              },
              {
                name: 'Events',
                value: 'ga:totalEvents',
              },
              {
                name: 'Page Views',
                value: 'ga:pageviews',
              },
              {
                name: 'Session Duration',
                value: 'ga:sessionDuration',
              },
              {
                name: 'Sessions',
                value: 'ga:sessions',
              },
              {
                name: 'Sessions per User',
                value: 'ga:sessionsPerUser',
              },
              {
                name: 'Total Users',
                value: 'ga:users',
              },
              {
                name: 'Other metrics\u2026',
                value: 'other',
              },
              {
                name: 'Custom metric\u2026',
                value: 'custom',
              },
            ],
          },
          {
            displayName: 'Name or ID',
            name: 'name',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getMetrics',
              loadOptionsDependsOn: ['viewId.value'],
            },
            default: 'ga:users',
            displayOptions: {
              show: {
                listName: ['other'],
              },
            },
          },
          {
            displayName: 'Name',
            name: 'name',
            type: 'string',
            default: 'custom_metric',
            displayOptions: {
              show: {
                listName: ['custom'],
              },
            },
          },
          {
            displayName: 'Expression',
            name: 'expression',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                listName: ['custom'],
              },
            },
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
            displayOptions: {
              show: {
                listName: ['custom'],
              },
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
        propertyType: ['universal'],
      },
    },
  },
  {
    displayName: 'Dimensions to split by',
    name: 'dimensionsUA',
    type: 'fixedCollection',
    default: {
      dimensionValues: [
        {
          listName: 'ga:date',
        },
      ],
    },
    typeOptions: {
      multipleValues: true,
    },
    options: [
      {
        displayName: 'Values',
        name: 'dimensionValues',
        values: [
          {
            displayName: 'Dimension',
            name: 'listName',
            type: 'options',
            default: 'ga:date',
            options: [
              {
                name: 'Browser',
                value: 'ga:browser',
              },
              {
                name: 'Campaign',
                value: 'ga:campaign',
              },
              {
                name: 'City',
                value: 'ga:city',
              },
              {
                name: 'Country',
                value: 'ga:country',
              },
              {
                name: 'Date',
                value: 'ga:date',
              },
              {
                name: 'Device Category',
                value: 'ga:deviceCategory',
              },
              {
                name: 'Item Name',
                value: 'ga:productName',
              },
              {
                name: 'Language',
                value: 'ga:language',
              },
              {
                name: 'Page',
                value: 'ga:pagePath',
              },
              {
                name: 'Source / Medium',
                value: 'ga:sourceMedium',
              },
              {
                name: 'Other dimensions\u2026',
                value: 'other',
              },
            ],
          },
          {
            displayName: 'Name or ID',
            name: 'name',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getDimensions',
              loadOptionsDependsOn: ['viewId.value'],
            },
            default: 'ga:date',
            displayOptions: {
              show: {
                listName: ['other'],
              },
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['report'],
        operation: ['get'],
        propertyType: ['universal'],
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
        propertyType: ['universal'],
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
        propertyType: ['universal'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    default: 50,
  },
  {
    displayName: 'Simplify Output',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['report'],
        propertyType: ['universal'],
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
        propertyType: ['universal'],
      },
    },
    options: [
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
                displayName: 'Dimension',
                name: 'listName',
                type: 'options',
                default: 'ga:date',
                options: [
                  {
                    name: 'Browser',
                    value: 'ga:browser',
                  },
                  {
                    name: 'Campaign',
                    value: 'ga:campaign',
                  },
                  {
                    name: 'City',
                    value: 'ga:city',
                  },
                  {
                    name: 'Country',
                    value: 'ga:country',
                  },
                  {
                    name: 'Date',
                    value: 'ga:date',
                  },
                  {
                    name: 'Device Category',
                    value: 'ga:deviceCategory',
                  },
                  {
                    name: 'Item Name',
                    value: 'ga:productName',
                  },
                  {
                    name: 'Language',
                    value: 'ga:language',
                  },
                  {
                    name: 'Page',
                    value: 'ga:pagePath',
                  },
                  {
                    name: 'Source / Medium',
                    value: 'ga:sourceMedium',
                  },
                  {
                    name: 'Other dimensions\u2026',
                    value: 'other',
                  },
                ],
              },
              {
                displayName: 'Name or ID',
                name: 'name',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getDimensions',
                  loadOptionsDependsOn: ['viewId.value'],
                },
                default: 'ga:date',
                displayOptions: {
                  show: {
                    listName: ['other'],
                  },
                },
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
                    name: 'Equals (Number)',
                    value: 'NUMERIC_EQUAL',
                  },
                  {
                    name: 'Exactly Matches',
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
                    name: 'Partly Matches',
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
        displayOptions: {
          show: {
            '/simple': [false],
          },
        },
      },
      {
        displayName: 'Hide Value Ranges',
        name: 'hideValueRanges',
        type: 'boolean',
        default: false,
        displayOptions: {
          show: {
            '/simple': [false],
          },
        },
      },
      {
        displayName: 'Include Empty Rows',
        name: 'includeEmptyRows',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Use Resource Quotas',
        name: 'useResourceQuotas',
        type: 'boolean',
        default: false,
        displayOptions: {
          show: {
            '/simple': [false],
          },
        },
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
