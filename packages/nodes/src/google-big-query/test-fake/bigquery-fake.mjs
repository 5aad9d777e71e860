/**
 * A loopback BigQuery REST API v2 (https://cloud.google.com/bigquery/docs/reference/rest) over
 * in-memory state, for tests and for recording n8n. Paths are Google's, under `/bigquery/v2`:
 *
 * - `GET /projects` (projects.list), `GET /projects/{p}/datasets` (datasets.list),
 *   `GET /projects/{p}/datasets/{d}/tables` (tables.list), `GET …/tables/{t}` (tables.get, with the schema);
 * - `GET …/tables/{t}/data` (tabledata.list: `maxResults`, `pageToken`, `selectedFields`, `startIndex`);
 * - `POST …/tables/{t}/insertAll` (tabledata.insertAll: rows checked against the schema, unknown
 *   fields refused unless `ignoreUnknownValues`, the other rows `stopped` unless `skipInvalidRows`);
 * - `POST /projects/{p}/jobs` (jobs.insert of a query job) and `GET /projects/{p}/queries/{jobId}`
 *   (jobs.getQueryResults: `maxResults`, `pageToken`, `location`, `timeoutMs`).
 *
 * The fake runs no SQL. A query is answered from the seed's `queries` (matched on its text, blanks
 * collapsed), or, for `SELECT * FROM dataset.table` (optionally `project.dataset.table`, backquoted,
 * with `LIMIT n`), from the table's rows. Any other query fails as BigQuery fails a query it cannot
 * run: the job is done with an `errorResult`, and its results answer 400 `invalidQuery`.
 *
 * Cells are encoded as BigQuery encodes them: `{f: [{v}]}`, every scalar a string (timestamps as
 * seconds in scientific notation as seeded), `null` for no value, records as nested `{f}`, repeated
 * fields as `[{v}]`. Requests need `Authorization: Bearer …` (anything else is 401); errors have
 * Google's shape (`{error: {code, message, errors: [{message, domain, reason}], status}}`). `POST /token`
 * answers a service account's JWT bearer grant. Ids are counted, so two fakes given the same calls
 * answer the same.
 *
 * Seed: `{ projects?: [{ id, friendlyName? }], datasets?: [{ projectId, datasetId }],
 * tables?: [{ projectId, datasetId, tableId, schema: { fields }, rows?: [{ column: value }] }],
 * queries?: [{ query, schema?, rows?, pending?: n polls before done, numDmlAffectedRows?, error?: message,
 * errors?: [message] (a done job that still reports errors) }] }`.
 */
import { createServer } from 'node:http';

class Refusal extends Error {
  constructor(status, message, reason, statusText) {
    super(message);
    this.status = status;
    this.reason = reason;
    this.statusText = statusText;
  }
}
const notFound = (message) => new Refusal(404, message, 'notFound', 'NOT_FOUND');
const invalid = (message, reason = 'invalid') => new Refusal(400, message, reason, 'INVALID_ARGUMENT');
const clone = (v) => JSON.parse(JSON.stringify(v));
const squash = (q) =>
  String(q ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/;$/, '');

/** One value as BigQuery's REST API encodes it. */
function encode(field, value) {
  if (value === null || value === undefined) return null;
  if (field.mode === 'REPEATED')
    return (Array.isArray(value) ? value : [value]).map((x) => ({ v: encodeOne(field, x) }));
  return encodeOne(field, value);
}
function encodeOne(field, value) {
  if (value === null || value === undefined) return null;
  if (field.type === 'RECORD' || field.type === 'STRUCT')
    return { f: (field.fields ?? []).map((f) => ({ v: encode(f, value[f.name]) })) };
  if (field.type === 'JSON') return typeof value === 'string' ? value : JSON.stringify(value);
  return String(value);
}
const encodeRow = (fields, row) => ({ f: fields.map((f) => ({ v: encode(f, row[f.name]) })) });

export function createBigQueryFake(seed = {}) {
  let counter = 0;
  const state = {
    projects: clone(seed.projects ?? [{ id: 'weft-project', friendlyName: 'Weft Project' }]),
    datasets: clone(seed.datasets ?? []),
    tables: clone(seed.tables ?? []).map((t) => ({ rows: [], ...t })),
    queries: clone(seed.queries ?? []),
    jobs: new Map(),
    calls: [],
  };
  const etag = () => `"etag${++counter}"`;
  const findTable = (p, d, t) => {
    if (!state.projects.some((x) => x.id === p)) throw notFound(`Not found: Project ${p}`);
    if (!state.datasets.some((x) => x.projectId === p && x.datasetId === d))
      throw notFound(`Not found: Dataset ${p}:${d}`);
    const table = state.tables.find((x) => x.projectId === p && x.datasetId === d && x.tableId === t);
    if (!table) throw notFound(`Not found: Table ${p}:${d}.${t}`);
    return table;
  };
  const tableRef = (t) => ({ projectId: t.projectId, datasetId: t.datasetId, tableId: t.tableId });
  const page = (rows, query, size) => {
    const start = Number(query.get('pageToken') ?? query.get('startIndex') ?? 0);
    const max = Number(query.get('maxResults') ?? size);
    const slice = rows.slice(start, start + max);
    return { slice, next: start + max < rows.length ? String(start + max) : undefined };
  };

  /** What a query answers: `{schema, rows}` (rows as objects), or a DML count, or an error. */
  function resolveQuery(projectId, config) {
    const text = squash(config.query);
    const known = state.queries.find((q) => squash(q.query) === text);
    if (known) return known;
    const m = /^SELECT \* FROM `?(?:([\w-]+)[.:])?(\w+)\.(\w+)`?(?: LIMIT (\d+))?$/i.exec(text);
    if (m) {
      const p = m[1] ?? projectId;
      const table = state.tables.find((x) => x.projectId === p && x.datasetId === m[2] && x.tableId === m[3]);
      if (!table)
        return {
          error: `Not found: Table ${p}:${m[2]}.${m[3]} was not found in location US`,
          status: 404,
          reason: 'notFound',
        };
      const rows = m[4] === undefined ? table.rows : table.rows.slice(0, Number(m[4]));
      return { schema: table.schema, rows };
    }
    const word = text.split(' ')[0] ?? '';
    return { error: `Syntax error: Unexpected identifier "${word}" at [1:1]`, reason: 'invalidQuery' };
  }

  function route(method, parts, query, body) {
    // parts: after /bigquery/v2
    if (method === 'GET' && parts.length === 1 && parts[0] === 'projects') {
      const { slice, next } = page(state.projects, query, 50);
      return {
        kind: 'bigquery#projectList',
        etag: etag(),
        projects: slice.map((p, i) => ({
          kind: 'bigquery#project',
          id: p.id,
          numericId: String(100000 + i),
          projectReference: { projectId: p.id },
          friendlyName: p.friendlyName ?? p.id,
        })),
        ...(next ? { nextPageToken: next } : {}),
        totalItems: state.projects.length,
      };
    }
    if (parts[0] !== 'projects' || parts.length < 3) throw notFound(`Not found: URL /bigquery/v2/${parts.join('/')}`);
    const projectId = parts[1];
    if (!state.projects.some((x) => x.id === projectId)) throw notFound(`Not found: Project ${projectId}`);
    if (parts[2] === 'datasets') {
      if (parts.length === 3 && method === 'GET') {
        const all = state.datasets.filter((d) => d.projectId === projectId);
        const { slice, next } = page(all, query, 50);
        return {
          kind: 'bigquery#datasetList',
          etag: etag(),
          datasets: slice.map((d) => ({
            kind: 'bigquery#dataset',
            id: `${projectId}:${d.datasetId}`,
            datasetReference: { datasetId: d.datasetId, projectId },
            location: 'US',
          })),
          ...(next ? { nextPageToken: next } : {}),
        };
      }
      const datasetId = parts[3];
      if (!state.datasets.some((x) => x.projectId === projectId && x.datasetId === datasetId))
        throw notFound(`Not found: Dataset ${projectId}:${datasetId}`);
      if (parts.length === 5 && parts[4] === 'tables' && method === 'GET') {
        const all = state.tables.filter((t) => t.projectId === projectId && t.datasetId === datasetId);
        const { slice, next } = page(all, query, 50);
        return {
          kind: 'bigquery#tableList',
          etag: etag(),
          tables: slice.map((t) => ({
            kind: 'bigquery#table',
            id: `${projectId}:${datasetId}.${t.tableId}`,
            tableReference: tableRef(t),
            type: 'TABLE',
            creationTime: '1736150400000',
          })),
          ...(next ? { nextPageToken: next } : {}),
          totalItems: all.length,
        };
      }
      if (parts[4] !== 'tables' || parts.length < 6) throw notFound(`Not found: URL /bigquery/v2/${parts.join('/')}`);
      const table = findTable(projectId, datasetId, parts[5]);
      if (parts.length === 6 && method === 'GET')
        return {
          kind: 'bigquery#table',
          etag: etag(),
          id: `${projectId}:${datasetId}.${table.tableId}`,
          tableReference: tableRef(table),
          ...(table.schema ? { schema: clone(table.schema) } : {}),
          numBytes: '0',
          numRows: String(table.rows.length),
          creationTime: '1736150400000',
          lastModifiedTime: '1736150400000',
          type: 'TABLE',
          location: 'US',
        };
      if (parts.length === 7 && parts[6] === 'data' && method === 'GET') {
        let fields = table.schema?.fields ?? [];
        const selected = query.get('selectedFields');
        if (selected) {
          const names = selected.split(',').map((s) => s.trim());
          fields = fields.filter((f) => names.includes(f.name));
        }
        const { slice, next } = page(table.rows, query, 100000);
        return {
          kind: 'bigquery#tableDataList',
          etag: etag(),
          totalRows: String(table.rows.length),
          ...(next ? { pageToken: next } : {}),
          ...(slice.length ? { rows: slice.map((r) => encodeRow(fields, r)) } : {}),
        };
      }
      if (parts.length === 7 && parts[6] === 'insertAll' && method === 'POST') return insertAll(table, body ?? {});
    }
    if (parts[2] === 'jobs' && parts.length === 3 && method === 'POST') return insertJob(projectId, body ?? {});
    if (parts[2] === 'queries' && parts.length === 4 && method === 'GET')
      return queryResults(projectId, parts[3], query);
    throw notFound(`Not found: URL /bigquery/v2/${parts.join('/')}`);
  }

  function insertAll(table, body) {
    const fields = table.schema?.fields ?? [];
    const rows = Array.isArray(body.rows) ? body.rows : [];
    const problems = rows.map((r) => {
      const json = r?.json ?? {};
      const errors = [];
      if (!body.ignoreUnknownValues)
        for (const key of Object.keys(json))
          if (!fields.some((f) => f.name === key))
            errors.push({ reason: 'invalid', location: key, debugInfo: '', message: 'no such field: ' + key + '.' });
      for (const f of fields)
        if (f.mode === 'REQUIRED' && (json[f.name] === undefined || json[f.name] === null))
          errors.push({
            reason: 'invalid',
            location: f.name,
            debugInfo: '',
            message: `Missing required field: ${f.name}.`,
          });
      return errors;
    });
    const bad = problems.some((e) => e.length);
    const insertErrors = [];
    problems.forEach((errors, index) => {
      if (errors.length) insertErrors.push({ index, errors });
      else if (bad && !body.skipInvalidRows)
        insertErrors.push({ index, errors: [{ reason: 'stopped', location: '', debugInfo: '', message: '' }] });
      else {
        const json = rows[index].json ?? {};
        const row = {};
        for (const f of fields) if (json[f.name] !== undefined) row[f.name] = json[f.name];
        table.rows.push(row);
      }
    });
    return { kind: 'bigquery#tableDataInsertAllResponse', ...(insertErrors.length ? { insertErrors } : {}) };
  }

  function insertJob(projectId, body) {
    const config = body.configuration?.query;
    if (!config || typeof config.query !== 'string') throw invalid('Required parameter is missing: query', 'required');
    const jobId = `job_weft${String(++counter).padStart(4, '0')}`;
    const answer = resolveQuery(projectId, config);
    const location = config.location || 'US';
    const job = { jobId, projectId, location, answer, polls: Number(answer.pending ?? 0), config: clone(config) };
    state.jobs.set(jobId, job);
    const status = answer.error
      ? {
          state: 'DONE',
          errorResult: { reason: answer.reason ?? 'invalidQuery', location: 'query', message: answer.error },
          errors: [{ reason: answer.reason ?? 'invalidQuery', location: 'query', message: answer.error }],
        }
      : { state: job.polls > 0 ? 'RUNNING' : 'DONE' };
    return {
      kind: 'bigquery#job',
      etag: etag(),
      id: `${projectId}:${location}.${jobId}`,
      selfLink: `https://bigquery.googleapis.com/bigquery/v2/projects/${projectId}/jobs/${jobId}?location=${location}`,
      user_email: 'weft@weft-project.iam.gserviceaccount.com',
      configuration: {
        query: { query: config.query, priority: 'INTERACTIVE', useLegacySql: config.useLegacySql ?? true },
        jobType: 'QUERY',
      },
      jobReference: { projectId, jobId, location },
      statistics: {
        creationTime: '1736153999000',
        startTime: '1736154000000',
        query: { statementType: answer.numDmlAffectedRows !== undefined ? 'INSERT' : 'SELECT' },
      },
      status,
    };
  }

  function queryResults(projectId, jobId, query) {
    const job = state.jobs.get(jobId);
    if (!job || job.projectId !== projectId) throw notFound(`Not found: Job ${projectId}:${jobId}`);
    const { answer } = job;
    if (answer.error)
      throw new Refusal(
        answer.status ?? 400,
        answer.error,
        answer.reason ?? 'invalidQuery',
        answer.status === 404 ? 'NOT_FOUND' : 'INVALID_ARGUMENT',
      );
    const ref = { projectId, jobId, location: job.location };
    if (job.polls > 0) {
      job.polls -= 1;
      return { kind: 'bigquery#getQueryResultsResponse', etag: etag(), jobReference: ref, jobComplete: false };
    }
    const extra = Array.isArray(answer.errors)
      ? { errors: answer.errors.map((message) => ({ reason: 'invalid', location: '', message })) }
      : {};
    if (answer.numDmlAffectedRows !== undefined)
      return {
        kind: 'bigquery#getQueryResultsResponse',
        etag: etag(),
        jobReference: ref,
        totalBytesProcessed: '0',
        jobComplete: true,
        cacheHit: false,
        numDmlAffectedRows: String(answer.numDmlAffectedRows),
        ...extra,
      };
    const fields = answer.schema?.fields ?? [];
    const rows = answer.rows ?? [];
    const { slice, next } = page(rows, query, 100000);
    return {
      kind: 'bigquery#getQueryResultsResponse',
      etag: etag(),
      schema: clone(answer.schema ?? { fields: [] }),
      jobReference: ref,
      totalRows: String(rows.length),
      ...(next ? { pageToken: next } : {}),
      ...(slice.length ? { rows: slice.map((r) => encodeRow(fields, r)) } : {}),
      totalBytesProcessed: '0',
      jobComplete: true,
      cacheHit: false,
      ...extra,
    };
  }

  function send(res, status, body) {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const isToken = req.method === 'POST' && url.pathname === '/token';
    if (!isToken && !url.pathname.startsWith('/bigquery/v2/')) return false;
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (isToken) {
      send(res, 200, { access_token: 'weft-service-account-token', expires_in: 3599, token_type: 'Bearer' });
      return true;
    }
    let body;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = undefined;
    }
    const parts = url.pathname.slice('/bigquery/v2/'.length).split('/').filter(Boolean).map(decodeURIComponent);
    state.calls.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: String(req.headers.authorization ?? ''),
    });
    try {
      if (!/^Bearer \S+/.test(String(req.headers.authorization ?? '')))
        throw new Refusal(
          401,
          'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
          'required',
          'UNAUTHENTICATED',
        );
      send(res, 200, route(req.method ?? 'GET', parts, url.searchParams, body));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      send(res, error.status, {
        error: {
          code: error.status,
          message: error.message,
          errors: [{ message: error.message, domain: 'global', reason: error.reason }],
          status: error.statusText,
        },
      });
    }
    return true;
  }

  return { handle, state };
}

/** Serves a fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createBigQueryFake(seed);
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
