// Item Lists 3 and 3.1 (n8n-nodes-base.itemLists): each operation with the parameters of the
// standalone nodes it became, over the shared items.
const TYPE = 'n8n-nodes-base.itemLists';

function variants(typeVersion) {
  const out = [];
  const v = (label, operation, parameters) =>
    out.push({ label, type: TYPE, typeVersion, parameters: { resource: 'itemList', operation, ...parameters } });
  for (const f of ['tags', 'meta', 'name', 'missing', 'tags, meta'])
    for (const include of ['noOtherFields', 'allOtherFields'])
      v(`split ${f} ${include}`, 'splitOutItems', { fieldToSplitOut: f, include, options: {} });
  v('split selected', 'splitOutItems', {
    fieldToSplitOut: 'tags',
    include: 'selectedOtherFields',
    fieldsToInclude: 'name, meta.city',
    options: {},
  });
  for (const f of ['name', 'tags', 'meta.city', 'missing'])
    for (const [label, options] of [
      ['', {}],
      [' merge', { mergeLists: true }],
      [' keep missing', { keepMissing: true }],
    ])
      v(`aggregate ${f}${label}`, 'concatenateItems', {
        aggregate: 'aggregateIndividualFields',
        fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: f, renameField: false }] },
        options,
      });
  v('aggregate all', 'concatenateItems', {
    aggregate: 'aggregateAllItemData',
    destinationFieldName: 'rows',
    include: 'allFields',
    options: {},
  });
  v('dedupe all', 'removeDuplicates', { compare: 'allFields', options: {} });
  for (const f of ['name', 'dept, age', 'meta', 'missing']) {
    v(`dedupe selected ${f}`, 'removeDuplicates', { compare: 'selectedFields', fieldsToCompare: f, options: {} });
    v(`dedupe except ${f}`, 'removeDuplicates', { compare: 'allFieldsExcept', fieldsToExclude: f, options: {} });
  }
  for (const f of ['name', 'age', 'meta.city', 'tags'])
    for (const order of ['ascending', 'descending'])
      v(`sort ${f} ${order}`, 'sort', {
        type: 'simple',
        sortFieldsUi: { sortField: [{ fieldName: f, order }] },
        options: {},
      });
  for (const keep of ['firstItems', 'lastItems']) v(`limit 3 ${keep}`, 'limit', { maxItems: 3, keep });
  for (const aggregation of ['sum', 'count', 'countUnique', 'append', 'concatenate', 'max', 'min', 'average'])
    v(`summarize ${aggregation}(age) by dept`, 'summarize', {
      fieldsToSummarize: { values: [{ aggregation, field: 'age' }] },
      fieldsToSplitBy: 'dept',
      options: {},
    });
  return out;
}

export const itemLists = {
  folder: 'item-lists',
  cases: [3, 3.1].map((v) => ({ name: `v${v}`, variants: variants(v) })),
};
