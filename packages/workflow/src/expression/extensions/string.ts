import { ExpressionExtensionError } from '../../errors.js';
import { stringToDateTime } from './date-convert.js';
import { stringDocs } from './string-docs.js';
import { sentenceCase, snakeCase, titleCase, transliterate } from './string-case.js';
import { base64Decode, base64Encode, removeMarkdown, removeTags } from './string-codec.js';
import { md5, sha1, sha224, sha256, sha384, sha512, sha3_512 } from './string-hash.js';
import {
  extractDomain,
  extractEmail,
  extractUrl,
  extractUrlPath,
  isDomain,
  isEmail,
  isUrl,
  stripCurrency,
} from './string-patterns.js';
import type { ExtensionFunction, ExtensionGroup } from './types.js';

const HASHES: Record<string, (text: string) => string> = {
  md5,
  sha1,
  sha224,
  sha256,
  sha384,
  sha512,
  sha3: sha3_512,
  base64: base64Encode,
};
const HASH_NAMES = 'md5,sha1,sha224,sha256,sha384,sha512,sha3';

function hash(value: string, [algorithm]: unknown[]): string {
  const name = algorithm === undefined || algorithm === null ? 'md5' : String(algorithm).toLowerCase();
  const fn = HASHES[name];
  if (!fn)
    throw new ExpressionExtensionError(
      `Unknown algorithm ${name}. Available algorithms are: ${HASH_NAMES}, and Base64.`,
    );
  return fn(value);
}

function toDate(value: string): Date {
  const date = new Date(Date.parse(value));
  if (Number.isNaN(date.getTime())) throw new ExpressionExtensionError('cannot convert to date');
  // A string without a time means midnight (local time).
  if (!value.includes(':')) date.setHours(0, 0, 0);
  return date;
}

function toInt(value: string, [radix]: unknown[]): number {
  const n = parseInt(stripCurrency(value), radix as number | undefined);
  if (Number.isNaN(n)) throw new ExpressionExtensionError('cannot convert to integer');
  return n;
}

function toFloat(value: string): number {
  if (value.includes(','))
    throw new ExpressionExtensionError('cannot convert to float, expected . as decimal separator');
  const n = parseFloat(stripCurrency(value));
  if (Number.isNaN(n)) throw new ExpressionExtensionError('cannot convert to float');
  return n;
}

function toNumber(value: string): number {
  const n = Number(stripCurrency(value));
  if (Number.isNaN(n)) throw new ExpressionExtensionError('cannot convert to number');
  return n;
}

function toBoolean(value: string): boolean {
  const lower = value.toLowerCase();
  return lower.length > 0 && lower !== 'false' && lower !== 'no' && lower !== '0';
}

function isNumeric(value: string): boolean {
  if (value.includes(' ')) return false;
  return !Number.isNaN(Number(value)) && !Number.isNaN(parseFloat(value));
}

function quote(value: string, [mark = '"']: unknown[]): string {
  const escapedBackslashes = value.replace(/\\/g, '\\\\');
  // The mark is used as a pattern after a backslash (so `"` matches itself), as in n8n.
  const marks = new RegExp(`\\${String(mark)}`, 'g');
  return `${String(mark)}${escapedBackslashes.replace(marks, `\\${String(mark)}`)}${String(mark)}`;
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new ExpressionExtensionError(
      value.includes("'") ? "Parsing failed. Check you're using double quotes" : 'Parsing failed',
    );
  }
}

function urlEncode(value: string, [entire = false]: unknown[]): string {
  return entire ? encodeURI(String(value)) : encodeURIComponent(String(value));
}

function urlDecode(value: string, [entire = false]: unknown[]): string {
  return entire ? decodeURI(String(value)) : decodeURIComponent(String(value));
}

const functions: Record<string, ExtensionFunction> = {
  hash: (v: string, args) => hash(v, args),
  removeMarkdown: (v: string) => removeMarkdown(v),
  removeTags: (v: string) => removeTags(v),
  toDate: (v: string) => toDate(v),
  toDateTime: (v: string, [format]) => stringToDateTime(v, format),
  toBoolean: (v: string) => toBoolean(v),
  toDecimalNumber: (v: string) => toFloat(v),
  toNumber: (v: string) => toNumber(v),
  toFloat: (v: string) => toFloat(v),
  toInt: (v: string, args) => toInt(v, args),
  toWholeNumber: (v: string, args) => toInt(v, args),
  toSentenceCase: (v: string) => sentenceCase(v),
  toSnakeCase: (v: string) => snakeCase(v),
  toTitleCase: (v: string) => titleCase(v),
  urlDecode: (v: string, args) => urlDecode(v, args),
  urlEncode: (v: string, args) => urlEncode(v, args),
  quote: (v: string, args) => quote(v, args),
  replaceSpecialChars: (v: string) => transliterate(v),
  length: (v: string) => v.length,
  isDomain: (v: string) => isDomain(v),
  isEmail: (v: string) => isEmail(v),
  isNumeric: (v: string) => isNumeric(v),
  isUrl: (v: string) => isUrl(v),
  isEmpty: (v: string) => v === '',
  isNotEmpty: (v: string) => v !== '',
  toJsonString: (v: string) => JSON.stringify(v),
  extractEmail: (v: string) => extractEmail(v),
  extractDomain: (v: string) => extractDomain(v),
  extractUrl: (v: string) => extractUrl(v),
  extractUrlPath: (v: string) => extractUrlPath(v),
  parseJson: (v: string) => parseJson(v),
  base64Encode: (v: string) => base64Encode(v),
  base64Decode: (v: string) => base64Decode(v),
};

/** Extension functions on String values (n8n 1.x names, arguments and errors). */
export const stringExtensions: ExtensionGroup = {
  typeName: 'String',
  functions,
  docs: stringDocs,
};
