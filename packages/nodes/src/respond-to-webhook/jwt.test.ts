import { constants, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatPemKey, signJwt } from './jwt.js';

const parts = (token: string) => token.split('.');
const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());

describe('signJwt', () => {
  it('adds iat unless the payload has one, with the JWT header', () => {
    const [header, payload] = parts(signJwt({ sub: 'a' }, 'k', 'HS256', 1_700_000_000_999));
    expect(json(header!)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(json(payload!)).toEqual({ sub: 'a', iat: 1_700_000_000 });
    expect(json(parts(signJwt({ iat: 5, sub: 'b' }, 'k', 'HS256'))[1]!)).toEqual({ iat: 5, sub: 'b' });
    expect(signJwt({ iat: 1 }, '', 'none')).toMatch(/^[\w-]+\.[\w-]+\.$/);
  });

  it.each(['RS256', 'PS384', 'ES256', 'ES512'])('signs %s so that the public key verifies it', (algorithm) => {
    const { privateKey } = algorithm.startsWith('ES')
      ? generateKeyPairSync('ec', { namedCurve: algorithm === 'ES256' ? 'P-256' : 'P-521' })
      : generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const [header, payload, signature] = parts(signJwt({ sub: 'x' }, pem, algorithm));
    const key = createPublicKey(pem);
    const options = algorithm.startsWith('ES')
      ? { key, dsaEncoding: 'ieee-p1363' as const }
      : algorithm.startsWith('PS')
        ? { key, padding: constants.RSA_PKCS1_PSS_PADDING }
        : key;
    expect(
      verify(
        `sha${algorithm.slice(2)}`,
        Buffer.from(`${header}.${payload}`),
        options,
        Buffer.from(signature!, 'base64url'),
      ),
    ).toBe(true);
  });

  it('refuses keys of the wrong kind and bad claims', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => signJwt({}, 'secret', 'RS256')).toThrow('must be an asymmetric key when using RS256');
    expect(() => signJwt({}, pem, 'HS256')).toThrow('must be a symmetric key when using HS256');
    expect(() => signJwt({ exp: 'tomorrow' }, 'k', 'HS256')).toThrow('"exp" should be a number of seconds');
    expect(() => signJwt({}, '', 'HS256')).toThrow('secretOrPrivateKey must have a value');
  });

  it('puts a PEM key pasted on one line back into lines', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const oneLine = pem.replace(/\n/g, ' ');
    expect(formatPemKey(oneLine).replace(/\n/g, '')).toBe(pem.replace(/\n/g, ''));
    expect(() => signJwt({}, formatPemKey(oneLine), 'RS256')).not.toThrow();
  });
});
