// Aggregate (n8n-nodes-base.aggregate, version 1): individual fields of every kind with each
// option, and all item data with each include mode.
const TYPE = 'n8n-nodes-base.aggregate';
const v = (label, parameters) => ({ label, type: TYPE, typeVersion: 1, parameters });
const field = (name, extra = {}) => ({ fieldToAggregate: name, renameField: false, ...extra });

const variants = [];
for (const f of ['name', 'age', 'tags', 'meta', 'meta.city', 'note', 'missing', 'extra.deep.x', 'meta.zip'])
  for (const [label, options] of [
    ['', {}],
    [' mergeLists', { mergeLists: true }],
    [' keepMissing', { keepMissing: true }],
    [' unique', { keepOnlyUnique: true }],
    [' dotted off', { disableDotNotation: true }],
  ])
    variants.push(
      v(`${f}${label}`, {
        aggregate: 'aggregateIndividualFields',
        fieldsToAggregate: { fieldToAggregate: [field(f)] },
        options,
      }),
    );
variants.push(
  v('two fields renamed', {
    aggregate: 'aggregateIndividualFields',
    fieldsToAggregate: {
      fieldToAggregate: [
        field('name', { renameField: true, outputFieldName: 'names' }),
        field('age', { renameField: true, outputFieldName: 'out.ages' }),
      ],
    },
    options: {},
  }),
  v('same field twice', {
    aggregate: 'aggregateIndividualFields',
    fieldsToAggregate: { fieldToAggregate: [field('age'), field('age')] },
    options: {},
  }),
  v('empty field name', {
    aggregate: 'aggregateIndividualFields',
    fieldsToAggregate: { fieldToAggregate: [field('')] },
    options: {},
  }),
  v('tags merge unique keepMissing', {
    aggregate: 'aggregateIndividualFields',
    fieldsToAggregate: { fieldToAggregate: [field('tags')] },
    options: { mergeLists: true, keepOnlyUnique: true, keepMissing: true },
  }),
  v('all data', { aggregate: 'aggregateAllItemData', destinationFieldName: 'data', include: 'allFields', options: {} }),
  v('all data to rows', {
    aggregate: 'aggregateAllItemData',
    destinationFieldName: 'rows',
    include: 'allFields',
    options: {},
  }),
  v('all data specified', {
    aggregate: 'aggregateAllItemData',
    destinationFieldName: 'data',
    include: 'specifiedFields',
    fieldsToInclude: 'name, meta.city, missing',
    options: {},
  }),
  v('all data except', {
    aggregate: 'aggregateAllItemData',
    destinationFieldName: 'data',
    include: 'allFieldsExcept',
    fieldsToExclude: 'tags,meta, joined',
    options: {},
  }),
  v('all data specified dotted off', {
    aggregate: 'aggregateAllItemData',
    destinationFieldName: 'data',
    include: 'specifiedFields',
    fieldsToInclude: 'meta.city,name',
    options: { disableDotNotation: true },
  }),
  v('all data dotted dest', {
    aggregate: 'aggregateAllItemData',
    destinationFieldName: 'a.b',
    include: 'allFields',
    options: {},
  }),
);

export const aggregate = { folder: 'aggregate', cases: [{ name: 'v1', variants }] };
