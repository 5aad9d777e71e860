/**
 * A loopback fake of Google Sheets API v4 and the Drive v3 endpoints the Sheets nodes use, over
 * in-memory spreadsheets, following Google's documented contract (paths, query parameters, JSON
 * shapes, `{ error: { code, message, status } }` answers):
 *
 * - `GET /v4/spreadsheets/{id}` (`fields=sheets.properties` narrows the answer), `POST /v4/spreadsheets`
 * - `POST /v4/spreadsheets/{id}:batchUpdate` with addSheet, deleteSheet, deleteDimension, appendDimension
 * - `GET /v4/spreadsheets/{id}/values/{range}` (valueRenderOption, dateTimeRenderOption)
 * - `PUT …/values/{range}`, `POST …/values/{range}:append` (valueInputOption, insertDataOption),
 *   `POST …/values/{range}:clear`, `POST …/values:batchUpdate`
 * - Drive: `GET /drive/v3/files` (q with `name contains` and `mimeType =`, pageSize, pageToken),
 *   `DELETE /drive/v3/files/{id}`, `GET /drive/v3/files/{id}/revisions` (each write makes a
 *   revision) and the revisions' XLSX export links (`/spreadsheets/export?id=…&revision=…`)
 * - `POST /token`: a service account's signed JWT (RS256) checked against `state.publicKey` when set.
 *
 * Options: `publicKey`, `keptRevisions` (how many recent revisions keep their content; 20 by default).
 *
 * Every request is recorded in `state.requests` ({ method, path, query, body, auth }). Tokens:
 * `Bearer expired` answers 401; `state.failNext` (a list of status codes) fails the next calls.
 * Grids hold typed values: USER_ENTERED turns numeric text into numbers and TRUE/FALSE into booleans,
 * RAW keeps what was sent; FORMATTED_VALUE renders every cell as text.
 */
import { createServer } from 'node:http';
import { createVerify } from 'node:crypto';
import * as XLSX from '@e965/xlsx';

const SHEET_MIME = 'application/vnd.google-apps.spreadsheet';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Column letters (A, Z, AA) to a 0-based index. */
export function columnIndex(letters) {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** A 0-based column index to letters. */
export function columnLetters(index) {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function apiError(code, message, status) {
  return { status: code, body: { error: { code, message, status } } };
}

/** Splits an A1 range into its sheet title and its cells part. */
function splitRange(range) {
  const bang = range.lastIndexOf('!');
  let title = bang === -1 ? range : range.slice(0, bang);
  const cells = bang === -1 ? '' : range.slice(bang + 1);
  if (title.startsWith("'") && title.endsWith("'") && title.length >= 2) title = title.slice(1, -1).replace(/''/g, "'");
  return { title, cells };
}

/** The cells part as 0-based bounds (`r1`/`c1` inclusive, Infinity when open). */
function parseCells(cells) {
  if (!cells) return { r0: 0, r1: Infinity, c0: 0, c1: Infinity };
  const [a, b] = cells.split(':');
  const part = (s) => {
    const m = /^([A-Za-z]*)(\d*)$/.exec(s ?? '');
    if (!m || (!m[1] && !m[2])) return undefined;
    return { c: m[1] ? columnIndex(m[1]) : undefined, r: m[2] ? Number(m[2]) - 1 : undefined };
  };
  const start = part(a);
  if (!start) return undefined;
  const end = b === undefined ? start : part(b);
  if (!end) return undefined;
  return { r0: start.r ?? 0, r1: end.r ?? Infinity, c0: start.c ?? 0, c1: end.c ?? Infinity };
}

function typedInput(value, option) {
  if (option !== 'USER_ENTERED' || typeof value !== 'string') return value;
  if (/^-?\d+(\.\d+)?$/.test(value.trim()) && value.trim() !== '') return Number(value);
  if (value === 'TRUE' || value === 'true') return true;
  if (value === 'FALSE' || value === 'false') return false;
  return value;
}

function rendered(value, render) {
  if (value === undefined || value === null) return '';
  if (render === 'FORMATTED_VALUE') {
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    return String(value);
  }
  return value;
}

/** Makes a fake over fresh state. */
export function createSheetsFake(options = {}) {
  const state = {
    spreadsheets: new Map(),
    requests: [],
    failNext: [],
    publicKey: options.publicKey,
    nextId: 1,
    /** Where export links point (Google's documents origin; tests map it to the fake). */
    exportOrigin: 'https://docs.google.com',
    /** How many recent revisions keep their content for export (0: none, for benchmarks). */
    keptRevisions: options.keptRevisions ?? 20,
  };

  function snapshot(doc) {
    return doc.sheets.map((s) => ({ title: s.properties.title, rows: s.rows.map((r) => [...r]) }));
  }

  /** Each change makes a revision; its content is kept for the last `keptRevisions` only (Google also drops old ones). */
  function revise(doc) {
    doc.revisions.push({ id: String(doc.revisions.length + 1), sheets: state.keptRevisions > 0 ? snapshot(doc) : undefined });
    const old = doc.revisions.length - 1 - state.keptRevisions;
    if (old >= 0 && doc.revisions[old]) doc.revisions[old].sheets = undefined;
  }

  /** Adds a spreadsheet: `sheets` maps titles to rows (arrays of values); answers its id. */
  function addSpreadsheet({ id, title = 'Untitled spreadsheet', sheets = { Sheet1: [] }, gridRows = 1000, gridColumns = 26 } = {}) {
    const spreadsheetId = id ?? `sheet${String(state.nextId++).padStart(3, '0')}-abcdefghijklmnopqrstuvwxyz`;
    const doc = { spreadsheetId, properties: { title, locale: 'en_US', autoRecalc: 'ON_CHANGE', timeZone: 'Etc/GMT' }, sheets: [], revisions: [], nextSheetId: 1 };
    let index = 0;
    for (const [name, rows] of Object.entries(sheets)) {
      const sheetId = index === 0 ? 0 : 1000 + index;
      doc.sheets.push({ properties: { sheetId, title: name, index, sheetType: 'GRID', gridProperties: { rowCount: Math.max(gridRows, rows.length), columnCount: gridColumns } }, rows: rows.map((r) => [...r]) });
      index++;
    }
    state.spreadsheets.set(spreadsheetId, doc);
    revise(doc);
    return spreadsheetId;
  }

  /** The rows of a sheet as stored (typed values). */
  function rowsOf(spreadsheetId, title) {
    return state.spreadsheets.get(spreadsheetId)?.sheets.find((s) => s.properties.title === title)?.rows;
  }

  /** Replaces a sheet's rows as an edit in the browser would, making a new revision. */
  function setRows(spreadsheetId, title, rows) {
    const doc = state.spreadsheets.get(spreadsheetId);
    const sheet = doc?.sheets.find((s) => s.properties.title === title);
    if (!sheet) throw new Error(`no sheet ${title} in ${spreadsheetId}`);
    sheet.rows = rows.map((r) => [...r]);
    revise(doc);
  }

  function sheetOf(doc, range) {
    const { title, cells } = splitRange(range);
    const sheet = doc.sheets.find((s) => s.properties.title === title) ?? (cells === '' ? undefined : undefined);
    const bounds = parseCells(cells);
    if (!sheet || !bounds) {
      // A range without "!" may be only cells of the first sheet, as Google reads it.
      if (!range.includes('!')) {
        const first = doc.sheets[0];
        const b = parseCells(range);
        if (first && b && /^[A-Za-z]*\d*(:[A-Za-z]*\d*)?$/.test(range)) return { sheet: first, bounds: b };
      }
      return undefined;
    }
    return { sheet, bounds };
  }

  function a1(sheet, r0, c0, r1, c1) {
    const t = sheet.properties.title;
    const quoted = /^[A-Za-z0-9_]+$/.test(t) ? t : `'${t.replace(/'/g, "''")}'`;
    return `${quoted}!${columnLetters(c0)}${r0 + 1}:${columnLetters(c1)}${r1 + 1}`;
  }

  function read(sheet, bounds, render) {
    const out = [];
    const lastRow = Math.min(bounds.r1, sheet.rows.length - 1);
    for (let r = bounds.r0; r <= lastRow; r++) {
      const row = sheet.rows[r] ?? [];
      const cells = [];
      const lastCol = Math.min(bounds.c1, row.length - 1);
      for (let c = bounds.c0; c <= lastCol; c++) cells.push(rendered(row[c], render));
      while (cells.length && cells[cells.length - 1] === '') cells.pop();
      out.push(cells);
    }
    while (out.length && out[out.length - 1].length === 0) out.pop();
    return out;
  }

  function write(sheet, r0, c0, values, inputOption) {
    let maxCols = 0;
    values.forEach((rowValues, i) => {
      const r = r0 + i;
      while (sheet.rows.length <= r) sheet.rows.push([]);
      const row = sheet.rows[r];
      (rowValues ?? []).forEach((v, j) => {
        if (v === null || v === undefined) return; // null leaves the cell as it is
        while (row.length < c0 + j) row.push('');
        row[c0 + j] = typedInput(v, inputOption);
      });
      // An empty string leaves an empty cell, which Google does not return at the end of a row.
      while (row.length && row[row.length - 1] === '') row.pop();
      maxCols = Math.max(maxCols, (rowValues ?? []).length);
    });
    const grid = sheet.properties.gridProperties;
    grid.rowCount = Math.max(grid.rowCount, r0 + values.length);
    grid.columnCount = Math.max(grid.columnCount, c0 + maxCols);
    return { updatedRange: a1(sheet, r0, c0, r0 + Math.max(values.length, 1) - 1, c0 + Math.max(maxCols, 1) - 1), updatedRows: values.length, updatedColumns: maxCols, updatedCells: values.reduce((n, r) => n + (r ?? []).length, 0) };
  }

  function lastDataRow(sheet, r0, r1, c0, c1) {
    let last = -1;
    for (let r = r0; r <= Math.min(r1, sheet.rows.length - 1); r++) {
      const row = sheet.rows[r] ?? [];
      for (let c = c0; c <= Math.min(c1, row.length - 1); c++) if (row[c] !== '' && row[c] !== undefined && row[c] !== null) last = r;
    }
    return last;
  }

  function values(doc, method, rangeText, query, body) {
    const located = sheetOf(doc, rangeText);
    if (!located) return apiError(400, `Unable to parse range: ${rangeText}`, 'INVALID_ARGUMENT');
    const { sheet, bounds } = located;
    const grid = sheet.properties.gridProperties;
    if (method === 'GET') {
      const render = query.get('valueRenderOption') ?? 'FORMATTED_VALUE';
      const rows = read(sheet, bounds, render);
      const c1 = bounds.c1 === Infinity ? grid.columnCount - 1 : bounds.c1;
      const r1 = bounds.r1 === Infinity ? grid.rowCount - 1 : bounds.r1;
      return { status: 200, body: { range: a1(sheet, bounds.r0, bounds.c0, r1, c1), majorDimension: 'ROWS', ...(rows.length ? { values: rows } : {}) } };
    }
    const inputOption = query.get('valueInputOption');
    if (method === 'PUT') {
      if (!inputOption) return apiError(400, "'valueInputOption' is required but not specified", 'INVALID_ARGUMENT');
      if (bounds.r0 >= grid.rowCount) return apiError(400, `Range (${rangeText}) exceeds grid limits. Max rows: ${grid.rowCount}, max columns: ${grid.columnCount}`, 'INVALID_ARGUMENT');
      const result = write(sheet, bounds.r0, bounds.c0, body.values ?? [], inputOption);
      revise(doc);
      return { status: 200, body: { spreadsheetId: doc.spreadsheetId, ...result } };
    }
    return undefined;
  }

  function valuesAction(doc, action, rangeText, query, body) {
    const located = sheetOf(doc, rangeText);
    if (!located) return apiError(400, `Unable to parse range: ${rangeText}`, 'INVALID_ARGUMENT');
    const { sheet, bounds } = located;
    if (action === 'clear') {
      for (let r = bounds.r0; r <= Math.min(bounds.r1, sheet.rows.length - 1); r++) {
        const row = sheet.rows[r];
        for (let c = bounds.c0; c <= Math.min(bounds.c1, row.length - 1); c++) row[c] = '';
        while (row.length && row[row.length - 1] === '') row.pop();
      }
      while (sheet.rows.length && sheet.rows[sheet.rows.length - 1].length === 0) sheet.rows.pop();
      revise(doc);
      return { status: 200, body: { spreadsheetId: doc.spreadsheetId, clearedRange: rangeText } };
    }
    if (action === 'append') {
      const inputOption = query.get('valueInputOption');
      if (!inputOption) return apiError(400, "'valueInputOption' is required but not specified", 'INVALID_ARGUMENT');
      const last = lastDataRow(sheet, bounds.r0, bounds.r1, bounds.c0, bounds.c1);
      const start = last === -1 ? bounds.r0 : last + 1;
      const tableEnd = last === -1 ? start : last;
      const result = write(sheet, start, bounds.c0, body.values ?? [], inputOption);
      revise(doc);
      return { status: 200, body: { spreadsheetId: doc.spreadsheetId, tableRange: a1(sheet, bounds.r0, bounds.c0, tableEnd, bounds.c0), updates: { spreadsheetId: doc.spreadsheetId, ...result } } };
    }
    return undefined;
  }

  function batchUpdate(doc, body) {
    const replies = [];
    for (const [i, request] of (body.requests ?? []).entries()) {
      const [kind] = Object.keys(request);
      const r = request[kind];
      if (kind === 'addSheet') {
        const props = r.properties ?? {};
        const title = props.title ?? `Sheet${doc.sheets.length + 1}`;
        if (doc.sheets.some((s) => s.properties.title === title)) return apiError(400, `Invalid requests[${i}].addSheet: A sheet with the name "${title}" already exists. Please enter another name.`, 'INVALID_ARGUMENT');
        const properties = { sheetId: props.sheetId || 100000 + doc.nextSheetId++, title, index: props.index ?? doc.sheets.length, sheetType: 'GRID', gridProperties: { rowCount: 1000, columnCount: 26, ...(props.gridProperties ?? {}) } };
        for (const key of ['hidden', 'rightToLeft', 'tabColor']) if (props[key] !== undefined) properties[key] = props[key];
        doc.sheets.push({ properties, rows: [] });
        replies.push({ addSheet: { properties } });
      } else if (kind === 'deleteSheet') {
        const idx = doc.sheets.findIndex((s) => String(s.properties.sheetId) === String(r.sheetId));
        if (idx === -1) return apiError(400, `Invalid requests[${i}].deleteSheet: No grid with id: ${r.sheetId}`, 'INVALID_ARGUMENT');
        doc.sheets.splice(idx, 1);
        replies.push({});
      } else if (kind === 'deleteDimension' || kind === 'appendDimension') {
        const sheetId = kind === 'deleteDimension' ? r.range?.sheetId : r.sheetId;
        const sheet = doc.sheets.find((s) => String(s.properties.sheetId) === String(sheetId));
        if (!sheet) return apiError(400, `Invalid requests[${i}].${kind}: No grid with id: ${sheetId}`, 'INVALID_ARGUMENT');
        const grid = sheet.properties.gridProperties;
        if (kind === 'appendDimension') {
          if (r.dimension === 'ROWS') grid.rowCount += r.length;
          else grid.columnCount += r.length;
        } else {
          const { dimension, startIndex, endIndex } = r.range;
          if (dimension === 'ROWS') {
            sheet.rows.splice(startIndex, endIndex - startIndex);
            grid.rowCount -= endIndex - startIndex;
          } else {
            for (const row of sheet.rows) row.splice(startIndex, endIndex - startIndex);
            grid.columnCount -= endIndex - startIndex;
          }
        }
        replies.push({});
      } else {
        return apiError(400, `Invalid requests[${i}]: the fake does not know "${kind}"`, 'INVALID_ARGUMENT');
      }
    }
    revise(doc);
    return { status: 200, body: { spreadsheetId: doc.spreadsheetId, replies } };
  }

  function valuesBatchUpdate(doc, body) {
    if (!body.valueInputOption) return apiError(400, "'valueInputOption' is required but not specified", 'INVALID_ARGUMENT');
    const responses = [];
    for (const entry of body.data ?? []) {
      const located = sheetOf(doc, entry.range);
      if (!located) return apiError(400, `Unable to parse range: ${entry.range}`, 'INVALID_ARGUMENT');
      responses.push({ spreadsheetId: doc.spreadsheetId, ...write(located.sheet, located.bounds.r0, located.bounds.c0, entry.values ?? [], body.valueInputOption) });
    }
    revise(doc);
    const sum = (k) => responses.reduce((n, r) => n + r[k], 0);
    return { status: 200, body: { spreadsheetId: doc.spreadsheetId, totalUpdatedRows: sum('updatedRows'), totalUpdatedColumns: sum('updatedColumns'), totalUpdatedCells: sum('updatedCells'), totalUpdatedSheets: new Set(responses.map((r) => r.updatedRange.split('!')[0])).size, responses } };
  }

  function createSpreadsheet(body) {
    const titles = (body.sheets ?? []).map((s) => s.properties?.title).filter(Boolean);
    const id = addSpreadsheet({ title: body.properties?.title || 'Untitled spreadsheet', sheets: Object.fromEntries((titles.length ? titles : ['Sheet1']).map((t) => [t, []])) });
    const doc = state.spreadsheets.get(id);
    (body.sheets ?? []).forEach((s, i) => { if (s.properties?.hidden && doc.sheets[i]) doc.sheets[i].properties.hidden = true; });
    if (body.properties?.locale) doc.properties.locale = body.properties.locale;
    if (body.properties?.autoRecalc) doc.properties.autoRecalc = body.properties.autoRecalc;
    return { status: 200, body: full(doc) };
  }

  function full(doc) {
    return { spreadsheetId: doc.spreadsheetId, properties: doc.properties, sheets: doc.sheets.map((s) => ({ properties: s.properties })), spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${doc.spreadsheetId}/edit` };
  }

  function exportRevision(doc, revisionId) {
    const revision = doc.revisions.find((r) => r.id === revisionId);
    if (!revision) return apiError(404, 'Revision not found.', 'NOT_FOUND');
    if (!revision.sheets) return apiError(410, 'The revision is no longer available.', 'FAILED_PRECONDITION');
    const book = XLSX.utils.book_new();
    for (const s of revision.sheets) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(s.rows), s.title);
    return { status: 200, raw: Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' })), type: XLSX_MIME };
  }

  function drive(method, path, query) {
    if (path === '/drive/v3/files' && method === 'GET') {
      const q = query.get('q') ?? '';
      const contains = /name contains '((?:[^'\\]|\\.)*)'/.exec(q)?.[1]?.replace(/\\'/g, "'");
      const files = [...state.spreadsheets.values()]
        .filter((d) => !q.includes('mimeType') || q.includes(SHEET_MIME))
        .filter((d) => contains === undefined || d.properties.title.toLowerCase().includes(contains.toLowerCase()))
        .map((d) => ({ id: d.spreadsheetId, name: d.properties.title, mimeType: SHEET_MIME, webViewLink: `https://docs.google.com/spreadsheets/d/${d.spreadsheetId}/edit?usp=drivesdk` }));
      const size = Number(query.get('pageSize') ?? 100);
      const from = Number(query.get('pageToken') ?? 0);
      const page = files.slice(from, from + size);
      return { status: 200, body: { files: page, ...(from + size < files.length ? { nextPageToken: String(from + size) } : {}) } };
    }
    const m = /^\/drive\/v3\/files\/([^/]+)(\/revisions)?$/.exec(path);
    if (!m) return undefined;
    const doc = state.spreadsheets.get(decodeURIComponent(m[1]));
    if (!doc) return apiError(404, `File not found: ${m[1]}.`, 'NOT_FOUND');
    if (!m[2] && method === 'DELETE') {
      state.spreadsheets.delete(doc.spreadsheetId);
      return { status: 204 };
    }
    if (m[2] && method === 'GET') {
      const size = Number(query.get('pageSize') ?? 200);
      const from = Number(query.get('pageToken') ?? 0);
      const page = doc.revisions.slice(from, from + size).map((r) => ({
        id: r.id,
        exportLinks: { [XLSX_MIME]: `${state.exportOrigin}/spreadsheets/export?id=${doc.spreadsheetId}&revision=${r.id}&exportFormat=xlsx` },
      }));
      return { status: 200, body: { revisions: page, ...(from + size < doc.revisions.length ? { nextPageToken: String(from + size) } : {}) } };
    }
    return undefined;
  }

  function token(body) {
    const assertion = new URLSearchParams(body).get('assertion') ?? '';
    const [h, c, s] = assertion.split('.');
    let claims = {};
    try {
      claims = JSON.parse(Buffer.from(c ?? '', 'base64url').toString());
    } catch {
      return { status: 400, body: { error: 'invalid_grant', error_description: 'Malformed JWT.' } };
    }
    if (state.publicKey && !createVerify('RSA-SHA256').update(`${h}.${c}`).verify(state.publicKey, Buffer.from(s ?? '', 'base64url'))) {
      return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' } };
    }
    return { status: 200, body: { access_token: `sa-${claims.iss}`, expires_in: 3600, token_type: 'Bearer', scope: claims.scope } };
  }

  function route(method, url, bodyText, auth) {
    const path = url.pathname;
    const query = url.searchParams;
    if (path === '/token' && method === 'POST') return token(bodyText);
    if (path === '/spreadsheets/export') {
      const doc = state.spreadsheets.get(query.get('id') ?? '');
      if (!doc) return apiError(404, 'File not found.', 'NOT_FOUND');
      return exportRevision(doc, query.get('revision') ?? '');
    }
    if (!auth?.startsWith('Bearer ') || auth === 'Bearer expired') return apiError(401, 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.', 'UNAUTHENTICATED');
    if (state.failNext.length) {
      const code = state.failNext.shift();
      return { ...apiError(code, code === 429 ? 'Quota exceeded for quota metric \'Write requests\'.' : 'The service is currently unavailable.', code === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE') };
    }
    let body = {};
    if (bodyText) {
      try {
        body = JSON.parse(bodyText);
      } catch {
        return apiError(400, 'Invalid JSON payload received.', 'INVALID_ARGUMENT');
      }
    }
    if (path.startsWith('/drive/v3/')) return drive(method, path, query) ?? apiError(404, 'Not Found', 'NOT_FOUND');
    if (path === '/v4/spreadsheets' && method === 'POST') return createSpreadsheet(body);
    const m = /^\/v4\/spreadsheets\/([^/:]+)(:batchUpdate)?(?:\/values(:batchUpdate)?(?:\/([^/]+?))?(?::(append|clear))?)?$/.exec(path);
    if (!m) return apiError(404, 'Not Found', 'NOT_FOUND');
    const doc = state.spreadsheets.get(decodeURIComponent(m[1]));
    if (!doc) return apiError(404, 'Requested entity was not found.', 'NOT_FOUND');
    if (m[2] && method === 'POST') return batchUpdate(doc, body);
    if (m[3] && method === 'POST') return valuesBatchUpdate(doc, body);
    if (m[4] !== undefined) {
      const range = decodeURIComponent(m[4]);
      if (m[5] && method === 'POST') return valuesAction(doc, m[5], range, query, body);
      if (!m[5]) return values(doc, method, range, query, body) ?? apiError(405, 'Method not allowed', 'INVALID_ARGUMENT');
    }
    if (!m[2] && !m[3] && m[4] === undefined && method === 'GET') {
      const answer = full(doc);
      const fields = query.get('fields');
      return { status: 200, body: fields && fields.trim() === 'sheets.properties' ? { sheets: answer.sheets } : answer };
    }
    return apiError(404, 'Not Found', 'NOT_FOUND');
  }

  /** Answers a request when it is one of this fake's; false otherwise. */
  function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const known = url.pathname === '/token' || url.pathname.startsWith('/v4/spreadsheets') || url.pathname.startsWith('/drive/v3/files') || url.pathname === '/spreadsheets/export';
    if (!known) return false;
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const bodyText = Buffer.concat(chunks).toString('utf8');
      const method = req.method ?? 'GET';
      let parsed;
      try {
        parsed = bodyText && (req.headers['content-type'] ?? '').includes('json') ? JSON.parse(bodyText) : bodyText || undefined;
      } catch {
        parsed = bodyText;
      }
      state.requests.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: parsed, auth: req.headers.authorization });
      const answer = route(method, url, bodyText, req.headers.authorization);
      if (answer.raw) {
        res.writeHead(answer.status, { 'content-type': answer.type });
        res.end(answer.raw);
      } else if (answer.status === 204) {
        res.writeHead(204);
        res.end();
      } else {
        res.writeHead(answer.status, { 'content-type': 'application/json; charset=UTF-8' });
        res.end(JSON.stringify(answer.body));
      }
    });
    return true;
  }

  return { handle, state, addSpreadsheet, rowsOf, setRows };
}

/** Serves a fresh fake on 127.0.0.1 (a free port); answers the fake, its origin and `close()`. */
export async function start(options = {}) {
  const fake = createSheetsFake(options);
  const server = createServer((req, res) => {
    if (!fake.handle(req, res)) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } }));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { ...fake, origin, server, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
