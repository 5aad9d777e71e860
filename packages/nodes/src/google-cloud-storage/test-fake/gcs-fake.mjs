/**
 * A loopback Google Cloud Storage JSON API (https://cloud.google.com/storage/docs/json_api) over
 * in-memory state, for tests and for recording n8n. Paths are Google's:
 *
 * - buckets: `GET|POST /storage/v1/b` (`project`, `prefix`, `maxResults`, `pageToken`, `projection`),
 *   `GET|PATCH|DELETE /storage/v1/b/{bucket}` (a bucket that still holds objects is not deleted);
 * - objects: `GET /storage/v1/b/{bucket}/o` (`prefix`, `delimiter`, `startOffset`, `endOffset`,
 *   `maxResults`, `pageToken`), `POST /upload/storage/v1/b/{bucket}/o?uploadType=multipart` (a
 *   multipart/related body: JSON metadata, then the content), `GET|PATCH|DELETE
 *   /storage/v1/b/{bucket}/o/{object}` (`alt=media` answers the content).
 *
 * Requests need `Authorization: Bearer …` (else 401); errors have Google's shape (`{error: {code,
 * message, errors: [{message, domain, reason}]}}`). Generations are counted from the seed's clock, so
 * two fakes given the same calls answer the same. `projection=full` adds the owner and ACLs.
 *
 * Seed: `{ now?, pageSize? (the most items a list page holds, 1000), project?: { id, number }, buckets?: [{ name, labels?, objects?: [{ name, content,
 * contentType?, metadata? }] }] }`.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

class Refusal extends Error {
  constructor(status, message, reason) {
    super(message);
    this.status = status;
    this.reason = reason;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));

export function createGcsFake(seed = {}) {
  const now = seed.now ?? '2025-01-06T09:00:00.000Z';
  const project = seed.project ?? { id: 'weft-project', number: '123456789012' };
  let generation = Date.parse(now) * 1000;
  const state = { buckets: [], calls: [] };
  const owner = { entity: `project-owners-${project.number}` };
  const acl = (bucket, object) => [
    {
      kind: object ? 'storage#objectAccessControl' : 'storage#bucketAccessControl',
      id: `${bucket}${object ? `/${object}` : ''}/project-owners-${project.number}`,
      entity: `project-owners-${project.number}`,
      role: 'OWNER',
      projectTeam: { projectNumber: project.number, team: 'owners' },
      etag: 'CAE=',
    },
  ];
  function addBucket(b) {
    const bucket = {
      name: b.name,
      labels: b.labels,
      location: b.location ?? 'US',
      storageClass: b.storageClass ?? 'STANDARD',
      versioning: b.versioning,
      metageneration: 1,
      generation: ++generation,
      objects: [],
    };
    state.buckets.push(bucket);
    for (const o of b.objects ?? [])
      addObject(
        bucket,
        { name: o.name, contentType: o.contentType, metadata: o.metadata },
        Buffer.from(o.content ?? '', o.encoding ?? 'utf8'),
      );
    return bucket;
  }
  function addObject(bucket, meta, content) {
    const existing = bucket.objects.findIndex((o) => o.name === meta.name);
    const object = {
      ...meta,
      contentType: meta.contentType || 'application/octet-stream',
      content,
      generation: ++generation,
      metageneration: 1,
      created: now,
    };
    if (existing >= 0) bucket.objects[existing] = object;
    else bucket.objects.push(object);
    return object;
  }
  for (const b of seed.buckets ?? []) addBucket(b);

  const bucketView = (b, full) => ({
    kind: 'storage#bucket',
    selfLink: `https://www.googleapis.com/storage/v1/b/${b.name}`,
    id: b.name,
    name: b.name,
    projectNumber: project.number,
    generation: String(b.generation),
    metageneration: String(b.metageneration),
    location: b.location,
    storageClass: b.storageClass,
    etag: b.metageneration === 1 ? 'CAE=' : 'CAI=',
    timeCreated: now,
    updated: now,
    ...(b.labels ? { labels: clone(b.labels) } : {}),
    ...(b.versioning ? { versioning: clone(b.versioning) } : {}),
    ...(full ? { acl: acl(b.name), defaultObjectAcl: [], owner } : {}),
    iamConfiguration: {
      bucketPolicyOnly: { enabled: false },
      uniformBucketLevelAccess: { enabled: false },
      publicAccessPrevention: 'inherited',
    },
    locationType: 'multi-region',
    rpo: 'DEFAULT',
  });
  const objectView = (b, o, full) => ({
    kind: 'storage#object',
    id: `${b.name}/${o.name}/${o.generation}`,
    selfLink: `https://www.googleapis.com/storage/v1/b/${b.name}/o/${encodeURIComponent(o.name)}`,
    mediaLink: `https://storage.googleapis.com/download/storage/v1/b/${b.name}/o/${encodeURIComponent(o.name)}?generation=${o.generation}&alt=media`,
    name: o.name,
    bucket: b.name,
    generation: String(o.generation),
    metageneration: String(o.metageneration),
    contentType: o.contentType,
    storageClass: 'STANDARD',
    size: String(o.content.length),
    md5Hash: createHash('md5').update(o.content).digest('base64'),
    etag: o.metageneration === 1 ? 'CAE=' : 'CAI=',
    timeCreated: now,
    updated: now,
    timeStorageClassUpdated: now,
    ...(o.cacheControl ? { cacheControl: o.cacheControl } : {}),
    ...(o.metadata ? { metadata: clone(o.metadata) } : {}),
    ...(full ? { acl: acl(b.name, o.name), owner } : {}),
  });
  const findBucket = (name) => {
    const b = state.buckets.find((x) => x.name === name);
    if (!b) throw new Refusal(404, 'The specified bucket does not exist.', 'notFound');
    return b;
  };
  const findObject = (b, name) => {
    const o = b.objects.find((x) => x.name === name);
    if (!o) throw new Refusal(404, `No such object: ${b.name}/${name}`, 'notFound');
    return o;
  };
  const page = (all, q, size) => {
    const start = Number(q.get('pageToken') ?? 0);
    const max = Math.min(Number(q.get('maxResults') || size), size);
    const slice = all.slice(start, start + max);
    return { slice, next: start + max < all.length ? String(start + max) : undefined };
  };

  function multipart(raw, contentType) {
    const m = /boundary=("?)([^";]+)\1/.exec(contentType ?? '');
    if (!m) throw new Refusal(400, 'Multipart body does not contain a boundary.', 'invalid');
    const sep = Buffer.from(`--${m[2]}`);
    const parts = [];
    let at = raw.indexOf(sep);
    while (at >= 0) {
      const next = raw.indexOf(sep, at + sep.length);
      if (next < 0) break;
      const part = raw.subarray(at + sep.length + 2, next - 2);
      const split = part.indexOf('\r\n\r\n');
      const head = part.subarray(0, split).toString('utf8');
      parts.push({ type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim(), body: part.subarray(split + 4) });
      at = next;
    }
    if (parts.length < 2) throw new Refusal(400, 'Metadata part is too large or missing.', 'invalid');
    return { metadata: JSON.parse(parts[0].body.toString('utf8')), content: parts[1].body, type: parts[1].type };
  }

  function route(method, path, q, raw, headers) {
    const full = q.get('projection') === 'full';
    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o\/?$/.exec(path);
    if (upload && method === 'POST') {
      const b = findBucket(decodeURIComponent(upload[1]));
      if (q.get('uploadType') !== 'multipart')
        throw new Refusal(400, 'Upload type not supported by the fake.', 'invalid');
      const { metadata, content, type } = multipart(raw, headers['content-type']);
      const name = metadata.name ?? q.get('name');
      if (!name) throw new Refusal(400, 'Required', 'required');
      const o = addObject(
        b,
        {
          name,
          contentType: metadata.contentType || type,
          metadata: metadata.metadata,
          cacheControl: metadata.cacheControl,
        },
        content,
      );
      return { json: objectView(b, o, full) };
    }
    const m = /^\/storage\/v1\/b\/?(?:([^/]+)(?:\/o\/?(?:(.+))?)?)?$/.exec(path);
    if (!m) throw new Refusal(404, 'Not Found', 'notFound');
    const [, bucketName, objectName] = m.map((x) => (x === undefined ? x : decodeURIComponent(x)));
    const body = raw.length ? JSON.parse(raw.toString('utf8')) : {};
    if (bucketName === undefined) {
      if (method === 'GET') {
        if (!q.get('project')) throw new Refusal(400, 'Required parameter: project', 'required');
        const all = state.buckets.filter((b) => b.name.startsWith(q.get('prefix') ?? ''));
        const { slice, next } = page(all, q, seed.pageSize ?? 1000);
        return {
          json: {
            kind: 'storage#buckets',
            ...(next ? { nextPageToken: next } : {}),
            ...(slice.length ? { items: slice.map((b) => bucketView(b, full)) } : {}),
          },
        };
      }
      if (method === 'POST') {
        if (!q.get('project')) throw new Refusal(400, 'Required parameter: project', 'required');
        if (!body.name) throw new Refusal(400, 'Required', 'required');
        if (state.buckets.some((b) => b.name === body.name))
          throw new Refusal(
            409,
            'Your previous request to create the named bucket succeeded and you already own it.',
            'conflict',
          );
        return { json: bucketView(addBucket(body), full) };
      }
    }
    if (bucketName !== undefined && path.includes('/o') === false) {
      const b = findBucket(bucketName);
      if (method === 'GET') return { json: bucketView(b, full) };
      if (method === 'PATCH') {
        for (const key of ['labels', 'versioning', 'storageClass', 'location'])
          if (body[key] !== undefined) b[key] = body[key];
        b.metageneration += 1;
        return { json: bucketView(b, full) };
      }
      if (method === 'DELETE') {
        if (b.objects.length) throw new Refusal(409, 'The bucket you tried to delete is not empty.', 'conflict');
        state.buckets.splice(state.buckets.indexOf(b), 1);
        return { status: 204 };
      }
    }
    const b = findBucket(bucketName);
    if (objectName === undefined && method === 'GET') {
      const prefix = q.get('prefix') ?? '';
      const delimiter = q.get('delimiter') || '';
      let all = b.objects.filter((o) => o.name.startsWith(prefix)).sort((x, y) => (x.name < y.name ? -1 : 1));
      if (q.get('startOffset')) all = all.filter((o) => o.name >= q.get('startOffset'));
      if (q.get('endOffset')) all = all.filter((o) => o.name < q.get('endOffset'));
      const prefixes = new Set();
      if (delimiter)
        all = all.filter((o) => {
          const rest = o.name.slice(prefix.length);
          const cut = rest.indexOf(delimiter);
          if (cut < 0) return true;
          prefixes.add(prefix + rest.slice(0, cut + delimiter.length));
          return false;
        });
      const { slice, next } = page(all, q, seed.pageSize ?? 1000);
      return {
        json: {
          kind: 'storage#objects',
          ...(next ? { nextPageToken: next } : {}),
          ...(prefixes.size ? { prefixes: [...prefixes] } : {}),
          ...(slice.length ? { items: slice.map((o) => objectView(b, o, full)) } : {}),
        },
      };
    }
    if (objectName !== undefined) {
      const o = findObject(b, objectName);
      if (method === 'GET')
        return q.get('alt') === 'media' ? { media: o.content, type: o.contentType } : { json: objectView(b, o, full) };
      if (method === 'PATCH') {
        for (const key of ['contentType', 'cacheControl', 'metadata']) if (body[key] !== undefined) o[key] = body[key];
        o.metageneration += 1;
        return { json: objectView(b, o, full) };
      }
      if (method === 'DELETE') {
        b.objects.splice(b.objects.indexOf(o), 1);
        return { status: 204 };
      }
    }
    throw new Refusal(404, 'Not Found', 'notFound');
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/storage/v1/') && !url.pathname.startsWith('/upload/storage/v1/')) return false;
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const raw = Buffer.concat(chunks);
    state.calls.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: raw,
    });
    try {
      if (!/^Bearer \S+/.test(String(req.headers.authorization ?? '')))
        throw new Refusal(
          401,
          'Anonymous caller does not have storage.buckets.list access to the Google Cloud project.',
          'required',
        );
      const answer = route(req.method ?? 'GET', url.pathname, url.searchParams, raw, req.headers);
      if (answer.media) {
        res.writeHead(200, { 'Content-Type': answer.type, 'Content-Length': answer.media.length });
        res.end(answer.media);
      } else if (answer.status === 204) {
        res.writeHead(204).end();
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' });
        res.end(JSON.stringify(answer.json));
      }
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      res.writeHead(error.status, { 'Content-Type': 'application/json; charset=UTF-8' });
      res.end(
        JSON.stringify({
          error: {
            code: error.status,
            message: error.message,
            errors: [{ message: error.message, domain: 'global', reason: error.reason }],
          },
        }),
      );
    }
    return true;
  }
  return { handle, state };
}

/** Serves a fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createGcsFake(seed);
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
