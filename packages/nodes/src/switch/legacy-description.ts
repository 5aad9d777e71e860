import type { NodeProperty, NodePropertyCollection, NodePropertyOption, NodeTypeDescription } from '@weft/workflow';

/** The data types a legacy Switch (1 and 2) compares, each with its own value and rule list. */
export type LegacyDataType = 'boolean' | 'dateTime' | 'number' | 'string';

const ops = (...pairs: Array<[string, string]>): NodePropertyOption[] =>
  pairs.map(([name, value]) => ({ name, value }));

interface TypeSpec {
  listName: string;
  valueType: NodeProperty['type'];
  value1Default: NodeProperty['default'];
  value2Default: NodeProperty['default'];
  operations: NodePropertyOption[];
  operationDefault: string;
}

const TYPES: Record<LegacyDataType, TypeSpec> = {
  boolean: {
    listName: 'Boolean',
    valueType: 'boolean',
    value1Default: false,
    value2Default: false,
    operations: ops(['Equal', 'equal'], ['Not Equal', 'notEqual']),
    operationDefault: 'equal',
  },
  dateTime: {
    listName: 'Dates',
    valueType: 'dateTime',
    value1Default: '',
    value2Default: 0,
    operations: ops(['Occurred After', 'after'], ['Occurred Before', 'before']),
    operationDefault: 'after',
  },
  number: {
    listName: 'Numbers',
    valueType: 'number',
    value1Default: 0,
    value2Default: 0,
    operations: ops(
      ['Smaller', 'smaller'],
      ['Smaller Equal', 'smallerEqual'],
      ['Equal', 'equal'],
      ['Not Equal', 'notEqual'],
      ['Larger', 'larger'],
      ['Larger Equal', 'largerEqual'],
    ),
    operationDefault: 'smaller',
  },
  string: {
    listName: 'Strings',
    valueType: 'string',
    value1Default: '',
    value2Default: '',
    operations: ops(
      ['Contains', 'contains'],
      ['Not Contains', 'notContains'],
      ['Ends With', 'endsWith'],
      ['Not Ends With', 'notEndsWith'],
      ['Equal', 'equal'],
      ['Not Equal', 'notEqual'],
      ['Regex Match', 'regex'],
      ['Regex Not Match', 'notRegex'],
      ['Starts With', 'startsWith'],
      ['Not Starts With', 'notStartsWith'],
    ),
    operationDefault: 'equal',
  },
};

const DATA_TYPES = Object.keys(TYPES) as LegacyDataType[];

/** Switch 1 routes a matching rule to a fixed output number (0–3). */
const outputNumberProperty: NodeProperty = {
  displayName: 'Output',
  name: 'output',
  type: 'number',
  typeOptions: { minValue: 0, maxValue: 3 },
  default: 0,
  description: 'The output (0 to 3) that items matching this rule go to',
};

/** Switch 2 gives each rule its own output, labelled by its key. */
const outputKeyProperty: NodeProperty = {
  displayName: 'Output Key',
  name: 'outputKey',
  type: 'string',
  default: '',
  description: 'The label of the output that items matching this rule go to',
};

/** The sub-parameters of one rule of `dataType`, for Switch `version` 1 or 2. */
export function legacyRuleValues(dataType: LegacyDataType, version: 1 | 2): NodeProperty[] {
  const spec = TYPES[dataType];
  const value2: NodeProperty[] =
    dataType === 'string'
      ? [
          {
            displayName: 'Value 2',
            name: 'value2',
            type: 'string',
            default: '',
            description: 'The value the first one is compared with',
            displayOptions: { hide: { operation: ['regex', 'notRegex'] } },
          },
          {
            displayName: 'Regex',
            name: 'value2',
            type: 'string',
            default: '',
            placeholder: '/text/i',
            description: 'The regular expression the first value must match',
            displayOptions: { show: { operation: ['regex', 'notRegex'] } },
          },
        ]
      : [
          {
            displayName: 'Value 2',
            name: 'value2',
            type: spec.valueType,
            default: spec.value2Default,
            description: 'The value the first one is compared with',
          },
        ];
  return [
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      options: spec.operations,
      default: spec.operationDefault,
      description: 'How the two values are compared',
    },
    ...value2,
    version === 1 ? outputNumberProperty : outputKeyProperty,
  ];
}

/** Value 1 and the rule list of each data type, shown for that type in rules mode. */
function rulesProperties(version: 1 | 2): NodeProperty[] {
  return DATA_TYPES.flatMap((dataType): NodeProperty[] => {
    const spec = TYPES[dataType];
    const show = { show: { dataType: [dataType], mode: ['rules'] } };
    const list: NodePropertyCollection = {
      name: 'rules',
      displayName: spec.listName,
      values: legacyRuleValues(dataType, version),
    };
    return [
      {
        displayName: 'Value 1',
        name: 'value1',
        type: spec.valueType,
        default: spec.value1Default,
        description: 'The value compared with the Value 2 of each rule',
        displayOptions: show,
      },
      {
        displayName: 'Routing Rules',
        name: 'rules',
        placeholder: 'Add Routing Rule',
        type: 'fixedCollection',
        typeOptions: version === 1 ? { multipleValues: true } : { multipleValues: true, sortable: true },
        default: {},
        displayOptions: show,
        options: [list],
      },
    ];
  });
}

const modeProperty: NodeProperty = {
  displayName: 'Mode',
  name: 'mode',
  type: 'options',
  options: [
    { name: 'Expression', value: 'expression', description: 'An expression gives the output of each item' },
    { name: 'Rules', value: 'rules', description: 'Rules decide the output of each item' },
  ],
  default: 'rules',
  description: 'How items are routed',
};

const dataTypeProperty: NodeProperty = {
  displayName: 'Data Type',
  name: 'dataType',
  type: 'options',
  displayOptions: { show: { mode: ['rules'] } },
  options: ops(['Boolean', 'boolean'], ['Date & Time', 'dateTime'], ['Number', 'number'], ['String', 'string']),
  default: 'number',
  description: 'The type of the values the rules compare',
};

const base = {
  name: 'weft.switch',
  displayName: 'Switch',
  description: 'Route items depending on defined expression or rules',
  group: ['transform'],
  defaultVersion: 3.4,
  icon: 'fa:map-signs',
  iconColor: 'light-blue',
  subtitle: '=mode: {{ $parameter["mode"] }}',
  defaults: { name: 'Switch', color: '#506000' },
  inputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow'] },
    alias: ['Router', 'If', 'Path', 'Filter', 'Condition', 'Logic', 'Branch', 'Case'],
  },
} satisfies Partial<NodeTypeDescription>;

/** Switch 1 (n8n `switch` 1): four fixed outputs; rules and the expression name an output 0–3. */
export const switchV1Description: NodeTypeDescription = {
  ...base,
  version: [1],
  outputs: ['main', 'main', 'main', 'main'],
  outputNames: ['0', '1', '2', '3'],
  properties: [
    modeProperty,
    {
      displayName: 'Output',
      name: 'output',
      type: 'number',
      typeOptions: { minValue: 0, maxValue: 3 },
      displayOptions: { show: { mode: ['expression'] } },
      default: 0,
      description: 'The output (0 to 3) each item goes to',
    },
    dataTypeProperty,
    ...rulesProperties(1),
    {
      displayName: 'Fallback Output',
      name: 'fallbackOutput',
      type: 'options',
      displayOptions: { show: { mode: ['rules'] } },
      options: [{ name: 'None', value: -1 }, ...[0, 1, 2, 3].map((n) => ({ name: String(n), value: n }))],
      default: -1,
      description: 'The output of items that match no rule',
    },
  ],
};

/** Switch 2 (n8n `switch` 2): one output per rule (or `outputsAmount` in expression mode). */
export const switchV2Description: NodeTypeDescription = {
  ...base,
  version: [2],
  // One output per rule, or outputsAmount outputs in expression mode.
  outputs:
    '={{ $parameter["mode"] === "expression" ? $parameter["outputsAmount"] : ($parameter["rules"]?.rules ?? []).length }}',
  properties: [
    modeProperty,
    {
      displayName: 'Output',
      name: 'output',
      type: 'string',
      displayOptions: { show: { mode: ['expression'] } },
      default: '',
      description: 'The index of the output each item goes to',
    },
    {
      displayName: 'Outputs Amount',
      name: 'outputsAmount',
      type: 'number',
      displayOptions: { show: { mode: ['expression'] } },
      default: 4,
      description: 'How many outputs the node has',
    },
    dataTypeProperty,
    ...rulesProperties(2),
    {
      displayName: 'Fallback Output Name or ID',
      name: 'fallbackOutput',
      type: 'options',
      displayOptions: { show: { mode: ['rules'] } },
      typeOptions: { loadOptionsDependsOn: ['rules.rules'], loadOptionsMethod: 'getFallbackOutputOptions' },
      default: -1,
      description: 'The output of items that match no rule: none, or the output of one of the rules',
    },
  ],
};
