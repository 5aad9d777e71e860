/**
 * A loopback Google Slides API v1 over in-memory presentations, following Google's documented
 * contract: `presentations.create` (a new deck has one title slide), `presentations.get` (with the
 * `fields=slides` partial answer), `presentations.pages.get`, `pages.getThumbnail` (a `contentUrl`
 * that serves PNG bytes without a token, as Google's short-lived picture links do) and
 * `presentations.batchUpdate` with `replaceAllText` (limited to `pageObjectIds`, case rules,
 * `occurrencesChanged` replies) and `writeControl.requiredRevisionId` checks. It also answers the
 * service-account token endpoint (`/token`), checking the JWT's signature when `publicKey` is given.
 * Requests need a Bearer token; errors are Google's `{ error: { code, message, status } }`.
 *
 * `createSlidesFake({ publicKey })` answers `{ handle(req, res): boolean, state }`; `start(fake)`
 * serves it on 127.0.0.1:0. Presentation ids and tokens are counted from the start of each fake,
 * never random, so a recorded run replays. `thumbnailOrigin` sets the origin of thumbnail links (the
 * origin the request came to when not given).
 */
import { createVerify } from 'node:crypto';
import { createServer } from 'node:http';

const STATUS = { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 404: 'NOT_FOUND', 429: 'RESOURCE_EXHAUSTED', 503: 'UNAVAILABLE' };
const errorBody = (code, message, status) => ({ error: { code, message, status: status ?? STATUS[code] ?? 'UNKNOWN' } });
function send(res, status, body, type = 'application/json; charset=UTF-8') {
  res.writeHead(status, { 'content-type': type });
  res.end(type.startsWith('application/json') ? JSON.stringify(body) : body);
}
class HttpError extends Error {
  constructor(status, message, grpc) {
    super(message);
    this.status = status;
    this.grpc = grpc;
  }
}
/** The smallest valid PNG (1×1), what the thumbnail link serves. */
export const THUMBNAIL_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082', 'hex');

const shape = (id, text) => ({ objectId: id, shape: { shapeType: 'TEXT_BOX', text: { textElements: [{ textRun: { content: text } }] } } });
const textOf = (element) => element.shape?.text?.textElements?.map((e) => e.textRun?.content ?? '').join('') ?? '';

/** A fresh Slides API over in-memory state. */
export function createSlidesFake(options = {}) {
  const state = { presentations: new Map(), requests: [], tokens: [], failures: [] };
  const counts = { presentation: 0, token: 0 };
  /** Presentation ids as Google's look (44 characters), counted. */
  const newPresentationId = () => `1Wft${String(++counts.presentation).padStart(8, '0')}pQ7rS2tU5vW8xY1zA4bC6dE9fG3hJ0k`;

  state.addPresentation = (props = {}) => {
    const id = props.presentationId ?? newPresentationId();
    const slides = (props.slides ?? [['Title']]).map((texts, n) => ({ objectId: `s${n + 1}`, pageElements: texts.map((t, k) => shape(`s${n + 1}_e${k + 1}`, t)), slideProperties: { layoutObjectId: 'l1', masterObjectId: 'm1' } }));
    const p = { presentationId: id, title: props.title ?? 'Untitled presentation', slides, pageSize: { width: { magnitude: 9144000, unit: 'EMU' }, height: { magnitude: 5143500, unit: 'EMU' } }, locale: 'en', revisionId: 'r1', layouts: [{ objectId: 'l1' }], masters: [{ objectId: 'm1' }] };
    state.presentations.set(id, p);
    return p;
  };
  const find = (id) => {
    const p = state.presentations.get(id);
    if (!p) throw new HttpError(404, `Requested entity was not found.`);
    return p;
  };

  function replaceAll(p, request) {
    const { containsText = {}, replaceText = '', pageObjectIds = [] } = request;
    if (!containsText.text) throw new HttpError(400, 'Invalid requests[0].replaceAllText: containsText.text must not be empty.');
    for (const id of pageObjectIds) if (!p.slides.some((s) => s.objectId === id)) throw new HttpError(400, `Invalid requests[0].replaceAllText: The page (${id}) could not be found.`);
    const flags = containsText.matchCase ? 'g' : 'gi';
    const pattern = new RegExp(containsText.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
    let count = 0;
    for (const slide of p.slides) {
      if (pageObjectIds.length && !pageObjectIds.includes(slide.objectId)) continue;
      for (const el of slide.pageElements) {
        const text = textOf(el);
        const next = text.replace(pattern, () => (count++, replaceText));
        if (next !== text) el.shape.text.textElements = [{ textRun: { content: next } }];
      }
    }
    return { replaceAllText: count ? { occurrencesChanged: count } : {} };
  }

  function route(req, res, url, body, raw) {
    const m = req.method;
    const path = url.pathname;
    if (path === '/token' && m === 'POST') {
      const assertion = new URLSearchParams(raw.toString()).get('assertion') ?? '';
      const [h, c, s] = assertion.split('.');
      const ok = options.publicKey ? createVerify('RSA-SHA256').update(`${h}.${c}`).verify(options.publicKey, Buffer.from(s ?? '', 'base64url')) : true;
      if (!ok) return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      const claims = JSON.parse(Buffer.from(c ?? '', 'base64url').toString());
      const token = `sa-${++counts.token}`;
      state.tokens.push({ token, claims });
      return send(res, 200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
    }
    const thumb = /^\/slides-thumbnails\/([^/]+)\/([^/]+)\.png$/.exec(path);
    if (thumb && m === 'GET') return send(res, 200, THUMBNAIL_PNG, 'image/png');
    if (!/^Bearer \S+/.test(String(req.headers.authorization ?? ''))) throw new HttpError(401, 'Request is missing required authentication credential.');
    const failure = state.failures.shift();
    if (failure) throw new HttpError(failure.status, failure.message ?? 'The service is currently unavailable.');
    if (path === '/v1/presentations' && m === 'POST') {
      const p = state.addPresentation({ title: body?.title ?? '' });
      return send(res, 200, p);
    }
    const one = /^\/v1\/presentations\/([^/:]+)(:batchUpdate)?(?:\/pages\/([^/]+)(\/thumbnail)?)?$/.exec(path);
    if (!one) throw new HttpError(404, `No route ${m} ${path}`);
    const [, id, batch, pageId, thumbnail] = one;
    const p = find(decodeURIComponent(id));
    if (batch && m === 'POST') {
      const required = body?.writeControl?.requiredRevisionId;
      if (required && required !== p.revisionId) throw new HttpError(400, `The required revision ID '${required}' does not match the latest revision.`, 'FAILED_PRECONDITION');
      const before = JSON.stringify(p.slides);
      const replies = [];
      try {
        for (const r of body?.requests ?? []) {
          if (!r.replaceAllText) throw new HttpError(400, `Invalid JSON payload received. Unknown name "${Object.keys(r)[0]}" at 'requests[0]': Cannot find field.`);
          replies.push(replaceAll(p, r.replaceAllText));
        }
      } catch (error) {
        p.slides = JSON.parse(before);
        throw error;
      }
      if (JSON.stringify(p.slides) !== before) p.revisionId = `r${Number(p.revisionId.slice(1)) + 1}`;
      return send(res, 200, { presentationId: p.presentationId, replies, writeControl: { requiredRevisionId: p.revisionId } });
    }
    if (m !== 'GET') throw new HttpError(404, `No route ${m} ${path}`);
    if (pageId) {
      const slide = p.slides.find((s) => s.objectId === decodeURIComponent(pageId));
      if (!slide) throw new HttpError(404, `Requested entity was not found.`);
      if (thumbnail) {
        const origin = options.thumbnailOrigin ?? `http://${req.headers.host}`;
        return send(res, 200, { width: 1600, height: 900, contentUrl: `${origin}/slides-thumbnails/${p.presentationId}/${slide.objectId}.png` });
      }
      return send(res, 200, slide);
    }
    const fields = url.searchParams.get('fields');
    if (fields === 'slides') return send(res, 200, { slides: p.slides });
    if (fields) throw new HttpError(400, `Invalid field selection ${fields}`);
    return send(res, 200, p);
  }

  return {
    state,
    /** Answers a Slides request (true), or leaves it (false). */
    handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (!/^\/(v1\/presentations|slides-thumbnails\/|token$)/.test(url.pathname)) return false;
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        let body;
        const json = String(req.headers['content-type'] ?? '').includes('json');
        try {
          body = raw.length && json ? JSON.parse(raw.toString('utf8')) : undefined;
        } catch {
          return send(res, 400, errorBody(400, 'Invalid JSON payload received.'));
        }
        state.requests.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, authorization: req.headers.authorization });
        try {
          route(req, res, url, body, raw);
        } catch (error) {
          const status = error instanceof HttpError ? error.status : 500;
          send(res, status, errorBody(status, String(error?.message ?? error), error?.grpc));
        }
      });
      return true;
    },
  };
}

/** Serves fakes (this one, and any others given) on 127.0.0.1 (a free port). */
export async function start(fake = createSlidesFake(), ...others) {
  const server = createServer((req, res) => {
    for (const f of [fake, ...others]) if (f.handle(req, res)) return;
    send(res, 404, errorBody(404, 'No fake answers this route'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}`, fake };
}
