import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { extend } from './dispatch.js';

const hash = (text: string, algorithm?: string) => extend(text, 'hash', algorithm === undefined ? [] : [algorithm]);
const inputs = [
  '',
  'abc',
  'ada lovelace',
  'héllo wörld ✓ 😀',
  ...[55, 56, 63, 64, 71, 72, 111, 112, 127, 128, 200].map((n) => 'x'.repeat(n)),
];

describe('string hash()', () => {
  it('matches the expected n8n digests', () => {
    expect(hash('ada lovelace', 'md5')).toBe('03f339ae9cfc8edf2ee922e932a7138f');
    expect(hash('ada lovelace', 'sha256')).toBe('177f85df57ad121d5aaac8076a4a0554a673182fe06cf65ee7d9f7d0961f947d');
    expect(hash('hello')).toBe('5d41402abc4b2a76b9719d911017c592');
    expect(hash('hello', 'base64')).toBe('aGVsbG8=');
    expect(hash('hello', 'SHA1')).toBe('aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d');
  });
  it.each([
    ['md5', 'md5'],
    ['sha1', 'sha1'],
    ['sha224', 'sha224'],
    ['sha256', 'sha256'],
    ['sha384', 'sha384'],
    ['sha512', 'sha512'],
    ['sha3', 'sha3-512'],
  ])('%s agrees with a reference implementation', (name, reference) => {
    for (const text of inputs) expect(hash(text, name)).toBe(createHash(reference).update(text, 'utf8').digest('hex'));
  });
  it('rejects unknown algorithms with n8n’s message', () => {
    expect(() => hash('x', 'ripemd160')).toThrow(
      'Unknown algorithm ripemd160. Available algorithms are: md5,sha1,sha224,sha256,sha384,sha512,sha3, and Base64.',
    );
  });
});
