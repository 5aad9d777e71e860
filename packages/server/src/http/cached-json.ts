import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag, pickEncoding } from './content-negotiation.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Body {
  sources: readonly unknown[];
  json: Buffer;
  etag: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/**
 * A large JSON answer that changes seldom (every node type's description: 6 MB), serialised once
 * and sent again while the objects it was made from are the same ones. Answers carry an ETag and
 * `cache-control: no-cache`, so a browser asks again each time and gets a 304 when nothing
 * changed; a client that accepts brotli or gzip gets the body compressed, once, off the main thread.
 */
export class CachedJson<T> {
  private body: Body | undefined;

  /**
   * @param sources the objects the answer is made from, read on every request; a new or changed
   *   list (compared item by item, by identity) makes a new body
   * @param serialize the JSON text sent for those objects
   */
  constructor(
    private readonly sources: () => readonly T[],
    private readonly serialize: (sources: readonly T[]) => string,
  ) {}

  /** The current body, serialised again only when the sources changed. */
  current(): Body {
    const sources = this.sources();
    const body = this.body;
    if (body && sameItems(body.sources, sources)) return body;
    const json = Buffer.from(this.serialize(sources));
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    this.body = { sources: [...sources], json, etag };
    return this.body;
  }

  /** Serialises the body and compresses it with brotli ahead of the first request that needs it. */
  async prepare(): Promise<void> {
    const body = this.current();
    await this.brotli(body);
  }

  private brotli(body: Body): Promise<Buffer> {
    return (body.br ??= brotli(body.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));
  }

  /** Answers a request with the body: 304 when the client has it, compressed when it may be. */
  async send(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const body = this.current();
    void reply.header('etag', body.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (matchesEtag(req.headers['if-none-match'], body.etag)) return reply.code(304).send();
    void reply.type('application/json; charset=utf-8');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding === 'br') {
      return reply.header('content-encoding', 'br').send(await this.brotli(body));
    }
    if (encoding === 'gzip') {
      body.gzip ??= gzipAsync(body.json, { level: 6 });
      return reply.header('content-encoding', 'gzip').send(await body.gzip);
    }
    return reply.send(body.json);
  }
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
