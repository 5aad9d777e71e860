import { doc } from './shared.js';
import type { ExtensionDoc } from './types.js';

/** Documentation of the string extension functions, keyed by function name. */
export const stringDocs: Record<string, ExtensionDoc> = {
  hash: doc(
    'hash',
    '(algorithm?: string): string',
    'Digest of the text (UTF-8) in lowercase hex. Algorithms: md5 (default), sha1, sha224, sha256, sha384, sha512, sha3 (SHA3-512), or base64 to Base64-encode instead.',
    [
      ["'hello'.hash()", "'5d41402abc4b2a76b9719d911017c592'"],
      ["'hello'.hash('sha1')", "'aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d'"],
    ],
  ),
  removeMarkdown: doc('removeMarkdown', '(): string', 'The text without Markdown formatting or HTML tags.', [
    ["'*bold*, [link](https://x.io)'.removeMarkdown()", "'bold, link'"],
  ]),
  removeTags: doc('removeTags', '(): string', 'The text without HTML/XML tags.', [
    ["'<b>bold</b> text'.removeTags()", "'bold text'"],
  ]),
  toDate: doc(
    'toDate',
    '(): Date',
    'Parses the text as a JavaScript Date. Without a time part the date is set to midnight, local time. Throws if the text is not a date.',
    [["'2024-03-05'.toDate()", '2024-03-05T00:00:00.000Z (in UTC)']],
  ),
  toDateTime: doc(
    'toDateTime',
    '(format?: string): DateTime',
    "Parses the text as a luxon DateTime. Without a format, ISO 8601, HTTP, RFC 2822, SQL and JavaScript date strings are accepted; 'ms', 's', 'us' and 'excel' read the text as a timestamp; any other format is a luxon pattern such as 'dd-MM-yyyy'.",
    [
      ["'2024-03-05T10:00:00Z'.toDateTime().toISO()", "'2024-03-05T10:00:00.000Z'"],
      ["'31-01-2024'.toDateTime('dd-MM-yyyy').toISODate()", "'2024-01-31'"],
    ],
  ),
  toBoolean: doc('toBoolean', '(): boolean', "false for '', 'false', 'no' and '0' (any case), true otherwise.", [
    ["'no'.toBoolean()", 'false'],
    ["'yes'.toBoolean()", 'true'],
  ]),
  toDecimalNumber: doc('toDecimalNumber', '(): number', 'Same as toFloat().', [["'1.5'.toDecimalNumber()", '1.5']]),
  toNumber: doc(
    'toNumber',
    '(): number',
    'Converts the whole text to a number (currency symbols removed first). Throws if it is not a number.',
    [
      ["'123'.toNumber()", '123'],
      ["'$1.5'.toNumber()", '1.5'],
    ],
  ),
  toFloat: doc(
    'toFloat',
    '(): number',
    'Reads a decimal number from the start of the text (currency symbols removed first). Throws on a comma or if no number is found.',
    [["'12.5 kg'.toFloat()", '12.5']],
  ),
  toInt: doc(
    'toInt',
    '(radix?: number): number',
    'Reads a whole number from the start of the text, in the given base (currency symbols removed first). Throws if no number is found.',
    [
      ["'42.9'.toInt()", '42'],
      ["'ff'.toInt(16)", '255'],
    ],
  ),
  toWholeNumber: doc('toWholeNumber', '(radix?: number): number', 'Same as toInt().', [
    ["'42.9'.toWholeNumber()", '42'],
  ]),
  toSentenceCase: doc(
    'toSentenceCase',
    '(): string',
    'Upper-cases the first letter of each sentence and lower-cases all other letters.',
    [["'hello WORLD. bye now'.toSentenceCase()", "'Hello world. Bye now'"]],
  ),
  toSnakeCase: doc(
    'toSnakeCase',
    '(): string',
    'Lower-cases the text, turns spaces and dashes into underscores and drops punctuation.',
    [["'Quick brown $FOX'.toSnakeCase()", "'quick_brown_fox'"]],
  ),
  toTitleCase: doc(
    'toTitleCase',
    '(): string',
    'Upper-cases the first letter of each word, except short words such as a, the, of inside the title; words already containing capitals are left as written.',
    [["'the lord of the rings'.toTitleCase()", "'The Lord of the Rings'"]],
  ),
  urlDecode: doc(
    'urlDecode',
    '(entireUrl?: boolean): string',
    'Decodes %XX sequences. With true, sequences for characters that structure a URL (such as %3D for =) are kept.',
    [
      ["'name%3DAda%20L'.urlDecode()", "'name=Ada L'"],
      ["'name%3DAda%20L'.urlDecode(true)", "'name%3DAda L'"],
    ],
  ),
  urlEncode: doc(
    'urlEncode',
    '(entireUrl?: boolean): string',
    'Percent-encodes the text for use in a URL. With true, characters that structure a URL (: / ? = & …) are kept.',
    [
      ["'a b&c'.urlEncode()", "'a%20b%26c'"],
      ["'https://x.io/a b?q=1'.urlEncode(true)", "'https://x.io/a%20b?q=1'"],
    ],
  ),
  quote: doc(
    'quote',
    '(mark?: string): string',
    'Wraps the text in quotation marks (default ") and backslash-escapes backslashes and marks inside it.',
    [[`'say "hi"'.quote()`, `'"say \\"hi\\""'`]],
  ),
  replaceSpecialChars: doc(
    'replaceSpecialChars',
    '(): string',
    'Replaces accented and other non-ASCII letters with the closest ASCII letters; characters with no ASCII spelling become ?.',
    [["'déjà vu'.replaceSpecialChars()", "'deja vu'"]],
  ),
  length: doc('length', '(): number', 'Number of UTF-16 code units in the text (the same as the length property).', [
    ["'abc'.length()", '3'],
  ]),
  isDomain: doc(
    'isDomain',
    '(): boolean',
    'Whether the text is a domain name (optionally with port and path), without a scheme.',
    [
      ["'n8n.io'.isDomain()", 'true'],
      ["'https://n8n.io'.isDomain()", 'false'],
    ],
  ),
  isEmail: doc('isEmail', '(): boolean', 'Whether the text is an e-mail address (and contains no spaces).', [
    ["'me@example.com'.isEmail()", 'true'],
  ]),
  isNumeric: doc(
    'isNumeric',
    '(): boolean',
    'Whether the text is a number (decimal, exponent or hex notation), with no spaces.',
    [
      ["'1.25'.isNumeric()", 'true'],
      ["'12 kg'.isNumeric()", 'false'],
    ],
  ),
  isUrl: doc('isUrl', '(): boolean', 'Whether the text is an http, https or ftp URL.', [
    ["'https://n8n.io'.isUrl()", 'true'],
    ["'n8n.io'.isUrl()", 'false'],
  ]),
  isEmpty: doc(
    'isEmpty',
    '(): boolean',
    'Whether the text is empty (""). Also true when called on null or undefined.',
    [["''.isEmpty()", 'true']],
  ),
  isNotEmpty: doc('isNotEmpty', '(): boolean', 'Whether the text has at least one character.', [
    ["'a'.isNotEmpty()", 'true'],
  ]),
  toJsonString: doc(
    'toJsonString',
    '(): string',
    'The text as a JSON string literal: quoted, with quotes and control characters escaped.',
    [[`'say "hi"'.toJsonString()`, `'"say \\"hi\\""'`]],
  ),
  extractEmail: doc('extractEmail', '(): string | undefined', 'The first e-mail address in the text, or undefined.', [
    ["'mail ada@example.com now'.extractEmail()", "'ada@example.com'"],
  ]),
  extractDomain: doc(
    'extractDomain',
    '(): string | undefined',
    'The domain of an e-mail address or URL, or undefined.',
    [
      ["'ada@example.com'.extractDomain()", "'example.com'"],
      ["'https://n8n.io/workflows'.extractDomain()", "'n8n.io'"],
    ],
  ),
  extractUrl: doc(
    'extractUrl',
    '(): string | undefined',
    'The first http, https or ftp URL in the text, or undefined.',
    [["'see https://n8n.io today'.extractUrl()", "'https://n8n.io'"]],
  ),
  extractUrlPath: doc(
    'extractUrlPath',
    '(): string | undefined',
    'The path of a URL (what follows the host), or undefined if the text is not a URL.',
    [["'https://n8n.io/workflows?x=1'.extractUrlPath()", "'/workflows'"]],
  ),
  parseJson: doc(
    'parseJson',
    '(): any',
    'Parses the text as JSON. Throws if it is not valid JSON (single quotes are not JSON).',
    [[`'{"a":1}'.parseJson()`, '{ a: 1 }']],
  ),
  base64Encode: doc('base64Encode', '(): string', 'Base64 encoding of the text (UTF-8).', [
    ["'hello'.base64Encode()", "'aGVsbG8='"],
  ]),
  base64Decode: doc('base64Decode', '(): string', 'Decodes Base64 (standard or URL-safe) to text.', [
    ["'aGVsbG8='.base64Decode()", "'hello'"],
  ]),
};
