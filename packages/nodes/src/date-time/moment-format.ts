/**
 * Moment.js format strings (the Date & Time node 1 speaks them) over Luxon DateTimes: formatting
 * with moment's English tokens, and turning a moment parse format into a Luxon one.
 */
import type { DateTime } from 'luxon';

const LOCALIZED: Record<string, string> = {
  LTS: 'h:mm:ss A',
  LT: 'h:mm A',
  L: 'MM/DD/YYYY',
  LL: 'MMMM D, YYYY',
  LLL: 'MMMM D, YYYY h:mm A',
  LLLL: 'dddd, MMMM D, YYYY h:mm A',
  l: 'M/D/YYYY',
  ll: 'MMM D, YYYY',
  lll: 'MMM D, YYYY h:mm A',
  llll: 'ddd, MMM D, YYYY h:mm A',
};

/** Bracketed literals, then moment's tokens (longest first), then any single character. */
const TOKENS =
  /\[[^\]]*\]|\\.|Hmmss|hmmss|Hmm|hmm|Mo|MMMM|MMM|MM|M|Do|DDDo|DDDD|DDD|DD|D|dddd|ddd|dd|do|d|wo|ww|w|Wo|WW|W|Qo|Q|YYYYYY|YYYYY|YYYY|YY|Y|gggg|gg|GGGG|GG|e|E|a|A|hh|h|HH|H|kk|k|mm|m|ss|s|S{1,9}|x|X|zz|z|ZZ|Z|./gs;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st (moment's English ordinals). */
export function ordinal(n: number): string {
  const tens = Math.floor((n % 100) / 10);
  const suffix = tens === 1 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

const pad = (n: number, width: number) => (n < 0 ? '-' : '') + String(Math.abs(n)).padStart(width, '0');

function offset(dt: DateTime, separator: string): string {
  const minutes = dt.offset;
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60), 2)}${separator}${pad(abs % 60, 2)}`;
}

function expandLocalized(format: string): string {
  let out = format;
  for (let i = 0; i < 5; i++) {
    const next = out.replace(/\[[^\]]*\]|LTS|LT|LLLL|LLL|LL|L|llll|lll|ll|l/g, (m) =>
      m.startsWith('[') ? m : (LOCALIZED[m] ?? m),
    );
    if (next === out) break;
    out = next;
  }
  return out;
}

function token(dt: DateTime, t: string, utcMode: boolean): string {
  const weekday = dt.weekday % 7; // moment: Sunday 0
  const hour12 = dt.hour % 12 || 12;
  switch (t) {
    case 'M':
      return String(dt.month);
    case 'Mo':
      return ordinal(dt.month);
    case 'MM':
      return pad(dt.month, 2);
    case 'MMM':
      return MONTHS[dt.month - 1]!.slice(0, 3);
    case 'MMMM':
      return MONTHS[dt.month - 1]!;
    case 'Q':
      return String(dt.quarter);
    case 'Qo':
      return ordinal(dt.quarter);
    case 'D':
      return String(dt.day);
    case 'Do':
      return ordinal(dt.day);
    case 'DD':
      return pad(dt.day, 2);
    case 'DDD':
      return String(dt.ordinal);
    case 'DDDo':
      return ordinal(dt.ordinal);
    case 'DDDD':
      return pad(dt.ordinal, 3);
    case 'd':
    case 'e':
      return String(weekday);
    case 'do':
      return ordinal(weekday);
    case 'dd':
      return DAYS[weekday]!.slice(0, 2);
    case 'ddd':
      return DAYS[weekday]!.slice(0, 3);
    case 'dddd':
      return DAYS[weekday]!;
    case 'E':
      return String(dt.weekday);
    case 'w':
      return String(dt.reconfigure({ locale: 'en-US' }).localWeekNumber);
    case 'wo':
      return ordinal(dt.reconfigure({ locale: 'en-US' }).localWeekNumber);
    case 'ww':
      return pad(dt.reconfigure({ locale: 'en-US' }).localWeekNumber, 2);
    case 'W':
      return String(dt.weekNumber);
    case 'Wo':
      return ordinal(dt.weekNumber);
    case 'WW':
      return pad(dt.weekNumber, 2);
    case 'YYYYYY':
      return (dt.year < 0 ? '-' : '+') + pad(Math.abs(dt.year), 6);
    case 'YYYYY':
      return pad(dt.year, 5);
    case 'YYYY':
      return dt.year <= 9999 ? pad(dt.year, 4) : `+${dt.year}`;
    case 'YY':
      return pad(dt.year % 100, 2);
    case 'Y':
      return dt.year <= 9999 ? String(dt.year) : `+${dt.year}`;
    case 'gggg':
      return pad(dt.reconfigure({ locale: 'en-US' }).localWeekYear, 4);
    case 'gg':
      return pad(dt.reconfigure({ locale: 'en-US' }).localWeekYear % 100, 2);
    case 'GGGG':
      return pad(dt.weekYear, 4);
    case 'GG':
      return pad(dt.weekYear % 100, 2);
    case 'a':
      return dt.hour < 12 ? 'am' : 'pm';
    case 'A':
      return dt.hour < 12 ? 'AM' : 'PM';
    case 'H':
      return String(dt.hour);
    case 'HH':
      return pad(dt.hour, 2);
    case 'h':
      return String(hour12);
    case 'hh':
      return pad(hour12, 2);
    case 'k':
      return String(dt.hour || 24);
    case 'kk':
      return pad(dt.hour || 24, 2);
    case 'm':
      return String(dt.minute);
    case 'mm':
      return pad(dt.minute, 2);
    case 's':
      return String(dt.second);
    case 'ss':
      return pad(dt.second, 2);
    case 'hmm':
      return `${hour12}${pad(dt.minute, 2)}`;
    case 'hmmss':
      return `${hour12}${pad(dt.minute, 2)}${pad(dt.second, 2)}`;
    case 'Hmm':
      return `${dt.hour}${pad(dt.minute, 2)}`;
    case 'Hmmss':
      return `${dt.hour}${pad(dt.minute, 2)}${pad(dt.second, 2)}`;
    case 'Z':
      return offset(dt, ':');
    case 'ZZ':
      return offset(dt, '');
    case 'z':
    case 'zz':
      return utcMode ? (dt.offset === 0 ? 'UTC' : (dt.offsetNameShort ?? '')) : '';
    case 'X':
      return String(Math.floor(dt.toMillis() / 1000));
    case 'x':
      return String(dt.toMillis());
    default:
      if (/^S+$/.test(t)) return pad(dt.millisecond, 3).padEnd(t.length, '0').slice(0, t.length);
      return t;
  }
}

/**
 * Formats like moment's `format()`: an empty format gives moment's default (ISO 8601 with the
 * offset, or with `Z` for a moment in UTC mode at offset 0). `utcMode` says the moment was moved
 * into a zone (moment-timezone's `tz()`), which also makes `z` name the zone.
 */
export function formatMoment(dt: DateTime, format: string, utcMode = false): string {
  const fmt = format || (utcMode && dt.offset === 0 ? 'YYYY-MM-DDTHH:mm:ss[Z]' : 'YYYY-MM-DDTHH:mm:ssZ');
  return expandLocalized(fmt).replace(TOKENS, (t) => {
    if (t.startsWith('[')) return t.slice(1, -1);
    if (t.startsWith('\\')) return t.slice(1);
    return token(dt, t, utcMode);
  });
}

const TO_LUXON: Record<string, string> = {
  YYYY: 'yyyy',
  YY: 'yy',
  Y: 'y',
  M: 'M',
  MM: 'MM',
  MMM: 'MMM',
  MMMM: 'MMMM',
  D: 'd',
  DD: 'dd',
  Do: 'd',
  DDD: 'o',
  DDDD: 'ooo',
  ddd: 'EEE',
  dddd: 'EEEE',
  E: 'E',
  H: 'H',
  HH: 'HH',
  h: 'h',
  hh: 'hh',
  k: 'H',
  kk: 'HH',
  m: 'm',
  mm: 'mm',
  s: 's',
  ss: 'ss',
  S: 'S',
  SS: 'S',
  SSS: 'SSS',
  a: 'a',
  A: 'a',
  Z: 'ZZ',
  ZZ: 'ZZZ',
  X: 'X',
  x: 'x',
  W: 'W',
  WW: 'WW',
  GGGG: 'kkkk',
  GG: 'kk',
};

/**
 * A moment parse format as a Luxon one, and whether the value needs its ordinal suffixes (`Do`)
 * removed first. Throws for tokens Luxon cannot parse.
 */
export function toLuxonFormat(format: string): { format: string; stripOrdinals: boolean } {
  let stripOrdinals = false;
  const out = expandLocalized(format).replace(TOKENS, (t) => {
    if (t.startsWith('[')) return t.length > 2 ? `'${t.slice(1, -1).replace(/'/g, "''")}'` : '';
    if (t.startsWith('\\')) return t[1] === "'" ? "''" : `'${t.slice(1)}'`;
    if (t === 'Do') stripOrdinals = true;
    const mapped = TO_LUXON[t];
    if (mapped) return mapped;
    if (/^[A-Za-z]$/.test(t)) return `'${t}'`;
    if (/^[A-Za-z]{2,}$/.test(t)) throw new Error(`The format token "${t}" cannot be used to read a date`);
    return t === "'" ? "''" : t;
  });
  return { format: out, stripOrdinals };
}
