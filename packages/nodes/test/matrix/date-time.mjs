// Date & Time version 2: every operation over dates written in the ways real data writes them
// (ISO with and without zone, plain dates, US and textual forms, Unix seconds and milliseconds,
// text that is no date), read from each item's `joined` field or given literally.
const TYPE = 'n8n-nodes-base.dateTime';
const v = (label, parameters) => ({ label, type: TYPE, typeVersion: 2, parameters });

const DATES = [
  ['item joined', '={{ $json.joined }}'],
  ['iso ms Z', '2024-02-29T13:45:30.123Z'],
  ['iso offset', '2024-03-10T01:30:00-05:00'],
  ['plain date', '2024-01-05'],
  ['date space time', '2024-01-05 17:04:09'],
  ['us date', '05/03/2024'],
  ['text date', 'March 5, 2024'],
  ['rfc2822', 'Tue, 05 Mar 2024 10:00:00 GMT'],
  ['unix s', '={{ 1700000000 }}'],
  ['unix ms', '={{ 1700000000123 }}'],
  ['unix s text', '1700000000'],
  ['garbage', 'not a date'],
];

const variants = [];
// A missing date is "now" to n8n's other operations, which a recording cannot hold: they read a
// missing `joined` as a fixed date. Formatting a missing date gives no field, which it can.
const JOINED_OR_FIXED = "={{ $json.joined ?? '2020-02-02T02:02:02Z' }}";
for (const [label, raw] of DATES) {
  const date = raw === '={{ $json.joined }}' ? JOINED_OR_FIXED : raw;
  variants.push(v(`format ${label}`, { operation: 'formatDate', date: raw, format: 'yyyy-MM-dd', options: {} }));
  variants.push(
    v(`add ${label}`, { operation: 'addToDate', magnitude: date, timeUnit: 'days', duration: 3, options: {} }),
  );
  variants.push(
    v(`round ${label}`, { operation: 'roundDate', date, mode: 'roundDown', toNearest: 'hour', options: {} }),
  );
  variants.push(v(`extract ${label}`, { operation: 'extractDate', date, part: 'day', options: {} }));
}
for (const format of ['MM/dd/yyyy', 'yyyy/MM/dd', 'MMMM dd yyyy', 'MM-dd-yyyy', 'X', 'x'])
  variants.push(
    v(`format as ${format}`, { operation: 'formatDate', date: '2024-02-29T13:45:30.123Z', format, options: {} }),
  );
for (const custom of ["EEEE, d LLL yyyy 'at' HH:mm", 'ZZZZ ZZ', 'kkkk-WW', 'q', 'yy-M-d h:m a', 'DDD', 'ff'])
  variants.push(
    v(`custom ${custom}`, {
      operation: 'formatDate',
      date: '2024-03-10T01:30:00-05:00',
      format: 'custom',
      customFormat: custom,
      options: {},
    }),
  );
variants.push(
  v('format fromFormat', {
    operation: 'formatDate',
    date: '05032024',
    format: 'yyyy-MM-dd',
    options: { fromFormat: 'ddMMyyyy' },
  }),
  v('format fromFormat mismatch', {
    operation: 'formatDate',
    date: '2024-03-05',
    format: 'yyyy-MM-dd',
    options: { fromFormat: 'ddMMyyyy' },
  }),
  v('format workflow zone', {
    operation: 'formatDate',
    date: '2024-03-10T01:30:00-05:00',
    format: 'custom',
    customFormat: 'HH:mm ZZ',
    options: { timezone: true },
  }),
  v('format include input', {
    operation: 'formatDate',
    date: '={{ $json.joined }}',
    format: 'yyyy',
    outputFieldName: 'y',
    options: { includeInputFields: true },
  }),
  v('format nested output', {
    operation: 'formatDate',
    date: '2024-01-05',
    format: 'yyyy',
    outputFieldName: 'out.year',
    options: {},
  }),
);
for (const timeUnit of [
  'years',
  'quarters',
  'months',
  'weeks',
  'days',
  'hours',
  'minutes',
  'seconds',
  'milliseconds',
]) {
  variants.push(
    v(`add 2 ${timeUnit}`, {
      operation: 'addToDate',
      magnitude: '2024-01-31T12:00:00Z',
      timeUnit,
      duration: 2,
      options: {},
    }),
  );
  variants.push(
    v(`subtract 1 ${timeUnit}`, {
      operation: 'subtractFromDate',
      magnitude: '2024-03-31T00:00:00Z',
      timeUnit,
      duration: 1,
      options: {},
    }),
  );
}
variants.push(
  v('add negative', { operation: 'addToDate', magnitude: '2024-01-31', timeUnit: 'months', duration: -1, options: {} }),
  v('add fraction', { operation: 'addToDate', magnitude: '2024-01-31', timeUnit: 'days', duration: 1.5, options: {} }),
  v('add include input', {
    operation: 'addToDate',
    magnitude: JOINED_OR_FIXED,
    timeUnit: 'days',
    duration: 1,
    outputFieldName: 'next',
    options: { includeInputFields: true },
  }),
);
for (const toNearest of ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'])
  variants.push(
    v(`round down ${toNearest}`, {
      operation: 'roundDate',
      date: '2024-02-29T13:45:30.723Z',
      mode: 'roundDown',
      toNearest,
      options: {},
    }),
  );
variants.push(
  v('round up month', {
    operation: 'roundDate',
    date: '2024-02-10T13:45:30.723Z',
    mode: 'roundUp',
    to: 'month',
    options: {},
  }),
  v('round up month offset', {
    operation: 'roundDate',
    date: '2024-03-10T01:30:00-05:00',
    mode: 'roundUp',
    to: 'month',
    options: {},
  }),
);
for (const part of ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'])
  variants.push(v(`extract ${part}`, { operation: 'extractDate', date: '2024-12-30T23:59:58Z', part, options: {} }));
const between = (label, startDate, endDate, units, options = {}) =>
  v(`between ${label}`, { operation: 'getTimeBetweenDates', startDate, endDate, units, options });
variants.push(
  between('days', '2024-01-01', '2024-03-01', ['day']),
  between('all units', '2023-01-15T10:20:30.400Z', '2024-03-01T00:00:00Z', [
    'year',
    'month',
    'week',
    'day',
    'hour',
    'minute',
    'second',
    'millisecond',
  ]),
  between('months days', '2024-01-31', '2024-03-01', ['month', 'day']),
  between('negative', '2024-03-01', '2024-01-01', ['day', 'hour']),
  between('iso', '2024-01-01', '2024-03-01T06:00:00Z', ['day', 'hour'], { isoString: true }),
  between('item to fixed', JOINED_OR_FIXED, '2025-01-01', ['day']),
  between('no units', '2024-01-01', '2024-01-02', []),
  between('garbage', 'nope', '2024-01-02', ['day']),
);

export const dateTime = { folder: 'date-time', cases: [{ name: 'v2', variants }] };
