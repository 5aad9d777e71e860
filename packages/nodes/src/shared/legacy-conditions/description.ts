import type { NodeProperty, NodePropertyCollection, NodePropertyOption } from '@weft/workflow';

const ops = (...pairs: Array<[string, string]>): NodePropertyOption[] =>
  pairs.map(([name, value]) => ({ name, value }));

const value = (
  n: 1 | 2,
  type: NodeProperty['type'],
  fallback: NodeProperty['default'],
  extra: Partial<NodeProperty> = {},
): NodeProperty => ({
  displayName: `Value ${n}`,
  name: `value${n}`,
  type,
  default: fallback,
  description: n === 1 ? 'The value compared (left side)' : 'The value it is compared with (right side)',
  ...extra,
});

const operation = (options: NodePropertyOption[], fallback: string, noDataExpression: boolean): NodeProperty => ({
  displayName: 'Operation',
  name: 'operation',
  type: 'options',
  ...(noDataExpression ? { noDataExpression: true } : {}),
  options,
  default: fallback,
  description: 'How the two values are compared',
});

/** The four condition lists of the legacy If (1) and Filter (1) nodes, by data type. */
export const legacyConditionLists: NodePropertyCollection[] = [
  {
    name: 'boolean',
    displayName: 'Boolean',
    values: [
      value(1, 'boolean', false),
      operation(ops(['Equal', 'equal'], ['Not Equal', 'notEqual']), 'equal', false),
      value(2, 'boolean', false),
    ],
  },
  {
    name: 'dateTime',
    displayName: 'Date & Time',
    values: [
      value(1, 'dateTime', ''),
      operation(ops(['Occurred After', 'after'], ['Occurred Before', 'before']), 'after', false),
      value(2, 'dateTime', ''),
    ],
  },
  {
    name: 'number',
    displayName: 'Number',
    values: [
      value(1, 'number', 0),
      operation(
        ops(
          ['Smaller', 'smaller'],
          ['Smaller or Equal', 'smallerEqual'],
          ['Equal', 'equal'],
          ['Not Equal', 'notEqual'],
          ['Larger', 'larger'],
          ['Larger or Equal', 'largerEqual'],
          ['Is Empty', 'isEmpty'],
          ['Is Not Empty', 'isNotEmpty'],
        ),
        'smaller',
        true,
      ),
      value(2, 'number', 0, { displayOptions: { hide: { operation: ['isEmpty', 'isNotEmpty'] } } }),
    ],
  },
  {
    name: 'string',
    displayName: 'String',
    values: [
      value(1, 'string', ''),
      operation(
        ops(
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
          ['Is Empty', 'isEmpty'],
          ['Is Not Empty', 'isNotEmpty'],
        ),
        'equal',
        true,
      ),
      value(2, 'string', '', {
        displayOptions: { hide: { operation: ['isEmpty', 'isNotEmpty', 'regex', 'notRegex'] } },
      }),
      value(2, 'string', '', {
        displayName: 'Regex',
        placeholder: '/text/i',
        description: 'The regular expression to match, plain or as /pattern/flags',
        displayOptions: { show: { operation: ['regex', 'notRegex'] } },
      }),
    ],
  },
];

/** The legacy `conditions` parameter (If 1, Filter 1): lists of typed comparisons. */
export const legacyConditionsProperty: NodeProperty = {
  displayName: 'Conditions',
  name: 'conditions',
  placeholder: 'Add Condition',
  type: 'fixedCollection',
  typeOptions: { multipleValues: true, sortable: true },
  description: 'The comparisons to make, grouped by the type of their values',
  default: {},
  options: legacyConditionLists,
};
