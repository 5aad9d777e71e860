/**
 * A loopback QuickChart API (https://quickchart.io/documentation/), for tests and for recording n8n:
 *
 * - `GET /chart` (or `POST /chart` with a JSON body) with `chart` (or `c`): the Chart.js config, as
 *   JSON; `width`/`w`, `height`/`h`, `devicePixelRatio`, `backgroundColor`/`bkg`, `format`/`f`
 *   (`png`, the default, `webp`, `svg`, `pdf`); other parameters are kept but do not change the chart.
 * - `GET /healthcheck` answers `{ success: true, version }`.
 *
 * Instead of a drawing, the image carries the request's parameters, sorted, as canonical JSON: a
 * 1×1 PNG with a `tEXt` chunk, a WebP RIFF file with a `WEFT` chunk, an SVG `<desc>`, a PDF comment.
 * So the bytes (and a recorded case's base64) change whenever any parameter differs: a case recorded
 * from n8n and replayed on Weft proves the request was the same. A config that is not JSON, or has no
 * `type` or `data`, is answered 400 `{ success: false, error }`, as are width/height outside 1–3000.
 * `state.calls` logs each request (`method`, `path`, `query`, `rawQuery`).
 *
 * `createQuickChartFake()` answers `{ handle(req, res): Promise<boolean>, state }`; `start()` serves
 * one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A 1×1 transparent PNG whose tEXt chunk `weft-request` holds `text`. */
function png(text) {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  // zlib stream of one filter byte and four zero bytes (stored block).
  const idat = Buffer.from([0x78, 0x01, 0x01, 0x05, 0x00, 0xfa, 0xff, 0, 0, 0, 0, 0, 0x00, 0x05, 0x00, 0x01]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('tEXt', Buffer.from(`weft-request\0${text}`, 'latin1')),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
function webp(text) {
  const data = Buffer.from(text, 'utf8');
  const chunk = Buffer.concat([Buffer.from('WEFT'), Buffer.alloc(4), data, Buffer.alloc(data.length % 2)]);
  chunk.writeUInt32LE(data.length, 4);
  const head = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP')]);
  head.writeUInt32LE(4 + chunk.length, 4);
  return Buffer.concat([head, chunk]);
}
const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const FORMATS = {
  png: ['image/png', png],
  webp: ['image/webp', webp],
  svg: [
    'image/svg+xml',
    (t) =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><desc>${escapeXml(t)}</desc></svg>`),
  ],
  pdf: ['application/pdf', (t) => Buffer.from(`%PDF-1.4\n% ${t.replace(/[\r\n]/g, ' ')}\n%%EOF\n`)],
};
const ALIASES = { c: 'chart', w: 'width', h: 'height', bkg: 'backgroundColor', f: 'format' };

/** Canonical JSON: object keys sorted, so two equal requests give the same bytes. */
function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

export function createQuickChartFake() {
  const state = { calls: [] };
  const answer = (res, status, type, body) => {
    res.writeHead(status, { 'content-type': type, 'content-length': body.length });
    res.end(body);
    return true;
  };
  const refuse = (res, status, error) =>
    answer(res, status, 'application/json; charset=utf-8', Buffer.from(JSON.stringify({ success: false, error })));

  async function handle(req, res) {
    const url = new URL(req.url, 'http://quickchart.io');
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const query = Object.fromEntries(url.searchParams);
    state.calls.push({ method: req.method, path: url.pathname, query, rawQuery: url.search });
    if (url.pathname === '/healthcheck')
      return answer(res, 200, 'application/json', Buffer.from('{"success":true,"version":"weft-fake"}'));
    if (url.pathname !== '/chart') return false;
    let params = query;
    if (req.method === 'POST') {
      try {
        params = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return refuse(res, 400, 'The request body is not JSON');
      }
      if (params.chart && typeof params.chart === 'object') params.chart = JSON.stringify(params.chart);
    } else if (req.method !== 'GET') return refuse(res, 405, 'Method not allowed');
    const named = {};
    for (const [k, v] of Object.entries(params)) named[ALIASES[k] ?? k] = v;
    if (named.chart === undefined) return refuse(res, 400, 'You are missing variable `c` or `chart`');
    let chart;
    try {
      chart = JSON.parse(named.chart);
    } catch {
      return refuse(res, 400, 'Invalid chart config: not JSON');
    }
    if (!chart || typeof chart !== 'object' || !chart.type || !chart.data)
      return refuse(res, 400, 'Invalid chart config: `type` and `data` are required');
    for (const dim of ['width', 'height']) {
      const n = named[dim] === undefined ? 1 : Number(named[dim]);
      if (!(n >= 1 && n <= 3000)) return refuse(res, 400, `Invalid ${dim}: ${named[dim]}`);
    }
    const format = String(named.format ?? 'png');
    const made = FORMATS[format];
    if (!made) return refuse(res, 400, `Unsupported format: ${format}`);
    const text = canonical({ ...named, chart });
    return answer(res, 200, made[0], made[1](text));
  }
  return { handle, state };
}

export async function start() {
  const fake = createQuickChartFake();
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    fake,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
