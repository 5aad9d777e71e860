/**
 * A loopback LinkedIn API over in-memory state, for tests and for recording n8n. It answers by
 * path, whatever host a request came to (api.linkedin.com and www.linkedin.com while recording,
 * one origin when Weft replays):
 *
 * - `GET /v2/me` (the legacy profile) and `GET /v2/userinfo` (OpenID Connect) of the signed-in member;
 * - `POST /rest/images?action=initializeUpload` `{ initializeUploadRequest: { owner } }` →
 *   `{ value: { uploadUrl, uploadUrlExpiresAt, image } }`, the upload URL on
 *   `https://www.linkedin.com/dms-uploads/…`, where a `POST` (or `PUT`) of the bytes answers 201;
 * - `POST /rest/posts` (author, commentary, visibility, distribution, lifecycleState, content with
 *   an uploaded image or an article) → 201 with the post's URN in `x-restli-id`.
 *
 * `/rest` calls must name `LinkedIn-Version` (else 426) and `X-Restli-Protocol-Version: 2.0.0`.
 * The bearer token `weft-linkedin-token` (standard) or `weft-linkedin-cm-token` (Community
 * Management) signs in the member `seed.member` (default id `aBcDeF123`, Ada Lovelace); the
 * member may post as themselves and as the organizations in `seed.organizations` (default
 * `2414183`). Errors have LinkedIn's shape `{ status, serviceErrorCode?, code?, message }`. Post,
 * image and upload ids are counted; `state.calls` logs each request.
 *
 * `createLinkedInFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start()`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

/** The tokens the fake accepts. */
export const STANDARD_TOKEN = 'weft-linkedin-token';
export const COMMUNITY_TOKEN = 'weft-linkedin-cm-token';
/** The upload host LinkedIn hands out. */
export const UPLOAD_ORIGIN = 'https://www.linkedin.com';

class Refusal extends Error {
  constructor(status, body) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

function seeded(seed) {
  return {
    member: { id: 'aBcDeF123', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', ...(seed.member ?? {}) },
    organizations: (seed.organizations ?? ['2414183']).map(String),
    nextPost: 1, nextImage: 1, images: [], posts: [], clock: Date.parse('2024-05-01T10:00:00.000Z'), calls: [],
  };
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function createPost(state, body) {
  const author = String(body?.author ?? '');
  const person = /^urn:li:person:(.+)$/.exec(author);
  const org = /^urn:li:organization:(.+)$/.exec(author);
  if (!person && !org) throw new Refusal(422, { errorDetailType: 'com.linkedin.common.error.BadRequest', message: `/author :: "${author}" is not a valid urn`, status: 422 });
  if ((person && person[1] !== state.member.id) || (org && !state.organizations.includes(org[1]))) {
    throw new Refusal(403, { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: `Not enough permissions to access: partnerApiPostsExternal.CREATE.20250401` });
  }
  if (!['PUBLIC', 'CONNECTIONS', 'LOGGED_IN'].includes(body.visibility)) throw new Refusal(422, { errorDetailType: 'com.linkedin.common.error.BadRequest', message: '/visibility :: is not a valid value', status: 422 });
  const mediaId = body.content?.media?.id;
  const thumbnail = body.content?.article?.thumbnail;
  for (const image of [mediaId, thumbnail].filter((x) => x !== undefined)) {
    const known = state.images.find((x) => x.urn === image);
    if (!known || !known.uploaded) throw new Refusal(400, { status: 400, message: `Image ${image} is not uploaded`, code: 'INVALID_CONTENT' });
  }
  if (body.content?.article && !body.content.article.source) throw new Refusal(422, { errorDetailType: 'com.linkedin.common.error.BadRequest', message: '/content/article/source :: field is required but not found and has no default value', status: 422 });
  state.clock += 1000;
  const urn = `urn:li:share:${7190000000000000000n + BigInt(state.nextPost++)}`;
  state.posts.push({ urn, ...body, createdAt: state.clock });
  return urn;
}

/** A fresh LinkedIn fake holding `seed`. */
export function createLinkedInFake(seed = {}) {
  const state = seeded(seed);
  async function handle(req, res) {
    const url = new URL(req.url, 'http://x.invalid');
    const raw = await readBody(req);
    const type = String(req.headers['content-type'] ?? '');
    let body;
    if (raw.length && type.includes('json')) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = undefined;
      }
    }
    state.calls.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, bytes: body === undefined ? raw.length : undefined, headers: { ...req.headers } });
    const send = (status, payload, headers = {}) => {
      if (payload === undefined) res.writeHead(status, headers).end();
      else res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
      return true;
    };
    const known = url.pathname.startsWith('/v2/') || url.pathname.startsWith('/rest/') || url.pathname.startsWith('/dms-uploads/');
    if (!known) return false;
    try {
      const auth = String(req.headers.authorization ?? '');
      if (auth !== `Bearer ${STANDARD_TOKEN}` && auth !== `Bearer ${COMMUNITY_TOKEN}`) throw new Refusal(401, { status: 401, serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' });
      const m = state.member;
      if (req.method === 'GET' && url.pathname === '/v2/me') return send(200, { localizedLastName: m.lastName, firstName: { localized: { en_US: m.firstName }, preferredLocale: { country: 'US', language: 'en' } }, lastName: { localized: { en_US: m.lastName }, preferredLocale: { country: 'US', language: 'en' } }, id: m.id, localizedFirstName: m.firstName });
      if (req.method === 'GET' && url.pathname === '/v2/userinfo') return send(200, { sub: m.id, email_verified: true, name: `${m.firstName} ${m.lastName}`, locale: { country: 'US', language: 'en' }, given_name: m.firstName, family_name: m.lastName, email: m.email });
      const upload = /^\/dms-uploads\/sp\/([^/]+)\/uploaded-image\/0$/.exec(url.pathname);
      if ((req.method === 'POST' || req.method === 'PUT') && upload) {
        const image = state.images.find((x) => x.token === upload[1]);
        if (!image) throw new Refusal(404, { status: 404, message: 'Upload URL not found' });
        if (!raw.length) throw new Refusal(400, { status: 400, message: 'Empty upload' });
        image.uploaded = true;
        image.bytes = raw.length;
        image.contentType = type;
        return send(201, undefined);
      }
      if (url.pathname.startsWith('/rest/')) {
        if (!req.headers['linkedin-version']) throw new Refusal(426, { status: 426, code: 'NONEXISTENT_VERSION', message: 'Requested version  is not active' });
        if (req.headers['x-restli-protocol-version'] !== '2.0.0') throw new Refusal(400, { status: 400, message: 'The restli protocol version must be 2.0.0' });
      }
      if (req.method === 'POST' && url.pathname === '/rest/images' && url.searchParams.get('action') === 'initializeUpload') {
        const owner = String(body?.initializeUploadRequest?.owner ?? '');
        const person = /^urn:li:person:(.+)$/.exec(owner);
        const org = /^urn:li:organization:(.+)$/.exec(owner);
        if ((!person && !org) || (person && person[1] !== m.id) || (org && !state.organizations.includes(org[1]))) {
          throw new Refusal(403, { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: `Not enough permissions to access: images.ACTION-initializeUpload.20250401` });
        }
        const n = state.nextImage++;
        const token = `D4E10AQ${String(n).padStart(6, '0')}`;
        const urn = `urn:li:image:C4E10AQ${String(n).padStart(6, '0')}`;
        state.images.push({ token, urn, owner, uploaded: false });
        return send(200, { value: { uploadUrlExpiresAt: state.clock + 86_400_000, uploadUrl: `${UPLOAD_ORIGIN}/dms-uploads/sp/${token}/uploaded-image/0?ca=vector_feedshare&cn=uploads&sync=0&v=beta`, image: urn } });
      }
      if (req.method === 'POST' && url.pathname === '/rest/posts') {
        const urn = createPost(state, body);
        return send(201, undefined, { 'x-restli-id': urn, 'x-linkedin-id': urn });
      }
      throw new Refusal(404, { status: 404, code: 'RESOURCE_NOT_FOUND', message: `No virtual resource found` });
    } catch (error) {
      if (error instanceof Refusal) return send(error.status, error.body);
      return send(500, { status: 500, message: String(error?.message ?? error) });
    }
  }
  return { handle, state };
}

/** Serves a fresh fake on 127.0.0.1:0. */
export async function start(seed = {}) {
  const fake = createLinkedInFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
