/**
 * A loopback MediaWiki API (`GET /w/api.php`, https://www.mediawiki.org/wiki/API:Search and
 * API:Extracts) over seeded pages, for tests and for recording n8n's Wikipedia tool:
 *
 * - `action=query&list=search&srsearch=…&format=json`: the pages whose title or text holds every
 *   word of the search (case-insensitive), in seed order, as `{batchcomplete, query: {searchinfo:
 *   {totalhits}, search: [{ns, title, pageid, size, wordcount, snippet, timestamp}]}}` (10 at most);
 * - `action=query&prop=extracts&explaintext=…&redirects=1&titles=…&format=json`: the page (a redirect
 *   followed, listed under `query.redirects`) as `{query: {pages: {"<pageid>": {pageid, ns, title,
 *   extract}}}}`, or Wikipedia's missing page `{"-1": {ns: 0, title, missing: ""}}`.
 *
 * Other actions answer MediaWiki's `{error: {code: "badvalue", info}}` with status 200. The seed is
 * `{ pages: [{ title, extract, redirects?: [title] }], status?: number }`: with `status`, every
 * request gets that status (a server failure). Page ids are counted from 1001 in seed order.
 * `state.requests` logs each request's query.
 *
 * `createWikipediaFake(seed?)` answers `{ handle(req, res): boolean, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, state, close() }` (`url` is the `…/w/api.php` address).
 */
import { createServer } from 'node:http';

const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const words = (text) => String(text ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A fake over `seed.pages`. */
export function createWikipediaFake(seed = {}) {
  const pages = (seed.pages ?? []).map((p, i) => ({ pageid: 1001 + i, ns: 0, title: p.title, extract: p.extract ?? '', redirects: p.redirects ?? [] }));
  const state = { pages, requests: [] };
  function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://wikipedia.fake');
    if (url.pathname !== '/w/api.php') return false;
    const q = Object.fromEntries(url.searchParams);
    state.requests.push(q);
    if (seed.status) {
      res.writeHead(seed.status, { 'content-type': 'text/html' });
      res.end('<html><body>Wikimedia Error</body></html>');
      return true;
    }
    if (q.action === 'query' && q.list === 'search') {
      const wanted = words(q.srsearch);
      const hits = wanted.length ? pages.filter((p) => { const have = new Set(words(`${p.title} ${p.extract}`)); return wanted.every((w) => have.has(w)); }) : [];
      send(res, 200, {
        batchcomplete: '',
        ...(hits.length > 10 ? { continue: { sroffset: 10, continue: '-||' } } : {}),
        query: {
          searchinfo: { totalhits: hits.length },
          search: hits.slice(0, 10).map((p) => ({
            ns: 0, title: p.title, pageid: p.pageid, size: p.extract.length, wordcount: words(p.extract).length,
            snippet: p.extract.slice(0, 60), timestamp: '2026-01-01T00:00:00Z',
          })),
        },
      });
      return true;
    }
    if (q.action === 'query' && q.prop === 'extracts') {
      const title = String(q.titles ?? '');
      let page = pages.find((p) => p.title === title);
      let redirects;
      if (!page && q.redirects === '1') {
        page = pages.find((p) => p.redirects.includes(title));
        if (page) redirects = [{ from: title, to: page.title }];
      }
      const found = page ? { [page.pageid]: { pageid: page.pageid, ns: 0, title: page.title, extract: page.extract } } : { '-1': { ns: 0, title, missing: '' } };
      send(res, 200, { batchcomplete: '', query: { ...(redirects ? { redirects } : {}), pages: found } });
      return true;
    }
    send(res, 200, { error: { code: 'badvalue', info: `Unrecognized value for parameter "action": ${q.action ?? ''}.` }, servedby: 'mw-fake' });
    return true;
  }
  return { handle, state };
}

/** Serves a fake on 127.0.0.1:0. */
export function start(seed = {}) {
  const fake = createWikipediaFake(seed);
  const server = createServer((req, res) => {
    if (!fake.handle(req, res)) send(res, 404, { error: 'not found' });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ url: `http://127.0.0.1:${server.address().port}/w/api.php`, state: fake.state, close: () => new Promise((done) => server.close(() => done())) });
  }));
}
