/**
 * A loopback MongoDB server for tests: enough of the wire protocol for the official `mongodb` driver
 * to connect and run the commands the MongoDB node sends, over TCP on 127.0.0.1.
 *
 * Contract (as MongoDB 7 documents it, https://www.mongodb.com/docs/manual/reference/mongodb-wire-protocol/):
 * - Messages: OP_QUERY (2004) for the driver's first `isMaster`/`hello` (answered with OP_REPLY, 1), and
 *   OP_MSG (2013) for every other command: section 0 holds the command, section 1 document sequences
 *   (`documents`, `updates`, `deletes`) are merged into it. No compression, no checksum.
 * - Commands: hello/isMaster, ping, buildInfo, saslStart/saslContinue (SCRAM-SHA-256 only, one user
 *   given to {@link createMongoFake}), find, getMore, killCursors, insert, update (operators $set, $unset,
 *   $inc, $push with $each, replacement, upsert, multi), delete, findAndModify, aggregate ($match,
 *   $project, $sort, $skip, $limit, $count, $set/$addFields, $listSearchIndexes, $vectorSearch),
 *   listCollections, create, endSessions, createSearchIndexes, updateSearchIndex, dropSearchIndex.
 *   Others answer `{ ok: 0, code: 59, codeName: 'CommandNotFound' }`.
 * - `$vectorSearch` (Atlas Vector Search, https://www.mongodb.com/docs/atlas/atlas-vector-search/vector-search-stage/):
 *   only as the first stage; `index` names a search index of type `vectorSearch` on the collection
 *   (none of that name: no results) whose `vector` field at `path` gives `numDimensions` and
 *   `similarity` (cosine, euclidean, dotProduct); `queryVector` must have that many dimensions;
 *   `numCandidates` ≥ `limit`; `filter` (MQL) may only name paths indexed as `filter`; documents
 *   without a vector of that size at `path` are not indexed. Exact search over every document; the
 *   score (`{ $meta: 'vectorSearchScore' }`) is Atlas's normalised one: (1 + cosine) / 2,
 *   (1 + dot product) / 2, or 1 / (1 + squared euclidean distance), highest first.
 * - Queries: equality (dot paths, arrays contain), $eq $ne $gt $gte $lt $lte $in $nin $exists $regex
 *   $and $or $nor $not; ObjectIds, Dates and numbers compared by value.
 * - `_id` is unique per collection: a duplicate insert answers a write error E11000 (code 11000);
 *   inserted documents without `_id` get one from the driver (the driver adds it before sending).
 * - State is in memory: `state.dbs[db][collection]` is an array of documents; `state.commands` lists
 *   every command received (name, db, the command document) so tests can check what was sent.
 */
import { createServer } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import mongodb from 'mongodb';

const { BSON } = mongodb;
const { ObjectId, Long, Decimal128, Double, Int32 } = BSON;

const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;

/** A comparable JavaScript value of a BSON value (ObjectId as hex, Date as ms, numbers as numbers). */
function plain(v) {
  if (v instanceof ObjectId) return `oid:${v.toHexString()}`;
  if (v instanceof Date) return v.getTime();
  if (v instanceof Long) return v.toNumber();
  if (v instanceof Double || v instanceof Int32) return v.valueOf();
  if (v instanceof Decimal128) return Number(v.toString());
  return v;
}

function typeRank(v) {
  if (v === undefined || v === null) return 0;
  if (typeof v === 'number') return 1;
  if (typeof v === 'string') return 2;
  if (typeof v === 'object' && !Array.isArray(v)) return 3;
  if (Array.isArray(v)) return 4;
  if (typeof v === 'boolean') return 5;
  return 6;
}

/** Compares two values as MongoDB sorts them (by type first, then by value). */
function compare(a, b) {
  const x = plain(a);
  const y = plain(b);
  const rx = typeRank(x);
  const ry = typeRank(y);
  if (rx !== ry) return rx - ry;
  if (rx === 1 || rx === 5) return Number(x) - Number(y);
  if (rx === 2) return x < y ? -1 : x > y ? 1 : 0;
  const sx = JSON.stringify(x);
  const sy = JSON.stringify(y);
  return sx < sy ? -1 : sx > sy ? 1 : 0;
}

function equal(a, b) {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  const x = plain(a);
  const y = plain(b);
  if (x && y && typeof x === 'object' && typeof y === 'object') {
    const kx = Object.keys(x);
    const ky = Object.keys(y);
    return kx.length === ky.length && kx.every((k, i) => k === ky[i] && equal(x[k], y[k]));
  }
  return x === y || (x === undefined && y === null) || (x === null && y === undefined);
}

/** The values at a dot path (several when the path crosses arrays); `[undefined]` when missing. */
function valuesAt(doc, path) {
  const parts = path.split('.');
  let current = [doc];
  for (const part of parts) {
    const next = [];
    for (const v of current) {
      if (Array.isArray(v) && !/^\d+$/.test(part)) {
        for (const e of v) if (e && typeof e === 'object') next.push(e[part]);
      } else if (v && typeof v === 'object') next.push(v[part]);
      else next.push(undefined);
    }
    current = next;
  }
  return current;
}

function isOperatorObject(v) {
  return v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof ObjectId) && !(v instanceof Date)
    && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));
}

function matchValue(values, condition) {
  const candidates = values.flatMap((v) => (Array.isArray(v) ? [v, ...v] : [v]));
  if (condition instanceof RegExp || condition instanceof BSON.BSONRegExp) {
    const re = condition instanceof RegExp ? condition : new RegExp(condition.pattern, condition.options.replace(/[^gimsuy]/g, ''));
    return candidates.some((v) => typeof v === 'string' && re.test(v));
  }
  if (!isOperatorObject(condition)) return candidates.some((v) => equal(v, condition));
  return Object.entries(condition).every(([op, arg]) => {
    switch (op) {
      case '$eq': return candidates.some((v) => equal(v, arg));
      case '$ne': return !candidates.some((v) => equal(v, arg));
      case '$gt': return candidates.some((v) => v !== undefined && typeRank(plain(v)) === typeRank(plain(arg)) && compare(v, arg) > 0);
      case '$gte': return candidates.some((v) => v !== undefined && typeRank(plain(v)) === typeRank(plain(arg)) && compare(v, arg) >= 0);
      case '$lt': return candidates.some((v) => v !== undefined && typeRank(plain(v)) === typeRank(plain(arg)) && compare(v, arg) < 0);
      case '$lte': return candidates.some((v) => v !== undefined && typeRank(plain(v)) === typeRank(plain(arg)) && compare(v, arg) <= 0);
      case '$in': return arg.some((a) => candidates.some((v) => equal(v, a)));
      case '$nin': return !arg.some((a) => candidates.some((v) => equal(v, a)));
      case '$exists': return values.some((v) => v !== undefined) === Boolean(arg);
      case '$regex': return matchValue(values, new RegExp(arg, condition.$options ?? ''));
      case '$options': return true;
      case '$not': return !matchValue(values, arg);
      default: throw new MongoError(2, 'BadValue', `unknown operator: ${op}`);
    }
  });
}

/** Whether a document matches a query filter. */
export function matches(doc, filter) {
  if (!filter) return true;
  return Object.entries(filter).every(([key, condition]) => {
    if (key === '$and') return condition.every((f) => matches(doc, f));
    if (key === '$or') return condition.some((f) => matches(doc, f));
    if (key === '$nor') return !condition.some((f) => matches(doc, f));
    if (key.startsWith('$')) throw new MongoError(2, 'BadValue', `unknown top level operator: ${key}`);
    return matchValue(valuesAt(doc, key), condition);
  });
}

class MongoError extends Error {
  constructor(code, codeName, message) {
    super(message);
    this.code = code;
    this.codeName = codeName;
  }
}

function setPath(doc, path, value) {
  const parts = path.split('.');
  let node = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    if (node[parts[i]] === null || typeof node[parts[i]] !== 'object') node[parts[i]] = {};
    node = node[parts[i]];
  }
  node[parts[parts.length - 1]] = value;
}

function unsetPath(doc, path) {
  const parts = path.split('.');
  let node = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    node = node?.[parts[i]];
    if (!node || typeof node !== 'object') return;
  }
  delete node[parts[parts.length - 1]];
}

function clone(doc) {
  return BSON.deserialize(BSON.serialize(doc));
}

/** Applies an update (operators or a replacement) to a document and answers the new document. */
function applyUpdate(doc, update) {
  if (Array.isArray(update)) throw new MongoError(2, 'BadValue', 'pipeline updates are not supported by this fake');
  const keys = Object.keys(update);
  if (keys.length > 0 && !keys.some((k) => k.startsWith('$'))) {
    return { _id: doc._id, ...Object.fromEntries(Object.entries(update).filter(([k]) => k !== '_id')) };
  }
  const out = clone(doc);
  for (const [op, fields] of Object.entries(update)) {
    for (const [path, value] of Object.entries(fields)) {
      if (path === '_id' && op !== '$setOnInsert' && doc._id !== undefined && !equal(doc._id, value)) {
        throw new MongoError(66, 'ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
      }
      if (op === '$set' || op === '$setOnInsert') setPath(out, path, value);
      else if (op === '$unset') unsetPath(out, path);
      else if (op === '$inc') setPath(out, path, (Number(plain(valuesAt(out, path)[0])) || 0) + Number(plain(value)));
      else if (op === '$push') {
        const current = valuesAt(out, path)[0];
        if (current !== undefined && !Array.isArray(current)) {
          throw new MongoError(2, 'BadValue', `The field '${path}' must be an array but is of type ${typeof current} in document {_id: ${JSON.stringify(plain(doc._id))}}`);
        }
        const added = value && typeof value === 'object' && !Array.isArray(value) && '$each' in value ? value.$each : [value];
        setPath(out, path, [...(current ?? []), ...added]);
      }
      else throw new MongoError(9, 'FailedToParse', `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
    }
  }
  return out;
}

/** The fields of an upserted document taken from the filter's equalities. */
function seedFromFilter(filter) {
  const seed = {};
  for (const [k, v] of Object.entries(filter ?? {})) {
    if (k.startsWith('$')) continue;
    if (isOperatorObject(v)) {
      if ('$eq' in v) setPath(seed, k, v.$eq);
    } else setPath(seed, k, v);
  }
  return seed;
}

function project(doc, projection) {
  if (!projection || Object.keys(projection).length === 0) return doc;
  const entries = Object.entries(projection).filter(([k]) => k !== '_id');
  const including = entries.some(([, v]) => v === 1 || v === true || (v && typeof v === 'object'));
  let out;
  if (including) {
    out = {};
    if (projection._id !== 0 && projection._id !== false && doc._id !== undefined) out._id = doc._id;
    for (const [k, v] of entries) {
      if (v === 1 || v === true) {
        const [value] = valuesAt(doc, k);
        if (value !== undefined) setPath(out, k, value);
      } else if (typeof v === 'string' && v.startsWith('$')) setPath(out, k, valuesAt(doc, v.slice(1))[0]);
    }
  } else {
    out = clone(doc);
    for (const [k] of entries) unsetPath(out, k);
    if (projection._id === 0 || projection._id === false) delete out._id;
  }
  return out;
}

function sortDocs(docs, sort) {
  const keys = Object.entries(sort ?? {});
  if (keys.length === 0) return docs;
  return [...docs].sort((a, b) => {
    for (const [k, dir] of keys) {
      const c = compare(valuesAt(a, k)[0], valuesAt(b, k)[0]);
      if (c !== 0) return Number(dir) < 0 ? -c : c;
    }
    return 0;
  });
}

/**
 * A fake server. `users` (optional) is a list of `{ user, password }` accepted by SCRAM-SHA-256;
 * without users, every connection may run every command. `tls` (optional, `{ key, cert }` PEM) makes
 * it a TLS server.
 */
export function createMongoFake(options = {}) {
  const state = { dbs: {}, commands: [], searchIndexes: {}, cursors: new Map(), nextCursor: 1, connections: 0 };
  const users = options.users ?? [];

  const collection = (db, name, create = true) => {
    state.dbs[db] ??= {};
    if (create) state.dbs[db][name] ??= [];
    return state.dbs[db][name] ?? [];
  };

  const cursorReply = (ns, docs, batchSize) => {
    const size = batchSize === undefined || batchSize === 0 ? 101 : Number(batchSize);
    const first = docs.slice(0, size);
    let id = 0;
    if (docs.length > size) {
      id = state.nextCursor++;
      state.cursors.set(id, { ns, docs: docs.slice(size) });
    }
    return { cursor: { firstBatch: first, id: Long.fromNumber(id), ns }, ok: 1 };
  };

  const hello = (conn, cmd) => ({
    helloOk: true,
    ismaster: true,
    isWritablePrimary: true,
    topologyVersion: undefined,
    maxBsonObjectSize: 16777216,
    maxMessageSizeBytes: 48000000,
    maxWriteBatchSize: 100000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: conn.id,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ...(cmd.saslSupportedMechs && users.length ? { saslSupportedMechs: ['SCRAM-SHA-256'] } : {}),
    ok: 1,
  });

  /** Scores of the documents a `$vectorSearch` answered, for `{ $meta: 'vectorSearchScore' }`. */
  const scores = new WeakMap();
  const keepScore = (to, from) => {
    if (scores.has(from)) scores.set(to, scores.get(from));
    return to;
  };

  /** The value of an aggregation expression for a document (literals, `$path`, `{ $meta }`). */
  const evaluate = (doc, expr) => {
    if (typeof expr === 'string' && expr.startsWith('$')) return valuesAt(doc, expr.slice(1))[0];
    if (expr && typeof expr === 'object' && !Array.isArray(expr) && '$meta' in expr) {
      if (expr.$meta === 'vectorSearchScore') return scores.get(doc) ?? 0;
      throw new MongoError(17308, 'Location17308', `Unsupported argument to $meta: ${expr.$meta}`);
    }
    if (expr && typeof expr === 'object' && !Array.isArray(expr) && '$literal' in expr) return expr.$literal;
    return expr;
  };

  /** The paths a `$vectorSearch` filter names (operators' arguments not descended into). */
  const filterPaths = (filter) => Object.entries(filter ?? {}).flatMap(([k, v]) => {
    if (k === '$and' || k === '$or' || k === '$nor') return (Array.isArray(v) ? v : []).flatMap(filterPaths);
    return k.startsWith('$') ? [] : [k];
  });

  const vectorSearch = (db, coll, arg, docs) => {
    const fail = (message) => { throw new MongoError(8, 'UnknownError', `PlanExecutor error during aggregation :: caused by :: ${message}`); };
    for (const key of ['index', 'path', 'queryVector', 'limit']) if (arg?.[key] === undefined) fail(`"${key}" is required`);
    const limit = Number(plain(arg.limit));
    const exact = arg.exact === true;
    if (!exact && arg.numCandidates === undefined) fail('"numCandidates" is required');
    const numCandidates = Number(plain(arg.numCandidates ?? limit));
    if (!exact && numCandidates < limit) fail('"numCandidates" must be greater than or equal to "limit"');
    if (numCandidates > 10000) fail('"numCandidates" must be less than or equal to 10000');
    const index = (state.searchIndexes[`${db}.${coll}`] ?? []).find((ix) => ix.name === arg.index);
    if (!index) return [];
    if (index.type !== 'vectorSearch') fail(`Index '${arg.index}' is not a vectorSearch index`);
    const fields = index.latestDefinition?.fields ?? [];
    const field = fields.find((f) => f.type === 'vector' && f.path === arg.path);
    if (!field) fail(`Path '${arg.path}' needs to be indexed as vector`);
    const query = arg.queryVector.map((x) => Number(plain(x)));
    if (query.length !== Number(field.numDimensions)) {
      fail(`vector field is indexed with ${field.numDimensions} dimensions but queried with ${query.length}`);
    }
    for (const path of filterPaths(arg.filter)) {
      if (!fields.some((f) => f.type === 'filter' && f.path === path)) fail(`Path '${path}' needs to be indexed as filter`);
    }
    const dot = (a, b) => a.reduce((sum, x, i) => sum + x * b[i], 0);
    const score = (v) => {
      if (field.similarity === 'euclidean') return 1 / (1 + v.reduce((sum, x, i) => sum + (x - query[i]) ** 2, 0));
      if (field.similarity === 'dotProduct') return (1 + dot(v, query)) / 2;
      const norms = Math.sqrt(dot(v, v)) * Math.sqrt(dot(query, query));
      return (1 + (norms === 0 ? 0 : dot(v, query) / norms)) / 2;
    };
    const ranked = [];
    for (const doc of docs) {
      const raw = valuesAt(doc, arg.path)[0];
      if (!Array.isArray(raw) || raw.length !== query.length) continue;
      if (arg.filter && !matches(doc, arg.filter)) continue;
      ranked.push([doc, score(raw.map((x) => Number(plain(x))))]);
    }
    ranked.sort((a, b) => b[1] - a[1]);
    return ranked.slice(0, limit).map(([doc, s]) => {
      scores.set(doc, s);
      return doc;
    });
  };

  const runPipeline = (db, coll, pipeline) => {
    let docs = collection(db, coll, false).map(clone);
    for (const [at, stage] of pipeline.entries()) {
      const [name, arg] = Object.entries(stage)[0] ?? [];
      if (name === '$match') docs = docs.filter((d) => matches(d, arg));
      else if (name === '$project') docs = docs.map((d) => keepScore(project(d, arg), d));
      else if (name === '$sort') docs = sortDocs(docs, arg);
      else if (name === '$skip') docs = docs.slice(Number(arg));
      else if (name === '$limit') docs = docs.slice(0, Number(arg));
      else if (name === '$count') docs = [{ [arg]: docs.length }];
      else if (name === '$set' || name === '$addFields') {
        docs = docs.map((d) => {
          const out = keepScore(clone(d), d);
          for (const [path, expr] of Object.entries(arg)) setPath(out, path, evaluate(d, expr));
          return out;
        });
      } else if (name === '$vectorSearch') {
        if (at !== 0) throw new MongoError(40602, 'Location40602', '$vectorSearch is only valid as the first stage in a pipeline.');
        docs = vectorSearch(db, coll, arg, docs);
      } else if (name === '$listSearchIndexes') {
        const all = state.searchIndexes[`${db}.${coll}`] ?? [];
        docs = all.filter((ix) => !arg?.name || ix.name === arg.name).map(clone);
      } else throw new MongoError(40324, 'Location40324', `Unrecognized pipeline stage name: '${name}'`);
    }
    return docs;
  };

  const duplicate = (db, coll, id) => new MongoError(11000, 'DuplicateKey',
    `E11000 duplicate key error collection: ${db}.${coll} index: _id_ dup key: { _id: ${id instanceof ObjectId ? `ObjectId('${id.toHexString()}')` : JSON.stringify(plain(id))} }`);

  /** Runs one update statement; answers { n, nModified, upserted? }. */
  const updateOne = (db, coll, q, u, upsert, multi) => {
    const docs = collection(db, coll);
    const hits = docs.map((d, i) => [d, i]).filter(([d]) => matches(d, q));
    if (hits.length === 0) {
      if (!upsert) return { n: 0, nModified: 0 };
      const isReplacement = !Object.keys(u).some((k) => k.startsWith('$'));
      let doc = isReplacement ? { ...u } : applyUpdate(seedFromFilter(q), u);
      if (doc._id === undefined) {
        const seeded = seedFromFilter(q);
        doc = { _id: seeded._id ?? new ObjectId(), ...doc };
      }
      docs.push(doc);
      return { n: 1, nModified: 0, upserted: doc._id, doc };
    }
    let modified = 0;
    let last;
    for (const [d, i] of multi ? hits : hits.slice(0, 1)) {
      const next = applyUpdate(d, u);
      if (!equal(next, d)) modified++;
      docs[i] = next;
      last = { before: d, after: next };
    }
    return { n: multi ? hits.length : 1, nModified: modified, last };
  };

  const commands = {
    hello: (conn, cmd) => hello(conn, cmd),
    ismaster: (conn, cmd) => hello(conn, cmd),
    isMaster: (conn, cmd) => hello(conn, cmd),
    ping: () => ({ ok: 1 }),
    buildInfo: () => ({ version: '7.0.0', versionArray: [7, 0, 0, 0], ok: 1 }),
    endSessions: () => ({ ok: 1 }),
    saslStart: (conn, cmd) => scramStart(conn, cmd),
    saslContinue: (conn, cmd) => scramContinue(conn, cmd),
    find: (conn, cmd, db) => {
      let docs = collection(db, cmd.find, false).filter((d) => matches(d, cmd.filter)).map(clone);
      docs = sortDocs(docs, cmd.sort);
      if (cmd.skip) docs = docs.slice(Number(cmd.skip));
      if (cmd.limit) docs = docs.slice(0, Math.abs(Number(cmd.limit)));
      docs = docs.map((d) => project(d, cmd.projection));
      return cursorReply(`${db}.${cmd.find}`, docs, cmd.batchSize);
    },
    getMore: (conn, cmd) => {
      const id = plain(cmd.getMore);
      const cursor = state.cursors.get(id);
      if (!cursor) throw new MongoError(43, 'CursorNotFound', `cursor id ${id} not found`);
      const size = cmd.batchSize ? Number(cmd.batchSize) : cursor.docs.length;
      const batch = cursor.docs.splice(0, size);
      if (cursor.docs.length === 0) state.cursors.delete(id);
      return { cursor: { nextBatch: batch, id: Long.fromNumber(cursor.docs.length ? id : 0), ns: cursor.ns }, ok: 1 };
    },
    killCursors: (conn, cmd) => {
      for (const id of cmd.cursors ?? []) state.cursors.delete(plain(id));
      return { cursorsKilled: cmd.cursors ?? [], ok: 1 };
    },
    insert: (conn, cmd, db) => {
      const docs = collection(db, cmd.insert);
      const writeErrors = [];
      let n = 0;
      for (const [index, doc] of (cmd.documents ?? []).entries()) {
        const id = doc._id ?? new ObjectId();
        if (docs.some((d) => equal(d._id, id))) {
          const e = duplicate(db, cmd.insert, id);
          writeErrors.push({ index, code: e.code, keyPattern: { _id: 1 }, keyValue: { _id: id }, errmsg: e.message });
          if (cmd.ordered !== false) break;
          continue;
        }
        docs.push({ _id: id, ...doc });
        n++;
      }
      return { n, ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
    },
    update: (conn, cmd, db) => {
      let n = 0;
      let nModified = 0;
      const upserted = [];
      const writeErrors = [];
      for (const [index, statement] of (cmd.updates ?? []).entries()) {
        try {
          const r = updateOne(db, cmd.update, statement.q, statement.u, statement.upsert, statement.multi);
          n += r.n;
          nModified += r.nModified;
          if (r.upserted !== undefined) upserted.push({ index, _id: r.upserted });
        } catch (error) {
          if (!(error instanceof MongoError)) throw error;
          writeErrors.push({ index, code: error.code, codeName: error.codeName, errmsg: error.message });
          if (cmd.ordered !== false) break;
        }
      }
      return { n, nModified, ...(upserted.length ? { upserted } : {}), ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
    },
    delete: (conn, cmd, db) => {
      let n = 0;
      for (const statement of cmd.deletes ?? []) {
        const docs = collection(db, cmd.delete, false);
        const limit = Number(statement.limit ?? 0);
        let removed = 0;
        for (let i = 0; i < docs.length;) {
          if ((limit === 0 || removed < limit) && matches(docs[i], statement.q)) {
            docs.splice(i, 1);
            removed++;
          } else i++;
        }
        n += removed;
      }
      return { n, ok: 1 };
    },
    findAndModify: (conn, cmd, db) => {
      const docs = collection(db, cmd.findAndModify);
      const candidates = sortDocs(docs.filter((d) => matches(d, cmd.query)), cmd.sort);
      const target = candidates[0];
      if (cmd.remove) {
        if (target) docs.splice(docs.indexOf(target), 1);
        return { lastErrorObject: { n: target ? 1 : 0 }, value: target ? project(target, cmd.fields) : null, ok: 1 };
      }
      if (!target) {
        if (!cmd.upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
        const r = updateOne(db, cmd.findAndModify, cmd.query, cmd.update, true, false);
        return { lastErrorObject: { n: 1, updatedExisting: false, upserted: r.upserted }, value: cmd.new ? project(r.doc, cmd.fields) : null, ok: 1 };
      }
      const next = applyUpdate(target, cmd.update);
      docs[docs.indexOf(target)] = next;
      return { lastErrorObject: { n: 1, updatedExisting: true }, value: project(cmd.new ? next : target, cmd.fields), ok: 1 };
    },
    aggregate: (conn, cmd, db) => {
      if (typeof cmd.aggregate !== 'string') throw new MongoError(73, 'InvalidNamespace', 'collectionless aggregate is not supported by this fake');
      if (!Array.isArray(cmd.pipeline)) throw new MongoError(14, 'TypeMismatch', "'pipeline' option must be specified as an array");
      const docs = runPipeline(db, cmd.aggregate, cmd.pipeline);
      return cursorReply(`${db}.${cmd.aggregate}`, docs, cmd.cursor?.batchSize);
    },
    listCollections: (conn, cmd, db) => {
      const names = Object.keys(state.dbs[db] ?? {});
      const infos = names
        .map((name) => ({ name, type: 'collection', options: {}, info: { readOnly: false } }))
        .filter((c) => matches(c, cmd.filter));
      return cursorReply(`${db}.$cmd.listCollections`, cmd.nameOnly ? infos.map(({ name, type }) => ({ name, type })) : infos, cmd.cursor?.batchSize);
    },
    create: (conn, cmd, db) => {
      if (state.dbs[db]?.[cmd.create]) throw new MongoError(48, 'NamespaceExists', `Collection ${db}.${cmd.create} already exists.`);
      collection(db, cmd.create);
      return { ok: 1 };
    },
    createSearchIndexes: (conn, cmd, db) => {
      const ns = `${db}.${cmd.createSearchIndexes}`;
      const list = (state.searchIndexes[ns] ??= []);
      const created = [];
      for (const ix of cmd.indexes ?? []) {
        const name = ix.name ?? 'default';
        if (list.some((x) => x.name === name)) throw new MongoError(68, 'IndexAlreadyExists', `Index ${name} already exists.`);
        const id = new ObjectId().toHexString();
        list.push({ id, name, type: ix.type ?? 'search', status: 'READY', queryable: true, latestDefinition: ix.definition });
        created.push({ id, name });
      }
      return { indexesCreated: created, ok: 1 };
    },
    updateSearchIndex: (conn, cmd, db) => {
      const ix = (state.searchIndexes[`${db}.${cmd.updateSearchIndex}`] ?? []).find((x) => x.name === cmd.name);
      if (!ix) throw new MongoError(27, 'IndexNotFound', `Search index ${cmd.name} not found`);
      ix.latestDefinition = cmd.definition;
      return { ok: 1 };
    },
    dropSearchIndex: (conn, cmd, db) => {
      const ns = `${db}.${cmd.dropSearchIndex}`;
      const list = state.searchIndexes[ns] ?? [];
      const at = list.findIndex((x) => x.name === cmd.name);
      if (at < 0) throw new MongoError(27, 'IndexNotFound', `Search index ${cmd.name} not found`);
      list.splice(at, 1);
      return { ok: 1 };
    },
  };

  // SCRAM-SHA-256 (RFC 7677), for the users given; passwords are SASLprep'd as plain ASCII.
  const scramStart = (conn, cmd) => {
    const payload = Buffer.from(cmd.payload.buffer ?? cmd.payload).toString('utf8');
    const bare = payload.replace(/^n,[^,]*,/, '');
    const fields = Object.fromEntries(bare.split(',').map((p) => [p[0], p.slice(2)]));
    const user = users.find((u) => u.user === fields.n);
    const salt = randomBytes(16);
    const nonce = `${fields.r}${randomBytes(18).toString('base64')}`;
    const first = `r=${nonce},s=${salt.toString('base64')},i=4096`;
    conn.scram = { user, bare, first, salt, nonce };
    return { conversationId: 1, done: false, payload: new BSON.Binary(Buffer.from(first)), ok: 1 };
  };
  const scramContinue = (conn, cmd) => {
    const s = conn.scram;
    const payload = Buffer.from(cmd.payload.buffer ?? cmd.payload).toString('utf8');
    if (s?.done) return { conversationId: 1, done: true, payload: new BSON.Binary(Buffer.alloc(0)), ok: 1 };
    const withoutProof = payload.replace(/,p=.*$/, '');
    const proof = Buffer.from(payload.match(/,p=(.*)$/)?.[1] ?? '', 'base64');
    const fail = () => { throw new MongoError(18, 'AuthenticationFailed', 'Authentication failed.'); };
    if (!s?.user) fail();
    const salted = pbkdf2Sync(s.user.password, s.salt, 4096, 32, 'sha256');
    const clientKey = createHmac('sha256', salted).update('Client Key').digest();
    const storedKey = createHash('sha256').update(clientKey).digest();
    const authMessage = `${s.bare},${s.first},${withoutProof}`;
    const signature = createHmac('sha256', storedKey).update(authMessage).digest();
    const expected = Buffer.from(clientKey.map((b, i) => b ^ signature[i]));
    if (!expected.equals(proof)) fail();
    const serverKey = createHmac('sha256', salted).update('Server Key').digest();
    const serverSignature = createHmac('sha256', serverKey).update(authMessage).digest('base64');
    s.done = true;
    conn.authenticated = true;
    return { conversationId: 1, done: false, payload: new BSON.Binary(Buffer.from(`v=${serverSignature}`)), ok: 1 };
  };

  const OPEN = new Set(['hello', 'ismaster', 'isMaster', 'ping', 'buildInfo', 'saslStart', 'saslContinue', 'endSessions']);

  /** Runs one command document; answers the reply document (never throws). */
  const run = (conn, cmd) => {
    const name = Object.keys(cmd)[0];
    const db = cmd.$db ?? 'admin';
    state.commands.push({ name, db, command: cmd });
    try {
      const handler = commands[name];
      if (!handler) throw new MongoError(59, 'CommandNotFound', `no such command: '${name}'`);
      if (users.length && !conn.authenticated && !OPEN.has(name)) {
        throw new MongoError(13, 'Unauthorized', `Command ${name} requires authentication`);
      }
      return handler(conn, cmd, db);
    } catch (error) {
      if (error instanceof MongoError) return { ok: 0, errmsg: error.message, code: error.code, codeName: error.codeName };
      return { ok: 0, errmsg: String(error?.message ?? error), code: 1, codeName: 'InternalError' };
    }
  };

  let nextRequest = 1;
  const header = (length, responseTo, opCode) => {
    const b = Buffer.alloc(16);
    b.writeInt32LE(length, 0);
    b.writeInt32LE(nextRequest++, 4);
    b.writeInt32LE(responseTo, 8);
    b.writeInt32LE(opCode, 12);
    return b;
  };

  const replyMsg = (requestId, doc) => {
    const body = BSON.serialize(doc, { ignoreUndefined: true });
    const flags = Buffer.alloc(5);
    const length = 16 + 5 + body.length;
    return Buffer.concat([header(length, requestId, OP_MSG), flags, body]);
  };

  const replyLegacy = (requestId, doc) => {
    const body = BSON.serialize(doc, { ignoreUndefined: true });
    const fields = Buffer.alloc(20);
    fields.writeInt32LE(1, 16); // numberReturned
    return Buffer.concat([header(16 + 20 + body.length, requestId, OP_REPLY), fields, body]);
  };

  /** Decodes one message body and answers the reply buffer. */
  const handleMessage = (conn, message) => {
    const requestId = message.readInt32LE(4);
    const opCode = message.readInt32LE(12);
    if (opCode === OP_QUERY) {
      let at = 20;
      while (message[at] !== 0) at++;
      const collectionName = message.toString('utf8', 20, at);
      at += 1 + 8;
      const size = message.readInt32LE(at);
      const query = BSON.deserialize(message.subarray(at, at + size));
      const cmd = query.$query ?? query;
      cmd.$db = collectionName.split('.')[0];
      return replyLegacy(requestId, run(conn, cmd));
    }
    if (opCode !== OP_MSG) return null;
    const flags = message.readUInt32LE(16);
    const end = message.length - (flags & 1 ? 4 : 0);
    let at = 20;
    let cmd;
    const sequences = {};
    while (at < end) {
      const kind = message[at++];
      if (kind === 0) {
        const size = message.readInt32LE(at);
        cmd = BSON.deserialize(message.subarray(at, at + size), { promoteValues: true });
        at += size;
      } else {
        const size = message.readInt32LE(at);
        const stop = at + size;
        let p = at + 4;
        let q = p;
        while (message[q] !== 0) q++;
        const id = message.toString('utf8', p, q);
        p = q + 1;
        const docs = [];
        while (p < stop) {
          const ds = message.readInt32LE(p);
          docs.push(BSON.deserialize(message.subarray(p, p + ds)));
          p += ds;
        }
        sequences[id] = docs;
        at = stop;
      }
    }
    Object.assign(cmd, sequences);
    const reply = run(conn, cmd);
    // moreToCome (fire-and-forget writes): no answer.
    if (flags & 2) return null;
    return replyMsg(requestId, reply);
  };

  const onSocket = (socket) => {
    const conn = { id: ++state.connections, authenticated: false };
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 4) {
        const length = buffered.readInt32LE(0);
        if (buffered.length < length) break;
        const message = buffered.subarray(0, length);
        buffered = buffered.subarray(length);
        const reply = handleMessage(conn, message);
        if (reply) socket.write(reply);
      }
    });
    socket.on('error', () => {});
  };
  const server = options.tls ? createTlsServer({ key: options.tls.key, cert: options.tls.cert }, onSocket) : createServer(onSocket);

  /** Starts listening on 127.0.0.1 (port 0: any free port); answers the port. */
  const start = (port = 0) => new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve(server.address().port));
  });
  /** Stops the server and drops open connections. */
  const stop = () => new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
  const sockets = new Set();
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });
  const close = async () => {
    for (const s of sockets) s.destroy();
    await stop();
  };

  /** Puts documents into a collection (as given, `_id` included when present). */
  const seed = (db, coll, docs) => {
    collection(db, coll).push(...docs.map((d) => ({ _id: d._id ?? new ObjectId(), ...d })));
  };

  /** Adds a search index (`{ name, type, definition }`, e.g. type `vectorSearch`) to a collection, ready to query. */
  const seedSearchIndex = (db, coll, ix) => {
    const list = (state.searchIndexes[`${db}.${coll}`] ??= []);
    list.push({ id: new ObjectId().toHexString(), name: ix.name ?? 'default', type: ix.type ?? 'search', status: 'READY', queryable: true, latestDefinition: ix.definition });
  };

  return { state, server, start, close, seed, seedSearchIndex, run };
}

// `node mongo-fake.mjs [port] [seed.json]`: serves until killed (used around recordings from n8n).
// The seed is EJSON: database → collection → documents; its optional `$searchIndexes` key holds
// "db.collection" → search indexes ({ name, type, definition }).
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = createMongoFake({ users: process.env.MONGO_FAKE_USER ? [{ user: process.env.MONGO_FAKE_USER, password: process.env.MONGO_FAKE_PASSWORD ?? '' }] : [] });
  const port = await fake.start(Number(process.argv[2] ?? 0));
  if (process.argv[3]) {
    const { readFileSync } = await import('node:fs');
    const seed = BSON.EJSON.parse(readFileSync(process.argv[3], 'utf8'));
    const { $searchIndexes: indexes = {}, ...dbs } = seed;
    for (const [db, colls] of Object.entries(dbs)) for (const [coll, docs] of Object.entries(colls)) fake.seed(db, coll, docs);
    for (const [ns, list] of Object.entries(indexes)) {
      const [db, ...rest] = ns.split('.');
      for (const ix of list) fake.seedSearchIndex(db, rest.join('.'), ix);
    }
  }
  console.log(`listening ${port}`);
}
