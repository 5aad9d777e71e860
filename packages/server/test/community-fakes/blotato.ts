/**
 * Blotato's API (@blotato/n8n-nodes-blotato) on loopback: the `blotato-api-key` header, the
 * account check (`GET /v2/users/me`) and media upload (`POST /v2/media` with `{url}`, answered
 * with the URL Blotato hosts the file at). A wrong key is answered 401.
 */
import { sendJson, startFake, type Fake } from './fake-server.js';

/** Starts the fake; requests must carry `apiKey`. */
export function startBlotatoFake(apiKey: string): Promise<Fake> {
  return startFake((req, res) => {
    if (req.headers['blotato-api-key'] !== apiKey) return sendJson(res, 401, { message: 'Invalid API key' });
    if (req.method === 'GET' && req.path === '/v2/users/me') return sendJson(res, 200, { id: 'user-1', email: 'owner@example.com' });
    if (req.method === 'POST' && req.path === '/v2/media') {
      const source = (req.json as { url?: unknown } | undefined)?.url;
      if (typeof source !== 'string' || !source) return sendJson(res, 400, { message: 'body.url is required' });
      const name = source.split('/').pop() || 'media';
      return sendJson(res, 201, { url: `https://database.blotato.example/media/${name}` });
    }
    sendJson(res, 404, { message: `No route ${req.method} ${req.path}` });
  });
}
