/**
 * Blotato's API (@blotato/n8n-nodes-blotato) on loopback: the `blotato-api-key` header, the
 * account check (`GET /v2/users/me`), the connected social accounts
 * (`GET /v2/users/me/accounts?platform=`), media upload (`POST /v2/media` with `{url}`, answered
 * with the URL Blotato hosts the file at) and posting (`POST /v2/posts` with
 * `{post: {accountId, content: {text, mediaUrls, platform}, target: {targetType}}}`, answered with
 * the submission's id). A wrong key is answered 401, an unknown account 404.
 */
import { sendJson, startFake, type Fake } from './fake-server.js';

/** Starts the fake; requests must carry `apiKey`. */
export function startBlotatoFake(apiKey: string): Promise<Fake> {
  const accounts = [
    { id: '101', platform: 'linkedin', fullname: 'Olivia Owner', username: 'olivia' },
    { id: '102', platform: 'linkedin', fullname: '', username: 'weft-company' },
    { id: '201', platform: 'twitter', fullname: 'Olivia on X', username: 'olivia_x' },
  ];
  let next = 1;
  return startFake((req, res) => {
    if (req.headers['blotato-api-key'] !== apiKey) return sendJson(res, 401, { message: 'Invalid API key' });
    if (req.method === 'GET' && req.path === '/v2/users/me')
      return sendJson(res, 200, { id: 'user-1', email: 'owner@example.com' });
    if (req.method === 'GET' && req.path === '/v2/users/me/accounts') {
      return sendJson(res, 200, {
        items: accounts.filter((a) => !req.query.platform || a.platform === req.query.platform),
      });
    }
    if (req.method === 'POST' && req.path === '/v2/posts') {
      const post = (
        req.json as
          | {
              post?: {
                accountId?: string;
                content?: { text?: string; platform?: string };
                target?: { targetType?: string };
              };
            }
          | undefined
      )?.post;
      if (!post?.content?.text || !post.target?.targetType)
        return sendJson(res, 400, { message: 'post.content.text and post.target.targetType are required' });
      if (!accounts.some((a) => a.id === post.accountId && a.platform === post.target!.targetType))
        return sendJson(res, 404, { message: `No ${post.target.targetType} account ${String(post.accountId)}` });
      return sendJson(res, 201, { postSubmissionId: `sub-${next++}` });
    }
    if (req.method === 'POST' && req.path === '/v2/media') {
      const source = (req.json as { url?: unknown } | undefined)?.url;
      if (typeof source !== 'string' || !source) return sendJson(res, 400, { message: 'body.url is required' });
      const name = source.split('/').pop() || 'media';
      return sendJson(res, 201, { url: `https://database.blotato.example/media/${name}` });
    }
    sendJson(res, 404, { message: `No route ${req.method} ${req.path}` });
  });
}
