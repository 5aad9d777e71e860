// The legacy typed conditions of If 1, Filter 1 and Switch 1 and 2: every operation of every data
// type, with the left value read from each item field (so values of every kind meet every
// operation), against a few right values.
const FIELDS = ['name', 'age', 'score', 'active', 'joined', 'tags', 'meta', 'note', 'missing', 'dept'];
const OPS = {
  string: [
    'contains',
    'notContains',
    'endsWith',
    'notEndsWith',
    'equal',
    'notEqual',
    'regex',
    'notRegex',
    'startsWith',
    'notStartsWith',
    'isEmpty',
    'isNotEmpty',
  ],
  number: ['smaller', 'smallerEqual', 'equal', 'notEqual', 'larger', 'largerEqual', 'isEmpty', 'isNotEmpty'],
  boolean: ['equal', 'notEqual'],
  dateTime: ['after', 'before'],
};
const RIGHT = {
  string: (op) => (op.endsWith('egex') || op === 'regex' ? ['/^a/i', 'o', '/(/'] : ['a', '']),
  number: () => [7.5, 0],
  boolean: () => [true, false],
  dateTime: () => ['2024-01-01', '2023-12-31T12:00:00Z'],
};

function ifVariants(type, dataType) {
  const out = [];
  for (const op of OPS[dataType])
    for (const value2 of RIGHT[dataType](op))
      for (const f of FIELDS)
        out.push({
          label: `${op} ${f} ${JSON.stringify(value2)}`,
          type,
          typeVersion: 1,
          parameters: {
            conditions: { [dataType]: [{ value1: `={{ $json.${f} }}`, operation: op, value2 }] },
            combineOperation: 'all',
          },
        });
  return out;
}

const combos = (type) =>
  ['all', 'any'].flatMap((combineOperation) => [
    {
      label: `combine ${combineOperation}`,
      type,
      typeVersion: 1,
      parameters: {
        conditions: {
          string: [{ value1: '={{ $json.dept }}', operation: 'equal', value2: 'Sales' }],
          number: [{ value1: '={{ $json.age }}', operation: 'larger', value2: 30 }],
          boolean: [{ value1: '={{ $json.active }}', operation: 'equal', value2: true }],
        },
        combineOperation,
      },
    },
    {
      label: `no conditions ${combineOperation}`,
      type,
      typeVersion: 1,
      parameters: { conditions: {}, combineOperation },
    },
  ]);

function switchVariants(typeVersion, dataType) {
  const out = [];
  for (const op of OPS[dataType].filter((o) => !o.startsWith('is')))
    for (const f of FIELDS) {
      const [a, b] = RIGHT[dataType](op);
      const rules =
        typeVersion === 1
          ? [
              { operation: op, value2: a, output: 0 },
              { operation: op, value2: b, output: 2 },
            ]
          : [
              { operation: op, value2: a, outputKey: 'first' },
              { operation: op, value2: b, outputKey: 'second' },
            ];
      out.push({
        label: `${op} ${f}`,
        type: 'n8n-nodes-base.switch',
        typeVersion,
        parameters: {
          mode: 'rules',
          dataType,
          value1: `={{ $json.${f} }}`,
          rules: { rules },
          fallbackOutput: typeVersion === 1 ? 3 : 1,
        },
      });
    }
  return out;
}

const switchExtras = (typeVersion) => [
  {
    label: 'expression mode',
    type: 'n8n-nodes-base.switch',
    typeVersion,
    parameters: {
      mode: 'expression',
      output: '={{ $json.age > 30 ? 1 : 0 }}',
      ...(typeVersion === 2 ? { outputsAmount: 2 } : {}),
    },
  },
  {
    label: 'expression out of range',
    type: 'n8n-nodes-base.switch',
    typeVersion,
    parameters: { mode: 'expression', output: '={{ $json.age }}', ...(typeVersion === 2 ? { outputsAmount: 3 } : {}) },
  },
  {
    label: 'expression text',
    type: 'n8n-nodes-base.switch',
    typeVersion,
    parameters: { mode: 'expression', output: '={{ String($itemIndex % 2) }}' },
  },
  {
    label: 'no fallback',
    type: 'n8n-nodes-base.switch',
    typeVersion,
    parameters: {
      mode: 'rules',
      dataType: 'number',
      value1: '={{ $json.age }}',
      rules: { rules: [{ operation: 'larger', value2: 40, ...(typeVersion === 1 ? { output: 1 } : {}) }] },
    },
  },
];

export const legacyIf = {
  folder: 'if',
  cases: ['string', 'number', 'boolean', 'dateTime'].map((t) => ({
    name: `v1-${t}`,
    variants: [...ifVariants('n8n-nodes-base.if', t), ...(t === 'boolean' ? combos('n8n-nodes-base.if') : [])],
  })),
};
export const legacyFilter = {
  folder: 'filter',
  cases: [
    { name: 'v1-string', variants: ifVariants('n8n-nodes-base.filter', 'string').filter((_, i) => i % 3 === 0) },
    {
      name: 'v1-number-boolean-date',
      variants: [
        ...ifVariants('n8n-nodes-base.filter', 'number'),
        ...ifVariants('n8n-nodes-base.filter', 'boolean'),
        ...ifVariants('n8n-nodes-base.filter', 'dateTime'),
        ...combos('n8n-nodes-base.filter'),
      ],
    },
  ],
};
export const legacySwitch = {
  folder: 'switch',
  cases: [1, 2].map((v) => ({
    name: `v${v}-rules`,
    variants: [...['string', 'number', 'boolean', 'dateTime'].flatMap((t) => switchVariants(v, t)), ...switchExtras(v)],
  })),
};
