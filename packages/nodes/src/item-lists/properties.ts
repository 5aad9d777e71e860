import type { NodeProperty } from '@weft/workflow';

// Parameters of n8n's Item Lists per version group (names, types, defaults, options and display
// rules are n8n's interface; the descriptive texts are left out).

/** Item Lists 1.x parameters. */
export const itemListsV1Properties = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'hidden',
    options: [
      {
        name: 'Item List',
        value: 'itemList',
      },
    ],
    default: 'itemList',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Concatenate Items',
        value: 'aggregateItems',
        action: 'Combine fields into a list in a single new item',
      },
      {
        name: 'Limit',
        value: 'limit',
        action: 'Remove items if there are too many',
      },
      {
        name: 'Remove Duplicates',
        value: 'removeDuplicates',
        action: 'Remove extra items that are similar',
      },
      {
        name: 'Sort',
        value: 'sort',
        action: 'Change the item order',
      },
      {
        name: 'Split Out Items',
        value: 'splitOutItems',
        action: 'Turn a list inside item(s) into separate items',
      },
      {
        name: 'Summarize',
        value: 'summarize',
        action: 'Aggregate items together (pivot table)',
      },
    ],
    default: 'splitOutItems',
  },
  {
    displayName: 'Field To Split Out',
    name: 'fieldToSplitOut',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['splitOutItems'],
      },
    },
  },
  {
    displayName: 'Include',
    name: 'include',
    type: 'options',
    options: [
      {
        name: 'No Other Fields',
        value: 'noOtherFields',
      },
      {
        name: 'All Other Fields',
        value: 'allOtherFields',
      },
      {
        name: 'Selected Other Fields',
        value: 'selectedOtherFields',
      },
    ],
    default: 'noOtherFields',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['splitOutItems'],
      },
    },
  },
  {
    displayName: 'Fields To Include',
    name: 'fieldsToInclude',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Include',
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['splitOutItems'],
        include: ['selectedOtherFields'],
      },
    },
    options: [
      {
        displayName: '',
        name: 'fields',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Aggregate',
    name: 'aggregate',
    type: 'options',
    default: 'aggregateIndividualFields',
    options: [
      {
        name: 'Individual Fields',
        value: 'aggregateIndividualFields',
      },
      {
        name: 'All Item Data (Into a Single List)',
        value: 'aggregateAllItemData',
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['aggregateItems'],
      },
    },
  },
  {
    displayName: 'Fields To Aggregate',
    name: 'fieldsToAggregate',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Aggregate',
    default: {
      fieldToAggregate: [
        {
          fieldToAggregate: '',
          renameField: false,
        },
      ],
    },
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['aggregateItems'],
        aggregate: ['aggregateIndividualFields'],
      },
    },
    options: [
      {
        displayName: '',
        name: 'fieldToAggregate',
        values: [
          {
            displayName: 'Input Field Name',
            name: 'fieldToAggregate',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
          },
          {
            displayName: 'Rename Field',
            name: 'renameField',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Output Field Name',
            name: 'outputFieldName',
            displayOptions: {
              show: {
                renameField: [true],
              },
            },
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Put Output in Field',
    name: 'destinationFieldName',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['aggregateItems'],
        aggregate: ['aggregateAllItemData'],
      },
    },
    default: 'data',
  },
  {
    displayName: 'Include',
    name: 'include',
    type: 'options',
    default: 'allFields',
    options: [
      {
        name: 'All Fields',
        value: 'allFields',
      },
      {
        name: 'Specified Fields',
        value: 'specifiedFields',
      },
      {
        name: 'All Fields Except',
        value: 'allFieldsExcept',
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['aggregateItems'],
        aggregate: ['aggregateAllItemData'],
      },
    },
  },
  {
    displayName: 'Fields To Exclude',
    name: 'fieldsToExclude',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Exclude',
    default: {},
    options: [
      {
        displayName: '',
        name: 'fields',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['aggregateItems'],
        aggregate: ['aggregateAllItemData'],
        include: ['allFieldsExcept'],
      },
    },
  },
  {
    displayName: 'Fields To Include',
    name: 'fieldsToInclude',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Include',
    default: {},
    options: [
      {
        displayName: '',
        name: 'fields',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['aggregateItems'],
        aggregate: ['aggregateAllItemData'],
        include: ['specifiedFields'],
      },
    },
  },
  {
    displayName: 'Compare',
    name: 'compare',
    type: 'options',
    options: [
      {
        name: 'All Fields',
        value: 'allFields',
      },
      {
        name: 'All Fields Except',
        value: 'allFieldsExcept',
      },
      {
        name: 'Selected Fields',
        value: 'selectedFields',
      },
    ],
    default: 'allFields',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['removeDuplicates'],
      },
    },
  },
  {
    displayName: 'Fields To Exclude',
    name: 'fieldsToExclude',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Exclude',
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['removeDuplicates'],
        compare: ['allFieldsExcept'],
      },
    },
    options: [
      {
        displayName: '',
        name: 'fields',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Fields To Compare',
    name: 'fieldsToCompare',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Compare',
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['removeDuplicates'],
        compare: ['selectedFields'],
      },
    },
    options: [
      {
        displayName: '',
        name: 'fields',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
          },
        ],
      },
    ],
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
        name: 'Random',
        value: 'random',
      },
      {
        name: 'Code',
        value: 'code',
      },
    ],
    default: 'simple',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['sort'],
      },
    },
  },
  {
    displayName: 'Fields To Sort By',
    name: 'sortFieldsUi',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Sort By',
    options: [
      {
        displayName: '',
        name: 'sortField',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'string',
            required: true,
            default: '',
            placeholder: 'e.g. id',
          },
          {
            displayName: 'Order',
            name: 'order',
            type: 'options',
            options: [
              {
                name: 'Ascending',
                value: 'ascending',
              },
              {
                name: 'Descending',
                value: 'descending',
              },
            ],
            default: 'ascending',
          },
        ],
      },
    ],
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['sort'],
        type: ['simple'],
      },
    },
  },
  {
    displayName: 'Code',
    name: 'code',
    type: 'string',
    typeOptions: {
      alwaysOpenEditWindow: true,
      editor: 'jsEditor',
      rows: 10,
    },
    default:
      "// The two items to compare are in the variables a and b\n// Access the fields in a.json and b.json\n// Return -1 if a should go before b\n// Return 1 if b should go before a\n// Return 0 if there's no difference\n\nfieldName = 'myField';\n\nif (a.json[fieldName] < b.json[fieldName]) {\n\t\treturn -1;\n}\nif (a.json[fieldName] > b.json[fieldName]) {\n\t\treturn 1;\n}\nreturn 0;",
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['sort'],
        type: ['code'],
      },
    },
  },
  {
    displayName: 'Max Items',
    name: 'maxItems',
    type: 'number',
    typeOptions: {
      minValue: 1,
    },
    default: 1,
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['limit'],
      },
    },
  },
  {
    displayName: 'Keep',
    name: 'keep',
    type: 'options',
    options: [
      {
        name: 'First Items',
        value: 'firstItems',
      },
      {
        name: 'Last Items',
        value: 'lastItems',
      },
    ],
    default: 'firstItems',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['limit'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['removeDuplicates'],
        compare: ['allFieldsExcept', 'selectedFields'],
      },
    },
    options: [
      {
        displayName: 'Remove Other Fields',
        name: 'removeOtherFields',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['sort'],
        type: ['simple'],
      },
    },
    options: [
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['splitOutItems', 'aggregateItems'],
      },
      hide: {
        aggregate: ['aggregateAllItemData'],
      },
    },
    options: [
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        displayOptions: {
          show: {
            '/operation': ['splitOutItems', 'aggregateItems'],
          },
        },
        default: false,
      },
      {
        displayName: 'Destination Field Name',
        name: 'destinationFieldName',
        type: 'string',
        displayOptions: {
          show: {
            '/operation': ['splitOutItems'],
          },
        },
        default: '',
      },
      {
        displayName: 'Merge Lists',
        name: 'mergeLists',
        type: 'boolean',
        displayOptions: {
          show: {
            '/operation': ['aggregateItems'],
          },
        },
        default: false,
      },
      {
        displayName: 'Keep Missing And Null Values',
        name: 'keepMissing',
        type: 'boolean',
        displayOptions: {
          show: {
            '/operation': ['aggregateItems'],
          },
        },
        default: false,
      },
    ],
  },
  {
    displayName: 'Fields to Summarize',
    name: 'fieldsToSummarize',
    type: 'fixedCollection',
    placeholder: 'Add Field',
    default: {
      values: [
        {
          aggregation: 'count',
          field: '',
        },
      ],
    },
    typeOptions: {
      multipleValues: true,
    },
    options: [
      {
        displayName: '',
        name: 'values',
        values: [
          {
            displayName: 'Aggregation',
            name: 'aggregation',
            type: 'options',
            options: [
              {
                name: 'Append',
                value: 'append',
              },
              {
                name: 'Average',
                value: 'average',
              },
              {
                name: 'Concatenate',
                value: 'concatenate',
              },
              {
                name: 'Count',
                value: 'count',
              },
              {
                name: 'Count Unique',
                value: 'countUnique',
              },
              {
                name: 'Max',
                value: 'max',
              },
              {
                name: 'Min',
                value: 'min',
              },
              {
                name: 'Sum',
                value: 'sum',
              },
            ],
            default: 'count',
          },
          {
            displayName: 'Field',
            name: 'field',
            type: 'string',
            default: '',
            placeholder: 'e.g. cost',
            displayOptions: {
              hide: {
                aggregation: ['average', 'max', 'min', 'sum', 'countUnique', 'count'],
              },
            },
          },
          {
            displayName: 'Field',
            name: 'field',
            type: 'string',
            default: '',
            placeholder: 'e.g. cost',
            displayOptions: {
              show: {
                aggregation: ['average', 'max', 'min', 'sum'],
              },
            },
          },
          {
            displayName: 'Field',
            name: 'field',
            type: 'string',
            default: '',
            placeholder: 'e.g. cost',
            displayOptions: {
              show: {
                aggregation: ['countUnique', 'count'],
              },
            },
          },
          {
            displayName: 'Include Empty Values',
            name: 'includeEmpty',
            type: 'boolean',
            default: false,
            displayOptions: {
              show: {
                aggregation: ['append', 'concatenate'],
              },
            },
          },
          {
            displayName: 'Separator',
            name: 'separateBy',
            type: 'options',
            default: ',',
            options: [
              {
                name: 'Comma',
                value: ',',
              },
              {
                name: 'Comma and Space',
                value: ', ',
              },
              {
                name: 'New Line',
                value: '\n',
              },
              {
                name: 'None',
                value: '',
              },
              {
                name: 'Space',
                value: ' ',
              },
              {
                name: 'Other',
                value: 'other',
              },
            ],
            displayOptions: {
              show: {
                aggregation: ['concatenate'],
              },
            },
          },
          {
            displayName: 'Custom Separator',
            name: 'customSeparator',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                aggregation: ['concatenate'],
                separateBy: ['other'],
              },
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['summarize'],
      },
    },
  },
  {
    displayName: 'Fields to Split By',
    name: 'fieldsToSplitBy',
    type: 'string',
    placeholder: 'e.g. country, city',
    default: '',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['summarize'],
      },
      hide: {
        '/options.outputFormat': ['singleItem'],
      },
    },
  },
  {
    displayName: 'Fields to Group By',
    name: 'fieldsToSplitBy',
    type: 'string',
    placeholder: 'e.g. country, city',
    default: '',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['summarize'],
        '/options.outputFormat': ['singleItem'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['summarize'],
      },
    },
    options: [
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Output Format',
        name: 'outputFormat',
        type: 'options',
        default: 'separateItems',
        options: [
          {
            name: 'Each Split in a Separate Item',
            value: 'separateItems',
          },
          {
            name: 'All Splits in a Single Item',
            value: 'singleItem',
          },
        ],
      },
      {
        displayName: 'Ignore items without valid fields to group by',
        name: 'skipEmptySplitFields',
        type: 'boolean',
        default: false,
      },
    ],
  },
] as unknown as NodeProperty[];

/** Item Lists 2.x parameters. */
export const itemListsV2Properties = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'hidden',
    options: [
      {
        name: 'Item List',
        value: 'itemList',
      },
    ],
    default: 'itemList',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Concatenate Items',
        value: 'aggregateItems',
        action: 'Concatenate Items',
      },
      {
        name: 'Limit',
        value: 'limit',
        action: 'Limit',
      },
      {
        name: 'Remove Duplicates',
        value: 'removeDuplicates',
        action: 'Remove Duplicates',
      },
      {
        name: 'Sort',
        value: 'sort',
        action: 'Sort',
      },
      {
        name: 'Split Out Items',
        value: 'splitOutItems',
        action: 'Split Out Items',
      },
      {
        name: 'Summarize',
        value: 'summarize',
        action: 'Summarize',
      },
    ],
    default: 'splitOutItems',
  },
  {
    displayName: 'Fields To Split Out',
    name: 'fieldToSplitOut',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['splitOutItems'],
      },
    },
  },
  {
    displayName: 'Include',
    name: 'include',
    type: 'options',
    options: [
      {
        name: 'No Other Fields',
        value: 'noOtherFields',
      },
      {
        name: 'All Other Fields',
        value: 'allOtherFields',
      },
      {
        name: 'Selected Other Fields',
        value: 'selectedOtherFields',
      },
    ],
    default: 'noOtherFields',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['splitOutItems'],
      },
    },
  },
  {
    displayName: 'Fields To Include',
    name: 'fieldsToInclude',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Include',
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['splitOutItems'],
        include: ['selectedOtherFields'],
      },
    },
    options: [
      {
        displayName: '',
        name: 'fields',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Aggregate',
    name: 'aggregate',
    type: 'options',
    default: 'aggregateIndividualFields',
    options: [
      {
        name: 'Individual Fields',
        value: 'aggregateIndividualFields',
      },
      {
        name: 'All Item Data (Into a Single List)',
        value: 'aggregateAllItemData',
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['aggregateItems'],
      },
    },
  },
  {
    displayName: 'Fields To Aggregate',
    name: 'fieldsToAggregate',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Aggregate',
    default: {
      fieldToAggregate: [
        {
          fieldToAggregate: '',
          renameField: false,
        },
      ],
    },
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['aggregateItems'],
        aggregate: ['aggregateIndividualFields'],
      },
    },
    options: [
      {
        displayName: '',
        name: 'fieldToAggregate',
        values: [
          {
            displayName: 'Input Field Name',
            name: 'fieldToAggregate',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
          },
          {
            displayName: 'Rename Field',
            name: 'renameField',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Output Field Name',
            name: 'outputFieldName',
            displayOptions: {
              show: {
                renameField: [true],
              },
            },
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Put Output in Field',
    name: 'destinationFieldName',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['aggregateItems'],
        aggregate: ['aggregateAllItemData'],
      },
    },
    default: 'data',
  },
  {
    displayName: 'Include',
    name: 'include',
    type: 'options',
    default: 'allFields',
    options: [
      {
        name: 'All Fields',
        value: 'allFields',
      },
      {
        name: 'Specified Fields',
        value: 'specifiedFields',
      },
      {
        name: 'All Fields Except',
        value: 'allFieldsExcept',
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['aggregateItems'],
        aggregate: ['aggregateAllItemData'],
      },
    },
  },
  {
    displayName: 'Fields To Exclude',
    name: 'fieldsToExclude',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Exclude',
    default: {},
    options: [
      {
        displayName: '',
        name: 'fields',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['aggregateItems'],
        aggregate: ['aggregateAllItemData'],
        include: ['allFieldsExcept'],
      },
    },
  },
  {
    displayName: 'Fields To Include',
    name: 'fieldsToInclude',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Include',
    default: {},
    options: [
      {
        displayName: '',
        name: 'fields',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['aggregateItems'],
        aggregate: ['aggregateAllItemData'],
        include: ['specifiedFields'],
      },
    },
  },
  {
    displayName: 'Compare',
    name: 'compare',
    type: 'options',
    options: [
      {
        name: 'All Fields',
        value: 'allFields',
      },
      {
        name: 'All Fields Except',
        value: 'allFieldsExcept',
      },
      {
        name: 'Selected Fields',
        value: 'selectedFields',
      },
    ],
    default: 'allFields',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['removeDuplicates'],
      },
    },
  },
  {
    displayName: 'Fields To Exclude',
    name: 'fieldsToExclude',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Exclude',
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['removeDuplicates'],
        compare: ['allFieldsExcept'],
      },
    },
    options: [
      {
        displayName: '',
        name: 'fields',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Fields To Compare',
    name: 'fieldsToCompare',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Compare',
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['removeDuplicates'],
        compare: ['selectedFields'],
      },
    },
    options: [
      {
        displayName: '',
        name: 'fields',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
          },
        ],
      },
    ],
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
        name: 'Random',
        value: 'random',
      },
      {
        name: 'Code',
        value: 'code',
      },
    ],
    default: 'simple',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['sort'],
      },
    },
  },
  {
    displayName: 'Fields To Sort By',
    name: 'sortFieldsUi',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Sort By',
    options: [
      {
        displayName: '',
        name: 'sortField',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'string',
            required: true,
            default: '',
            placeholder: 'e.g. id',
          },
          {
            displayName: 'Order',
            name: 'order',
            type: 'options',
            options: [
              {
                name: 'Ascending',
                value: 'ascending',
              },
              {
                name: 'Descending',
                value: 'descending',
              },
            ],
            default: 'ascending',
          },
        ],
      },
    ],
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['sort'],
        type: ['simple'],
      },
    },
  },
  {
    displayName: 'Code',
    name: 'code',
    type: 'string',
    typeOptions: {
      alwaysOpenEditWindow: true,
      editor: 'jsEditor',
      rows: 10,
    },
    default:
      "// The two items to compare are in the variables a and b\n// Access the fields in a.json and b.json\n// Return -1 if a should go before b\n// Return 1 if b should go before a\n// Return 0 if there's no difference\n\nfieldName = 'myField';\n\nif (a.json[fieldName] < b.json[fieldName]) {\n\t\treturn -1;\n}\nif (a.json[fieldName] > b.json[fieldName]) {\n\t\treturn 1;\n}\nreturn 0;",
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['sort'],
        type: ['code'],
      },
    },
  },
  {
    displayName: 'Max Items',
    name: 'maxItems',
    type: 'number',
    typeOptions: {
      minValue: 1,
    },
    default: 1,
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['limit'],
      },
    },
  },
  {
    displayName: 'Keep',
    name: 'keep',
    type: 'options',
    options: [
      {
        name: 'First Items',
        value: 'firstItems',
      },
      {
        name: 'Last Items',
        value: 'lastItems',
      },
    ],
    default: 'firstItems',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['limit'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['removeDuplicates'],
        compare: ['allFieldsExcept', 'selectedFields'],
      },
    },
    options: [
      {
        displayName: 'Remove Other Fields',
        name: 'removeOtherFields',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['sort'],
        type: ['simple'],
      },
    },
    options: [
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['splitOutItems', 'aggregateItems'],
      },
      hide: {
        aggregate: ['aggregateAllItemData'],
      },
    },
    options: [
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        displayOptions: {
          show: {
            '/operation': ['splitOutItems', 'aggregateItems'],
          },
        },
        default: false,
      },
      {
        displayName: 'Destination Field Name',
        name: 'destinationFieldName',
        type: 'string',
        displayOptions: {
          show: {
            '/operation': ['splitOutItems'],
          },
        },
        default: '',
      },
      {
        displayName: 'Merge Lists',
        name: 'mergeLists',
        type: 'boolean',
        displayOptions: {
          show: {
            '/operation': ['aggregateItems'],
          },
        },
        default: false,
      },
      {
        displayName: 'Keep Missing And Null Values',
        name: 'keepMissing',
        type: 'boolean',
        displayOptions: {
          show: {
            '/operation': ['aggregateItems'],
          },
        },
        default: false,
      },
    ],
  },
  {
    displayName: 'Fields to Summarize',
    name: 'fieldsToSummarize',
    type: 'fixedCollection',
    placeholder: 'Add Field',
    default: {
      values: [
        {
          aggregation: 'count',
          field: '',
        },
      ],
    },
    typeOptions: {
      multipleValues: true,
    },
    options: [
      {
        displayName: '',
        name: 'values',
        values: [
          {
            displayName: 'Aggregation',
            name: 'aggregation',
            type: 'options',
            options: [
              {
                name: 'Append',
                value: 'append',
              },
              {
                name: 'Average',
                value: 'average',
              },
              {
                name: 'Concatenate',
                value: 'concatenate',
              },
              {
                name: 'Count',
                value: 'count',
              },
              {
                name: 'Count Unique',
                value: 'countUnique',
              },
              {
                name: 'Max',
                value: 'max',
              },
              {
                name: 'Min',
                value: 'min',
              },
              {
                name: 'Sum',
                value: 'sum',
              },
            ],
            default: 'count',
          },
          {
            displayName: 'Field',
            name: 'field',
            type: 'string',
            default: '',
            placeholder: 'e.g. cost',
            displayOptions: {
              hide: {
                aggregation: ['average', 'max', 'min', 'sum', 'countUnique', 'count'],
              },
            },
          },
          {
            displayName: 'Field',
            name: 'field',
            type: 'string',
            default: '',
            placeholder: 'e.g. cost',
            displayOptions: {
              show: {
                aggregation: ['average', 'max', 'min', 'sum'],
              },
            },
          },
          {
            displayName: 'Field',
            name: 'field',
            type: 'string',
            default: '',
            placeholder: 'e.g. cost',
            displayOptions: {
              show: {
                aggregation: ['countUnique', 'count'],
              },
            },
          },
          {
            displayName: 'Include Empty Values',
            name: 'includeEmpty',
            type: 'boolean',
            default: false,
            displayOptions: {
              show: {
                aggregation: ['append', 'concatenate'],
              },
            },
          },
          {
            displayName: 'Separator',
            name: 'separateBy',
            type: 'options',
            default: ',',
            options: [
              {
                name: 'Comma',
                value: ',',
              },
              {
                name: 'Comma and Space',
                value: ', ',
              },
              {
                name: 'New Line',
                value: '\n',
              },
              {
                name: 'None',
                value: '',
              },
              {
                name: 'Space',
                value: ' ',
              },
              {
                name: 'Other',
                value: 'other',
              },
            ],
            displayOptions: {
              show: {
                aggregation: ['concatenate'],
              },
            },
          },
          {
            displayName: 'Custom Separator',
            name: 'customSeparator',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                aggregation: ['concatenate'],
                separateBy: ['other'],
              },
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['summarize'],
      },
    },
  },
  {
    displayName: 'Fields to Split By',
    name: 'fieldsToSplitBy',
    type: 'string',
    placeholder: 'e.g. country, city',
    default: '',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['summarize'],
      },
      hide: {
        '/options.outputFormat': ['singleItem'],
      },
    },
  },
  {
    displayName: 'Fields to Group By',
    name: 'fieldsToSplitBy',
    type: 'string',
    placeholder: 'e.g. country, city',
    default: '',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['summarize'],
        '/options.outputFormat': ['singleItem'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['summarize'],
      },
    },
    options: [
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Output Format',
        name: 'outputFormat',
        type: 'options',
        default: 'separateItems',
        options: [
          {
            name: 'Each Split in a Separate Item',
            value: 'separateItems',
          },
          {
            name: 'All Splits in a Single Item',
            value: 'singleItem',
          },
        ],
      },
      {
        displayName: 'Ignore items without valid fields to group by',
        name: 'skipEmptySplitFields',
        type: 'boolean',
        default: false,
      },
    ],
  },
] as unknown as NodeProperty[];

/** Item Lists 3.x parameters. */
export const itemListsV3Properties = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'hidden',
    options: [
      {
        name: 'Item List',
        value: 'itemList',
      },
    ],
    default: 'itemList',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['itemList'],
      },
    },
    options: [
      {
        name: 'Concatenate Items',
        value: 'concatenateItems',
        action: 'Concatenate Items',
      },
      {
        name: 'Limit',
        value: 'limit',
        action: 'Limit',
      },
      {
        name: 'Remove Duplicates',
        value: 'removeDuplicates',
        action: 'Remove Duplicates',
      },
      {
        name: 'Sort',
        value: 'sort',
        action: 'Sort',
      },
      {
        name: 'Split Out Items',
        value: 'splitOutItems',
        action: 'Split Out Items',
      },
      {
        name: 'Summarize',
        value: 'summarize',
        action: 'Summarize',
      },
    ],
    default: 'splitOutItems',
  },
  {
    displayName: 'Aggregate',
    name: 'aggregate',
    type: 'options',
    default: 'aggregateIndividualFields',
    options: [
      {
        name: 'Individual Fields',
        value: 'aggregateIndividualFields',
      },
      {
        name: 'All Item Data (Into a Single List)',
        value: 'aggregateAllItemData',
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['concatenateItems'],
      },
    },
  },
  {
    displayName: 'Fields To Aggregate',
    name: 'fieldsToAggregate',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Aggregate',
    default: {
      fieldToAggregate: [
        {
          fieldToAggregate: '',
          renameField: false,
        },
      ],
    },
    displayOptions: {
      show: {
        aggregate: ['aggregateIndividualFields'],
        resource: ['itemList'],
        operation: ['concatenateItems'],
      },
    },
    options: [
      {
        displayName: '',
        name: 'fieldToAggregate',
        values: [
          {
            displayName: 'Input Field Name',
            name: 'fieldToAggregate',
            type: 'string',
            default: '',
            placeholder: 'e.g. id',
          },
          {
            displayName: 'Rename Field',
            name: 'renameField',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Output Field Name',
            name: 'outputFieldName',
            displayOptions: {
              show: {
                renameField: [true],
              },
            },
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Put Output in Field',
    name: 'destinationFieldName',
    type: 'string',
    displayOptions: {
      show: {
        aggregate: ['aggregateAllItemData'],
        resource: ['itemList'],
        operation: ['concatenateItems'],
      },
    },
    default: 'data',
  },
  {
    displayName: 'Include',
    name: 'include',
    type: 'options',
    default: 'allFields',
    options: [
      {
        name: 'All Fields',
        value: 'allFields',
      },
      {
        name: 'Specified Fields',
        value: 'specifiedFields',
      },
      {
        name: 'All Fields Except',
        value: 'allFieldsExcept',
      },
    ],
    displayOptions: {
      show: {
        aggregate: ['aggregateAllItemData'],
        resource: ['itemList'],
        operation: ['concatenateItems'],
      },
    },
  },
  {
    displayName: 'Fields To Exclude',
    name: 'fieldsToExclude',
    type: 'string',
    placeholder: 'e.g. email, name',
    default: '',
    displayOptions: {
      show: {
        aggregate: ['aggregateAllItemData'],
        include: ['allFieldsExcept'],
        resource: ['itemList'],
        operation: ['concatenateItems'],
      },
    },
  },
  {
    displayName: 'Fields To Include',
    name: 'fieldsToInclude',
    type: 'string',
    placeholder: 'e.g. email, name',
    default: '',
    displayOptions: {
      show: {
        aggregate: ['aggregateAllItemData'],
        include: ['specifiedFields'],
        resource: ['itemList'],
        operation: ['concatenateItems'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        default: false,
        displayOptions: {
          hide: {
            '/aggregate': ['aggregateAllItemData'],
          },
        },
      },
      {
        displayName: 'Merge Lists',
        name: 'mergeLists',
        type: 'boolean',
        default: false,
        displayOptions: {
          hide: {
            '/aggregate': ['aggregateAllItemData'],
          },
        },
      },
      {
        displayName: 'Include Binaries',
        name: 'includeBinaries',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Keep Only Unique Binaries',
        name: 'keepOnlyUnique',
        type: 'boolean',
        default: false,
        displayOptions: {
          show: {
            includeBinaries: [true],
          },
        },
      },
      {
        displayName: 'Keep Missing And Null Values',
        name: 'keepMissing',
        type: 'boolean',
        default: false,
        displayOptions: {
          hide: {
            '/aggregate': ['aggregateAllItemData'],
          },
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['concatenateItems'],
      },
    },
  },
  {
    displayName: 'Max Items',
    name: 'maxItems',
    type: 'number',
    typeOptions: {
      minValue: 1,
    },
    default: 1,
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['limit'],
      },
    },
  },
  {
    displayName: 'Keep',
    name: 'keep',
    type: 'options',
    options: [
      {
        name: 'First Items',
        value: 'firstItems',
      },
      {
        name: 'Last Items',
        value: 'lastItems',
      },
    ],
    default: 'firstItems',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['limit'],
      },
    },
  },
  {
    displayName: 'Compare',
    name: 'compare',
    type: 'options',
    options: [
      {
        name: 'All Fields',
        value: 'allFields',
      },
      {
        name: 'All Fields Except',
        value: 'allFieldsExcept',
      },
      {
        name: 'Selected Fields',
        value: 'selectedFields',
      },
    ],
    default: 'allFields',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['removeDuplicates'],
      },
    },
  },
  {
    displayName: 'Fields To Exclude',
    name: 'fieldsToExclude',
    type: 'string',
    placeholder: 'e.g. email, name',
    default: '',
    displayOptions: {
      show: {
        compare: ['allFieldsExcept'],
        resource: ['itemList'],
        operation: ['removeDuplicates'],
      },
    },
  },
  {
    displayName: 'Fields To Compare',
    name: 'fieldsToCompare',
    type: 'string',
    placeholder: 'e.g. email, name',
    default: '',
    displayOptions: {
      show: {
        compare: ['selectedFields'],
        resource: ['itemList'],
        operation: ['removeDuplicates'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        compare: ['allFieldsExcept', 'selectedFields'],
        resource: ['itemList'],
        operation: ['removeDuplicates'],
      },
    },
    options: [
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Remove Other Fields',
        name: 'removeOtherFields',
        type: 'boolean',
        default: false,
      },
    ],
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
        name: 'Random',
        value: 'random',
      },
      {
        name: 'Code',
        value: 'code',
      },
    ],
    default: 'simple',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['sort'],
      },
    },
  },
  {
    displayName: 'Fields To Sort By',
    name: 'sortFieldsUi',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    placeholder: 'Add Field To Sort By',
    options: [
      {
        displayName: '',
        name: 'sortField',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'string',
            required: true,
            default: '',
            placeholder: 'e.g. id',
          },
          {
            displayName: 'Order',
            name: 'order',
            type: 'options',
            options: [
              {
                name: 'Ascending',
                value: 'ascending',
              },
              {
                name: 'Descending',
                value: 'descending',
              },
            ],
            default: 'ascending',
          },
        ],
      },
    ],
    default: {},
    displayOptions: {
      show: {
        type: ['simple'],
        resource: ['itemList'],
        operation: ['sort'],
      },
    },
  },
  {
    displayName: 'Code',
    name: 'code',
    type: 'string',
    typeOptions: {
      alwaysOpenEditWindow: true,
      editor: 'jsEditor',
      rows: 10,
    },
    default:
      "// The two items to compare are in the variables a and b\n// Access the fields in a.json and b.json\n// Return -1 if a should go before b\n// Return 1 if b should go before a\n// Return 0 if there's no difference\n\nfieldName = 'myField';\n\nif (a.json[fieldName] < b.json[fieldName]) {\nreturn -1;\n}\nif (a.json[fieldName] > b.json[fieldName]) {\nreturn 1;\n}\nreturn 0;",
    displayOptions: {
      show: {
        type: ['code'],
        resource: ['itemList'],
        operation: ['sort'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        type: ['simple'],
        resource: ['itemList'],
        operation: ['sort'],
      },
    },
    options: [
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Fields To Split Out',
    name: 'fieldToSplitOut',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'Drag fields from the left or type their names',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['splitOutItems'],
      },
    },
  },
  {
    displayName: 'Include',
    name: 'include',
    type: 'options',
    options: [
      {
        name: 'No Other Fields',
        value: 'noOtherFields',
      },
      {
        name: 'All Other Fields',
        value: 'allOtherFields',
      },
      {
        name: 'Selected Other Fields',
        value: 'selectedOtherFields',
      },
    ],
    default: 'noOtherFields',
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['splitOutItems'],
      },
    },
  },
  {
    displayName: 'Fields To Include',
    name: 'fieldsToInclude',
    type: 'string',
    placeholder: 'e.g. email, name',
    default: '',
    displayOptions: {
      show: {
        include: ['selectedOtherFields'],
        resource: ['itemList'],
        operation: ['splitOutItems'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Destination Field Name',
        name: 'destinationFieldName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Include Binary',
        name: 'includeBinary',
        type: 'boolean',
        default: false,
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['splitOutItems'],
      },
    },
  },
  {
    displayName: 'Fields to Summarize',
    name: 'fieldsToSummarize',
    type: 'fixedCollection',
    placeholder: 'Add Field',
    default: {
      values: [
        {
          aggregation: 'count',
          field: '',
        },
      ],
    },
    typeOptions: {
      multipleValues: true,
    },
    options: [
      {
        displayName: '',
        name: 'values',
        values: [
          {
            displayName: 'Aggregation',
            name: 'aggregation',
            type: 'options',
            options: [
              {
                name: 'Append',
                value: 'append',
              },
              {
                name: 'Average',
                value: 'average',
              },
              {
                name: 'Concatenate',
                value: 'concatenate',
              },
              {
                name: 'Count',
                value: 'count',
              },
              {
                name: 'Count Unique',
                value: 'countUnique',
              },
              {
                name: 'Max',
                value: 'max',
              },
              {
                name: 'Min',
                value: 'min',
              },
              {
                name: 'Sum',
                value: 'sum',
              },
            ],
            default: 'count',
          },
          {
            displayName: 'Field',
            name: 'field',
            type: 'string',
            default: '',
            placeholder: 'e.g. cost',
            displayOptions: {
              hide: {
                aggregation: ['average', 'sum', 'countUnique', 'count', 'max', 'min'],
              },
            },
          },
          {
            displayName: 'Field',
            name: 'field',
            type: 'string',
            default: '',
            placeholder: 'e.g. cost',
            displayOptions: {
              show: {
                aggregation: ['average', 'sum'],
              },
            },
          },
          {
            displayName: 'Field',
            name: 'field',
            type: 'string',
            default: '',
            placeholder: 'e.g. cost',
            displayOptions: {
              show: {
                aggregation: ['countUnique', 'count', 'max', 'min'],
              },
            },
          },
          {
            displayName: 'Include Empty Values',
            name: 'includeEmpty',
            type: 'boolean',
            default: false,
            displayOptions: {
              show: {
                aggregation: ['append', 'concatenate'],
              },
            },
          },
          {
            displayName: 'Separator',
            name: 'separateBy',
            type: 'options',
            default: ',',
            options: [
              {
                name: 'Comma',
                value: ',',
              },
              {
                name: 'Comma and Space',
                value: ', ',
              },
              {
                name: 'New Line',
                value: '\n',
              },
              {
                name: 'None',
                value: '',
              },
              {
                name: 'Space',
                value: ' ',
              },
              {
                name: 'Other',
                value: 'other',
              },
            ],
            displayOptions: {
              show: {
                aggregation: ['concatenate'],
              },
            },
          },
          {
            displayName: 'Custom Separator',
            name: 'customSeparator',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                aggregation: ['concatenate'],
                separateBy: ['other'],
              },
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['summarize'],
      },
    },
  },
  {
    displayName: 'Fields to Split By',
    name: 'fieldsToSplitBy',
    type: 'string',
    placeholder: 'e.g. country, city',
    default: '',
    displayOptions: {
      hide: {
        '/options.outputFormat': ['singleItem'],
      },
      show: {
        resource: ['itemList'],
        operation: ['summarize'],
      },
    },
  },
  {
    displayName: 'Fields to Group By',
    name: 'fieldsToSplitBy',
    type: 'string',
    placeholder: 'e.g. country, city',
    default: '',
    displayOptions: {
      show: {
        '/options.outputFormat': ['singleItem'],
        resource: ['itemList'],
        operation: ['summarize'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Output Format',
        name: 'outputFormat',
        type: 'options',
        default: 'separateItems',
        options: [
          {
            name: 'Each Split in a Separate Item',
            value: 'separateItems',
          },
          {
            name: 'All Splits in a Single Item',
            value: 'singleItem',
          },
        ],
      },
      {
        displayName: 'Ignore items without valid fields to group by',
        name: 'skipEmptySplitFields',
        type: 'boolean',
        default: false,
      },
    ],
    displayOptions: {
      show: {
        resource: ['itemList'],
        operation: ['summarize'],
      },
    },
  },
] as unknown as NodeProperty[];
