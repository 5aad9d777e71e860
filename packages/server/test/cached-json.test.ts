import Fastify from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedJson } from '../src/http/cached-json.js';
import { matchesEtag, pickEncoding } from '../src/http/content-negotiation.js';

describe('a JSON answer serialised once per change', () => {
  it('serialises again only when the source objects change, and prepares the brotli copy ahead', async () => {
    let items = [{ name: 'a' }, { name: 'b' }];
    let serialised = 0;
    const cached = new CachedJson(
      () => items,
      (list) => {
        serialised++;
        return JSON.stringify(list);
      },
    );
    await cached.prepare();
    expect(serialised).toBe(1);
    const app = Fastify();
    app.get('/x', (req, reply) => cached.send(req, reply));
    const first = await app.inject({ method: 'GET', url: '/x', headers: { 'accept-encoding': 'br' } });
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(items);
    items = [...items]; // a new list of the same objects: the same answer
    expect((await app.inject({ method: 'GET', url: '/x' })).headers.etag).toBe(first.headers.etag);
    expect(serialised).toBe(1);
    items = [items[0]!, { name: 'c' }]; // an object replaced (a package reinstalled)
    const changed = await app.inject({ method: 'GET', url: '/x' });
    expect(serialised).toBe(2);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(JSON.parse(changed.body)).toEqual([{ name: 'a' }, { name: 'c' }]);
    await app.close();
  });

  it('reads accept-encoding and if-none-match as HTTP defines them', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
