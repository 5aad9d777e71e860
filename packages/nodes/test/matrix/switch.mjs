// Switch 3.0–3.4 over the shared items: rule sets routed with and without a fallback output,
// to the first or to every matching output, with case and type checks loosened, and the
// expression mode's output numbers (in range, out of range, as text).
let ids = 0;
const cond = (leftValue, type, operation, rightValue) => ({
  id: `c${++ids}`,
  leftValue,
  rightValue,
  operator: {
    type,
    operation,
    ...(['true', 'false', 'exists', 'notExists', 'empty', 'notEmpty'].includes(operation) ? { singleValue: true } : {}),
  },
});

const RULE_SETS = {
  text: [
    [cond('={{ $json.dept }}', 'string', 'equals', 'Sales')],
    [cond('={{ $json.name }}', 'string', 'contains', 'o')],
  ],
  typed: [[cond('={{ $json.age }}', 'number', 'gt', 30)], [cond('={{ $json.active }}', 'boolean', 'true')]],
  mixed: [
    [cond('={{ $json.tags }}', 'array', 'contains', 'a'), cond('={{ $json.score }}', 'number', 'gte', 2)],
    [cond('={{ $json.note }}', 'string', 'empty')],
    [cond('={{ $json.meta.city }}', 'string', 'startsWith', 'O')],
  ],
};

function rules(version, set, { ignoreCase = false, loose = false } = {}) {
  return {
    values: RULE_SETS[set].map((conditions) => ({
      conditions: {
        options: {
          caseSensitive: !ignoreCase,
          leftValue: '',
          typeValidation: loose ? 'loose' : 'strict',
          version: version >= 3.4 ? 3 : version >= 3.2 ? 2 : 1,
        },
        conditions,
        combinator: 'and',
      },
    })),
  };
}

function variants(version) {
  const out = [];
  const v = (label, parameters) => out.push({ label, type: 'n8n-nodes-base.switch', typeVersion: version, parameters });
  for (const set of Object.keys(RULE_SETS))
    for (const fallbackOutput of ['none', 'extra', 1])
      for (const allMatchingOutputs of [false, true])
        for (const loose of [false, true]) {
          const options = { fallbackOutput, ...(allMatchingOutputs ? { allMatchingOutputs } : {}) };
          // Loose type validation is a top-level parameter from 3.1 and an option before.
          const looseParams = loose ? (version >= 3.1 ? { looseTypeValidation: true } : null) : {};
          if (loose && version < 3.1) options.looseTypeValidation = true;
          v(`${set} fallback ${fallbackOutput}${allMatchingOutputs ? ' all' : ''}${loose ? ' loose' : ''}`, {
            mode: 'rules',
            rules: rules(version, set, { loose }),
            ...(looseParams ?? {}),
            options,
          });
        }
  for (const ignoreCase of [false, true])
    v(`text ignore case ${ignoreCase}`, {
      mode: 'rules',
      rules: rules(version, 'text', { ignoreCase }),
      options: { ignoreCase },
    });
  v('fallback extra renamed', {
    mode: 'rules',
    rules: rules(version, 'text'),
    options: { fallbackOutput: 'extra', renameFallbackOutput: 'Other' },
  });
  v('no rules', { mode: 'rules', rules: { values: [] }, options: {} });
  v('no rules fallback extra', { mode: 'rules', rules: { values: [] }, options: { fallbackOutput: 'extra' } });
  const expr = (label, output, numberOutputs = 4) =>
    v(`expression ${label}`, { mode: 'expression', numberOutputs, output });
  expr('by age', '={{ $json.age > 30 ? 1 : 0 }}');
  expr('index of item', '={{ $itemIndex % 4 }}');
  expr('out of range', '={{ $itemIndex }}');
  expr('text number', '={{ String($itemIndex % 2) }}');
  expr('negative', '={{ -1 }}');
  expr('not a number', '={{ $json.name }}');
  expr('two outputs', '={{ $json.active ? 1 : 0 }}', 2);
  return out;
}

export const switchV3 = {
  folder: 'switch',
  cases: [3, 3.1, 3.2, 3.3, 3.4].map((version) => ({
    name: `v${String(version).replace('.', '')}`,
    variants: variants(version),
  })),
};
