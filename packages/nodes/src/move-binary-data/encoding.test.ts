import { describe, expect, it } from 'vitest';
import { decodeText, encodeText, ENCODINGS } from './encoding.js';

describe('Move Binary Data encodings', () => {
  it('decodes single-byte and multi-byte encodings', () => {
    expect(decodeText(Uint8Array.from([0x63, 0x61, 0x66, 0xe9]), 'windows1252')).toBe('café');
    expect(decodeText(Uint8Array.from([0xb1]), 'iso88592')).toBe('ą');
    expect(decodeText(Uint8Array.from([0xe9]), 'binary')).toBe('é');
    expect(decodeText(Uint8Array.from([0x82, 0xa0]), 'shiftjis')).toBe('あ');
    expect(decodeText(Uint8Array.from([0xc1]), 'koi8r')).toBe('а');
  });

  it('strips a byte-order mark unless told not to', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, 0x61]);
    expect(decodeText(bytes, 'utf8')).toBe('a');
    expect(decodeText(bytes, 'utf8', false)).toBe('\ufeffa');
    expect(decodeText(Uint8Array.from([0xff, 0xfe, 0x61, 0x00]), 'ucs2')).toBe('a');
  });

  it('encodes with an optional byte-order mark', () => {
    expect([...encodeText('a', 'utf8', true)]).toEqual([0xef, 0xbb, 0xbf, 0x61]);
    expect([...encodeText('a', 'ucs2', true)]).toEqual([0xff, 0xfe, 0x61, 0x00]);
    expect([...encodeText('é', 'binary')]).toEqual([0xe9]);
    expect(Buffer.from(encodeText('hi', 'utf8')).toString()).toBe('hi');
  });

  it('encodes single-byte encodings, with ? for characters they lack', () => {
    expect([...encodeText('café', 'windows1252')]).toEqual([0x63, 0x61, 0x66, 0xe9]);
    expect([...encodeText('ą€', 'iso88592')]).toEqual([0xb1, 0x3f]);
    expect([...encodeText('а', 'koi8r')]).toEqual([0xc1]);
    expect(decodeText(encodeText('Привет', 'windows1251'), 'windows1251')).toBe('Привет');
  });

  it('names an encoding it cannot handle', () => {
    expect(() => encodeText('a', 'shiftjis')).toThrow("Weft cannot encode text as 'shiftjis'");
    expect(() => decodeText(Uint8Array.from([1]), 'armscii8')).toThrow("Weft cannot decode the encoding 'armscii8'");
    expect(ENCODINGS).toContain('windows1252');
    expect(ENCODINGS).toHaveLength(102);
  });
});
