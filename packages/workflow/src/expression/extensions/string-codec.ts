/* Encodings and markup stripping for the string extensions. */
import { utf8Bytes } from './string-hash.js';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 (standard alphabet, padded) of the string's UTF-8 bytes. */
export function base64Encode(text: string): string {
  const bytes = utf8Bytes(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += b === undefined ? '=' : B64[(n >> 6) & 63]!;
    out += c === undefined ? '=' : B64[n & 63]!;
  }
  return out;
}

/**
 * Decodes Base64 to text (UTF-8). Like n8n it is lenient: the URL-safe alphabet (`-`, `_`) is
 * accepted, any other character (padding, spaces, line breaks) is skipped, and invalid UTF-8
 * sequences become U+FFFD.
 */
export function base64Decode(encoded: string): string {
  const bytes: number[] = [];
  let bits = 0;
  let count = 0;
  for (const ch of encoded.replace(/-/g, '+').replace(/_/g, '/')) {
    const v = B64.indexOf(ch);
    if (v < 0) continue;
    bits = ((bits << 6) | v) & 0xffffff;
    count += 6;
    if (count >= 8) {
      count -= 8;
      bytes.push((bits >> count) & 0xff);
    }
  }
  const data = new Uint8Array(bytes);
  const text = new TextDecoder('utf-8').decode(data);
  // TextDecoder drops a leading byte-order mark; keep it, as a plain UTF-8 decode does.
  return data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? `\uFEFF${text}` : text;
}

/** Removes anything that looks like a tag (`<...>`, or an unclosed `<...` at the end of a line). */
export function removeTags(text: string): string {
  return text.replace(/<[^>]*>?/gm, '');
}

/* Steps of n8n's Markdown stripping, in order. Each is a pattern and its replacement. */
const MARKDOWN_STEPS: Array<[RegExp, string]> = [
  [/^([\s\t]*)([*\-+]|\d\.)\s+/gm, '$1'], // list markers
  [/\n={2,}/g, '\n'], // setext underline after a line break
  [/~~/g, ''], // strikethrough
  [/`{3}.*\n/g, ''], // code fence lines
  [/<[\w\s='"|:(),;/.-]+[>|\\]/g, ''], // HTML tags
  [/^[=-]{2,}\s*$/g, ''], // setext underline alone
  [/\[\^.+?\](: .*?$)?/g, ''], // footnotes
  [/\s{0,2}\[.*?\]: .*?$/g, ''], // link definitions
  [/!\[.*?\][[(].*?[\])]/g, ''], // images
  [/\[(.*?)\][[(].*?[\])]/g, '$1'], // inline links keep their text
  [/>/g, ''], // block quotes
  [/^\s{1,2}\[(.*?)\]: (\S+)( ".*?")?\s*$/g, ''], // reference links
  [/^#{1,6}\s*([^#]*)\s*(#{1,6})?/gm, '$1'], // ATX headings
  [/([*_]{1,3})(\S.*?\S)\1/g, '$2'], // emphasis
  [/(`{3,})(.*?)\1/gm, '$2'], // inline fenced code
  [/^-{3,}\s*$/g, ''], // horizontal rules
  [/`(.+?)`/g, '$1'], // inline code
  [/\n{2,}/g, '\n\n'], // collapse blank lines
];

/** Removes Markdown formatting (and HTML tags), keeping the text. */
export function removeMarkdown(text: string): string {
  return MARKDOWN_STEPS.reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement), text);
}

/**
 * Serialises an object's top-level fields as `application/x-www-form-urlencoded`, exactly as
 * `new URLSearchParams(object).toString()` does (values converted with `String()`).
 */
export function formUrlEncode(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .map((key) => `${formEscape(key)}=${formEscape(String(fields[key]))}`)
    .join('&');
}

function formEscape(text: string): string {
  // toWellFormed: lone surrogates become U+FFFD, as URLSearchParams converts to USVString.
  const wellFormed = text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  return encodeURIComponent(wellFormed)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
