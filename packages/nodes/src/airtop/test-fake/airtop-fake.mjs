/**
 * A loopback Airtop API (https://docs.airtop.ai/api-reference, `https://api.airtop.ai/api/v1/…`)
 * over in-memory state, for tests and for recording n8n:
 *
 * - sessions: `GET|POST /sessions`, `GET|DELETE /sessions/{id}`,
 *   `PUT /sessions/{id}/save-profile-on-termination/{profile}`, `GET /sessions/{id}/events?all=true`
 *   (server-sent events: the session's file events, one a write, then the stream ends);
 * - windows: `GET|POST /sessions/{id}/windows`, `GET|POST|DELETE /sessions/{id}/windows/{window}`,
 *   and on a window `screenshot`, `page-query`, `paginated-extraction`, `scrape-content`, `click`,
 *   `hover`, `type`, `scroll`, `file-input`; `POST /async/sessions/{id}/windows/{window}/execute-automation`
 *   with `GET /requests/{id}/status`;
 * - files: `GET|POST /files` (`offset`, `limit`, `sessionIds`), `GET|DELETE /files/{id}`,
 *   `POST /files/{id}/push`, `PUT /uploads/{id}` (the upload URL), `GET /downloads/{id}` (the download URL);
 * - agents: `POST /api/hooks/agents/{agent}/webhooks/{hook}` and
 *   `GET /api/hooks/agents/{agent}/invocations/{id}/result`.
 *
 * Requests sign in with `Authorization: Bearer KEY` and `api-key: KEY`; anything else is answered
 * 401. Unknown sessions, windows and files are answered 404. Refusals have Airtop's shape
 * (`{ errors: [{ message }], meta: { requestId } }`). Ids are counted and times come from a clock
 * that moves one second per write, so two fakes given the same calls answer the same. A page query
 * answers the seed's `answers[prompt]` (or a sentence naming the page); `state.calls` logs each
 * request; answers pushed on `state.failures` (`{ status, retryAfter? }`) are given first, one a request.
 *
 * `createAirtopFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const KEY = 'weft-airtop-key-0001';
const ORIGIN = 'https://api.airtop.ai';
/** A tiny JPEG-like payload the screenshots carry. */
export const SCREENSHOT_BASE64 = Buffer.from('weft screenshot').toString('base64');

class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));

/**
 * Seed: `{ now?, sessions?: [{ profileName?, windows?: [{ url }] }], files?: [{ fileName, fileType?, sessionIds?, content? }],
 * answers?: { [prompt]: string }, downloads?: [{ session: index, fileName }], agentOutputs?: { [agentId]: object } }`.
 */
export function createAirtopFake(seed = {}) {
  let counter = 1;
  const uuid = () => `00000000-0000-4000-8000-${String(counter++).padStart(12, '0')}`;
  const state = { clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'), sessions: [], windows: [], files: [], requests: [], invocations: [], events: [], calls: [], failures: [] };
  const tick = () => new Date((state.clock += 1000)).toISOString();
  const meta = () => ({ requestId: `req-${String(counter++).padStart(6, '0')}` });

  function makeSession(configuration = {}) {
    const at = tick();
    const session = {
      id: uuid(), status: 'running', configuration: { timeoutMinutes: 10, ...configuration }, currentUsage: { creditsUsed: 0 }, dateCreated: at, lastActivity: at,
      cdpUrl: '', cdpWsUrl: '', chromedpUrl: '', profileName: configuration.profileName ?? '', saveProfileOnTermination: '',
    };
    session.cdpWsUrl = `wss://cdp.airtop.ai/${session.id}`;
    state.sessions.push(session);
    return session;
  }
  function makeWindow(session, url) {
    const window = { windowId: `window-${String(counter++).padStart(4, '0')}`, targetId: `target-${String(counter++).padStart(4, '0')}`, sessionId: session.id, url, open: true };
    state.windows.push(window);
    return window;
  }
  function makeFile(f) {
    const file = {
      id: uuid(), fileName: f.fileName, fileType: f.fileType ?? 'customer_upload', fileBytes: (f.content ?? '').length, status: f.status ?? 'available',
      sessionIds: f.sessionIds ?? [], createdAt: tick(), orgId: 'org-0001', content: f.content ?? '',
    };
    state.files.push(file);
    return file;
  }
  const fileJson = (f) => {
    const { content, ...rest } = f; // eslint-disable-line no-unused-vars
    return { ...rest, downloadUrl: f.status === 'available' ? `${ORIGIN}/downloads/${f.id}` : '' };
  };
  for (const s of seed.sessions ?? []) {
    const session = makeSession({ profileName: s.profileName });
    for (const w of s.windows ?? []) makeWindow(session, w.url);
  }
  for (const f of seed.files ?? []) makeFile({ ...f, sessionIds: (f.sessions ?? []).map((n) => state.sessions[n]?.id) });
  for (const d of seed.downloads ?? []) {
    const session = state.sessions[d.session ?? 0];
    const file = makeFile({ fileName: d.fileName, fileType: 'browser_download', sessionIds: [session.id], content: d.content ?? 'downloaded' });
    state.events.push({ sessionId: session.id, event: 'file_status', status: 'available', fileId: file.id, downloadUrl: `${ORIGIN}/downloads/${file.id}`, fileName: file.fileName });
  }

  const sessionOf = (id) => {
    const s = state.sessions.find((x) => x.id === id);
    if (!s || s.status === 'terminated') throw new Refusal(404, `session ${id} not found`);
    return s;
  };
  const windowOf = (session, id) => {
    const w = state.windows.find((x) => x.windowId === id && x.sessionId === session.id && x.open);
    if (!w) throw new Refusal(404, `window ${id} not found`);
    return w;
  };
  const fileOf = (id) => {
    const f = state.files.find((x) => x.id === id);
    if (!f) throw new Refusal(404, `file ${id} not found`);
    return f;
  };
  const ok = (data, extra = {}) => ({ data, meta: meta(), errors: null, warnings: null, ...extra });
  const answerTo = (prompt, window, schema) => {
    if (seed.answers?.[prompt] !== undefined) return seed.answers[prompt];
    if (schema) return JSON.stringify({ page: window.url, prompt });
    return `The page ${window.url} answers: ${prompt}`;
  };

  function windowAction(session, window, action, body) {
    switch (action) {
      case 'screenshot':
        return ok({ modelResponse: '' }, { meta: { ...meta(), screenshots: [{ dataUrl: `data:image/jpeg;base64,${SCREENSHOT_BASE64}` }] } });
      case 'page-query':
        return ok({ modelResponse: answerTo(body.prompt, window, body.configuration?.outputSchema) });
      case 'paginated-extraction':
        return ok({ modelResponse: answerTo(body.prompt, window, body.configuration?.outputSchema) });
      case 'scrape-content':
        return ok({ modelResponse: { scrapedContent: { contentType: 'text/plain', text: `Content of ${window.url}` }, title: `Page ${window.url}` } });
      case 'click':
      case 'hover':
      case 'type':
      case 'scroll':
        return ok({ modelResponse: `${action} done` });
      case 'file-input': {
        fileOf(body.fileId);
        return ok({ message: 'file input triggered' });
      }
      default:
        throw new Refusal(404, `unknown action ${action}`);
    }
  }

  async function route(method, path, query, body) {
    let m;
    if (path === '/api/v1/sessions' && method === 'GET') return ok({ sessions: state.sessions.filter((s) => s.status === 'running').slice(0, Number(query.limit ?? 10)).map(clone) });
    if (path === '/api/v1/sessions' && method === 'POST') return ok(clone(makeSession(body?.configuration ?? {})));
    if ((m = path.match(/^\/api\/v1\/sessions\/([^/]+)$/))) {
      const session = sessionOf(m[1]);
      if (method === 'GET') return ok(clone(session));
      if (method === 'DELETE') {
        session.status = 'terminated';
        tick();
        return undefined;
      }
    }
    if ((m = path.match(/^\/api\/v1\/sessions\/([^/]+)\/save-profile-on-termination\/([^/]+)$/)) && method === 'PUT') {
      sessionOf(m[1]).saveProfileOnTermination = decodeURIComponent(m[2]);
      tick();
      return undefined;
    }
    if ((m = path.match(/^\/api\/v1\/sessions\/([^/]+)\/windows$/))) {
      const session = sessionOf(m[1]);
      if (method === 'POST') {
        const window = makeWindow(session, body?.url || 'about:blank');
        return ok({ windowId: window.windowId, targetId: window.targetId });
      }
      if (method === 'GET') return ok({ sessionId: session.id, windows: state.windows.filter((w) => w.sessionId === session.id && w.open).map((w) => ({ windowId: w.windowId, targetId: w.targetId, url: w.url })) });
    }
    if ((m = path.match(/^\/api\/v1\/sessions\/([^/]+)\/windows\/([^/]+)$/))) {
      const window = windowOf(sessionOf(m[1]), m[2]);
      if (method === 'GET') {
        const params = new URLSearchParams();
        for (const k of ['includeNavigationBar', 'screenResolution', 'disableResize']) if (query[k] !== undefined) params.set(k, query[k]);
        return ok({ windowId: window.windowId, targetId: window.targetId, liveViewUrl: `https://live.airtop.ai/${window.windowId}${params.size ? `?${params}` : ''}` });
      }
      if (method === 'POST') {
        window.url = body?.url;
        return ok({ windowId: window.windowId, url: window.url, waitUntil: body?.waitUntil ?? 'load' });
      }
      if (method === 'DELETE') {
        window.open = false;
        return ok({ windowId: window.windowId });
      }
    }
    if ((m = path.match(/^\/api\/v1\/sessions\/([^/]+)\/windows\/([^/]+)\/([a-z-]+)$/)) && method === 'POST') {
      const session = sessionOf(m[1]);
      return windowAction(session, windowOf(session, m[2]), m[3], body ?? {});
    }
    if ((m = path.match(/^\/api\/v1\/async\/sessions\/([^/]+)\/windows\/([^/]+)\/execute-automation$/)) && method === 'POST') {
      windowOf(sessionOf(m[1]), m[2]);
      const request = { requestId: `automation-${String(counter++).padStart(4, '0')}`, customData: body?.parameters?.customData, looks: 0 };
      state.requests.push(request);
      return { requestId: request.requestId };
    }
    if ((m = path.match(/^\/api\/v1\/requests\/([^/]+)\/status$/)) && method === 'GET') {
      const request = state.requests.find((r) => r.requestId === m[1]);
      if (!request) throw new Refusal(404, `request ${m[1]} not found`);
      request.looks++;
      return { requestId: request.requestId, status: 'completed', response: { data: { modelResponse: `Filled the form with: ${request.customData}` } } };
    }
    if (path === '/api/v1/files' && method === 'GET') {
      const wanted = String(query.sessionIds ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      const all = state.files.filter((f) => wanted.length === 0 || f.sessionIds.some((id) => wanted.includes(id)));
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit ?? 10);
      const page = all.slice(offset, offset + limit);
      return ok({ files: page.map(fileJson), pagination: { currentLimit: limit, currentOffset: offset, finalCount: offset + page.length, hasMore: offset + limit < all.length, numberOfPages: Math.ceil(all.length / limit), numberOfResults: all.length, nextOffset: offset + limit } });
    }
    if (path === '/api/v1/files' && method === 'POST') {
      if (!body?.fileName) throw new Refusal(400, 'fileName is required');
      const file = makeFile({ fileName: body.fileName, fileType: body.fileType, status: 'uploading' });
      return ok({ ...fileJson(file), uploadUrl: `${ORIGIN}/uploads/${file.id}` });
    }
    if ((m = path.match(/^\/api\/v1\/files\/([^/]+)$/))) {
      const file = fileOf(m[1]);
      if (method === 'GET') return ok(fileJson(file));
      if (method === 'DELETE') {
        state.files.splice(state.files.indexOf(file), 1);
        return undefined;
      }
    }
    if ((m = path.match(/^\/api\/v1\/files\/([^/]+)\/push$/)) && method === 'POST') {
      const file = fileOf(m[1]);
      for (const id of body?.sessionIds ?? []) {
        sessionOf(id);
        if (!file.sessionIds.includes(id)) file.sessionIds.push(id);
        state.events.push({ sessionId: id, event: 'file_upload_status', status: 'available', fileId: file.id, eventTime: tick() });
      }
      return undefined;
    }
    if ((m = path.match(/^\/uploads\/([^/]+)$/)) && method === 'PUT') {
      const file = fileOf(m[1]);
      file.content = typeof body === 'string' ? body : '';
      file.fileBytes = file.content.length;
      file.status = 'available';
      return undefined;
    }
    if ((m = path.match(/^\/api\/hooks\/agents\/([^/]+)\/webhooks\/([^/]+)$/)) && method === 'POST') {
      const invocation = { invocationId: `invocation-${String(counter++).padStart(4, '0')}`, agentId: m[1], parameters: body ?? {} };
      state.invocations.push(invocation);
      return { invocationId: invocation.invocationId };
    }
    if ((m = path.match(/^\/api\/hooks\/agents\/([^/]+)\/invocations\/([^/]+)\/result$/)) && method === 'GET') {
      const invocation = state.invocations.find((x) => x.invocationId === m[2] && x.agentId === m[1]);
      if (!invocation) throw new Refusal(404, `invocation ${m[2]} not found`);
      if (seed.agentErrors?.[m[1]]) return { status: 'failed', error: seed.agentErrors[m[1]] };
      return { status: 'completed', output: seed.agentOutputs?.[m[1]] ?? { received: invocation.parameters } };
    }
    throw new Refusal(404, `no route ${method} ${path}`);
  }

  async function streamEvents(res, sessionId) {
    sessionOf(sessionId);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(': connected\n\n');
    for (const event of state.events.filter((e) => e.sessionId === sessionId)) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      res.write(`data: ${JSON.stringify(event)}\n\n`);
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
    res.end();
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (!path.startsWith('/api/') && !path.startsWith('/uploads/') && !path.startsWith('/downloads/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = raw ? (String(req.headers['content-type'] ?? '').includes('json') ? JSON.parse(raw) : raw) : undefined;
    } catch {
      body = raw;
    }
    const query = Object.fromEntries(url.searchParams);
    state.calls.push({ method: req.method, path, query, body, authorization: String(req.headers.authorization ?? ''), apiKey: String(req.headers['api-key'] ?? ''), sdk: String(req.headers['x-airtop-sdk-environment'] ?? '') });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
    };
    const failure = state.failures.shift();
    if (failure) {
      send(failure.status, { errors: [{ message: `failure ${failure.status}` }], meta: meta() }, failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) });
      return true;
    }
    if (path.startsWith('/downloads/')) {
      const file = state.files.find((f) => f.id === path.slice('/downloads/'.length));
      if (!file) send(404, { errors: [{ message: 'not found' }] });
      else {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end(file.content);
      }
      return true;
    }
    if (!path.startsWith('/uploads/') && (req.headers.authorization !== `Bearer ${KEY}` || req.headers['api-key'] !== KEY)) {
      send(401, { errors: [{ message: 'Unauthorized: invalid API key' }], meta: meta() });
      return true;
    }
    try {
      const m = path.match(/^\/api\/v1\/sessions\/([^/]+)\/events$/);
      if (m && req.method === 'GET') {
        await streamEvents(res, m[1]);
        return true;
      }
      const answer = await route(req.method, path, query, body);
      if (answer === undefined) {
        res.writeHead(200);
        res.end();
      } else send(200, answer);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      send(error.status, { errors: [{ message: error.message }], meta: meta() });
    }
    return true;
  }

  return { handle, state };
}

/** Serves a fresh fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createAirtopFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
