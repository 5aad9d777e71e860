/**
 * A loopback Qdrant REST API (https://api.qdrant.tech/api-reference) over in-memory state, for
 * tests and for recording n8n against it (the Qdrant credential takes a URL): the server's root
 * (`GET /`, the version its client checks), collections (list, get, create with `vectors: {size,
 * distance}`, delete), points (upsert with `wait`, the universal `POST …/points/query` and the older
 * `POST …/points/search`) with Qdrant's filters (`must`, `should`, `must_not`, `min_should`, nested
 * filters; `match` by `value` / `any` / `except` / `text`, `range`, `has_id`, `is_empty`,
 * `is_null`, keys as dotted paths with `[]` for arrays) and `with_payload` as true, false, a list
 * of keys or `{include, exclude}`. Errors take Qdrant's shape `{status: {error}, time}` with its
 * messages (a missing collection is a 404 "Not found: Collection `x` doesn't exist!", a vector of
 * the wrong size a 400 "Wrong input: Vector dimension error: expected dim: …, got …").
 *
 * Scores: cosine similarity for `Cosine` (Qdrant normalises the vectors), the dot product for
 * `Dot`, the distance for `Euclid` and `Manhattan` (smallest first). Ties keep the order in which
 * points were first written and `time` is always 0, so every run on the same calls answers the same.
 * With `apiKey` set, requests must carry it in the `api-key` header.
 *
 *   createQdrantFake({ apiKey?, collections?: [{ name, size, distance?, points?: [{ id, vector, payload }] }] })
 *     → { handle(req, res, body?): boolean | Promise<boolean>, state }
 *   start(options) → { url, port, state, close() }      node qdrant-fake.mjs [--port 18235] [--seed seed.json]
 */
import { createServer } from 'node:http';
import { appendFileSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const clone = (v) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));
const isPlainObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
const DISTANCES = ['Cosine', 'Euclid', 'Dot', 'Manhattan'];

/** A Qdrant refusal: HTTP status and Qdrant's error text. */
class QdrantError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
const notFound = (name) => new QdrantError(404, `Not found: Collection \`${name}\` doesn't exist!`);
const wrongInput = (message) => new QdrantError(400, `Wrong input: ${message}`);
const formatError = (message) => new QdrantError(400, `Format error in JSON body: ${message}`);

const STATUS_TEXT = { 200: 'OK', 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 409: 'Conflict', 500: 'Internal Server Error' };

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, STATUS_TEXT[status] ?? '', { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
const ok = (res, result) => send(res, 200, { result, status: 'ok', time: 0 });

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** A point id as Qdrant keeps it: an unsigned integer or a UUID (answered hyphenated, lower case). */
function pointId(id) {
  if (Number.isInteger(id) && id >= 0) return id;
  if (typeof id === 'string') {
    const hex = id.replace(/-/g, '').toLowerCase();
    if (/^[0-9a-f]{32}$/.test(hex) && (id.length === 32 || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))) {
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    }
  }
  throw formatError(`value ${typeof id === 'string' ? id : JSON.stringify(id)} is not a valid point ID, valid values are either an unsigned integer or a UUID`);
}

/** The values at a payload key path (`a.b`, `a[].b`, `a[]`), arrays flattened. */
export function valuesAt(payload, key) {
  let current = [payload];
  for (const part of String(key).split('.')) {
    const many = part.endsWith('[]');
    const name = many ? part.slice(0, -2) : part;
    const next = [];
    for (const value of current) {
      if (!isPlainObject(value) || !(name in value)) continue;
      const v = value[name];
      if (many) {
        if (Array.isArray(v)) next.push(...v);
      } else next.push(v);
    }
    current = next;
  }
  return current.flatMap((v) => (Array.isArray(v) ? v : [v]));
}

/** Whether a point passes one condition (a field condition, `has_id`, `is_empty`, `is_null` or a nested filter). */
function passes(point, condition) {
  if (!isPlainObject(condition)) throw formatError('a condition must be an object');
  if ('must' in condition || 'should' in condition || 'must_not' in condition || 'min_should' in condition) return matchesFilter(point, condition);
  if ('has_id' in condition) return (condition.has_id ?? []).map(pointId).includes(point.id);
  if ('is_empty' in condition) {
    const values = valuesAt(point.payload, condition.is_empty.key);
    return values.length === 0 || values.every((v) => v === null);
  }
  if ('is_null' in condition) return valuesAt(point.payload, condition.is_null.key).some((v) => v === null);
  if ('nested' in condition) {
    const items = valuesAt(point.payload, condition.nested.key);
    return items.some((item) => matchesFilter({ id: point.id, payload: item }, condition.nested.filter));
  }
  if (typeof condition.key !== 'string') throw formatError('data did not match any variant of untagged enum Condition');
  const values = valuesAt(point.payload, condition.key).filter((v) => v !== null);
  if (condition.match) {
    const m = condition.match;
    if ('value' in m) return values.some((v) => v === m.value);
    if ('any' in m) return values.some((v) => m.any.includes(v));
    if ('except' in m) return values.every((v) => !m.except.includes(v));
    if ('text' in m) return values.some((v) => typeof v === 'string' && v.includes(m.text));
    throw formatError('data did not match any variant of untagged enum Match');
  }
  if (condition.range) {
    const r = condition.range;
    return values.some((v) => typeof v === 'number' && (r.gt === undefined || r.gt === null || v > r.gt) && (r.gte === undefined || r.gte === null || v >= r.gte)
      && (r.lt === undefined || r.lt === null || v < r.lt) && (r.lte === undefined || r.lte === null || v <= r.lte));
  }
  if (condition.values_count) {
    const n = values.length;
    const r = condition.values_count;
    return (r.gt === undefined || n > r.gt) && (r.gte === undefined || n >= r.gte) && (r.lt === undefined || n < r.lt) && (r.lte === undefined || n <= r.lte);
  }
  throw formatError('data did not match any variant of untagged enum Condition');
}

const list = (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/** Whether a point (`{id, payload}`) passes a Qdrant filter. */
export function matchesFilter(point, filter) {
  if (filter === undefined || filter === null) return true;
  if (!isPlainObject(filter)) throw formatError('invalid type: expected struct Filter');
  for (const key of Object.keys(filter)) {
    if (!['must', 'should', 'must_not', 'min_should'].includes(key)) throw formatError(`unknown field \`${key}\`, expected one of \`should\`, \`min_should\`, \`must\`, \`must_not\``);
  }
  if (!list(filter.must).every((c) => passes(point, c))) return false;
  const should = list(filter.should);
  if (should.length && !should.some((c) => passes(point, c))) return false;
  if (list(filter.must_not).some((c) => passes(point, c))) return false;
  if (filter.min_should) {
    const hits = list(filter.min_should.conditions).filter((c) => passes(point, c)).length;
    if (hits < (filter.min_should.min_count ?? 1)) return false;
  }
  return true;
}

function score(distance, q, v) {
  let dot = 0, nq = 0, nv = 0, euclid = 0, manhattan = 0;
  for (let i = 0; i < q.length; i++) {
    dot += q[i] * v[i];
    nq += q[i] * q[i];
    nv += v[i] * v[i];
    euclid += (q[i] - v[i]) ** 2;
    manhattan += Math.abs(q[i] - v[i]);
  }
  if (distance === 'Dot') return dot;
  if (distance === 'Euclid') return Math.sqrt(euclid);
  if (distance === 'Manhattan') return manhattan;
  return nq && nv ? dot / Math.sqrt(nq * nv) : 0;
}

/** The payload answered for `with_payload`. */
function selectPayload(payload, withPayload) {
  if (withPayload === undefined || withPayload === false || withPayload === null) return undefined;
  if (withPayload === true) return clone(payload);
  const include = Array.isArray(withPayload) ? withPayload : withPayload.include;
  const exclude = isPlainObject(withPayload) ? withPayload.exclude : undefined;
  const out = {};
  for (const [k, v] of Object.entries(payload)) {
    if (include && !include.includes(k)) continue;
    if (exclude && exclude.includes(k)) continue;
    out[k] = clone(v);
  }
  return out;
}

export function createQdrantFake(options = {}) {
  let operation = 0;
  const state = {
    apiKey: options.apiKey,
    version: options.version ?? '1.17.0',
    /** Every call: `{ method, path, query, body, apiKey }`. */
    requests: [],
    /** name → `{ name, size, distance, config, points: Map<id, {id, vector, payload, version}> }`. */
    collections: new Map(),
    addCollection(spec) {
      const collection = { name: spec.name, size: spec.size, distance: spec.distance ?? 'Cosine', config: spec.config ?? { vectors: { size: spec.size, distance: spec.distance ?? 'Cosine' } }, points: new Map() };
      state.collections.set(spec.name, collection);
      if (spec.points?.length) upsert(collection, spec.points);
      return collection;
    },
    /** The points of a collection, in write order. */
    points(name) {
      return [...(state.collections.get(name)?.points.values() ?? [])].map(clone);
    },
  };

  function collectionOf(name) {
    const c = state.collections.get(name);
    if (!c) throw notFound(name);
    return c;
  }

  function upsert(collection, points) {
    if (!Array.isArray(points)) throw formatError('missing field `points`');
    operation += 1;
    const checked = points.map((p) => {
      const id = pointId(p.id);
      const vector = p.vector;
      if (collection.size === undefined) throw wrongInput('Not existing vector name error: ');
      if (!Array.isArray(vector)) throw wrongInput('Not existing vector name error: ');
      if (vector.length !== collection.size) throw wrongInput(`Vector dimension error: expected dim: ${collection.size}, got ${vector.length}`);
      return { id, vector: [...vector], payload: isPlainObject(p.payload) ? clone(p.payload) : {}, version: operation };
    });
    for (const p of checked) collection.points.set(p.id, p);
    return { operation_id: operation, status: 'completed' };
  }

  function search(collection, vector, body) {
    if (!Array.isArray(vector)) throw formatError('data did not match any variant of untagged enum QueryInterface');
    if (vector.length !== collection.size) throw wrongInput(`Vector dimension error: expected dim: ${collection.size}, got ${vector.length}`);
    const limit = body.limit ?? 10;
    const offset = body.offset ?? 0;
    const ascending = collection.distance === 'Euclid' || collection.distance === 'Manhattan';
    const scored = [...collection.points.values()]
      .filter((p) => matchesFilter(p, body.filter))
      .map((p, order) => ({ p, order, score: score(collection.distance, vector, p.vector) }))
      .filter((s) => body.score_threshold === undefined || body.score_threshold === null || (ascending ? s.score <= body.score_threshold : s.score >= body.score_threshold));
    scored.sort((a, b) => (ascending ? a.score - b.score : b.score - a.score) || a.order - b.order);
    return scored.slice(offset, offset + limit).map(({ p, score: s }) => {
      const out = { id: p.id, version: p.version, score: s };
      const payload = selectPayload(p.payload, body.with_payload);
      if (payload !== undefined) out.payload = payload;
      if (body.with_vector) out.vector = [...p.vector];
      return out;
    });
  }

  function route(req, res, path, query, body) {
    if (state.apiKey !== undefined && req.headers['api-key'] !== state.apiKey) {
      throw new QdrantError(401, 'Must provide an API key or an Authorization bearer token');
    }
    if (req.method === 'GET' && path === '/') return send(res, 200, { title: 'qdrant - vector search engine', version: state.version, commit: '0000000000000000000000000000000000000000' });
    if (req.method === 'GET' && path === '/collections') return ok(res, { collections: [...state.collections.keys()].map((name) => ({ name })) });
    const c = /^\/collections\/([^/]+)(\/.*)?$/.exec(path);
    if (!c) throw new QdrantError(404, `No route ${req.method} ${path}`);
    const name = decodeURIComponent(c[1]);
    const rest = c[2] ?? '';
    if (rest === '') {
      if (req.method === 'GET') {
        const col = collectionOf(name);
        return ok(res, { status: 'green', optimizer_status: 'ok', indexed_vectors_count: 0, points_count: col.points.size, segments_count: 1, config: { params: clone(col.config) }, payload_schema: {} });
      }
      if (req.method === 'PUT') {
        if (state.collections.has(name)) throw new QdrantError(409, `Wrong input: Collection \`${name}\` already exists!`);
        const vectors = body.vectors;
        if (vectors !== undefined && !(isPlainObject(vectors) && typeof vectors.size === 'number')) throw formatError('data did not match any variant of untagged enum VectorsConfig');
        if (vectors && !DISTANCES.includes(vectors.distance)) throw formatError(`unknown variant \`${vectors.distance}\`, expected one of \`Cosine\`, \`Euclid\`, \`Dot\`, \`Manhattan\``);
        const { timeout: _t, ...config } = body;
        state.addCollection({ name, size: vectors?.size, distance: vectors?.distance, config });
        return ok(res, true);
      }
      if (req.method === 'DELETE') return ok(res, state.collections.delete(name));
    }
    const col = collectionOf(name);
    if (req.method === 'PUT' && rest === '/points') return ok(res, upsert(col, body.points));
    if (req.method === 'POST' && rest === '/points/query') {
      const q = body.query;
      const vector = Array.isArray(q) ? q : isPlainObject(q) && Array.isArray(q.nearest) ? q.nearest : undefined;
      return ok(res, { points: search(col, vector, body) });
    }
    if (req.method === 'POST' && rest === '/points/search') return ok(res, search(col, body.vector, body));
    if (req.method === 'POST' && rest === '/points/delete') {
      operation += 1;
      if (Array.isArray(body.points)) for (const id of body.points) col.points.delete(pointId(id));
      else if (body.filter) for (const [id, p] of col.points) if (matchesFilter(p, body.filter)) col.points.delete(id);
      return ok(res, { operation_id: operation, status: 'completed' });
    }
    throw new QdrantError(404, `No route ${req.method} ${path}`);
  }

  for (const spec of options.collections ?? []) state.addCollection(spec);

  return {
    state,
    async handle(req, res, given) {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname;
      if (path !== '/' && path !== '/collections' && !path.startsWith('/collections/')) return false;
      const raw = given !== undefined ? String(given) : await readBody(req);
      let body = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch (e) {
        send(res, 400, { status: { error: `Format error in JSON body: ${e.message}` }, time: 0 });
        return true;
      }
      const query = Object.fromEntries(url.searchParams);
      state.requests.push({ method: req.method, path, query, body: clone(body), apiKey: req.headers['api-key'] });
      try {
        route(req, res, path, query, isPlainObject(body) ? body : {});
      } catch (e) {
        if (!(e instanceof QdrantError)) throw e;
        send(res, e.status, { status: { error: e.message }, time: 0 });
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
  const fake = createQdrantFake(options);
  const server = createServer((req, res) => {
    const at = Date.now();
    const seen = fake.state.requests.length;
    Promise.resolve(fake.handle(req, res)).then((handled) => {
      if (options.log && fake.state.requests.length > seen) appendFileSync(options.log, `${JSON.stringify({ at, ...fake.state.requests[seen] })}\n`);
      if (!handled) send(res, 404, { status: { error: `No route ${req.method} ${req.url}` }, time: 0 });
    }, (e) => send(res, 500, { status: { error: String(e?.message ?? e) }, time: 0 }));
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
  const fake = await start({ ...seed, log: arg('log'), port: Number(arg('port') ?? 18235) });
  console.log(`listening ${fake.port}`);
}
