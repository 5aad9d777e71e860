/**
 * A loopback OpenAI for the legacy OpenAI node: the AI fake's OpenAI routes (test/ai-fake, scripted
 * by directives in the prompt: chat completions, completions, image generations, models, the
 * `bad-key` 401) plus the two routes the legacy node calls that the AI fake lacks:
 *
 * - `POST /v1/moderations` (https://platform.openai.com/docs/api-reference/moderations): one result
 *   per input text (`input` a text or a list), flagged with `violence` when the text holds "kill"
 *   or "attack", with `harassment` when it holds "idiot"; scores 0.9 for a hit, 0.0001 otherwise;
 *   id `modr-<hash of model and input>`; the model echoed as `<model>-fake`;
 * - `POST /v1/edits`: OpenAI retired the edits API, and answers it as an unknown URL (404
 *   `invalid_request_error`), as here.
 *
 * Everything else is passed to an AI fake started on a free port; its own address in the answers
 * (image URLs) is replaced by this server's, and image downloads are passed on too. `start({ port })` answers `{ url, requests, close() }`; run as a script,
 * it serves on `--port` (default 18238) until killed.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { startAiFake } from '../../../test/ai-fake/server.mjs';

/** Where the recordings reached the fake. */
export const LEGACY_FAKE_PORT = 18238;
const CATEGORIES = ['harassment', 'harassment/threatening', 'hate', 'hate/threatening', 'self-harm', 'self-harm/instructions', 'self-harm/intent', 'sexual', 'sexual/minors', 'violence', 'violence/graphic'];

const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

function moderate(text) {
  const t = String(text).toLowerCase();
  const hits = new Set([...(/\b(kill|attack)\b/.test(t) ? ['violence'] : []), ...(/\bidiot\b/.test(t) ? ['harassment'] : [])]);
  return {
    flagged: hits.size > 0,
    categories: Object.fromEntries(CATEGORIES.map((c) => [c, hits.has(c)])),
    category_scores: Object.fromEntries(CATEGORIES.map((c) => [c, hits.has(c) ? 0.9 : 0.0001])),
  };
}

/** Starts the fake (`port` 0 for a free one). */
export async function start({ port = 0 } = {}) {
  const ai = await startAiFake({ port: 0 });
  const requests = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const path = (req.url ?? '/').split('?')[0];
      let body;
      try { body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined; } catch { body = undefined; }
      requests.push({ method: req.method, path, body });
      const key = /^Bearer\s+(.*)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (req.method === 'POST' && (path === '/v1/moderations' || path === '/v1/edits')) {
        if (key === 'bad-key') return send(res, 401, { error: { message: 'Incorrect API key provided: bad-key. You can find your API key at https://platform.openai.com/account/api-keys.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
        if (path === '/v1/edits') return send(res, 404, { error: { message: 'Invalid URL (POST /v1/edits)', type: 'invalid_request_error', param: null, code: null } });
        const inputs = Array.isArray(body?.input) ? body.input : [body?.input ?? ''];
        const id = createHash('sha256').update(JSON.stringify([body?.model, inputs])).digest('hex').slice(0, 12);
        return send(res, 200, { id: `modr-${id}`, model: `${body?.model ?? 'text-moderation-latest'}-fake`, results: inputs.map(moderate) });
      }
      try {
        const answer = await fetch(`${ai.url}${req.url}`, { method: req.method, headers: { ...req.headers, host: req.headers.host ?? '' }, body: raw.length ? raw : undefined });
        const headers = Object.fromEntries([...answer.headers].filter(([k]) => !['content-length', 'transfer-encoding', 'connection', 'content-encoding'].includes(k)));
        res.writeHead(answer.status, headers);
        const bytes = Buffer.from(await answer.arrayBuffer());
        const json = String(answer.headers.get('content-type') ?? '').includes('json');
        res.end(json ? Buffer.from(bytes.toString('utf8').replaceAll(ai.url, `http://${req.headers.host}`)) : bytes);
      } catch (e) {
        send(res, 502, { error: { message: String(e), type: 'fake_error' } });
      }
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(() => done()));
      await ai.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--port');
  const fake = await start({ port: i === -1 ? LEGACY_FAKE_PORT : Number(process.argv[i + 1]) });
  console.log(`OpenAI legacy fake listening on ${fake.url}`);
}
