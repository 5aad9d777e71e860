/**
 * Signed resume links (n8n's `getSignedResumeUrl`): a send-and-wait message carries links to
 * `/webhook-waiting/<execution id>/<node id>?…&signature=…`. The signature, an HMAC of the part
 * after `webhook-waiting/` under a key derived from the instance's encryption key, proves that the
 * instance made the link, so an execution id alone cannot answer someone's approval.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { WAITING_WEBHOOK_ENDPOINT } from '@weft/workflow';
import type { ServerContext } from '../../context.js';

function keyOf(ctx: Pick<ServerContext, 'config'>): Buffer {
  const secret = ctx.config.encryptionKey;
  if (!secret) throw new Error('No encryption key is configured: resume links cannot be signed');
  return createHash('sha256').update(`weft resume links\u0000${secret}`).digest();
}

/** What is signed: `<execution id>/<node id>` and the query without `signature`, in order. */
function signedText(rest: string, query: URLSearchParams): string {
  const q = new URLSearchParams([...query].filter(([k]) => k !== 'signature'));
  return `${rest.replace(/^\/+|\/+$/g, '')}?${q.toString()}`;
}

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/** Signs a resume URL made by the engine (`…/webhook-waiting/<id>/<node id>?…`). */
export function signResumeUrl(ctx: Pick<ServerContext, 'config'>, url: string): string {
  const parsed = new URL(url);
  const marker = `/${WAITING_WEBHOOK_ENDPOINT}/`;
  const at = parsed.pathname.indexOf(marker);
  if (at < 0) throw new Error(`Not a resume URL: ${url}`);
  const rest = decodeURIComponent(parsed.pathname.slice(at + marker.length));
  parsed.searchParams.delete('signature');
  parsed.searchParams.set('signature', hmac(keyOf(ctx), signedText(rest, parsed.searchParams)));
  return parsed.toString();
}

/** Whether a resume call (`rest`: `<execution id>/<node id>`, its query) carries a valid signature. */
export function resumeSignatureValid(
  ctx: Pick<ServerContext, 'config'>,
  rest: string,
  query: URLSearchParams,
): boolean {
  const given = query.get('signature');
  if (!given || !ctx.config.encryptionKey) return false;
  const expected = Buffer.from(hmac(keyOf(ctx), signedText(rest, query)));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
