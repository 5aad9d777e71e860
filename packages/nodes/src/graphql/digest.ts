/** HTTP Digest authentication (RFC 2617, MD5, qop "auth") answering a server's challenge. */
import { createHash, randomBytes } from 'node:crypto';

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** The `key="value"` pairs of a `WWW-Authenticate: Digest …` challenge (keys lower-cased). */
export function parseDigestChallenge(header: string): Record<string, string> | undefined {
  const match = /^\s*Digest\s+(.*)$/is.exec(header);
  if (!match) return undefined;
  const out: Record<string, string> = {};
  const re = /([a-z0-9_-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^,\s]*))/gi;
  for (let m = re.exec(match[1]!); m; m = re.exec(match[1]!)) out[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? '';
  return out.nonce === undefined ? undefined : out;
}

/**
 * The `Authorization` header answering a Digest challenge for a request (method and URL with its
 * query string), or undefined when the header is not a Digest challenge with a nonce.
 */
export function digestAuthorization(
  challenge: string,
  method: string,
  url: string,
  user: string,
  password: string,
): string | undefined {
  const c = parseDigestChallenge(challenge);
  if (!c) return undefined;
  const u = new URL(url);
  const uri = u.pathname + u.search;
  const realm = c.realm ?? '';
  const nc = '00000001';
  const cnonce = randomBytes(16).toString('hex');
  const ha1 = md5(`${user}:${realm}:${password}`);
  const ha2 = md5(`${method.toUpperCase()}:${uri}`);
  const qop = c.qop
    ?.split(',')
    .map((q) => q.trim())
    .includes('auth')
    ? 'auth'
    : undefined;
  const response = qop ? md5(`${ha1}:${c.nonce}:${nc}:${cnonce}:${qop}:${ha2}`) : md5(`${ha1}:${c.nonce}:${ha2}`);
  const parts = [
    `username="${user}"`,
    `realm="${realm}"`,
    `nonce="${c.nonce}"`,
    `uri="${uri}"`,
    'algorithm=MD5',
    `response="${response}"`,
  ];
  if (qop) parts.push(`qop=${qop}`, `nc=${nc}`, `cnonce="${cnonce}"`);
  if (c.opaque !== undefined) parts.push(`opaque="${c.opaque}"`);
  return `Digest ${parts.join(', ')}`;
}
