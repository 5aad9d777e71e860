// Merge at every version over two inputs: the shared items and OTHER_ITEMS (a smaller list with
// repeated, missing and differently cased keys). Version 3's modes with each join mode and option;
// version 2's combination modes; version 1's modes.
const TYPE = 'n8n-nodes-base.merge';
const clash = (resolveClash, mergeMode = 'deepMerge', overrideEmpty = false) => ({
  clashHandling: { values: { resolveClash, mergeMode, overrideEmpty } },
});

function v3Variants(typeVersion) {
  const out = [];
  const v = (label, parameters) => out.push({ label, type: TYPE, typeVersion, parameters });
  v('append', { mode: 'append' });
  for (const joinMode of ['keepMatches', 'keepNonMatches', 'keepEverything', 'enrichInput1', 'enrichInput2'])
    for (const [label, extra] of [
      ['name', { fieldsToMatchString: 'name' }],
      ['name,dept', { fieldsToMatchString: 'name, dept' }],
      ['dept fuzzy', { fieldsToMatchString: 'dept', options: { fuzzyCompare: true } }],
      ['name first match', { fieldsToMatchString: 'name', options: { multipleMatches: 'first' } }],
      ['advanced age', { advanced: true, mergeByFields: { values: [{ field1: 'age', field2: 'age' }] } }],
      ['advanced meta.city', { advanced: true, mergeByFields: { values: [{ field1: 'meta.city', field2: 'city' }] } }],
      ['prefer input1', { fieldsToMatchString: 'name', options: clash('preferInput1') }],
      ['suffix', { fieldsToMatchString: 'name', options: clash('addSuffix') }],
      ['shallow override empty', { fieldsToMatchString: 'name', options: clash('preferInput2', 'shallowMerge', true) }],
      ['missing field', { fieldsToMatchString: 'nope' }],
    ])
      v(`fields ${joinMode} ${label}`, {
        mode: 'combine',
        combineBy: 'combineByFields',
        joinMode,
        options: {},
        ...extra,
      });
  for (const outputDataFrom of ['both', 'input1', 'input2'])
    v(`non-matches from ${outputDataFrom}`, {
      mode: 'combine',
      combineBy: 'combineByFields',
      fieldsToMatchString: 'name',
      joinMode: 'keepNonMatches',
      outputDataFrom,
      options: {},
    });
  for (const [label, options] of [
    ['', {}],
    [' unpaired', { includeUnpaired: true }],
    [' prefer input1', clash('preferInput1')],
    [' suffix', clash('addSuffix')],
    [' shallow', clash('preferInput2', 'shallowMerge')],
  ])
    v(`position${label}`, { mode: 'combine', combineBy: 'combineByPosition', options });
  v('all combinations', { mode: 'combine', combineBy: 'combineAll', options: {} });
  v('all combinations suffix', { mode: 'combine', combineBy: 'combineAll', options: clash('addSuffix') });
  for (const [label, p] of [
    ['input 1', { output: 'specifiedInput', useDataOfInput: 1 }],
    ['input 2', { output: 'specifiedInput', useDataOfInput: 2 }],
    ['empty', { output: 'empty' }],
  ])
    v(`choose ${label}`, { mode: 'chooseBranch', chooseBranchMode: 'waitForAll', ...p });
  return out;
}

function v2Variants(typeVersion) {
  const out = [];
  const v = (label, parameters) => out.push({ label, type: TYPE, typeVersion, parameters });
  v('append', { mode: 'append' });
  for (const joinMode of ['keepMatches', 'keepNonMatches', 'keepEverything', 'enrichInput1', 'enrichInput2'])
    for (const [label, extra] of [
      ['name', {}],
      ['name first', { options: { multipleMatches: 'first' } }],
      ['fuzzy', { options: { fuzzyCompare: true } }],
      ['suffix', { options: clash('addSuffix') }],
    ])
      v(`fields ${joinMode} ${label}`, {
        mode: 'combine',
        combinationMode: 'mergeByFields',
        mergeByFields: { values: [{ field1: 'name', field2: 'name' }] },
        joinMode,
        options: {},
        ...extra,
      });
  v('position', { mode: 'combine', combinationMode: 'mergeByPosition', options: {} });
  v('position unpaired', { mode: 'combine', combinationMode: 'mergeByPosition', options: { includeUnpaired: true } });
  v('multiplex', { mode: 'combine', combinationMode: 'multiplex', options: {} });
  for (const output of ['input1', 'input2', 'empty'])
    v(`choose ${output}`, { mode: 'chooseBranch', chooseBranchMode: 'waitForBoth', output });
  return out;
}

const v1Variants = [];
const v1 = (label, parameters) => v1Variants.push({ label, type: TYPE, typeVersion: 1, parameters });
v1('append', { mode: 'append' });
for (const join of ['inner', 'left', 'outer']) v1(`index ${join}`, { mode: 'mergeByIndex', join });
for (const overwrite of ['always', 'blank', 'undefined'])
  v1(`key ${overwrite}`, { mode: 'mergeByKey', propertyName1: 'name', propertyName2: 'name', overwrite });
v1('key age', { mode: 'mergeByKey', propertyName1: 'age', propertyName2: 'age', overwrite: 'always' });
v1('key nested', { mode: 'mergeByKey', propertyName1: 'meta.city', propertyName2: 'city', overwrite: 'always' });
v1('multiplex', { mode: 'multiplex' });
v1('pass input1', { mode: 'passThrough', output: 'input1' });
v1('pass input2', { mode: 'passThrough', output: 'input2' });
v1('keep key matches', { mode: 'keepKeyMatches', propertyName1: 'name', propertyName2: 'name' });
v1('remove key matches', { mode: 'removeKeyMatches', propertyName1: 'name', propertyName2: 'name' });
v1('keep key matches dept', { mode: 'keepKeyMatches', propertyName1: 'dept', propertyName2: 'dept' });
v1('wait', { mode: 'wait' });

export const merge = {
  folder: 'merge',
  cases: [
    ...[3, 3.1, 3.2].map((v) => ({ name: `v${v}`, twoInputs: true, variants: v3Variants(v) })),
    ...[2, 2.1].map((v) => ({ name: `v${v}`, twoInputs: true, variants: v2Variants(v) })),
    { name: 'v1', twoInputs: true, variants: v1Variants },
  ],
};
