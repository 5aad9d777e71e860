/** Signing JSON Web Tokens (RFC 7519) with node:crypto, as the Respond to Webhook node's "JWT Token" needs. */
import { createHmac, createPrivateKey, sign as signWithKey, constants, type KeyObject } from 'node:crypto';

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * A PEM key pasted on one line (newlines lost or written as `\n`) put back into PEM lines; keys
 * that already have line breaks are left alone.
 */
export function formatPemKey(key: string): string {
  if (!key || /\n/.test(key)) return key;
  return key
    .split('-----')
    .filter((part) => part !== '')
    .map((part) =>
      /(PRIVATE KEY|CERTIFICATE)/.test(part) ? `-----${part}-----` : part.replace(/\\n/g, '\n').replace(/\s+/g, '\n'),
    )
    .join('');
}

function isPrivateKey(key: string): boolean {
  try {
    createPrivateKey(key);
    return true;
  } catch {
    return false;
  }
}

function asymmetricKey(key: string | KeyObject, algorithm: string): KeyObject {
  if (typeof key !== 'string') return key;
  try {
    return createPrivateKey(key);
  } catch {
    throw new Error(`secretOrPrivateKey must be an asymmetric key when using ${algorithm}`);
  }
}

/**
 * Signs `payload` with `algorithm` (HS*, RS*, PS*, ES* or none). As the common JWT libraries, an
 * object payload gets `iat` (now, in seconds) unless it has one, and the header is `{alg, typ: "JWT"}`.
 */
export function signJwt(
  payload: Record<string, unknown>,
  key: string | KeyObject,
  algorithm: string,
  now = Date.now(),
): string {
  const claims: Record<string, unknown> = { ...payload };
  claims.iat = claims.iat || Math.floor(now / 1000);
  for (const claim of ['exp', 'nbf', 'iat'] as const) {
    if (claims[claim] !== undefined && typeof claims[claim] !== 'number')
      throw new Error(`"${claim}" should be a number of seconds`);
  }
  const input = `${base64url(JSON.stringify({ alg: algorithm, typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  const bits = algorithm.slice(2);
  const hash = `sha${bits}`;
  let signature: Buffer;
  if (algorithm === 'none') return `${input}.`;
  if (!key) throw new Error('secretOrPrivateKey must have a value');
  if (/^HS(256|384|512)$/.test(algorithm)) {
    if (typeof key !== 'string' || isPrivateKey(key))
      throw new Error(`secretOrPrivateKey must be a symmetric key when using ${algorithm}`);
    signature = createHmac(hash, key).update(input).digest();
  } else if (/^RS(256|384|512)$/.test(algorithm)) {
    signature = signWithKey(hash, Buffer.from(input), asymmetricKey(key, algorithm));
  } else if (/^PS(256|384|512)$/.test(algorithm)) {
    signature = signWithKey(hash, Buffer.from(input), {
      key: asymmetricKey(key, algorithm),
      padding: constants.RSA_PKCS1_PSS_PADDING,
      saltLength: constants.RSA_PSS_SALTLEN_DIGEST,
    });
  } else if (/^ES(256|384|512)$/.test(algorithm)) {
    signature = signWithKey(hash, Buffer.from(input), {
      key: asymmetricKey(key, algorithm),
      dsaEncoding: 'ieee-p1363',
    });
  } else {
    throw new Error(`"algorithm" must be a valid string enum value`);
  }
  return `${input}.${base64url(signature)}`;
}
