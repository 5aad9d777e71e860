// Summarize (n8n-nodes-base.summarize) at 1 and 1.1: every aggregation on fields of every kind,
// with and without split fields, both output formats and the options.
const TYPE = 'n8n-nodes-base.summarize';
const AGGS = ['append', 'average', 'concatenate', 'count', 'countUnique', 'max', 'min', 'sum'];
const FIELDS = ['age', 'score', 'name', 'tags', 'meta', 'meta.city', 'active', 'missing'];

function variants(typeVersion) {
  const out = [];
  const v = (label, parameters) => out.push({ label, type: TYPE, typeVersion, parameters });
  for (const aggregation of AGGS)
    for (const field of FIELDS)
      v(`${aggregation}(${field})`, { fieldsToSummarize: { values: [{ aggregation, field }] }, options: {} });
  for (const aggregation of ['append', 'concatenate', 'countUnique'])
    v(`${aggregation}(note) includeEmpty`, {
      fieldsToSummarize: { values: [{ aggregation, field: 'note', includeEmpty: true }] },
      options: {},
    });
  for (const [sep, custom] of [
    [', ', ''],
    ['\n', ''],
    ['', ''],
    ['other', ' | '],
  ])
    v(`concatenate(name) sep ${JSON.stringify(sep)}`, {
      fieldsToSummarize: {
        values: [{ aggregation: 'concatenate', field: 'name', separateBy: sep, customSeparator: custom }],
      },
      options: {},
    });
  const two = {
    values: [
      { aggregation: 'sum', field: 'age' },
      { aggregation: 'count', field: 'name' },
      { aggregation: 'max', field: 'age' },
    ],
  };
  for (const by of ['dept', 'dept, active', 'meta.city', 'tags', 'meta', 'missing', 'dept,name'])
    for (const outputFormat of ['separateItems', 'singleItem'])
      v(`by ${by} ${outputFormat}`, { fieldsToSummarize: two, fieldsToSplitBy: by, options: { outputFormat } });
  v('by dept skipEmpty', { fieldsToSummarize: two, fieldsToSplitBy: 'dept', options: { skipEmptySplitFields: true } });
  v('by name skipEmpty single', {
    fieldsToSummarize: two,
    fieldsToSplitBy: 'name',
    options: { skipEmptySplitFields: true, outputFormat: 'singleItem' },
  });
  v('continueIfFieldNotFound', {
    fieldsToSummarize: { values: [{ aggregation: 'sum', field: 'missing' }] },
    options: { continueIfFieldNotFound: true },
  });
  v('by missing continue', {
    fieldsToSummarize: two,
    fieldsToSplitBy: 'nope',
    options: { continueIfFieldNotFound: true },
  });
  v('dotted off', {
    fieldsToSummarize: { values: [{ aggregation: 'append', field: 'meta.city' }] },
    options: { disableDotNotation: true },
  });
  v('dotted off by', {
    fieldsToSummarize: { values: [{ aggregation: 'count', field: 'age' }] },
    fieldsToSplitBy: 'meta.city',
    options: { disableDotNotation: true },
  });
  v('same field twice', {
    fieldsToSummarize: {
      values: [
        { aggregation: 'sum', field: 'age' },
        { aggregation: 'sum', field: 'age' },
      ],
    },
    options: {},
  });
  v('by own field', {
    fieldsToSummarize: { values: [{ aggregation: 'count', field: 'dept' }] },
    fieldsToSplitBy: 'dept',
    options: {},
  });
  v('empty field', { fieldsToSummarize: { values: [{ aggregation: 'count', field: '' }] }, options: {} });
  return out;
}

export const summarize = {
  folder: 'summarize',
  cases: [
    { name: 'v1', variants: variants(1) },
    { name: 'v1.1', variants: variants(1.1) },
  ],
};
