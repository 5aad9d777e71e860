// The expressions recorded from n8n (record.mjs): every extension function of the expression
// language on sample values of its type, with typical and edge-case arguments, the global
// helpers, and templates with text around their segments.
const S = (v) => JSON.stringify(v);
const strings = [
  'hello world',
  '',
  '  Mixed Case_string-here  ',
  'ada@example.com',
  'Mail me: bob.smith+x@mail.co.uk today',
  'https://n8n.io/path/to?x=1&y=two#frag',
  'see www.example.com/a/b or http://x.org',
  '42',
  '-12.5',
  '3.5e2',
  '0x1F',
  '1,234.56',
  'true',
  'FALSE',
  'yes',
  '0',
  '2024-03-05T10:20:30Z',
  '2024-03-05',
  '05/03/2024',
  'March 5, 2024',
  'not a date',
  'ÄÖü ß café 中文',
  'a,b,,c',
  '<p>Hi <b>there</b></p><br/>',
  '# Title\n**bold** _it_ [link](http://a.b) `code`',
  'MiXeD CaSe wOrDs',
  'snake_case-and kebab',
  '{"a":1,"b":[1,2]}',
  '[1,2',
  'aGVsbG8=',
  'hello%20world%2Fx',
  'a b&c=d/é',
  'example.com',
  'sub.domain.co.uk',
  'http://localhost:5678',
];
const numbers = [0, 1, -1, 3.14159, -2.5, 2.5, 0.5, -0.5, 1.005, 123456.789, 17, 1e21, 1700000000, 1700000000123, -0];
const arrays = [
  [],
  [1, 2, 3],
  [3, 1, 2, 2],
  ['b', 'a', 'c', 'a'],
  [1, '1', null, 'x'],
  [
    { a: 1, b: 'x' },
    { a: 2, b: 'y' },
    { a: 1, b: 'x' },
  ],
  [[1, 2], [3]],
  [null, 0, '', false, 'v', undefined],
  [1.5, 2.25, -4],
  [
    { name: 'n1', value: 'v1' },
    { name: 'n2', value: 'v2' },
  ],
  ['10', '2.5', 'x'],
];
const objects = [
  {},
  { a: 1, b: null, c: '', d: 'keep this' },
  { a: { b: { c: 1 } }, list: [1, 2] },
  { x: [1, 2], y: 's', z: true },
  { 'key with space': 'v&1', other: 'x y' },
  { email: 'a@b.co', name: 'contains test' },
];
const dates = [
  'DateTime.fromISO("2024-02-29T13:45:30.123Z")',
  'DateTime.fromISO("2023-12-31T23:59:59Z")',
  'DateTime.fromISO("2024-06-02T08:00:00+02:00", { setZone: true })',
  'new Date("2024-03-10T12:00:00Z")',
];
const bools = [true, false];
// n8n ends a segment at the first `}}`, even inside an object literal: keep literals' braces apart.
const spaced = (t) => t.replace(/\}\}/g, '} }').replace(/\}\}/g, '} }');
const lit = (v) => (v === undefined ? 'undefined' : spaced(S(v)));
// Arguments tried per function (each entry one argument list, as source text).
const ARGS = {
  String: {
    hash: [
      '',
      '"md5"',
      '"sha1"',
      '"sha256"',
      '"sha512"',
      '"base64"',
      '"sha3"',
      '"ripemd160"',
      '"sha224"',
      '"sha384"',
      '"nope"',
    ],
    toDateTime: ['', '"dd/MM/yyyy"', '"yyyy-MM-dd"', '"LLLL d, yyyy"'],
    toInt: ['', '16', '2'],
    urlDecode: ['', 'true'],
    urlEncode: ['', 'true'],
    quote: ['', '"\'"', '"`"'],
  },
  Number: {
    format: [
      '',
      '"de-DE"',
      '"en-US", { style: "currency", currency: "EUR" }',
      '"en-US", { maximumFractionDigits: 1 }',
      '"fr-FR", { minimumFractionDigits: 2 }',
    ],
    round: ['', '0', '1', '2', '-1'],
    toDateTime: ['', '"ms"', '"s"', '"excel"'],
  },
  Array: {
    removeDuplicates: ['', '"a"', '["a", "b"]'],
    unique: ['', '"a"'],
    pluck: ['', '"a"', '"a", "b"', '"name"'],
    smartJoin: ['"name", "value"', '"a", "b"'],
    chunk: ['1', '2', '5'],
    renameKeys: ['"a", "z"', '"name", "n", "value", "v"'],
    merge: ['[{ c: 3 }]', '[]'],
    union: ['[1, 9]', '["a", "z"]', '[]'],
    difference: ['[1, 2]', '["a"]'],
    intersection: ['[1, 2]', '["a", "z"]'],
    append: ['4', '4, 5', '[9]'],
  },
  Object: {
    hasField: ['"a"', '"zz"', '"key with space"'],
    removeField: ['"a"', '"zz"'],
    removeFieldsContaining: ['"keep"', '"x"', '"1"'],
    keepFieldsContaining: ['"keep"', '"x"', '"test"'],
  },
  Date: {
    beginningOf: ['', '"day"', '"week"', '"month"', '"year"', '"hour"', '"quarter"'],
    extract: ['', '"year"', '"month"', '"week"', '"day"', '"hour"', '"weekday"', '"dayOfYear"', '"quarter"'],
    isBetween: ['"2024-01-01", "2024-12-31"', 'DateTime.fromISO("2020-01-01"), "2030-01-01"'],
    minus: ['1', '1, "days"', '2, "months"', '{ hours: 3 }', '1, "week"', '5, "minutes"'],
    plus: ['1', '1, "days"', '1, "month"', '{ days: 1, hours: 2 }', '3, "years"'],
    format: ['"yyyy-MM-dd"', '"dd LLL yyyy HH:mm:ss"', '"EEEE, MMMM d"', '"x"', '"ZZZZ"'],
    diffTo: [
      '"2024-01-01T00:00:00Z", "days"',
      '"2025-01-01T00:00:00Z", ["months", "days"]',
      'DateTime.fromISO("2020-02-29T00:00:00Z"), "years"',
      '"2024-02-29T13:45:30.123Z"',
    ],
  },
};
const SKIP = new Set(['Array.randomItem', 'Date.isInLast', 'Date.diffToNow']); // random, or depend on now
const types = {
  String: strings.map(lit),
  Number: numbers.map((n) => (Object.is(n, -0) ? '-0' : String(n))),
  Array: arrays.map((a) => spaced(JSON.stringify(a))),
  Object: objects.map(lit),
  Date: dates,
  Boolean: bools.map(lit),
};
types.Array[7] = '[null, 0, "", false, "v", undefined]';

export function generate(extensions) {
  const cases = [];
  for (const ext of extensions) {
    for (const fn of Object.keys(ext.functions)) {
      if (SKIP.has(`${ext.typeName}.${fn}`)) continue;
      const argLists = ARGS[ext.typeName]?.[fn] ?? [''];
      for (const v of types[ext.typeName]) for (const a of argLists) cases.push(`{{ (${v}).${fn}(${a}) }}`);
    }
  }
  // Every function name on a value of each other type (n8n's errors, natives of the same name),
  // and the optional-call form.
  const names = [...new Set(extensions.flatMap((ext) => Object.keys(ext.functions)))].sort();
  const anyType = ['"hello world"', '3.5', '[1, 2]', '({ a: 1 })', 'true', 'null', 'undefined', '$json.missing', '""', '0', '[]',
    'DateTime.fromISO("2024-02-29T13:45:30Z")', 'new Date("2024-03-10T12:00:00Z")'];
  for (const fn of names) {
    if (fn === 'randomItem' || fn === 'isInLast' || fn === 'diffToNow') continue;
    for (const v of anyType) cases.push(`{{ (${v}).${fn}() }}`);
    cases.push(`{{ $json.s.${fn}?.() }}`, `{{ $json.missing?.${fn}() }}`);
  }
  // Global helpers.
  for (const e of [
    '$min(1, 5, -2)',
    '$max(1, 5, -2)',
    '$average(1, 2, 6)',
    'min(1, 2)',
    'max(3, 4)',
    'average(2, 4)',
    '$not(0)',
    '$not("a")',
    '$ifEmpty("", "d")',
    '$ifEmpty([], 1)',
    '$ifEmpty({}, "o")',
    '$ifEmpty(0, "z")',
    '$ifEmpty(null, "n")',
    '$if(true, "y", "n")',
    '$if(0, "y", "n")',
    'numberList(1, 5)',
    'numberList(5, 1)',
    'zip(["a", "b"], [1, 2])',
    '$json.s?.toTitleCase()',
    '$json.missing?.toTitleCase()',
    '$json.s.length',
    '$json.a.length',
    '$json.s.includes("ell")',
    '$json.a.includes(2)',
    '$json.n.toFixed(2)',
    '"abc".split("")',
    '$json.a.map(x => x * 2).sum()',
    '$json.a.filter(x => x > 1)',
    'Object.keys($json.o)',
    'JSON.stringify($json.o)',
    '$json.s.toUpperCase().toSnakeCase()',
    'typeof $json.n',
    'Math.max(...$json.a)',
    '$json.a.sort()',
    '[...$json.a].reverse()',
    'String(null)',
    '`${$json.n}`',
    '$json.n + 1',
    '$json.s + 1',
    '$json.a + ""',
    '{ a: 1 }',
    '[1, [2, 3]]',
    'null',
    'undefined',
    'true && "x"',
    '$json.s.replace(/o/g, "0")',
    'parseInt("08")',
    'Number("1e3")',
    '(1/3)',
    '0.1 + 0.2',
    '"a".repeat(3)',
    'new Date(0).toISOString()',
    'DateTime.fromISO("2024-01-05T10:00:00Z").toISO()',
    'DateTime.fromISO("2024-01-05T10:00:00Z")',
    'DateTime.fromMillis(0).toFormat("yyyy")',
    'Duration.fromObject({ hours: 2 }).as("minutes")',
    'Interval.fromDateTimes(DateTime.fromISO("2024-01-01"), DateTime.fromISO("2024-01-03")).length("days")',
    '$json.o.a',
    '$json["o"]["b"]',
    '$json.nested?.deep?.x ?? "dflt"',
    'toPathSegment("a/b c")',
    'toPathSegment("..")',
    'toPathSegment(null)',
    'toPathSegment(12)',
    '$ifEmpty(1)',
    '$average()',
    '$average(1, "a")',
    'average([1, 2])',
    'zip(["a"], [1, 2])',
    'zip("a", [1])',
    'zip(["__proto__", "x"], [1, 2])',
    'not(1)',
    'numberList(1.5, 3)',
    'numberList(-2, 2)',
    '$min()',
    '$max("3", 2)',
    'new Date("2024-03-10T12:00:00Z").diffToNow("days") === undefined',
    'DateTime.fromISO("2024-01-01").diffTo("2024-01-02", "fortnights")',
    '("a").toDate()',
  ])
    cases.push(`{{ ${e} }}`);
  // Mixed templates: text around the segments.
  for (const e of [
    'n={{ $json.n }} a={{ $json.a }} o={{ $json.o }}',
    '{{ $json.s }}!',
    'x{{ null }}y{{ undefined }}z',
    'd={{ DateTime.fromISO("2024-01-05T10:00:00Z") }}',
    'b={{ true }} {{ [1,[2]] }}',
    '{{ $json.o }}{{ $json.o }}',
    'v={{ new Date("2024-03-10T12:00:00Z") }}',
    '{{ 1 }}{{ 2 }}',
    'list: {{ $json.a }} nested: {{ [[1, [2]], [], null] }} empty: {{ [] }} set: {{ new Set([1]) }}',
    'n: {{ NaN }} {{ -0 }} {{ 1e21 }} {{ 0.1 + 0.2 }}',
    'fn: {{ $json.s.toUpperCase }}',
    'obj: {{ { a: 1 } }}',
    'dt: {{ DateTime.fromISO("2024-06-02T08:00:00+02:00", { setZone: true }) }}',
    'dur: {{ Duration.fromObject({ hours: 2 }) }}',
    'bad: {{ DateTime.fromISO("nope") }}',
  ])
    cases.push(e);
  return cases.map((c) => `=${c}`);
}
export const context = { s: 'hello world', n: 3.14159, a: [3, 1, 2], o: { b: 1, a: 2 } };

/** A value as JSON, with what JSON cannot hold (undefined, NaN, dates, Luxon objects) tagged; record.mjs and the test both use it. */
export function tagged(v, depth = 0) {
  if (depth > 20) return '[deep]';
  if (v === undefined) return { $undefined: true };
  if (typeof v === 'number')
    return Number.isNaN(v) || !Number.isFinite(v) || Object.is(v, -0)
      ? { $number: Object.is(v, -0) ? '-0' : String(v) }
      : v;
  if (typeof v === 'function') return { $function: true };
  if (v === null || typeof v !== 'object') return v;
  if (Object.prototype.toString.call(v) === '[object Date]')
    return { $date: Number.isNaN(v.getTime()) ? 'Invalid Date' : v.toISOString() };
  if (typeof v.toISO === 'function' && 'zone' in v && 'c' in v)
    return { $dateTime: v.toISO(), zone: v.zoneName, invalid: v.invalidReason ?? null };
  if (typeof v.toISO === 'function' && 'values' in v) return { $duration: v.toISO() };
  if (typeof v.toISO === 'function' && 's' in v && 'e' in v) return { $interval: v.toISO() };
  if (Array.isArray(v)) return Array.from(v, (x) => tagged(x, depth + 1));
  return Object.fromEntries(Object.keys(v).map((k) => [k, tagged(v[k], depth + 1)]));
}
