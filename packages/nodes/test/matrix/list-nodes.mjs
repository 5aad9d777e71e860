// Sort, Split Out, Rename Keys and Limit (each at version 1) over the shared items.
const variant = (type) => (label, parameters) => ({
  label,
  type: `n8n-nodes-base.${type}`,
  typeVersion: 1,
  parameters,
});

const s = variant('sort');
const sortField = (fieldName, order = 'ascending') => ({ fieldName, order });
const sortVariants = [];
for (const f of ['name', 'age', 'score', 'dept', 'tags', 'meta', 'meta.city', 'active', 'missing', 'joined', 'note'])
  for (const order of ['ascending', 'descending'])
    sortVariants.push(
      s(`${f} ${order}`, { type: 'simple', sortFieldsUi: { sortField: [sortField(f, order)] }, options: {} }),
    );
sortVariants.push(
  s('dept then age desc', {
    type: 'simple',
    sortFieldsUi: { sortField: [sortField('dept'), sortField('age', 'descending')] },
    options: {},
  }),
  s('meta.city dotted off', {
    type: 'simple',
    sortFieldsUi: { sortField: [sortField('meta.city')] },
    options: { disableDotNotation: true },
  }),
  s('no fields', { type: 'simple', sortFieldsUi: {}, options: {} }),
  s('code by name length', { type: 'code', code: 'return (a.json.name ?? "").length - (b.json.name ?? "").length;' }),
  s('code reverse age', {
    type: 'code',
    code: 'if (a.json.age < b.json.age) return 1; if (a.json.age > b.json.age) return -1; return 0;',
  }),
  s('code error', { type: 'code', code: 'return a.json.nope.x;' }),
);

const so = variant('splitOut');
const splitVariants = [];
for (const f of ['tags', 'meta', 'name', 'missing', 'meta.city', 'tags, meta', 'note', 'extra.deep'])
  for (const [label, p] of [
    ['', { include: 'noOtherFields' }],
    [' all', { include: 'allOtherFields' }],
    [' selected', { include: 'selectedOtherFields', fieldsToInclude: 'name, meta.zip' }],
    [' dest', { include: 'noOtherFields', options: { destinationFieldName: 'out' } }],
    [' dotted off', { include: 'allOtherFields', options: { disableDotNotation: true } }],
  ])
    splitVariants.push(so(`${f}${label}`, { fieldToSplitOut: f, options: {}, ...p }));

const r = variant('renameKeys');
const key = (currentKey, newKey) => ({ currentKey, newKey });
const regex = (searchRegex, replaceRegex, options = {}) => ({ searchRegex, replaceRegex, options });
const renameVariants = [
  r('name to fullName', { keys: { key: [key('name', 'fullName')] }, additionalOptions: {} }),
  r('nested to top', { keys: { key: [key('meta.city', 'city')] }, additionalOptions: {} }),
  r('top to nested', { keys: { key: [key('name', 'person.name')] }, additionalOptions: {} }),
  r('missing key', { keys: { key: [key('nope', 'yes')] }, additionalOptions: {} }),
  r('onto existing', { keys: { key: [key('name', 'dept')] }, additionalOptions: {} }),
  r('chain', { keys: { key: [key('name', 'a'), key('a', 'b')] }, additionalOptions: {} }),
  r('swap', { keys: { key: [key('name', 'dept'), key('dept', 'name')] }, additionalOptions: {} }),
  r('same name', { keys: { key: [key('age', 'age')] }, additionalOptions: {} }),
  r('empty new', { keys: { key: [key('age', '')] }, additionalOptions: {} }),
  r('regex prefix', { keys: {}, additionalOptions: { regexReplacement: { replacements: [regex('^(.*)$', 'x_$1')] } } }),
  r('regex ci', {
    keys: {},
    additionalOptions: { regexReplacement: { replacements: [regex('NAME', 'n', { caseInsensitive: true })] } },
  }),
  r('regex cs', { keys: {}, additionalOptions: { regexReplacement: { replacements: [regex('NAME', 'n')] } } }),
  r('regex depth 0', {
    keys: {},
    additionalOptions: { regexReplacement: { replacements: [regex('c', 'C', { depth: 0 })] } },
  }),
  r('regex depth 1', {
    keys: {},
    additionalOptions: { regexReplacement: { replacements: [regex('c', 'C', { depth: 1 })] } },
  }),
  r('regex all depths', {
    keys: {},
    additionalOptions: { regexReplacement: { replacements: [regex('[aeiou]', '_', { depth: -1 })] } },
  }),
  r('regex dot', { keys: {}, additionalOptions: { regexReplacement: { replacements: [regex('\\.', '_')] } } }),
  r('keys then regex', {
    keys: { key: [key('name', 'nm')] },
    additionalOptions: { regexReplacement: { replacements: [regex('^n', 'N')] } },
  }),
  r('two regexes', {
    keys: {},
    additionalOptions: { regexReplacement: { replacements: [regex('a', 'b'), regex('b', 'c')] } },
  }),
  r('bad regex', { keys: {}, additionalOptions: { regexReplacement: { replacements: [regex('(', 'x')] } } }),
];

const l = variant('limit');
const limitVariants = [];
for (const maxItems of [0, 1, 3, 8, 20])
  for (const keep of ['firstItems', 'lastItems']) limitVariants.push(l(`${maxItems} ${keep}`, { maxItems, keep }));

export const sort = { folder: 'sort', cases: [{ name: 'v1', variants: sortVariants }] };
export const splitOut = { folder: 'split-out', cases: [{ name: 'v1', variants: splitVariants }] };
export const renameKeys = { folder: 'rename-keys', cases: [{ name: 'v1', variants: renameVariants }] };
export const limit = { folder: 'limit', cases: [{ name: 'v1', variants: limitVariants }] };
