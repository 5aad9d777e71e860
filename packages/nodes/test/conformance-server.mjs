/**
 * The loopback HTTP service that recorded conformance cases call, on 127.0.0.1:18232. The same
 * server answered real n8n while a case was recorded (`node packages/nodes/test/conformance-server.ts`
 * `node packages/nodes/test/conformance-server.mjs` runs it alone), so both see the same answers.
 * Answers are deterministic: no Date header.
 */
import http from 'node:http';

/** Port of the conformance service. */
export const CONFORMANCE_PORT = 18232;

const catalogue = Array.from({ length: 9 }, (_, i) => ({ sku: `p-${i + 1}`, title: `Product ${i + 1}`, cost: (i + 1) * 3 }));

function send(res, status, body, type = 'application/json', headers = {}) {
  res.sendDate = false;
  res.writeHead(status, { 'content-type': type, ...headers });
  res.end(type.startsWith('application/json') ? JSON.stringify(body) : String(body));
}

function handle(req, res, raw) {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${CONFORMANCE_PORT}`);
  // `/closing/<route>` answers like `<route>` with `connection: close`, so full responses show the
  // same headers whatever connection reuse the client asks for.
  const prefix = url.pathname.startsWith('/closing/') ? '/closing' : '';
  if (prefix) {
    res.setHeader('connection', 'close');
    url.pathname = url.pathname.slice(prefix.length);
  }
  const query = Object.fromEntries(url.searchParams);
  const path = url.pathname;
  if (path === '/products') return send(res, 200, catalogue.slice(0, 3));
  if (path === '/products/paged') {
    const page = Number(query.page ?? 1);
    return send(res, 200, catalogue.slice((page - 1) * 4, page * 4));
  }
  if (path === '/summary') return send(res, 200, { total: catalogue.length, first: catalogue[0], labels: ['x', 'y'] });
  if (path === '/plain') return send(res, 200, 'first line\nsecond line', 'text/plain');
  if (path === '/html') return send(res, 200, '<html><body><h1>Title</h1><p class="a">one</p><p class="a">two</p></body></html>', 'text/html');
  if (path === '/xml') return send(res, 200, '<?xml version="1.0"?><root><entry id="1">a</entry><entry id="2">b</entry></root>', 'application/xml');
  if (path === '/binary') return send(res, 200, Buffer.from('PNGDATA').toString(), 'application/octet-stream', { 'content-disposition': 'attachment; filename="file.bin"' });
  if (path === '/feed/rss') {
    const flavour = query.flavour ?? 'a';
    return send(res, 200, `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel><title>Weft feed ${flavour}</title><link>http://127.0.0.1:18232/</link><description>Test feed</description>
<item><title>First ${flavour}</title><link>http://127.0.0.1:18232/posts/1</link><guid isPermaLink="false">post-1-${flavour}</guid><pubDate>Tue, 03 Jun 2025 09:30:00 GMT</pubDate><dc:creator>Ada</dc:creator><category>news</category><category>tech</category><description><![CDATA[<p>Hello <b>world</b> one</p>]]></description><content:encoded><![CDATA[<p>Full text <i>one</i></p>]]></content:encoded><rating>5</rating></item>
<item><title>Second ${flavour}</title><link>http://127.0.0.1:18232/posts/2</link><guid>http://127.0.0.1:18232/posts/2</guid><pubDate>Wed, 04 Jun 2025 10:00:00 +0200</pubDate><author>grace@example.com (Grace)</author><description>Plain second</description><enclosure url="http://127.0.0.1:18232/a.mp3" length="123" type="audio/mpeg"/><rating>3</rating></item>
</channel></rss>`, 'application/rss+xml');
  }
  if (path === '/feed/atom') {
    return send(res, 200, `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom feed</title><link href="http://127.0.0.1:18232/"/><updated>2025-06-05T12:00:00Z</updated><id>urn:feed</id>
<entry><title>Atom one</title><link href="http://127.0.0.1:18232/a/1"/><id>urn:a1</id><updated>2025-06-05T12:00:00Z</updated><published>2025-06-01T08:00:00Z</published><author><name>Linus</name></author><summary>Summary one</summary><content type="html">&lt;p&gt;Body one&lt;/p&gt;</content></entry>
<entry><title>Atom two</title><link href="http://127.0.0.1:18232/a/2"/><id>urn:a2</id><updated>2025-06-06T12:00:00Z</updated><summary>Summary two</summary></entry>
</feed>`, 'application/atom+xml');
  }
  if (path === '/feed/broken') return send(res, 200, 'this is not a feed', 'text/plain');
  if (path.startsWith('/code/')) {
    const status = Number(path.split('/')[2]);
    return send(res, status, { reason: 'requested', status });
  }
  if (path === '/echo' || path.startsWith('/echo/')) {
    const type = String(req.headers['content-type'] ?? '');
    const text = raw.toString('utf8');
    let body = text;
    if (type.includes('application/json')) {
      try {
        body = JSON.parse(text);
      } catch {
        /* keep the text */
      }
    } else if (type.includes('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(text));
    else if (type.includes('multipart/form-data')) body = `multipart ${raw.length > 0 ? 'with parts' : 'empty'}`;
    return send(res, 200, {
      method: req.method,
      path,
      query,
      body: raw.length ? body : null,
      contentType: type.split(';')[0] || null,
      authorization: req.headers.authorization ?? null,
      xCustom: req.headers['x-custom'] ?? null,
    });
  }
  // The request as it came: the query string (percent-decoded: `a%5B0%5D` and `a[0]` are one key),
  // the body text, and the headers a node sets.
  if (path === '/inspect') {
    const type = String(req.headers['content-type'] ?? '');
    return send(res, 200, {
      method: req.method,
      search: decodeURIComponent(url.search),
      body: raw.length ? (type.includes('multipart/form-data') ? `multipart ${raw.toString('utf8').split(/\r?\n/).filter((l) => /^content-disposition/i.test(l)).length} parts` : raw.toString('utf8')) : null,
      contentType: type.split(';')[0] || null,
      accept: req.headers.accept ?? null,
      authorization: req.headers.authorization ?? null,
      xCustom: req.headers['x-custom'] ?? null,
      xOther: req.headers['x-other'] ?? null,
    });
  }
  if (path === '/redirect') return send(res, 302, '', 'text/plain', { location: `${prefix}/products` });
  return send(res, 404, { reason: 'no such route' });
}

/**
 * Starts the conformance service; resolves with the server once it listens.
 * @param {number} [port]
 * @returns {Promise<import('node:http').Server>}
 */
export function startConformanceServer(port = CONFORMANCE_PORT) {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks)));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startConformanceServer().then(() => console.log(`conformance service on 127.0.0.1:${CONFORMANCE_PORT}`));
}
