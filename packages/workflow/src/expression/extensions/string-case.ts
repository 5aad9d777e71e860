/* Case conversions and transliteration for the string extensions. */

/* Words a title keeps in lower case unless they open or close it (n8n uses the title-case library's list). */
const MINOR_WORD =
  /\b(?:an?d?|a[st]|because|but|by|en|for|i[fn]|neither|nor|o[fnr]|only|over|per|so|some|tha[tn]|the|to|up|upon|vs?\.?|versus|via|when|with|without|yet)\b/i;
/* A title token: a run without spaces, colons or dashes, or any single other character. */
const TITLE_TOKEN = /[^\s:–—-]+|./g;
/* A token with a capital (or a dot) after its first character was cased on purpose: leave it. */
const DELIBERATE_CASE = /.(?=[A-Z]|\..)/;
const FIRST_WORD_CHAR = /[A-Za-z0-9\u00C0-\u00FF]/;

/**
 * Title case as n8n produces it: the first letter or digit of each word is upper-cased, the rest
 * is left alone; minor words stay lower case except first and last; words that already contain
 * capitals after their first character, and URL schemes (`word:` not followed by a space), are kept.
 */
export function titleCase(input: string): string {
  let out = '';
  for (const match of input.matchAll(TITLE_TOKEN)) {
    const token = match[0];
    const start = match.index;
    const end = start + token.length;
    const minorInside = MINOR_WORD.test(token) && start !== 0 && end !== input.length;
    const looksLikeScheme = input.charAt(end) === ':' && !/\s/.test(input.charAt(end + 1));
    out +=
      DELIBERATE_CASE.test(token) || minorInside || looksLikeScheme
        ? token
        : token.replace(FIRST_WORD_CHAR, (c) => c.toUpperCase());
  }
  return out;
}

const LETTER = /\p{L}/u;
const SENTENCE_END = /[!?.]/;

/**
 * Sentence case: in each sentence (ended by `.`, `!` or `?`) the first letter is upper-cased and
 * every other letter lower-cased. As in n8n, text after the last sentence that holds no letter is
 * dropped, so a text without letters answers ''.
 */
export function sentenceCase(input: string): string {
  let done = '';
  let rest = input;
  while (LETTER.test(rest)) {
    const at = rest.search(LETTER);
    rest = rest.slice(0, at) + rest.charAt(at).toLocaleUpperCase() + rest.slice(at + 1).toLocaleLowerCase();
    const end = rest.search(SENTENCE_END);
    if (end === -1) return done + rest;
    done += rest.slice(0, end + 1);
    rest = rest.slice(end + 1);
  }
  return done;
}

/* Punctuation dropped by toSnakeCase: general/supplemental punctuation blocks and ASCII symbols. */
const SNAKE_DROPPED = /[\u2000-\u206F\u2E00-\u2E7F\\'!"#$%&()*+,./:;<=>?@[\]^`{|}~]/g;

/** Snake case: lower-cased, spaces and dashes become `_`, punctuation is removed. */
export function snakeCase(input: string): string {
  return input.toLocaleLowerCase().replace(/[ -]/g, '_').replace(SNAKE_DROPPED, '');
}

/* ------------------------------------------------------------ transliteration */

const LATIN_SPECIAL: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ŀ: 'l',
  Ŀ: 'L',
  ĸ: 'q',
  ŋ: 'ng',
  Ŋ: 'NG',
  ſ: 's',
  ƒ: 'f',
  ĳ: 'ij',
  Ĳ: 'IJ',
};

const SYMBOLS: Record<string, string> = {
  '\u00A0': ' ',
  '‘': "'",
  '’': "'",
  '‚': ',',
  '‛': "'",
  '“': '"',
  '”': '"',
  '„': ',,',
  '‟': '"',
  '–': '-',
  '—': '--',
  '―': '--',
  '‐': '-',
  '‑': '-',
  '…': '...',
  '«': '<<',
  '»': '>>',
  '‹': '<',
  '›': '>',
  '•': '*',
  '·': '*',
  '€': 'EUR',
  '£': 'PS',
  '¥': 'Y=',
  '¢': 'C/',
  '©': '(c)',
  '®': '(r)',
  '™': 'TM',
  '°': 'deg',
  '±': '+-',
  '×': 'x',
  '÷': '/',
  '¼': ' 1/4',
  '½': ' 1/2',
  '¾': ' 3/4',
  '¿': '?',
  '¡': '!',
  '§': 'SS',
  '¶': 'P',
  µ: 'u',
  '¹': '1',
  '²': '2',
  '³': '3',
  º: 'o',
  ª: 'a',
};

const GREEK = 'αaβbγgδdεeζzηeθthιiκkλlμmνnξksοoπpρrσsςsτtυuφphχkhψpsωo';
const CYRILLIC = 'аaбbвvгgдdеeёioжzhзzиiйiкkлlмmнnоoпpрrсsтtуuфfхkhцtsчchшshщshchъ"ыyь\'эeюiuяiaіiїiєieґgўu';

function pairsToMap(pairs: string): Record<string, string> {
  const map: Record<string, string> = {};
  // Each entry is one non-ASCII letter followed by its ASCII spelling.
  // eslint-disable-next-line no-control-regex -- the ASCII range, NUL included, on purpose
  for (const m of pairs.matchAll(/([^\x00-\x7F])([\x00-\x7F]*)/g)) {
    const [, letter, ascii] = m as unknown as [string, string, string];
    map[letter] = ascii;
    const upper = letter.toUpperCase();
    if (upper !== letter) map[upper] = ascii.charAt(0).toUpperCase() + ascii.slice(1);
  }
  return map;
}

const SCRIPT_LETTERS: Record<string, string> = { ...pairsToMap(GREEK), ...pairsToMap(CYRILLIC) };

/** A function spelling any text in ASCII, as n8n's `replaceSpecialChars` does. */
export type Transliterator = (text: string) => string;

let library: Transliterator | undefined;

/**
 * Makes `replaceSpecialChars` use `transliterator` (n8n uses the `transliteration` package's
 * `transliterate(text, { unknown: '?' })`, which spells every script, Chinese included). The
 * engine installs it when it loads; the editor once the package has loaded in the background.
 * Until then the built-in table below answers, which knows Latin, Greek, Cyrillic and common symbols.
 */
export function installTransliterator(transliterator: Transliterator): void {
  library = transliterator;
}

/**
 * Replaces non-ASCII characters with their closest ASCII spelling (`é` → `e`, `ß` → `ss`,
 * `Ж` → `Zh`), and characters without one with `?`, through the installed transliterator (see
 * {@link installTransliterator}) or the built-in table.
 */
export function transliterate(input: string): string {
  if (library) return library(input);
  let out = '';
  for (const ch of input) {
    if (ch.charCodeAt(0) < 0x80) out += ch;
    else
      out +=
        asciiFor(ch) ?? asciiFor(ch.normalize('NFD').replace(/\p{M}/gu, '')) ?? asciiFor(ch.normalize('NFKC')) ?? '?';
  }
  return out;
}

/* The ASCII spelling of one character (or of a decomposed one), if known. */
function asciiFor(text: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- the ASCII range, NUL included, on purpose
  if (/^[\x00-\x7F]*$/.test(text)) return text;
  if (text in LATIN_SPECIAL) return LATIN_SPECIAL[text];
  if (text in SYMBOLS) return SYMBOLS[text];
  if (text in SCRIPT_LETTERS) return SCRIPT_LETTERS[text];
  return undefined;
}
