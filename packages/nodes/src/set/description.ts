import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const OLD = [3, 3.1, 3.2];

const includeChoices = (short: boolean) => [
  {
    name: short ? 'All' : 'All Input Fields',
    value: 'all',
    description: 'Also include all unchanged fields from the input',
  },
  ...(short
    ? []
    : [{ name: 'No Input Fields', value: 'none', description: 'Include only the fields specified above' }]),
  {
    name: short ? 'Selected' : 'Selected Input Fields',
    value: 'selected',
    description: 'Also include the fields listed in the parameter “Fields to Include”',
  },
  {
    name: short ? 'All Except' : 'All Input Fields Except',
    value: 'except',
    description: 'Exclude the fields listed in the parameter “Fields to Exclude”',
  },
];

const fieldList = (name: 'includeFields' | 'excludeFields', include: string, old: boolean): NodeProperty => ({
  displayName: name === 'includeFields' ? 'Fields to Include' : 'Fields to Exclude',
  name,
  type: 'string',
  default: '',
  placeholder:
    name === 'includeFields' ? 'e.g. fieldToInclude1,fieldToInclude2' : 'e.g. fieldToExclude1,fieldToExclude2',
  description: `Comma-separated list of the field names you want to ${name === 'includeFields' ? 'include in' : 'exclude from'} the output. You can drag the selected fields from the input panel.`,
  displayOptions: old
    ? { show: { include: [include], '@version': OLD } }
    : { show: { include: [include], '/includeOtherFields': [true] }, hide: { '@version': OLD } },
});

const valueField = (name: string, type: NodeProperty['type'], extra: Partial<NodeProperty> = {}): NodeProperty => ({
  displayName: 'Value',
  name,
  type,
  default: '',
  displayOptions: { show: { type: [name] } },
  ...extra,
});

/** Parameters of Edit Fields (Set) 3.0–3.4. */
export const setProperties: NodeProperty[] = [
  {
    displayName: 'Mode',
    name: 'mode',
    type: 'options',
    noDataExpression: true,
    default: 'manual',
    options: [
      {
        name: 'Manual Mapping',
        value: 'manual',
        description: 'Edit item fields one by one',
        action: 'Edit item fields one by one',
      },
      {
        name: 'JSON',
        value: 'raw',
        description: 'Customize item output with JSON',
        action: 'Customize item output with JSON',
      },
    ],
  },
  { displayName: 'Duplicate Item', name: 'duplicateItem', type: 'boolean', default: false },
  {
    displayName: 'Duplicate Item Count',
    name: 'duplicateCount',
    type: 'number',
    default: 0,
    typeOptions: { minValue: 0 },
    description: 'How many times the item should be duplicated, mainly used for testing and debugging',
    displayOptions: { show: { duplicateItem: [true] } },
  },
  {
    displayName:
      'Item duplication is set in the node settings. This option will be ignored when the workflow runs automatically.',
    name: 'duplicateWarning',
    type: 'notice',
    default: '',
    displayOptions: { show: { duplicateItem: [true] } },
  },
  {
    displayName: 'JSON',
    name: 'jsonOutput',
    type: 'json',
    typeOptions: { rows: 5 },
    default: '{\n  "my_field_1": "value",\n  "my_field_2": 1\n}\n',
    displayOptions: { show: { mode: ['raw'] } },
  },
  {
    displayName: 'Fields to Set',
    name: 'fields',
    type: 'fixedCollection',
    placeholder: 'Add Field',
    description: 'Edit existing fields or add new ones to modify the output data',
    typeOptions: { multipleValues: true, sortable: true },
    default: {},
    displayOptions: { show: { mode: ['manual'], '@version': OLD } },
    options: [
      {
        name: 'values',
        displayName: 'Values',
        values: [
          {
            displayName: 'Name',
            name: 'name',
            type: 'string',
            default: '',
            placeholder: 'e.g. fieldName',
            description: 'Name of the field to set the value of. Supports dot-notation. Example: data.person[0].name.',
          },
          {
            displayName: 'Type',
            name: 'type',
            type: 'options',
            description: 'The field value type',
            default: 'stringValue',
            options: [
              { name: 'String', value: 'stringValue' },
              { name: 'Number', value: 'numberValue' },
              { name: 'Boolean', value: 'booleanValue' },
              { name: 'Array', value: 'arrayValue' },
              { name: 'Object', value: 'objectValue' },
            ],
          },
          valueField('stringValue', 'string'),
          valueField('numberValue', 'string'),
          valueField('booleanValue', 'options', {
            default: 'true',
            options: [
              { name: 'True', value: 'true' },
              { name: 'False', value: 'false' },
            ],
          }),
          valueField('arrayValue', 'string', { placeholder: 'e.g. [ arrayItem1, arrayItem2, arrayItem3 ]' }),
          valueField('objectValue', 'json', { default: '={}', typeOptions: { rows: 2 } }),
        ],
      },
    ],
  },
  {
    displayName: 'Fields to Set',
    name: 'assignments',
    type: 'assignmentCollection',
    default: {},
    displayOptions: { show: { mode: ['manual'] }, hide: { '@version': OLD } },
  },
  {
    displayName: 'Include in Output',
    name: 'include',
    type: 'options',
    description: 'How to select the fields you want to include in your output items',
    default: 'all',
    displayOptions: { show: { '@version': OLD } },
    options: includeChoices(false),
  },
  {
    displayName: 'Include Other Input Fields',
    name: 'includeOtherFields',
    type: 'boolean',
    default: false,
    description: "Whether to pass to the output all the input fields (along with the fields set in 'Fields to Set')",
    displayOptions: { hide: { '@version': OLD } },
  },
  {
    displayName: 'Input Fields to Include',
    name: 'include',
    type: 'options',
    description: 'How to select the fields you want to include in your output items',
    default: 'all',
    displayOptions: { hide: { '@version': OLD, '/includeOtherFields': [false] } },
    options: includeChoices(true),
  },
  fieldList('includeFields', 'selected', true),
  fieldList('excludeFields', 'except', true),
  fieldList('includeFields', 'selected', false),
  fieldList('excludeFields', 'except', false),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Include Binary File',
        name: 'includeBinary',
        type: 'boolean',
        default: true,
        description: 'Whether binary data should be included if present in the input item',
        displayOptions: { hide: { '@version': [{ _cnd: { gte: 3.4 } }] } },
      },
      {
        displayName: 'Strip Binary Data',
        name: 'stripBinary',
        type: 'boolean',
        default: true,
        description:
          'Whether binary data should be stripped from the input item. Only applies when "Include Other Input Fields" is enabled.',
        displayOptions: { show: { '@version': [{ _cnd: { gte: 3.4 } }], '/includeOtherFields': [true] } },
      },
      {
        displayName: 'Ignore Type Conversion Errors',
        name: 'ignoreConversionErrors',
        type: 'boolean',
        default: false,
        description: 'Whether to ignore field type errors and apply a less strict type conversion',
        displayOptions: { show: { '/mode': ['manual'] } },
      },
      {
        displayName: 'Support Dot Notation',
        name: 'dotNotation',
        type: 'boolean',
        default: true,
        description:
          'By default, dot-notation is used in property names. This means that "a.b" will set the property "b" underneath "a" so { "a": { "b": value} }. If that is not intended this can be deactivated, it will then set { "a.b": value } instead.',
      },
    ],
  },
];

/** Description of Edit Fields (Set) 3.0–3.4. */
export const setDescription: NodeTypeDescription = {
  name: 'weft.set',
  displayName: 'Edit Fields (Set)',
  description: 'Modify, add, or remove item fields',
  icon: 'fa:pen',
  iconColor: 'blue',
  group: ['input'],
  version: [3, 3.1, 3.2, 3.3, 3.4],
  defaultVersion: 3.4,
  subtitle: '={{$parameter["mode"]}}',
  defaults: { name: 'Edit Fields' },
  inputs: ['main'],
  outputs: ['main'],
  properties: setProperties,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['Set', 'JSON', 'Filter', 'Transform', 'Map'],
  },
};
