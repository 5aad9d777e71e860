// Compare Datasets at every version over two inputs (the shared items as input A, OTHER_ITEMS as
// input B): each way of resolving differences, with the options, on single and compound keys.
const TYPE = 'n8n-nodes-base.compareDatasets';
const keys = (...pairs) => ({ values: pairs.map(([field1, field2]) => ({ field1, field2 })) });

function variants(typeVersion) {
  const out = [];
  const v = (label, parameters) => out.push({ label, type: TYPE, typeVersion, parameters });
  const fuzzy = (on) => (typeVersion === 1 ? { options: { fuzzyCompare: on } } : { fuzzyCompare: on, options: {} });
  for (const resolve of ['preferInput1', 'preferInput2', 'includeBoth'])
    v(`name ${resolve}`, { mergeByFields: keys(['name', 'name']), resolve, options: {} });
  v('mix input1 except age', {
    mergeByFields: keys(['name', 'name']),
    resolve: 'mix',
    preferWhenMix: 'input1',
    exceptWhenMix: 'age',
    options: {},
  });
  v('mix input2 except dept,age', {
    mergeByFields: keys(['name', 'name']),
    resolve: 'mix',
    preferWhenMix: 'input2',
    exceptWhenMix: 'dept, age',
    options: {},
  });
  v('name,dept', { mergeByFields: keys(['name', 'name'], ['dept', 'dept']), resolve: 'preferInput1', options: {} });
  v('dept fuzzy', { mergeByFields: keys(['dept', 'dept']), resolve: 'preferInput1', ...fuzzy(true) });
  v('age fuzzy', { mergeByFields: keys(['age', 'age']), resolve: 'includeBoth', ...fuzzy(true) });
  v('age strict', { mergeByFields: keys(['age', 'age']), resolve: 'includeBoth', ...fuzzy(false) });
  v('meta.city to city', { mergeByFields: keys(['meta.city', 'city']), resolve: 'preferInput2', options: {} });
  v('skip fields', {
    mergeByFields: keys(['name', 'name']),
    resolve: 'preferInput1',
    options: { skipFields: 'age, tags' },
  });
  v('dotted off', {
    mergeByFields: keys(['meta.city', 'city']),
    resolve: 'preferInput1',
    options: { disableDotNotation: true },
  });
  v('missing key', { mergeByFields: keys(['nope', 'nope']), resolve: 'preferInput1', options: {} });
  if (typeVersion >= 2.3)
    for (const multipleMatches of ['first', 'all'])
      v(`name ${multipleMatches} matches`, {
        mergeByFields: keys(['name', 'name']),
        resolve: 'includeBoth',
        options: { multipleMatches },
      });
  return out;
}

export const compareDatasets = {
  folder: 'compare-datasets',
  cases: [1, 2, 2.1, 2.2, 2.3].map((v) => ({ name: `v${v}`, twoInputs: true, variants: variants(v) })),
};
