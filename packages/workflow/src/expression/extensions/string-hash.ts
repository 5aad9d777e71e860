/*
 * Pure-JavaScript message digests for the string `hash()` extension. The package has to run in
 * browsers too, so it cannot lean on `node:crypto`. Inputs are hashed as UTF-8, and every digest
 * is returned as lowercase hexadecimal, as n8n returns them.
 *
 * The 64-bit algorithms (SHA-384/512 and SHA3-512) work on BigInt words: expression inputs are
 * short, and BigInt keeps them readable. The SHA-2 round constants are derived from the primes
 * (integer square and cube roots) instead of being pasted as tables.
 */

const MASK32 = 0xffffffff;
const MASK64 = (1n << 64n) - 1n;

/** Encodes a string as UTF-8 bytes. */
export function utf8Bytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

function hex32(word: number): string {
  return (word >>> 0).toString(16).padStart(8, '0');
}

function hex64(word: bigint): string {
  return word.toString(16).padStart(16, '0');
}

/* ----------------------------------------------------------------- padding */

/**
 * Merkle–Damgård padding: a 0x80 byte, zeros, then the message length in bits, stored in
 * `lengthBytes` bytes (big or little endian) so the total is a multiple of `blockBytes`.
 */
function mdPad(message: Uint8Array, blockBytes: number, lengthBytes: number, littleEndian: boolean): Uint8Array {
  const total = Math.ceil((message.length + 1 + lengthBytes) / blockBytes) * blockBytes;
  const out = new Uint8Array(total);
  out.set(message);
  out[message.length] = 0x80;
  let bits = BigInt(message.length) * 8n;
  for (let i = 0; i < lengthBytes; i++) {
    const pos = littleEndian ? total - lengthBytes + i : total - 1 - i;
    out[pos] = Number(bits & 0xffn);
    bits >>= 8n;
  }
  return out;
}

function readBE32(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

function readLE32(bytes: Uint8Array, at: number): number {
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
}

function rotl32(x: number, n: number): number {
  return ((x << n) | (x >>> (32 - n))) >>> 0;
}

function rotr32(x: number, n: number): number {
  return ((x >>> n) | (x << (32 - n))) >>> 0;
}

/* --------------------------------------------------------------------- MD5 */

const MD5_SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const MD5_K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

/** MD5 digest of a string (UTF-8), as hex. */
export function md5(text: string): string {
  const data = mdPad(utf8Bytes(text), 64, 8, true);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  const m = new Array<number>(16);
  for (let block = 0; block < data.length; block += 64) {
    for (let i = 0; i < 16; i++) m[i] = readLE32(data, block + i * 4);
    let [a, b, c, d] = h as [number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const round = i >> 4;
      let f: number;
      let g: number;
      if (round === 0) [f, g] = [(b & c) | (~b & d), i];
      else if (round === 1) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16];
      else if (round === 2) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16];
      else [f, g] = [c ^ (b | ~d), (7 * i) % 16];
      const sum = (a + f + MD5_K[i]! + m[g]!) >>> 0;
      a = d;
      d = c;
      c = b;
      b = (b + rotl32(sum, MD5_SHIFTS[round * 4 + (i % 4)]!)) >>> 0;
    }
    h[0] = (h[0]! + a) >>> 0;
    h[1] = (h[1]! + b) >>> 0;
    h[2] = (h[2]! + c) >>> 0;
    h[3] = (h[3]! + d) >>> 0;
  }
  // MD5 writes its words little-endian.
  return h.map((w) => hex32(((w & 0xff) << 24) | ((w & 0xff00) << 8) | ((w >>> 8) & 0xff00) | (w >>> 24))).join('');
}

/* ------------------------------------------------------------------- SHA-1 */

/** SHA-1 digest of a string (UTF-8), as hex. */
export function sha1(text: string): string {
  const data = mdPad(utf8Bytes(text), 64, 8, false);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const w = new Array<number>(80);
  for (let block = 0; block < data.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = readBE32(data, block + i * 4);
    for (let i = 16; i < 80; i++) w[i] = rotl32(w[i - 3]! ^ w[i - 8]! ^ w[i - 14]! ^ w[i - 16]!, 1);
    let [a, b, c, d, e] = h as [number, number, number, number, number];
    for (let i = 0; i < 80; i++) {
      let f: number;
      let k: number;
      if (i < 20) [f, k] = [(b & c) | (~b & d), 0x5a827999];
      else if (i < 40) [f, k] = [b ^ c ^ d, 0x6ed9eba1];
      else if (i < 60) [f, k] = [(b & c) | (b & d) | (c & d), 0x8f1bbcdc];
      else [f, k] = [b ^ c ^ d, 0xca62c1d6];
      const t = (rotl32(a, 5) + (f >>> 0) + e + k + w[i]!) >>> 0;
      e = d;
      d = c;
      c = rotl32(b, 30);
      b = a;
      a = t;
    }
    [a, b, c, d, e].forEach((v, i) => (h[i] = (h[i]! + v) >>> 0));
  }
  return h.map(hex32).join('');
}

/* ------------------------------------------------------ SHA-2 constants */

function integerRoot(value: bigint, degree: bigint): bigint {
  // Newton's method on integers, starting above the root.
  let x = 1n << (BigInt(value.toString(2).length) / degree + 1n);
  for (;;) {
    const next = ((degree - 1n) * x + value / x ** (degree - 1n)) / degree;
    if (next >= x) return x;
    x = next;
  }
}

function firstPrimes(count: number): bigint[] {
  const primes: bigint[] = [];
  for (let n = 2; primes.length < count; n++) {
    if (primes.every((p) => n % Number(p) !== 0)) primes.push(BigInt(n));
  }
  return primes;
}

const PRIMES = firstPrimes(80);
/** First 64 fractional bits of the square root (IVs) and cube root (round constants) of primes. */
const SQRT_FRAC = PRIMES.slice(0, 16).map((p) => integerRoot(p << 128n, 2n) & MASK64);
const CBRT_FRAC = PRIMES.map((p) => integerRoot(p << 192n, 3n) & MASK64);

/* ---------------------------------------------------------- SHA-224/256 */

const K256 = CBRT_FRAC.slice(0, 64).map((k) => Number(k >> 32n));
const IV256 = SQRT_FRAC.slice(0, 8).map((v) => Number(v >> 32n));
const IV224 = SQRT_FRAC.slice(8, 16).map((v) => Number(v & BigInt(MASK32)));

function sha256Core(text: string, iv: number[], outWords: number): string {
  const data = mdPad(utf8Bytes(text), 64, 8, false);
  const h = [...iv];
  const w = new Array<number>(64);
  for (let block = 0; block < data.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = readBE32(data, block + i * 4);
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15]!;
      const y = w[i - 2]!;
      const s0 = rotr32(x, 7) ^ rotr32(x, 18) ^ (x >>> 3);
      const s1 = rotr32(y, 17) ^ rotr32(y, 19) ^ (y >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const s1 = rotr32(e, 6) ^ rotr32(e, 11) ^ rotr32(e, 25);
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + s1 + ch + K256[i]! + w[i]!) >>> 0;
      const s0 = rotr32(a, 2) ^ rotr32(a, 13) ^ rotr32(a, 22);
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (s0 + maj) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((v, i) => (h[i] = (h[i]! + v) >>> 0));
  }
  return h.slice(0, outWords).map(hex32).join('');
}

/** SHA-256 digest of a string (UTF-8), as hex. */
export function sha256(text: string): string {
  return sha256Core(text, IV256, 8);
}

/** SHA-224 digest of a string (UTF-8), as hex. */
export function sha224(text: string): string {
  return sha256Core(text, IV224, 7);
}

/* ---------------------------------------------------------- SHA-384/512 */

const IV512 = SQRT_FRAC.slice(0, 8);
const IV384 = SQRT_FRAC.slice(8, 16);

function rotr64(x: bigint, n: bigint): bigint {
  return ((x >> n) | (x << (64n - n))) & MASK64;
}

function sha512Core(text: string, iv: bigint[], outWords: number): string {
  const data = mdPad(utf8Bytes(text), 128, 16, false);
  const h = [...iv];
  const w = new Array<bigint>(80);
  for (let block = 0; block < data.length; block += 128) {
    for (let i = 0; i < 16; i++) {
      const at = block + i * 8;
      w[i] = (BigInt(readBE32(data, at)) << 32n) | BigInt(readBE32(data, at + 4));
    }
    for (let i = 16; i < 80; i++) {
      const x = w[i - 15]!;
      const y = w[i - 2]!;
      const s0 = rotr64(x, 1n) ^ rotr64(x, 8n) ^ (x >> 7n);
      const s1 = rotr64(y, 19n) ^ rotr64(y, 61n) ^ (y >> 6n);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) & MASK64;
    }
    let [a, b, c, d, e, f, g, hh] = h as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
    for (let i = 0; i < 80; i++) {
      const s1 = rotr64(e, 14n) ^ rotr64(e, 18n) ^ rotr64(e, 41n);
      const ch = (e & f) ^ (~e & MASK64 & g);
      const t1 = (hh + s1 + ch + CBRT_FRAC[i]! + w[i]!) & MASK64;
      const s0 = rotr64(a, 28n) ^ rotr64(a, 34n) ^ rotr64(a, 39n);
      const maj = (a & b) ^ (a & c) ^ (b & c);
      hh = g;
      g = f;
      f = e;
      e = (d + t1) & MASK64;
      d = c;
      c = b;
      b = a;
      a = (t1 + s0 + maj) & MASK64;
    }
    [a, b, c, d, e, f, g, hh].forEach((v, i) => (h[i] = (h[i]! + v) & MASK64));
  }
  return h.slice(0, outWords).map(hex64).join('');
}

/** SHA-512 digest of a string (UTF-8), as hex. */
export function sha512(text: string): string {
  return sha512Core(text, IV512, 8);
}

/** SHA-384 digest of a string (UTF-8), as hex. */
export function sha384(text: string): string {
  return sha512Core(text, IV384, 6);
}

/* --------------------------------------------------------------- SHA3-512 */

function keccakRoundConstants(): bigint[] {
  let lfsr = 1;
  const constants: bigint[] = [];
  for (let round = 0; round < 24; round++) {
    let rc = 0n;
    for (let j = 0; j < 7; j++) {
      if (lfsr & 1) rc |= 1n << BigInt((1 << j) - 1);
      lfsr = lfsr & 0x80 ? ((lfsr << 1) ^ 0x71) & 0xff : lfsr << 1;
    }
    constants.push(rc);
  }
  return constants;
}

function keccakRotations(): number[] {
  const offsets = new Array<number>(25).fill(0);
  let [x, y] = [1, 0];
  for (let t = 0; t < 24; t++) {
    offsets[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
    [x, y] = [y, (2 * x + 3 * y) % 5];
  }
  return offsets;
}

const KECCAK_RC = keccakRoundConstants();
const KECCAK_ROT = keccakRotations().map(BigInt);

function rotl64(x: bigint, n: bigint): bigint {
  return n === 0n ? x : ((x << n) | (x >> (64n - n))) & MASK64;
}

function keccakF(state: bigint[]): void {
  const c = new Array<bigint>(5);
  const b = new Array<bigint>(25);
  for (const rc of KECCAK_RC) {
    for (let x = 0; x < 5; x++) c[x] = state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!;
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl64(c[(x + 1) % 5]!, 1n);
      for (let y = 0; y < 25; y += 5) state[x + y] = state[x + y]! ^ d;
    }
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl64(state[x + 5 * y]!, KECCAK_ROT[x + 5 * y]!);
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) state[x + y] = b[x + y]! ^ (~b[((x + 1) % 5) + y]! & MASK64 & b[((x + 2) % 5) + y]!);
    }
    state[0] = state[0]! ^ rc;
  }
}

/** SHA3-512 digest of a string (UTF-8), as hex (what n8n's `hash('sha3')` returns). */
export function sha3_512(text: string): string {
  const rate = 72;
  const message = utf8Bytes(text);
  const padded = new Uint8Array(Math.floor(message.length / rate) * rate + rate);
  padded.set(message);
  padded[message.length] = padded[message.length]! ^ 0x06;
  padded[padded.length - 1] = padded[padded.length - 1]! ^ 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let block = 0; block < padded.length; block += rate) {
    for (let i = 0; i < rate / 8; i++) {
      const at = block + i * 8;
      const lane = BigInt(readLE32(padded, at)) | (BigInt(readLE32(padded, at + 4)) << 32n);
      state[i] = state[i]! ^ lane;
    }
    keccakF(state);
  }
  let out = '';
  for (let i = 0; i < 8; i++) {
    let lane = state[i]!;
    for (let j = 0; j < 8; j++) {
      out += Number(lane & 0xffn)
        .toString(16)
        .padStart(2, '0');
      lane >>= 8n;
    }
  }
  return out;
}
