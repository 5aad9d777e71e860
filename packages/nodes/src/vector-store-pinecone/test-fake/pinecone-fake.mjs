/**
 * A loopback Pinecone (https://docs.pinecone.io/reference/api) over in-memory state, for tests and
 * for recording n8n against it: the control plane (`GET /indexes`, `GET /indexes/{name}` with the
 * index's data-plane `host`) and each index's data plane (`POST /vectors/upsert`, `POST /query`,
 * `POST /vectors/delete`) with namespaces, metadata filters (`$eq`, `$ne`, `$gt`, `$gte`, `$lt`,
 * `$lte`, `$in`, `$nin`, `$exists`, `$and`, `$or`, a bare value meaning `$eq`; a list of strings
 * matches when one of its strings does) and cosine / dot-product / euclidean scores. The key is
 * checked (`Api-Key`) and errors take Pinecone's shapes: the control plane's
 * `{error: {code, message}, status}`, the data plane's `{code, message, details}`.
 *
 * The data plane of index `name` is served under `/_index/name` on the same origin: `describe`
 * answers the host `http://<origin>/_index/name` when the fake is reached over plain HTTP (what
 * Weft's tests do), and `<host header>/_index/name` without a scheme over HTTPS (n8n's client
 * puts `https://` in front, as for a real host). Matches are ordered by score, ties in the order
 * the vectors were first written, so every run on the same calls answers the same.
 *
 *   createPineconeFake({ apiKeys?, indexes?: [{ name, dimension, metric?, namespaces?: { ns: [{ id, values, metadata? }] } }] })
 *     → { handle(req, res, body?): boolean | Promise<boolean>, state }
 *   start(options) → { url, port, state, close() }      node pinecone-fake.mjs [--port 18236] [--seed seed.json]
 */
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { appendFileSync, readFileSync } from 'node:fs';

const clone = (v) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));

/** A Pinecone refusal: where (control or data plane), HTTP status, gRPC-style code and message. */
class PineconeError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const GRPC = { 400: 3, 401: 16, 404: 5, 409: 6, 500: 13 };
const CONTROL_CODE = { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 404: 'NOT_FOUND', 409: 'ALREADY_EXISTS', 500: 'UNKNOWN' };

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const isPlainObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);

/** Whether a stored metadata value equals a filter value (a list of strings: any of them). */
function equals(stored, value) {
  if (Array.isArray(stored)) return stored.some((s) => s === value);
  return stored === value;
}

/** Whether a record's metadata passes a Pinecone metadata filter. */
export function matchesFilter(metadata, filter) {
  if (!isPlainObject(filter)) throw new PineconeError(400, 3, 'Invalid filter: the filter must be an object');
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(condition)) throw new PineconeError(400, 3, `Invalid filter: ${key} takes a list of filters`);
      const results = condition.map((c) => matchesFilter(metadata, c));
      if (key === '$and' ? !results.every(Boolean) : !results.some(Boolean)) return false;
      continue;
    }
    if (key.startsWith('$')) throw new PineconeError(400, 3, `Invalid filter: unknown operator ${key}`);
    const stored = metadata?.[key];
    const ops = isPlainObject(condition) ? condition : { $eq: condition };
    for (const [op, value] of Object.entries(ops)) {
      let ok;
      switch (op) {
        case '$eq': ok = stored !== undefined && equals(stored, value); break;
        case '$ne': ok = stored === undefined || !equals(stored, value); break;
        case '$gt': ok = typeof stored === 'number' && stored > value; break;
        case '$gte': ok = typeof stored === 'number' && stored >= value; break;
        case '$lt': ok = typeof stored === 'number' && stored < value; break;
        case '$lte': ok = typeof stored === 'number' && stored <= value; break;
        case '$in':
          if (!Array.isArray(value)) throw new PineconeError(400, 3, '$in takes a list');
          ok = stored !== undefined && value.some((v) => equals(stored, v));
          break;
        case '$nin':
          if (!Array.isArray(value)) throw new PineconeError(400, 3, '$nin takes a list');
          ok = stored === undefined || !value.some((v) => equals(stored, v));
          break;
        case '$exists': ok = (stored !== undefined) === Boolean(value); break;
        default: throw new PineconeError(400, 3, `Invalid filter: unknown operator ${op}`);
      }
      if (!ok) return false;
    }
  }
  return true;
}

/** The score of a stored vector for a query under a metric. */
function score(metric, a, b) {
  let dot = 0, na = 0, nb = 0, sq = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
    sq += (a[i] - b[i]) ** 2;
  }
  if (metric === 'dotproduct') return dot;
  if (metric === 'euclidean') return sq;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Checks a metadata object as Pinecone does (strings, numbers, booleans, lists of strings). */
function checkMetadata(metadata) {
  if (metadata === undefined || metadata === null) return;
  if (!isPlainObject(metadata)) throw new PineconeError(400, 3, 'Metadata must be an object');
  for (const [key, value] of Object.entries(metadata)) {
    const ok = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
    if (!ok) throw new PineconeError(400, 3, `Metadata value must be a string, number, boolean or list of strings, got '${JSON.stringify(value)}' for field '${key}'`);
  }
}

export function createPineconeFake(options = {}) {
  const state = {
    apiKeys: new Set(options.apiKeys ?? ['pc-test']),
    /** Every call: `{ method, path, body, apiKey }`. */
    requests: [],
    /** name → `{ name, dimension, metric, namespaces: Map<ns, Map<id, {id, values, metadata}>> }`. */
    indexes: new Map(),
    addIndex(spec) {
      const index = { name: spec.name, dimension: spec.dimension ?? 1536, metric: spec.metric ?? 'cosine', namespaces: new Map() };
      state.indexes.set(spec.name, index);
      for (const [ns, records] of Object.entries(spec.namespaces ?? {})) upsert(index, ns, records);
      return index;
    },
    /** The records of a namespace of an index, in write order. */
    records(indexName, namespace = '') {
      return [...(state.indexes.get(indexName)?.namespaces.get(namespace)?.values() ?? [])].map(clone);
    },
  };

  function upsert(index, namespace, vectors) {
    if (!Array.isArray(vectors) || vectors.length === 0) throw new PineconeError(400, 3, 'Invalid request: vectors must contain at least one vector');
    for (const v of vectors) {
      if (typeof v?.id !== 'string' || v.id === '') throw new PineconeError(400, 3, 'Invalid request: every vector needs a non-empty string id');
      if (!Array.isArray(v.values) || v.values.length !== index.dimension) {
        throw new PineconeError(400, 3, `Vector dimension ${Array.isArray(v.values) ? v.values.length : 0} does not match the dimension of the index ${index.dimension}`);
      }
      checkMetadata(v.metadata);
    }
    let ns = index.namespaces.get(namespace);
    if (!ns) index.namespaces.set(namespace, (ns = new Map()));
    for (const v of vectors) {
      // An upsert replaces the record of its id, keeping its place in the order.
      ns.set(v.id, { id: v.id, values: [...v.values], metadata: clone(v.metadata ?? {}) });
    }
    return vectors.length;
  }

  function describe(index, host) {
    return {
      name: index.name,
      vector_type: 'dense',
      metric: index.metric,
      dimension: index.dimension,
      status: { ready: true, state: 'Ready' },
      host,
      spec: { serverless: { region: 'us-east-1', cloud: 'aws' } },
      deletion_protection: 'disabled',
      tags: null,
    };
  }

  function hostOf(req, name) {
    const origin = req.headers.host ?? '127.0.0.1';
    return req.socket?.encrypted ? `${origin}/_index/${name}` : `http://${origin}/_index/${name}`;
  }

  function control(req, res, path, apiKey) {
    if (!state.apiKeys.has(apiKey)) throw new PineconeError(401, 16, 'Invalid API Key');
    if (req.method === 'GET' && path === '/indexes') {
      return send(res, 200, { indexes: [...state.indexes.values()].map((i) => describe(i, hostOf(req, i.name))) });
    }
    const m = /^\/indexes\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && m) {
      const index = state.indexes.get(decodeURIComponent(m[1]));
      if (!index) throw new PineconeError(404, 5, `Resource ${decodeURIComponent(m[1])} not found`);
      return send(res, 200, describe(index, hostOf(req, index.name)));
    }
    throw new PineconeError(404, 5, `No route ${req.method} ${path}`);
  }

  function data(req, res, index, path, body, apiKey) {
    if (!state.apiKeys.has(apiKey)) throw new PineconeError(401, 16, 'Invalid API Key');
    const namespace = typeof body.namespace === 'string' ? body.namespace : '';
    if (req.method === 'POST' && path === '/vectors/upsert') {
      return send(res, 200, { upsertedCount: upsert(index, namespace, body.vectors) });
    }
    if (req.method === 'POST' && path === '/query') {
      const topK = body.topK;
      if (!Number.isInteger(topK) || topK < 1) throw new PineconeError(400, 3, 'Invalid request: topK must be a positive integer');
      const ns = index.namespaces.get(namespace) ?? new Map();
      let vector = body.vector;
      if (body.id !== undefined) vector = ns.get(body.id)?.values;
      if (!Array.isArray(vector)) throw new PineconeError(400, 3, 'Invalid request: a query needs a vector or an id');
      if (vector.length !== index.dimension) throw new PineconeError(400, 3, `Vector dimension ${vector.length} does not match the dimension of the index ${index.dimension}`);
      const filter = body.filter;
      const candidates = [...ns.values()].filter((r) => filter === undefined || filter === null || matchesFilter(r.metadata, filter));
      const scored = candidates.map((r, order) => ({ r, order, score: score(index.metric, vector, r.values) }));
      scored.sort((a, b) => (index.metric === 'euclidean' ? a.score - b.score : b.score - a.score) || a.order - b.order);
      const matches = scored.slice(0, topK).map(({ r, score: s }) => ({
        id: r.id,
        score: s,
        values: body.includeValues ? [...r.values] : [],
        ...(body.includeMetadata ? { metadata: clone(r.metadata) } : {}),
      }));
      return send(res, 200, { results: [], matches, namespace, usage: { readUnits: 1 } });
    }
    if (req.method === 'POST' && path === '/vectors/delete') {
      const ns = index.namespaces.get(namespace);
      if (body.deleteAll) {
        if (!ns) throw new PineconeError(404, 5, 'Namespace not found');
        index.namespaces.delete(namespace);
      } else if (Array.isArray(body.ids)) {
        for (const id of body.ids) ns?.delete(id);
      } else if (body.filter) {
        for (const [id, r] of ns ?? []) if (matchesFilter(r.metadata, body.filter)) ns.delete(id);
      } else {
        throw new PineconeError(400, 3, 'Invalid request: either ids, filter or deleteAll must be given');
      }
      return send(res, 200, {});
    }
    throw new PineconeError(404, 5, `No route ${req.method} ${path}`);
  }

  for (const spec of options.indexes ?? []) state.addIndex(spec);

  return {
    state,
    async handle(req, res, given) {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname;
      const isData = path.startsWith('/_index/');
      if (!isData && path !== '/indexes' && !path.startsWith('/indexes/')) return false;
      const raw = given !== undefined ? String(given) : await readBody(req);
      let body = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        send(res, 400, { code: 3, message: 'Invalid request: the body is not JSON', details: [] });
        return true;
      }
      const apiKey = String(req.headers['api-key'] ?? '');
      state.requests.push({ method: req.method, path, body: clone(body), apiKey });
      try {
        if (!isData) {
          control(req, res, path, apiKey);
        } else {
          const m = /^\/_index\/([^/]+)(\/.*)$/.exec(path);
          const index = m ? state.indexes.get(decodeURIComponent(m[1])) : undefined;
          if (!index) throw new PineconeError(404, 5, 'Index not found');
          data(req, res, index, m[2], body, apiKey);
        }
      } catch (e) {
        if (!(e instanceof PineconeError)) throw e;
        if (!isData) send(res, e.status, { error: { code: CONTROL_CODE[e.status] ?? 'UNKNOWN', message: e.message }, status: e.status });
        else send(res, e.status, { code: GRPC[e.status] ?? e.code, message: e.message, details: [] });
      }
      return true;
    },
  };
}

/**
 * Serves a fake on 127.0.0.1 (`port` 0 picks a free one). With `log`, every request it answers is
 * appended to that file as one JSON line with its arrival time `at` (ms), for recordings.
 */
export function start(options = {}) {
  const fake = createPineconeFake(options);
  const server = createServer((req, res) => {
    const at = Date.now();
    const seen = fake.state.requests.length;
    Promise.resolve(fake.handle(req, res)).then((handled) => {
      if (options.log && fake.state.requests.length > seen) appendFileSync(options.log, `${JSON.stringify({ at, ...fake.state.requests[seen] })}\n`);
      if (!handled) send(res, 404, { error: { code: 'NOT_FOUND', message: `No route ${req.method} ${req.url}` }, status: 404 });
    }, (e) => send(res, 500, { error: { code: 'UNKNOWN', message: String(e?.message ?? e) }, status: 500 }));
  });
  return new Promise((resolve) => {
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const port = server.address().port;
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        state: fake.state,
        close: () => new Promise((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const seed = arg('seed') ? JSON.parse(readFileSync(arg('seed'), 'utf8')) : {};
  const fake = await start({ ...seed, log: arg('log'), port: Number(arg('port') ?? 18236) });
  console.log(`listening ${fake.port}`);
}
