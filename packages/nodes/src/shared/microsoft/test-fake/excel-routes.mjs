/**
 * Excel workbooks of the fake Graph (https://learn.microsoft.com/graph/api/resources/excel):
 * workbooks are drive items (`/me/drive/items/{id}/workbook/…`) holding worksheets (a grid of cell
 * values: `usedRange`, `range(address='A1:C3')` GET / PATCH `{ values }`, `clear`) and tables
 * (columns and rows, `$top`/`$skip` pages, `rows/add`, `add`, `convertToRange`), plus workbook
 * sessions and the drive search. `state.excel.addWorkbook(name, sheets, { id })` seeds one. Ids are
 * counted by the fake (see graph-fake.mjs).
 */
const colNumber = (letters) => letters.toUpperCase().split('').reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
const colLetters = (n) => (n <= 26 ? String.fromCharCode(64 + n) : colLetters(Math.floor((n - 1) / 26)) + String.fromCharCode(64 + (((n - 1) % 26) + 1)));
function parse(address) {
  const [from, to = from] = address.replace(/^.+!/, '').split(':');
  const cell = (s) => { const m = /^([A-Z]+)(\d+)$/i.exec(s); return { col: colNumber(m[1]), row: Number(m[2]) }; };
  return { from: cell(from), to: cell(to) };
}

/** Adds the Excel routes to a fake made by createGraphFake(). */
export function installExcel(fake) {
  const { state, route, send, graphError } = fake;
  const workbooks = new Map();
  const excel = {
    workbooks,
    sessions: new Set(),
    /** A workbook named `name` with sheets `{ Sheet1: [['h1','h2'], ['a','b']] }`. */
    addWorkbook(name, sheets = { Sheet1: [] }, { id = `01WB${String(state.nextId()).padStart(8, '0')}` } = {}) {
      const wb = { id, name, webUrl: `https://contoso-my.sharepoint.com/${name}`, sheets: new Map() };
      for (const [sheetName, grid] of Object.entries(sheets)) excel.addSheet(wb, sheetName, grid);
      workbooks.set(id, wb);
      return wb;
    },
    addSheet(wb, name, grid = [], id = `{${state.uuid().toUpperCase()}}`) {
      const sheet = { id, name, position: wb.sheets.size, visibility: 'Visible', grid: grid.map((r) => [...r]), tables: new Map() };
      wb.sheets.set(id, sheet);
      return sheet;
    },
    /** A table on a sheet with `columns` and `rows`. */
    addTable(sheet, name, columns, rows = [], id = `{${state.uuid().toUpperCase()}}`) {
      const table = { id, name, showHeaders: true, columns: [...columns], rows: rows.map((r) => [...r]), address: `${sheet.name}!A1:${colLetters(columns.length)}${rows.length + 1}` };
      sheet.tables.set(id, table);
      return table;
    },
  };
  state.excel = excel;
  const reset = state.reset;
  state.reset = () => {
    reset();
    workbooks.clear();
    excel.sessions.clear();
  };

  const usedAddress = (sheet) => {
    const rows = sheet.grid.length;
    const cols = Math.max(0, ...sheet.grid.map((r) => r.length));
    return rows && cols ? `${sheet.name}!A1:${colLetters(cols)}${rows}` : `${sheet.name}!A1`;
  };
  const rangeOf = (sheet, address) => {
    const { from, to } = parse(address);
    const values = [];
    for (let r = from.row; r <= to.row; r++) {
      const row = [];
      for (let c = from.col; c <= to.col; c++) row.push(sheet.grid[r - 1]?.[c - 1] ?? '');
      values.push(row);
    }
    const a = address.replace(/^.+!/, '');
    return { '@odata.type': '#microsoft.graph.workbookRange', address: `${sheet.name}!${a.includes(':') ? a : `${a}`}`, addressLocal: `${sheet.name}!${a}`, rowCount: values.length, columnCount: values[0]?.length ?? 0, values, text: values.map((r) => r.map(String)) };
  };
  const write = (sheet, address, values) => {
    const { from } = parse(address);
    values.forEach((row, r) => row.forEach((v, c) => {
      const y = from.row - 1 + r;
      while (sheet.grid.length <= y) sheet.grid.push([]);
      const line = sheet.grid[y];
      while (line.length < from.col - 1 + c) line.push('');
      line[from.col - 1 + c] = v === null || v === undefined ? '' : v;
    }));
  };
  const page = (res, list, query) => {
    const skip = Number(query.$skip ?? 0);
    const top = Number(query.$top ?? 100);
    return send(res, 200, { value: list.slice(skip, skip + top) });
  };

  /** Resolves `me/drive/items/{wb}/workbook/worksheets/{ws}` parts, answering 404 in Graph's words. */
  function resolve(res, wbId, wsId, tableId) {
    const wb = workbooks.get(wbId);
    if (!wb) return graphError(res, 404, 'itemNotFound', 'The resource could not be found.') && null;
    if (wsId === undefined) return { wb };
    const sheet = wb.sheets.get(wsId) ?? [...wb.sheets.values()].find((s) => s.name === wsId);
    if (!sheet) return graphError(res, 404, 'ItemNotFound', 'The requested resource doesn\'t exist.') && null;
    if (tableId === undefined) return { wb, sheet };
    const table = sheet.tables.get(tableId) ?? [...sheet.tables.values()].find((t) => t.name === tableId);
    if (!table) return graphError(res, 404, 'ItemNotFound', 'The requested resource doesn\'t exist.') && null;
    return { wb, sheet, table };
  }

  const WB = 'me\\/drive\\/items\\/([^/]+)\\/workbook';
  const WS = `${WB}\\/worksheets\\/([^/]+)`;
  const TB = `${WS}\\/tables\\/([^/]+)`;

  state.searchSources.push((q) => {
    const terms = q.split(' OR ').map((t) => t.toLowerCase());
    return [...workbooks.values()].filter((w) => terms.some((t) => w.name.toLowerCase().includes(t))).map((w) => ({ id: w.id, name: w.name, webUrl: w.webUrl, file: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }));
  });
  route('POST', new RegExp(`^${WB}\\/createSession$`), ({ res, m }) => {
    if (!resolve(res, m[1])) return true;
    const id = `cluster=PUS1&session=${state.uuid()}`;
    excel.sessions.add(id);
    return send(res, 201, { id, persistChanges: true });
  });
  route('POST', new RegExp(`^${WB}\\/closeSession$`), ({ req, res }) => {
    const id = req.headers['workbook-session-id'];
    if (!excel.sessions.has(id)) return graphError(res, 400, 'InvalidSessionReCreatable', 'The target session is invalid.');
    excel.sessions.delete(id);
    return send(res, 204);
  });
  route('GET', new RegExp(`^${WB}\\/worksheets$`), ({ res, m, query }) => {
    const r = resolve(res, m[1]);
    if (!r) return true;
    state.collections.set(`sheets:${m[1]}`, new Map([...r.wb.sheets.values()].map((s) => [s.id, { id: s.id, name: s.name, position: s.position, visibility: s.visibility }])));
    return fake.list(res, `sheets:${m[1]}`, query, m[0]);
  });
  route('POST', new RegExp(`^${WB}\\/worksheets\\/add$`), ({ req, res, m, body }) => {
    const r = resolve(res, m[1]);
    if (!r) return true;
    if (!excel.sessions.has(req.headers['workbook-session-id'])) return graphError(res, 400, 'InvalidSessionReCreatable', 'The target session is invalid.');
    const name = body?.name ?? `Sheet${r.wb.sheets.size + 1}`;
    if ([...r.wb.sheets.values()].some((s) => s.name === name)) return graphError(res, 409, 'ItemAlreadyExists', 'The resource you are trying to create already exists.');
    const s = excel.addSheet(r.wb, name);
    return send(res, 201, { '@odata.id': `/workbook/worksheets(%27${encodeURIComponent(s.id)}%27)`, id: s.id, name: s.name, position: s.position, visibility: s.visibility });
  });
  route('DELETE', new RegExp(`^${WS}$`), ({ res, m }) => {
    const r = resolve(res, m[1], m[2]);
    if (!r) return true;
    r.wb.sheets.delete(r.sheet.id);
    return send(res, 204);
  });
  route('GET', new RegExp(`^${WS}\\/usedRange$`), ({ res, m }) => {
    const r = resolve(res, m[1], m[2]);
    if (!r) return true;
    return send(res, 200, rangeOf(r.sheet, usedAddress(r.sheet)));
  });
  route('*', new RegExp(`^${WS}\\/range\\(address='([^']*)'\\)$`), ({ res, m, method, body }) => {
    const r = resolve(res, m[1], m[2]);
    if (!r) return true;
    if (method === 'PATCH' && Array.isArray(body?.values)) {
      const { from, to } = parse(m[3]);
      const rows = to.row - from.row + 1;
      const cols = to.col - from.col + 1;
      if (body.values.length !== rows || body.values.some((row) => row.length !== cols)) {
        return graphError(res, 400, 'InvalidArgument', 'The number of rows or columns in the input array doesn\'t match the size or dimensions of the range.');
      }
      write(r.sheet, m[3], body.values);
    } else if (method !== 'GET' && method !== 'PATCH') return false;
    return send(res, 200, rangeOf(r.sheet, m[3]));
  });
  route('POST', new RegExp(`^${WS}\\/range(?:\\(address='([^']*)'\\))?\\/clear$`), ({ res, m }) => {
    const r = resolve(res, m[1], m[2]);
    if (!r) return true;
    if (!m[3]) r.sheet.grid = [];
    else {
      const { from, to } = parse(m[3]);
      for (let y = from.row; y <= to.row; y++) for (let x = from.col; x <= to.col; x++) if (r.sheet.grid[y - 1]) r.sheet.grid[y - 1][x - 1] = '';
    }
    return send(res, 204);
  });
  route('GET', new RegExp(`^${WS}\\/tables$`), ({ res, m }) => {
    const r = resolve(res, m[1], m[2]);
    if (!r) return true;
    return send(res, 200, { value: [...r.sheet.tables.values()].map((t) => ({ id: t.id, name: t.name, showHeaders: t.showHeaders })) });
  });
  route('POST', new RegExp(`^${WS}\\/tables\\/add$`), ({ res, m, body }) => {
    const r = resolve(res, m[1], m[2]);
    if (!r) return true;
    const { from, to } = parse(body.address);
    const grid = rangeOf(r.sheet, body.address).values;
    const columns = body.hasHeaders ? grid[0].map(String) : Array.from({ length: to.col - from.col + 1 }, (_, i) => `Column${i + 1}`);
    const t = excel.addTable(r.sheet, `Table${r.sheet.tables.size + 1}`, columns, body.hasHeaders ? grid.slice(1) : grid);
    return send(res, 201, { id: t.id, name: t.name, showHeaders: t.showHeaders, style: 'TableStyleMedium2' });
  });
  route('GET', new RegExp(`^${TB}\\/columns$`), ({ res, m, query }) => {
    const r = resolve(res, m[1], m[2], m[3]);
    if (!r) return true;
    return page(res, r.table.columns.map((name, index) => (query.$select === 'name' ? { name } : { id: String(index + 1), name, index, values: [[name], ...r.table.rows.map((row) => [row[index]])] })), query);
  });
  route('GET', new RegExp(`^${TB}\\/rows$`), ({ res, m, query }) => {
    const r = resolve(res, m[1], m[2], m[3]);
    if (!r) return true;
    return page(res, r.table.rows.map((row, index) => ({ index, values: [row] })), query);
  });
  route('POST', new RegExp(`^${TB}\\/rows\\/add$`), ({ req, res, m, body }) => {
    const r = resolve(res, m[1], m[2], m[3]);
    if (!r) return true;
    if (!excel.sessions.has(req.headers['workbook-session-id'])) return graphError(res, 400, 'InvalidSessionReCreatable', 'The target session is invalid.');
    if (!Array.isArray(body?.values) || body.values.some((row) => row.length !== r.table.columns.length)) {
      return graphError(res, 400, 'InvalidArgument', 'The argument is invalid or missing or has an incorrect format.');
    }
    const values = body.values.map((row) => row.map((v) => (v === null || v === undefined ? '' : v)));
    const index = body.index ?? r.table.rows.length;
    r.table.rows.splice(index, 0, ...values);
    return send(res, 201, { '@odata.type': '#microsoft.graph.workbookTableRow', index, values });
  });
  route('POST', new RegExp(`^${TB}\\/convertToRange$`), ({ res, m }) => {
    const r = resolve(res, m[1], m[2], m[3]);
    if (!r) return true;
    r.sheet.tables.delete(r.table.id);
    const values = [r.table.columns, ...r.table.rows];
    return send(res, 200, { address: r.table.address, values });
  });
  route('GET', new RegExp(`^${TB}\\/range$`), ({ res, m }) => {
    const r = resolve(res, m[1], m[2], m[3]);
    if (!r) return true;
    return send(res, 200, { address: r.table.address });
  });
  route('DELETE', new RegExp(`^${TB}$`), ({ res, m }) => {
    const r = resolve(res, m[1], m[2], m[3]);
    if (!r) return true;
    r.sheet.tables.delete(r.table.id);
    return send(res, 204);
  });
  route('DELETE', /^me\/drive\/items\/([^/]+)$/, ({ res, m }) => {
    const wb = workbooks.get(m[1]);
    if (!wb) return false;
    if (wb.locked) return graphError(res, 423, 'resourceLocked', 'Lock token does not match existing lock');
    workbooks.delete(m[1]);
    return send(res, 204);
  });
  return excel;
}
