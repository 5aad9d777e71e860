/** The encodings n8n's Move Binary Data offers (iconv-lite names). */
export const ENCODINGS: readonly string[] = [
  'armscii8',
  'ascii',
  'base64',
  'big5hkscs',
  'binary',
  'cesu8',
  'cp1046',
  'cp1124',
  'cp1125',
  'cp1129',
  'cp1133',
  'cp1161',
  'cp1162',
  'cp1163',
  'cp437',
  'cp720',
  'cp737',
  'cp775',
  'cp808',
  'cp850',
  'cp852',
  'cp855',
  'cp856',
  'cp857',
  'cp858',
  'cp860',
  'cp861',
  'cp862',
  'cp863',
  'cp864',
  'cp865',
  'cp866',
  'cp869',
  'cp922',
  'cp936',
  'cp949',
  'cp950',
  'eucjp',
  'gb18030',
  'gbk',
  'georgianacademy',
  'georgianps',
  'hex',
  'hproman8',
  'iso646cn',
  'iso646jp',
  'iso88591',
  'iso885910',
  'iso885911',
  'iso885913',
  'iso885914',
  'iso885915',
  'iso885916',
  'iso88592',
  'iso88593',
  'iso88594',
  'iso88595',
  'iso88596',
  'iso88597',
  'iso88598',
  'iso88599',
  'koi8r',
  'koi8ru',
  'koi8t',
  'koi8u',
  'maccenteuro',
  'maccroatian',
  'maccyrillic',
  'macgreek',
  'maciceland',
  'macintosh',
  'macroman',
  'macromania',
  'macthai',
  'macturkish',
  'macukraine',
  'mik',
  'pt154',
  'rk1048',
  'shiftjis',
  'tcvn',
  'tis620',
  'ucs2',
  'utf16',
  'utf16be',
  'utf32',
  'utf32be',
  'utf32le',
  'utf7',
  'utf7imap',
  'utf8',
  'viscii',
  'windows1250',
  'windows1251',
  'windows1252',
  'windows1253',
  'windows1254',
  'windows1255',
  'windows1256',
  'windows1257',
  'windows1258',
  'windows874',
];

/** iconv-lite names that Node's Buffer handles directly. */
const BUFFER_ENCODINGS: Record<string, BufferEncoding> = {
  utf8: 'utf8',
  ascii: 'ascii',
  base64: 'base64',
  hex: 'hex',
  binary: 'latin1',
  iso88591: 'latin1',
  ucs2: 'utf16le',
  utf16le: 'utf16le',
};

/** iconv-lite names and the WHATWG labels Node's TextDecoder knows them by (decoding only). */
const DECODER_LABELS: Record<string, string> = {
  utf16: 'utf-16le',
  utf16be: 'utf-16be',
  cesu8: 'utf-8',
  gbk: 'gbk',
  gb18030: 'gb18030',
  cp936: 'gbk',
  big5hkscs: 'big5',
  cp950: 'big5',
  eucjp: 'euc-jp',
  shiftjis: 'shift_jis',
  cp949: 'euc-kr',
  koi8r: 'koi8-r',
  koi8u: 'koi8-u',
  koi8ru: 'koi8-u',
  cp866: 'ibm866',
  macintosh: 'macintosh',
  macroman: 'macintosh',
  maccyrillic: 'x-mac-cyrillic',
  tis620: 'windows-874',
  windows874: 'windows-874',
  iso88592: 'iso-8859-2',
  iso88593: 'iso-8859-3',
  iso88594: 'iso-8859-4',
  iso88595: 'iso-8859-5',
  iso88596: 'iso-8859-6',
  iso88597: 'iso-8859-7',
  iso88598: 'iso-8859-8',
  iso885910: 'iso-8859-10',
  iso885913: 'iso-8859-13',
  iso885914: 'iso-8859-14',
  iso885915: 'iso-8859-15',
  iso885916: 'iso-8859-16',
  iso88599: 'windows-1254',
  iso885911: 'windows-874',
  windows1250: 'windows-1250',
  windows1251: 'windows-1251',
  windows1252: 'windows-1252',
  windows1253: 'windows-1253',
  windows1254: 'windows-1254',
  windows1255: 'windows-1255',
  windows1256: 'windows-1256',
  windows1257: 'windows-1257',
  windows1258: 'windows-1258',
};

/** Error for an encoding Weft cannot convert. */
export class EncodingError extends Error {}

function hasBom(bytes: Uint8Array, encoding: string): number {
  if (encoding === 'utf8' || encoding === 'cesu8')
    return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  if (encoding === 'ucs2' || encoding === 'utf16le') return bytes[0] === 0xff && bytes[1] === 0xfe ? 2 : 0;
  return 0;
}

/** Decodes bytes as text in an iconv-lite encoding; a leading byte-order mark is dropped unless `stripBOM` is false. */
export function decodeText(bytes: Uint8Array, encoding: string, stripBOM = true): string {
  const skip = stripBOM ? hasBom(bytes, encoding) : 0;
  const body = bytes.subarray(skip);
  const direct = BUFFER_ENCODINGS[encoding];
  if (direct) return Buffer.from(body).toString(direct);
  const label = DECODER_LABELS[encoding];
  if (!label) throw new EncodingError(`Weft cannot decode the encoding '${encoding}'`);
  return new TextDecoder(label, { ignoreBOM: !stripBOM }).decode(body);
}

const MULTI_BYTE = new Set([
  'utf-16le',
  'utf-16be',
  'utf-8',
  'gbk',
  'gb18030',
  'big5',
  'euc-jp',
  'shift_jis',
  'euc-kr',
]);
const reverseTables = new Map<string, Map<string, number>>();

/** For a single-byte encoding, each character and its byte (built by decoding every byte once). */
function reverseTable(label: string): Map<string, number> {
  let table = reverseTables.get(label);
  if (!table) {
    table = new Map();
    const decoder = new TextDecoder(label);
    for (let byte = 255; byte >= 0; byte--) {
      const char = decoder.decode(Uint8Array.of(byte));
      if (char !== '\ufffd') table.set(char, byte);
    }
    reverseTables.set(label, table);
  }
  return table;
}

function encodeSingleByte(text: string, label: string): Uint8Array {
  const table = reverseTable(label);
  const out = new Uint8Array(text.length);
  let length = 0;
  for (const char of text) out[length++] = table.get(char) ?? 0x3f; // '?' for characters the encoding lacks, as iconv-lite does
  return out.subarray(0, length);
}

/**
 * Encodes text in an iconv-lite encoding: those Node's Buffer knows, and the single-byte ones
 * (windows-125x, ISO-8859-x, KOI8, cp866, macintosh …); a byte-order mark when asked.
 */
export function encodeText(text: string, encoding: string, addBOM = false): Uint8Array {
  const direct = BUFFER_ENCODINGS[encoding];
  const label = DECODER_LABELS[encoding];
  if (!direct) {
    if (label && !MULTI_BYTE.has(label)) return encodeSingleByte(text, label);
    throw new EncodingError(
      `Weft cannot encode text as '${encoding}'; use utf8, ucs2, ascii, binary (latin1), base64, hex or a single-byte encoding`,
    );
  }
  const body = Buffer.from(text, direct);
  if (!addBOM) return body;
  if (direct === 'utf8') return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]);
  if (direct === 'utf16le') return Buffer.concat([Buffer.from([0xff, 0xfe]), body]);
  return body;
}
