/**
 * A loopback Milvus server over in-memory state, for tests and for recording n8n against it (the
 * Milvus credential takes a URL). It speaks gRPC — the `milvus.proto.milvus.MilvusService` of the
 * Milvus SDK's own proto definitions (`@zilliz/milvus2-sdk-node/dist/milvus/proto-json`), served
 * with `@grpc/grpc-js` — and, on the same port as Milvus does, the RESTful v1 collection list
 * (`GET /v1/vector/collections`, what n8n's credential test calls).
 *
 * The RPCs the SDK sends for LangChain's Milvus store: Connect, DescribeCollection (a missing
 * collection answers `CollectionNotExists`), CreateCollection (the schema as encoded bytes),
 * CreateIndex, LoadCollection / GetLoadingProgress (a collection loads only once indexed),
 * Insert (columnar field data; auto IDs, the vector's dimension and VarChar lengths checked as
 * Milvus does), Flush / GetFlushState, Search (on a loaded collection: the float vector of the
 * placeholder group against every row by `L2` (squared distance, smallest first), `IP` or `COSINE`
 * (largest first), `topk` hits with the output fields), DropCollection and ShowCollections. Other
 * RPCs answer gRPC UNIMPLEMENTED. Filter expressions: none (n8n's Milvus node sends none); a
 * non-empty one is refused. Ties keep the insertion order, so every run answers the same.
 *
 * With `users` set ({ name: password }), gRPC calls must carry `authorization: base64(user:pass)`
 * and REST calls `Authorization: Bearer user:pass`.
 *
 *   start({ port?, seed?, users?, log? }) → { url, port, state, close() }
 *   node milvus-fake.mjs [--port 19530] [--seed seed.json] [--log requests.jsonl]
 *
 * A seed: `{ users?, collections: [{ name, fields: [{ name, data_type, is_primary_key?, autoID?,
 * type_params?: { dim?, max_length? } }], rows?: [{ field: value }], index?: { field_name,
 * metric_type }, loaded? }] }`.
 */
import { createServer as createNetServer, connect as netConnect } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');
const protobuf = require('protobufjs');
const milvusJson = require('@zilliz/milvus2-sdk-node/dist/milvus/proto-json/milvus.js').default;

const LOADER = { keepCase: true, longs: String, enums: String, defaults: true, oneofs: true };
const root = protobuf.Root.fromJSON(milvusJson);
const CollectionSchema = root.lookupType('milvus.proto.schema.CollectionSchema');
const PlaceholderGroup = root.lookupType('milvus.proto.common.PlaceholderGroup');
const service = grpc.loadPackageDefinition(protoLoader.fromJSON(milvusJson, LOADER)).milvus.proto.milvus.MilvusService
  .service;

const OK = { error_code: 'Success', reason: '', code: 0 };
const fail = (error_code, code, reason) => ({ error_code, reason, code });
const notFound = (name) =>
  fail('CollectionNotExists', 100, `can't find collection[database=default][collection=${name}]`);
const invalid = (reason) => fail('IllegalArgument', 1100, `${reason}: invalid parameter`);
const FIRST_ID = 460000000000000000n;

/** Parameters of a field (`type_params` as key/value pairs or an object) as an object. */
function paramsOf(field) {
  const p = field.type_params ?? [];
  if (Array.isArray(p)) return Object.fromEntries(p.map((kv) => [kv.key, kv.value]));
  return { ...p };
}
const kv = (o) => Object.entries(o).map(([key, value]) => ({ key, value: String(value) }));

/** A field as the fake keeps it. */
function fieldOf(f) {
  const params = paramsOf(f);
  return {
    name: f.name,
    description: f.description ?? '',
    data_type: f.data_type,
    is_primary_key: !!f.is_primary_key,
    autoID: !!f.autoID,
    params,
  };
}

/** A collection's rows as one FieldData column per output field. */
function column(field, values) {
  switch (field.data_type) {
    case 'FloatVector': {
      const dim = Number(field.params.dim);
      return { type: 'FloatVector', field_name: field.name, vectors: { dim, float_vector: { data: values.flat() } } };
    }
    case 'Int64':
      return { type: 'Int64', field_name: field.name, scalars: { long_data: { data: values.map(String) } } };
    case 'Float':
      return { type: 'Float', field_name: field.name, scalars: { float_data: { data: values } } };
    case 'Double':
      return { type: 'Double', field_name: field.name, scalars: { double_data: { data: values } } };
    case 'Bool':
      return { type: 'Bool', field_name: field.name, scalars: { bool_data: { data: values } } };
    default:
      return { type: field.data_type, field_name: field.name, scalars: { string_data: { data: values.map(String) } } };
  }
}

/** The values of a FieldData column sent by the SDK. */
function valuesOf(fd) {
  if (fd.vectors) {
    const dim = Number(fd.vectors.dim);
    const flat = fd.vectors.float_vector?.data ?? [];
    const out = [];
    for (let i = 0; i < flat.length; i += dim) out.push(flat.slice(i, i + dim));
    return { dim, values: out };
  }
  const s = fd.scalars ?? {};
  const key = s.data ?? Object.keys(s).find((k) => s[k] && k !== 'data');
  const values = s[key]?.data ?? [];
  return { values: key === 'long_data' ? values.map(String) : values };
}

function score(metric, a, b) {
  let dot = 0;
  let na = 0;
  let nb = 0;
  let l2 = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
    l2 += (a[i] - b[i]) ** 2;
  }
  if (metric === 'L2') return l2;
  if (metric === 'IP') return dot;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** The in-memory Milvus and its RPC handlers. */
export function createMilvusFake(options = {}) {
  const seed = options.seed ?? {};
  const state = {
    users: options.users ?? seed.users,
    /** Every call: `{ method, request }` (Connect's local time left out). */
    requests: [],
    collections: new Map(),
    nextId: FIRST_ID,
    addCollection(spec) {
      const fields = spec.fields.map(fieldOf);
      const c = {
        name: spec.name,
        id: String(1000 + state.collections.size),
        fields,
        rows: [],
        index: spec.index ? { ...spec.index } : undefined,
        loaded: !!spec.loaded,
      };
      for (const row of spec.rows ?? []) {
        const r = { ...row };
        const pk = fields.find((f) => f.is_primary_key);
        if (pk?.autoID && r[pk.name] === undefined) r[pk.name] = String(state.nextId++);
        c.rows.push(r);
      }
      state.collections.set(spec.name, c);
      return c;
    },
  };
  for (const spec of seed.collections ?? []) state.addCollection(spec);

  const log = (method, request) => {
    const entry = { method, request };
    state.requests.push(entry);
    if (options.log) appendFileSync(options.log, JSON.stringify({ ...entry, at: Date.now() }) + '\n');
  };

  const authorized = (call) => {
    if (!state.users) return true;
    const header = call.metadata.get('authorization')[0];
    if (typeof header !== 'string') return false;
    const [user, ...rest] = Buffer.from(header, 'base64').toString('utf8').split(':');
    return state.users[user] !== undefined && state.users[user] === rest.join(':');
  };

  const handlers = {
    Connect: () => ({
      status: OK,
      server_info: { build_tags: 'v2.6.17', build_time: '', git_commit: '', go_version: '', deploy_mode: 'STANDALONE' },
      identifier: '1',
    }),
    DescribeCollection: (req) => {
      const c = state.collections.get(req.collection_name);
      if (!c) return { status: notFound(req.collection_name) };
      return {
        status: OK,
        schema: {
          name: c.name,
          description: '',
          autoID: c.fields.some((f) => f.autoID),
          fields: c.fields.map((f, i) => ({
            fieldID: String(100 + i),
            name: f.name,
            is_primary_key: f.is_primary_key,
            description: f.description,
            data_type: f.data_type,
            type_params: kv(f.params),
            autoID: f.autoID,
          })),
        },
        collectionID: c.id,
        collection_name: c.name,
        consistency_level: 'Bounded',
        db_name: 'default',
        shards_num: 1,
        num_partitions: '1',
        properties: [],
      };
    },
    CreateCollection: (req) => {
      if (state.collections.has(req.collection_name)) {
        return fail('IllegalArgument', 1100, `collection already exists[collection=${req.collection_name}]`);
      }
      const schema = CollectionSchema.toObject(CollectionSchema.decode(req.schema), { enums: String, longs: String });
      state.addCollection({ name: req.collection_name, fields: schema.fields ?? [] });
      return OK;
    },
    CreateIndex: (req) => {
      const c = state.collections.get(req.collection_name);
      if (!c) return notFound(req.collection_name);
      const params = Object.fromEntries((req.extra_params ?? []).map((p) => [p.key, p.value]));
      c.index = { field_name: req.field_name, ...params };
      return OK;
    },
    DescribeIndex: (req) => {
      const c = state.collections.get(req.collection_name);
      if (!c) return { status: notFound(req.collection_name), index_descriptions: [] };
      if (!c.index) return { status: fail('IndexNotExist', 700, 'index not found'), index_descriptions: [] };
      return {
        status: OK,
        index_descriptions: [
          { field_name: c.index.field_name, index_name: c.index.field_name, params: kv(c.index), state: 'Finished' },
        ],
      };
    },
    LoadCollection: (req) => {
      const c = state.collections.get(req.collection_name);
      if (!c) return notFound(req.collection_name);
      if (!c.index) return fail('IndexNotExist', 700, `index not found[collection=${req.collection_name}]`);
      c.loaded = true;
      return OK;
    },
    GetLoadingProgress: (req) => {
      const c = state.collections.get(req.collection_name);
      if (!c) return { status: notFound(req.collection_name), progress: '0' };
      return { status: OK, progress: c.loaded ? '100' : '0', refresh_progress: '0' };
    },
    GetLoadState: (req) => {
      const c = state.collections.get(req.collection_name);
      if (!c) return { status: notFound(req.collection_name) };
      return { status: OK, state: c.loaded ? 'LoadStateLoaded' : 'LoadStateNotLoad' };
    },
    Insert: (req) => {
      const c = state.collections.get(req.collection_name);
      const none = { IDs: { int_id: { data: [] } }, succ_index: [], err_index: [], insert_cnt: '0' };
      if (!c) return { status: notFound(req.collection_name), ...none };
      const n = Number(req.num_rows) || 0;
      const rows = Array.from({ length: n }, () => ({}));
      for (const fd of req.fields_data ?? []) {
        const field = c.fields.find((f) => f.name === fd.field_name);
        if (!field) return { status: invalid(`field ${fd.field_name} does not exist in the collection`), ...none };
        const { dim, values } = valuesOf(fd);
        if (field.data_type === 'FloatVector' && dim !== Number(field.params.dim)) {
          const reason = `the dim (${dim}) of field data(${field.name}) is not equal to schema dim (${field.params.dim})`;
          return { status: invalid(reason), ...none };
        }
        if (values.length !== n) {
          const reason = `the num_rows (${values.length}) of field (${field.name}) is not equal to passed num_rows (${n})`;
          return {
            status: fail(
              'IllegalArgument',
              1100,
              `${reason}: invalid parameter[expected=${n}][actual=${values.length}]`,
            ),
            ...none,
          };
        }
        if (field.data_type === 'VarChar') {
          const max = Number(field.params.max_length);
          const at = values.findIndex((v) => Buffer.byteLength(String(v)) > max);
          if (at !== -1) {
            const length = Buffer.byteLength(String(values[at]));
            const reason = `length of varchar field ${field.name} exceeds max length, row number: ${at}, length: ${length}, max length: ${max}`;
            return { status: invalid(reason), ...none };
          }
        }
        values.forEach((v, i) => {
          if (rows[i]) rows[i][field.name] = v;
        });
      }
      const pk = c.fields.find((f) => f.is_primary_key);
      const ids = rows.map((r) => {
        if (pk?.autoID) r[pk.name] = String(state.nextId++);
        return String(r[pk?.name ?? ''] ?? '');
      });
      c.rows.push(...rows);
      const IDs = pk?.data_type === 'Int64' ? { int_id: { data: ids } } : { str_id: { data: ids } };
      return { status: OK, IDs, succ_index: rows.map((_, i) => i), err_index: [], insert_cnt: String(n) };
    },
    Flush: (req) => {
      const coll_segIDs = {};
      for (const name of req.collection_names ?? []) coll_segIDs[name] = { data: ['1'] };
      return { status: OK, db_name: 'default', coll_segIDs, flush_coll_segIDs: {}, coll_seal_times: {} };
    },
    GetFlushState: () => ({ status: OK, flushed: true }),
    Search: (req) => {
      const empty = {
        num_queries: '0',
        top_k: '0',
        fields_data: [],
        scores: [],
        ids: {},
        topks: [],
        output_fields: [],
      };
      const c = state.collections.get(req.collection_name);
      if (!c) return { status: notFound(req.collection_name), results: empty };
      if (!c.loaded)
        return { status: fail('UnexpectedError', 101, `collection not loaded[collection=${c.id}]`), results: empty };
      if ((req.dsl ?? '').trim() !== '')
        return { status: invalid(`the fake takes no filter expression: ${req.dsl}`), results: empty };
      const params = Object.fromEntries((req.search_params ?? []).map((p) => [p.key, p.value]));
      const anns =
        c.fields.find((f) => f.name === params.anns_field) ?? c.fields.find((f) => f.data_type === 'FloatVector');
      const metric = params.metric_type || c.index?.metric_type || 'COSINE';
      if (c.index?.metric_type && params.metric_type && c.index.metric_type !== params.metric_type) {
        const reason = `metric type not match: expected=${c.index.metric_type}, actual=${params.metric_type}`;
        return { status: invalid(reason), results: empty };
      }
      const topk = Number(params.topk ?? params.limit ?? 10);
      const group = PlaceholderGroup.decode(req.placeholder_group);
      const queries = group.placeholders[0].values.map((bytes) => {
        const buf = Buffer.from(bytes);
        return Array.from({ length: buf.length / 4 }, (_, i) => buf.readFloatLE(i * 4));
      });
      const dim = Number(anns.params.dim);
      if (queries.some((q) => q.length !== dim)) {
        const reason = `vector dimension mismatch, expected vector size(byte) ${dim * 4}, actual ${queries[0].length * 4}`;
        return { status: invalid(reason), results: empty };
      }
      const outputs = (req.output_fields ?? []).map((name) => c.fields.find((f) => f.name === name)).filter(Boolean);
      const pk = c.fields.find((f) => f.is_primary_key);
      const hits = [];
      const topks = [];
      for (const q of queries) {
        const scored = c.rows.map((row, i) => ({ row, i, s: score(metric, q, row[anns.name]) }));
        scored.sort((a, b) => (metric === 'L2' ? a.s - b.s : b.s - a.s) || a.i - b.i);
        const top = scored.slice(0, topk);
        topks.push(String(top.length));
        hits.push(...top);
      }
      const ids = hits.map((h) => String(h.row[pk.name]));
      return {
        status: OK,
        results: {
          num_queries: String(queries.length),
          top_k: String(topk),
          fields_data: outputs.map((f) =>
            column(
              f,
              hits.map((h) => h.row[f.name]),
            ),
          ),
          scores: hits.map((h) => h.s),
          ids: pk.data_type === 'Int64' ? { int_id: { data: ids } } : { str_id: { data: ids } },
          topks,
          output_fields: outputs.map((f) => f.name),
          primary_field_name: pk.name,
        },
        collection_name: c.name,
      };
    },
    DropCollection: (req) => {
      if (!state.collections.delete(req.collection_name)) return notFound(req.collection_name);
      return OK;
    },
    ShowCollections: () => {
      const list = [...state.collections.values()];
      return {
        status: OK,
        collection_names: list.map((c) => c.name),
        collection_ids: list.map((c) => c.id),
        created_timestamps: list.map(() => '0'),
        created_utc_timestamps: list.map(() => '0'),
        inMemory_percentages: list.map((c) => (c.loaded ? '100' : '0')),
        query_service_available: list.map(() => true),
      };
    },
  };

  /** Every RPC of the service: the handled ones answered, the others UNIMPLEMENTED. */
  const implementation = {};
  for (const name of Object.keys(service)) {
    const method = name;
    implementation[name] = (call, callback) => {
      const request = { ...call.request };
      if (method === 'Connect') delete request.client_info;
      if (method === 'CreateCollection' && request.schema) {
        request.schema = CollectionSchema.toObject(CollectionSchema.decode(call.request.schema), {
          enums: String,
          longs: String,
        });
      }
      if (method === 'Search' && request.placeholder_group) request.placeholder_group = '<vectors>';
      log(method, request);
      if (!authorized(call)) {
        callback({
          code: grpc.status.UNAUTHENTICATED,
          details: 'auth check failure, please check username and password are correct',
        });
        return;
      }
      const handler = handlers[method];
      if (!handler) {
        callback({ code: grpc.status.UNIMPLEMENTED, details: `the Milvus fake does not implement ${method}` });
        return;
      }
      try {
        callback(null, handler(call.request));
      } catch (e) {
        callback({ code: grpc.status.INTERNAL, details: String(e?.stack ?? e) });
      }
    };
  }

  /** RESTful v1: the collection list (n8n's credential test). */
  const rest = (req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://x');
    log(`REST ${req.method} ${url.pathname}`, { authorization: req.headers.authorization ?? null });
    if (state.users) {
      const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      const [user, ...rest] = token.split(':');
      if (state.users[user] === undefined || state.users[user] !== rest.join(':')) {
        send(401, { code: 1800, message: "user hasn't authenticated" });
        return;
      }
    }
    if (req.method === 'GET' && url.pathname === '/v1/vector/collections') {
      send(200, { code: 200, data: [...state.collections.keys()] });
      return;
    }
    send(404, { code: 404, message: '404 page not found' });
  };

  return { state, implementation, rest };
}

/**
 * Serves the fake on one loopback port: HTTP/2 connections (gRPC) go to the gRPC server, others
 * to the REST handler, as Milvus multiplexes its port.
 */
export async function start(options = {}) {
  const fake = createMilvusFake(options);
  const server = new grpc.Server();
  server.addService(service, fake.implementation);
  const grpcPort = await new Promise((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
  );
  const http = createHttpServer(fake.rest);
  const sockets = new Set();
  const front = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (chunk) => {
      socket.pause();
      if (chunk.subarray(0, 3).toString() === 'PRI') {
        const back = netConnect(grpcPort, '127.0.0.1', () => {
          back.write(chunk);
          socket.pipe(back).pipe(socket);
          socket.resume();
        });
        sockets.add(back);
        back.on('close', () => {
          sockets.delete(back);
          socket.destroy();
        });
        back.on('error', () => socket.destroy());
        socket.on('error', () => back.destroy());
        socket.on('close', () => back.destroy());
      } else {
        socket.unshift(chunk);
        http.emit('connection', socket);
        socket.resume();
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise((resolve) => front.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = front.address().port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    state: fake.state,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => front.close(() => resolve()));
      server.forceShutdown();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const seedFile = arg('seed');
  const seed = seedFile ? JSON.parse(readFileSync(seedFile, 'utf8')) : {};
  const fake = await start({ port: Number(arg('port') ?? 19530), seed, log: arg('log') });
  console.log(`listening ${fake.port}`);
}
