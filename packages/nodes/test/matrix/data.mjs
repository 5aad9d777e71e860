// Items every matrix case starts from: ordinary rows, near-duplicates, missing and empty fields,
// numbers as text, nested objects, arrays, a dotted key and values of unexpected types, so that
// each node meets the corners real data has.
const ANN = {
  name: 'Ann',
  dept: 'Sales',
  age: 31,
  score: 7.5,
  tags: ['a', 'b'],
  meta: { city: 'Oslo', zip: '0150' },
  joined: '2024-01-05',
  active: true,
  note: null,
};

export const ITEMS = [
  ANN,
  {
    name: 'bob',
    dept: 'sales',
    age: '27',
    score: 3,
    tags: [],
    meta: { city: 'Bergen' },
    joined: '2023-12-31T10:00:00Z',
    active: false,
    note: '',
  },
  {
    name: 'Cleo',
    dept: 'R&D',
    age: 45,
    score: -2,
    tags: ['b'],
    meta: { city: 'Oslo', zip: 150 },
    active: 'true',
    note: 'x',
  },
  { ...ANN }, // an exact duplicate of the first
  { name: '', dept: null, age: null, score: '12', tags: 'c,d', meta: null, extra: { deep: { x: 1 } } },
  { dept: 'R&D', age: 0, score: 0, 'meta.city': 'Dotted', tags: [{ k: 1 }, { k: 2 }] },
  {
    name: 'Émile',
    dept: 'Ops',
    age: 52.5,
    score: 1e21,
    tags: [1, 2, [3]],
    meta: { city: 'oslo' },
    joined: 'not a date',
  },
  {
    name: 'Dora',
    dept: 'Ops',
    age: -3,
    score: 2.25,
    tags: ['a'],
    meta: { city: 'Bergen', zip: '5003' },
    joined: '2022-06-15T23:30:00+02:00',
    active: false,
    note: 'y',
  },
];

/** A second, smaller list for nodes with two inputs. */
export const OTHER_ITEMS = [
  { name: 'Ann', dept: 'Sales', age: 32, city: 'Oslo' },
  { name: 'bob', dept: 'Sales', age: 27 },
  { name: 'Zed', dept: 'Ops', age: 40, tags: ['z'] },
  { name: 'Cleo', dept: 'R&D', age: 45, score: -2 },
  { name: 'Ann', dept: 'HR', age: 31 },
];
