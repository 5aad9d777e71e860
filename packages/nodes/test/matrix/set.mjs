// Set (Edit Fields) 3.0–3.4 over the shared items: every value type from every kind of field
// (expressions) and from literal texts, with conversion errors refused or ignored, and the
// include modes, dot notation and field names of real workflows.
const SOURCES = {
  name: '={{ $json.name }}',
  age: '={{ $json.age }}',
  score: '={{ $json.score }}',
  tags: '={{ $json.tags }}',
  meta: '={{ $json.meta }}',
  active: '={{ $json.active }}',
  note: '={{ $json.note }}',
  joined: '={{ $json.joined }}',
  missing: '={{ $json.missing }}',
  city: '={{ $json.meta?.city }}',
  template: '=n{{ $json.age }}',
};

const LITERALS = {
  string: ['plain', '', ' 12 '],
  number: ['12', ' 12 ', '1,5', '0x1A', '1e3', 'abc', '', '-0', '12abc'],
  boolean: ['true', 'TRUE', 'yes', '1', '0', 'false', 'no', '', 'abc', 'off'],
  array: ['[1,2]', '["a"]', 'a,b', '[]', '{}', "['a']", ''],
  object: ['{"a":1}', "{'a':1}", '[1]', 'abc', '{a:1}', '', '{}'],
};

/**
 * Literals that 3.0–3.2 refuse before running (their value fields are typed, so n8n reports the
 * workflow as having issues and runs nothing): left out of those versions' cases.
 */
const V30_REFUSED = {
  number: ['1,5', 'abc', '12abc'],
  boolean: ['yes', 'no', '', 'abc', 'off'],
  array: ['a,b', '{}', ''],
  object: ['[1]', 'abc', ''],
};

const TYPES = ['string', 'number', 'boolean', 'array', 'object'];
const V30_TYPE = {
  string: 'stringValue',
  number: 'numberValue',
  boolean: 'booleanValue',
  array: 'arrayValue',
  object: 'objectValue',
};

let ids = 0;
/** Parameters of one Set node at `version` assigning `fields` ([name, type, value]). */
function setParameters(version, fields, extra = {}) {
  const { options = {}, ...rest } = extra;
  if (version >= 3.3)
    return {
      mode: 'manual',
      assignments: {
        assignments: fields.map(([name, type, value]) => ({ id: `a${++ids}`, name, value, type })),
      },
      ...rest,
      options,
    };
  // 3.0–3.2: `fields.values`, each with its value in the key its type names.
  return {
    mode: 'manual',
    fields: {
      values: fields.map(([name, type, value]) => ({ name, type: V30_TYPE[type], [V30_TYPE[type]]: value })),
    },
    include: 'none',
    ...rest,
    options,
  };
}

function variants(version) {
  const out = [];
  const v = (label, parameters) => out.push({ label, type: 'n8n-nodes-base.set', typeVersion: version, parameters });
  for (const type of TYPES)
    for (const ignore of [false, true]) {
      const options = ignore ? { ignoreConversionErrors: true } : {};
      for (const [src, value] of Object.entries(SOURCES))
        v(`${type} from ${src}${ignore ? ' ignore' : ''}`, setParameters(version, [['out', type, value]], { options }));
      LITERALS[type].forEach((text, i) => {
        if (version < 3.3 && V30_REFUSED[type]?.includes(text)) return;
        v(
          `${type} literal ${i} ${JSON.stringify(text)}${ignore ? ' ignore' : ''}`,
          setParameters(version, [['out', type, text]], { options }),
        );
      });
    }
  const two = [
    ['meta.city', 'string', '={{ $json.name }}'],
    ['n', 'number', '={{ $json.age }}'],
  ];
  const others =
    version >= 3.3
      ? (include, more = {}) => ({ includeOtherFields: true, include, ...more })
      : (include, more = {}) => ({ include, ...more });
  v('include all', setParameters(version, two, { ...others('all'), options: { ignoreConversionErrors: true } }));
  v(
    'include all dots off',
    setParameters(version, two, { ...others('all'), options: { dotNotation: false, ignoreConversionErrors: true } }),
  );
  v(
    'include selected',
    setParameters(version, two, {
      ...others('selected', { includeFields: 'name, meta.zip, missing' }),
      options: { ignoreConversionErrors: true },
    }),
  );
  v(
    'include selected dots off',
    setParameters(version, two, {
      ...others('selected', { includeFields: 'name,meta.city' }),
      options: { dotNotation: false, ignoreConversionErrors: true },
    }),
  );
  v(
    'include except',
    setParameters(version, two, {
      ...others('except', { excludeFields: 'tags, meta.zip' }),
      options: { ignoreConversionErrors: true },
    }),
  );
  v(
    'include except dots off',
    setParameters(version, two, {
      ...others('except', { excludeFields: 'meta.city,tags' }),
      options: { dotNotation: false, ignoreConversionErrors: true },
    }),
  );
  v(
    'include none',
    setParameters(version, two, {
      ...(version >= 3.3 ? { includeOtherFields: true, include: 'none' } : { include: 'none' }),
      options: { ignoreConversionErrors: true },
    }),
  );
  v('name from expression', setParameters(version, [['={{ $json.dept || "none" }}', 'string', '={{ $json.name }}']]));
  v(
    'name path into array',
    setParameters(
      version,
      [
        ['tags[1]', 'string', 'x'],
        ['list.0.k', 'number', '5'],
      ],
      { ...others('all') },
    ),
  );
  v(
    'same name twice',
    setParameters(version, [
      ['a', 'string', 'first'],
      ['a', 'number', '2'],
    ]),
  );
  v(
    'nested names',
    setParameters(version, [
      ['a.b.c', 'string', 'x'],
      ['a.b', 'string', 'y'],
    ]),
  );
  v('empty name', setParameters(version, [['', 'string', 'x']]));
  v('overwrite nested', setParameters(version, [['meta.city', 'string', 'New']], { ...others('all') }));
  return out;
}

const VERSIONS = [3, 3.1, 3.2, 3.3, 3.4];

export const set = {
  folder: 'set',
  cases: VERSIONS.map((version) => ({ name: `v${String(version).replace('.', '')}`, variants: variants(version) })),
};
