/**
 * Plain HTTP targets under `/http/` for the tools agents call (the LangChain HTTP Request Tool):
 * deterministic answers that show what the tool sent, so a recorded case checks the request too.
 *
 *   ANY /http/echo[/...]   {method, path, query, body, contentType, xTest, authorization}
 *   GET /http/records      {total, records: [{id, name, price, tags}]} (JSON optimizer fields)
 *   GET /http/page         an HTML page (HTML optimizer: selectors, text only, omitted elements)
 *   GET /http/plain        plain text
 *   ANY /http/status/<n>   status n with a JSON problem body
 */
import { sendJson, sendRaw } from './http.mjs';

const RECORDS = [
  { id: 1, name: 'loom', price: 120, tags: ['wood'], maker: { city: 'Lyon' } },
  { id: 2, name: 'shuttle', price: 15, tags: ['wood', 'small'], maker: { city: 'Leeds' } },
  { id: 3, name: 'spindle', price: 9, tags: [], maker: { city: 'Porto' } },
];

const PAGE = `<!DOCTYPE html>
<html><head><title>Weaving</title><style>p { color: red; }</style></head>
<body>
  <nav><a href="/">Home</a> <a href="/about">About</a></nav>
  <h1>Weaving   basics</h1>
  <p class="intro">A loom holds the <b>warp</b> threads
     under tension.</p>
  <p>The shuttle carries the weft. <img src="x.png" alt="shuttle"> <span class="ad">Buy now!</span></p>
  <footer>Copyright</footer>
</body></html>`;

/** Answers a `/http/...` request; false when the path is not one of these targets. */
export function httpTarget(ctx) {
  const { path, res, method, query, req } = ctx;
  if (!path.startsWith('/http/')) return false;
  if (path === '/http/echo' || path.startsWith('/http/echo/')) {
    const type = String(req.headers['content-type'] ?? '');
    const raw = ctx.raw.toString('utf8');
    let body = raw || null;
    if (raw && type.includes('application/json')) body = ctx.record.body;
    else if (raw && type.includes('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(raw));
    sendJson(res, 200, {
      method, path, query, body,
      contentType: type.split(';')[0] || null,
      xTest: req.headers['x-test'] ?? null,
      authorization: req.headers.authorization ?? null,
    });
    return true;
  }
  if (path === '/http/records') {
    sendJson(res, 200, { total: RECORDS.length, records: RECORDS });
    return true;
  }
  if (path === '/http/page') {
    sendRaw(res, 200, PAGE, 'text/html; charset=utf-8');
    return true;
  }
  if (path === '/http/plain') {
    sendRaw(res, 200, 'Plain answer from the target.\nSecond line.', 'text/plain; charset=utf-8');
    return true;
  }
  const status = /^\/http\/status\/(\d{3})$/.exec(path);
  if (status) {
    sendJson(res, Number(status[1]), { problem: 'as asked', status: Number(status[1]) });
    return true;
  }
  sendJson(res, 404, { problem: 'no such target' });
  return true;
}
