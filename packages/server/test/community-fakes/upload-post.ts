/**
 * Upload-Post's API (n8n-nodes-upload-post; the package calls https://api.upload-post.com/api) on
 * loopback: `Authorization: Apikey <key>`, `GET /api/uploadposts/me`, `GET /api/uploadposts/users`
 * (the profiles) and `POST /api/upload_text` (multipart: `user`, `title`, `platform[]`,
 * `async_upload`), answered with a `request_id` when async, else the per-platform results, and
 * `GET /api/uploadposts/status?request_id=` (the package polls it until the upload completed).
 * A wrong key is answered 401, an unknown profile or request 404.
 */
import { sendJson, startFake, type Fake } from './fake-server.js';

/** Starts the fake with the profiles `users`; requests must carry `Apikey <apiKey>`. */
export function startUploadPostFake(apiKey: string, users: string[] = ['alice']): Promise<Fake> {
  let next = 1;
  const uploads = new Map<string, Record<string, { success: boolean; url: string }>>();
  const results = (platforms: string[]) =>
    Object.fromEntries(platforms.map((p) => [p, { success: true, url: `https://${p}.example/post/${next++}` }]));
  return startFake((req, res) => {
    if (req.headers.authorization !== `Apikey ${apiKey}`)
      return sendJson(res, 401, { success: false, message: 'Invalid API key' });
    if (req.method === 'GET' && req.path === '/api/uploadposts/me')
      return sendJson(res, 200, { success: true, email: 'owner@example.com' });
    if (req.method === 'GET' && req.path === '/api/uploadposts/users') {
      return sendJson(res, 200, {
        success: true,
        profiles: users.map((username) => ({ username, social_accounts: { x: { handle: `@${username}` } } })),
      });
    }
    if (req.method === 'POST' && req.path === '/api/upload_text') {
      const form = req.form ?? {};
      const user = form.user?.[0];
      const platforms = form['platform[]'] ?? [];
      if (!user || !form.title?.[0] || platforms.length === 0)
        return sendJson(res, 400, { success: false, message: 'user, title and platform[] are required' });
      if (!users.includes(user)) return sendJson(res, 404, { success: false, message: `Profile ${user} not found` });
      if (form.async_upload?.[0] === 'true') {
        const id = `req-${next++}`;
        uploads.set(id, results(platforms));
        return sendJson(res, 200, { success: true, request_id: id, message: 'Upload initiated in the background' });
      }
      return sendJson(res, 200, { success: true, results: results(platforms) });
    }
    if (req.method === 'GET' && req.path === '/api/uploadposts/status') {
      const done = uploads.get(req.query.request_id ?? '');
      if (!done) return sendJson(res, 404, { success: false, message: `No upload ${req.query.request_id ?? ''}` });
      return sendJson(res, 200, {
        success: true,
        status: 'completed',
        request_id: req.query.request_id,
        results: done,
      });
    }
    sendJson(res, 404, { success: false, message: `No route ${req.method} ${req.path}` });
  });
}
