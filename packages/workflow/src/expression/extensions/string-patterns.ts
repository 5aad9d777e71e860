/* Recognisers used by the string extensions: e-mails, domains, URLs, currency symbols. */

/* A host: dotted labels ending in a TLD (or punycode), `localhost`, or an IPv4 address. */
const HOST = String.raw`(?:(?:[-\w]+\.)+(?:[a-zA-Z]{2,}|xn--[a-zA-Z0-9]+)|localhost|\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})`;
const PORT = String.raw`(?::\d+)?`;
const QUERY = String.raw`(?:\?[^\s#]*)?`;
const SCHEME = String.raw`(?:(?:https?|ftp):\/\/)`;

/* Domain of a URL, an e-mail-like `mailto:` or a bare domain; group 1 is the host with any `www.`. */
const DOMAIN_IN = new RegExp(
  String.raw`^${SCHEME}?(?:mailto:)?(?:\/\/)?((?:www\.)?${HOST})${PORT}(?:\/[^\s?]*)?${QUERY}(?:#[^\s]*)?$`,
  'i',
);
/* A bare domain, optionally with port, path, query and fragment, but no scheme. */
const DOMAIN_ONLY = new RegExp(String.raw`^(?:www\.)?(${HOST})${PORT}(?:\/[^\s?]*)?${QUERY}(?:#[^\s]*)?$`, 'i');
/* A full http(s)/ftp URL; everything after the host up to the next space belongs to it. */
const URL_BODY = String.raw`${SCHEME}(?:www\.)?(${HOST})${PORT}(?:\/[^\s?#]*)?${QUERY}#?[^\s]*`;
const URL_EXACT = new RegExp(`^${URL_BODY}$`, 'i');
const URL_ANYWHERE = new RegExp(URL_BODY, 'i');

/* Local part: dot-separated atoms without specials, or anything in double quotes. */
const LOCAL_ATOM = String.raw`[^<>()[\]\\.,;:\s@"]+`;
/* Domain part: a bracketed IPv4 address, or dotted labels ending in a 2+ letter TLD. */
const EMAIL = new RegExp(
  String.raw`(?:${LOCAL_ATOM}(?:\.${LOCAL_ATOM})*|".+")@(?<domain>\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\]|(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,})`,
);

/** Whether the string contains an e-mail address and no spaces. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value) && !value.includes(' ');
}

/** The first e-mail address found in the string, or `undefined`. */
export function extractEmail(value: string): string | undefined {
  return EMAIL.exec(value)?.[0];
}

/** The domain of an e-mail address or URL (or a bare domain), or `undefined`. */
export function extractDomain(value: string): string | undefined {
  if (isEmail(value)) return EMAIL.exec(value)?.groups?.domain;
  return DOMAIN_IN.exec(value)?.[1];
}

/** Whether the whole string is a domain (with optional port, path, query, fragment; no scheme). */
export function isDomain(value: string): boolean {
  return DOMAIN_ONLY.test(value);
}

/** Whether the whole string is an http(s) or ftp URL. */
export function isUrl(value: string): boolean {
  return URL_EXACT.test(value);
}

/** The first http(s) or ftp URL found in the string, or `undefined`. */
export function extractUrl(value: string): string | undefined {
  return URL_ANYWHERE.exec(value)?.[0];
}

/* The WHATWG URL parser exists in browsers and Node alike; the package's lib settings omit it. */
type UrlConstructor = new (input: string) => { pathname: string };

/** The path of an absolute URL (`/a/b`), or `undefined` if the string is not a URL. */
export function extractUrlPath(value: string): string | undefined {
  const UrlClass = (globalThis as unknown as { URL: UrlConstructor }).URL;
  try {
    return new UrlClass(value).pathname;
  } catch {
    return undefined;
  }
}

/* Currency symbols and codes stripped before number conversion, in the order n8n tries them. */
const CURRENCY_SYMBOLS = [
  'Lek',
  '؋',
  '$',
  'ƒ',
  '₼',
  'Br',
  'BZ$',
  '$b',
  'KM',
  'P',
  'лв',
  'R$',
  '៛',
  '¥',
  '₡',
  'kn',
  '₱',
  'Kč',
  'kr',
  'RD$',
  '£',
  '€',
  '¢',
  'Q',
  'L',
  'Ft',
  '₹',
  'Rp',
  '﷼',
  '₪',
  'J$',
  '₩',
  '₭',
  'ден',
  'RM',
  '₨',
  '₮',
  'MT',
  'C$',
  '₦',
  'B/.',
  'Gs',
  'S/.',
  'zł',
  'lei',
  '₽',
  'Дин.',
  'S',
  'R',
  'CHF',
  'NT$',
  '฿',
  'TT$',
  '₺',
  '₴',
  '$U',
  'Bs',
  '₫',
  'Z$',
];
const CURRENCY = new RegExp(CURRENCY_SYMBOLS.map((s) => s.replace(/[.$/]/g, '\\$&')).join('|'), 'gu');

/** Removes every currency symbol (and the letter codes n8n treats as such) from a string. */
export function stripCurrency(value: string): string {
  return value.replace(CURRENCY, '');
}
