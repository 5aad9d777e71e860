/**
 * A tiny SQL interpreter for the Snowflake fake: just the statements the Snowflake node and its cases
 * send (SELECT of literals, binds and table columns with WHERE / ORDER BY / LIMIT; INSERT … VALUES and
 * UPDATE … SET … WHERE with `?` or `:n` binds, array binds running once per row) over in-memory tables.
 * Results come back as Snowflake's JSON result format: `rowtype` column metadata and a `rowset` of
 * strings. Failures throw {@link SqlError}s with Snowflake's error codes, SQL states and messages.
 */

/** A statement failure as Snowflake reports it. */
export class SqlError extends Error {
  constructor(code, sqlState, message) {
    super(message);
    this.code = code;
    this.sqlState = sqlState;
  }
}

const compile = (message) => new SqlError('001003', '42000', `SQL compilation error:\n${message}`);

/** Splits SQL text into tokens with their positions. */
export function tokenize(text) {
  const tokens = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (text.startsWith('--', i) || text.startsWith('//', i)) {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      continue;
    }
    const start = i;
    if (c === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) throw compile(`syntax error line 1 at position ${start} unexpected '<EOF>'.`);
        if (text[i] === "'" && text[i + 1] === "'") {
          value += "'";
          i += 2;
          continue;
        }
        if (text[i] === "'") {
          i++;
          break;
        }
        if (text[i] === '\\' && i + 1 < text.length) {
          value += text[i + 1];
          i += 2;
          continue;
        }
        value += text[i++];
      }
      tokens.push({ kind: 'string', value, pos: start, text: text.slice(start, i) });
    } else if (c === '"') {
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) throw compile(`syntax error line 1 at position ${start} unexpected '<EOF>'.`);
        if (text[i] === '"' && text[i + 1] === '"') {
          value += '"';
          i += 2;
          continue;
        }
        if (text[i] === '"') {
          i++;
          break;
        }
        value += text[i++];
      }
      tokens.push({ kind: 'ident', value, quoted: true, pos: start, text: text.slice(start, i) });
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      while (i < text.length && /[0-9.eE]/.test(text[i])) i++;
      tokens.push({ kind: 'number', value: text.slice(start, i), pos: start, text: text.slice(start, i) });
    } else if (/[A-Za-z_]/.test(c)) {
      while (i < text.length && /[A-Za-z0-9_$]/.test(text[i])) i++;
      const word = text.slice(start, i);
      tokens.push({ kind: 'ident', value: word.toUpperCase(), quoted: false, pos: start, text: word });
    } else if (c === '?') {
      i++;
      tokens.push({ kind: 'param', pos: start, text: '?' });
    } else if (c === ':' && /[0-9]/.test(text[i + 1] ?? '')) {
      i++;
      while (i < text.length && /[0-9]/.test(text[i])) i++;
      tokens.push({ kind: 'param', index: Number(text.slice(start + 1, i)), pos: start, text: text.slice(start, i) });
    } else {
      const two = text.slice(i, i + 2);
      const op = ['<=', '>=', '<>', '!='].includes(two) ? two : c;
      i += op.length;
      tokens.push({ kind: 'punct', value: op, pos: start, text: op });
    }
  }
  return tokens;
}

const KEYWORDS = new Set(['FROM', 'WHERE', 'ORDER', 'LIMIT', 'AS', 'AND', 'VALUES', 'SET', 'BY', 'ASC', 'DESC']);

/** Column type metadata of a declared column type (`NUMBER`, `NUMBER(10,2)`, `TEXT`, `FLOAT`, `BOOLEAN`, `VARIANT`). */
export function columnType(declared) {
  const text = String(declared ?? 'TEXT').toUpperCase();
  const m = /^(\w+)(?:\((\d+)(?:,\s*(\d+))?\))?$/.exec(text) ?? [text, text];
  const base = m[1];
  if (['NUMBER', 'INT', 'INTEGER', 'NUMERIC', 'DECIMAL', 'BIGINT'].includes(base))
    return { type: 'fixed', precision: Number(m[2] ?? 38), scale: Number(m[3] ?? 0) };
  if (['FLOAT', 'DOUBLE', 'REAL'].includes(base)) return { type: 'real' };
  if (base === 'BOOLEAN') return { type: 'boolean' };
  if (['VARIANT', 'OBJECT', 'ARRAY'].includes(base)) return { type: base.toLowerCase() };
  return { type: 'text', length: Number(m[2] ?? 16777216) };
}

/** A stored value coerced to a column's type, as Snowflake converts bound or literal values on write. */
function coerce(value, type) {
  if (value === null || value === undefined) return null;
  if (type.type === 'fixed' || type.type === 'real') {
    if (typeof value === 'number') return value;
    const text = String(value).trim();
    if (typeof value === 'boolean' || text === '' || Number.isNaN(Number(text)))
      throw new SqlError('100038', '22018', `Numeric value '${String(value)}' is not recognized`);
    return Number(text);
  }
  if (type.type === 'boolean') {
    if (typeof value === 'boolean') return value;
    const text = String(value).trim().toLowerCase();
    if (['true', 't', 'yes', 'y', 'on', '1'].includes(text)) return true;
    if (['false', 'f', 'no', 'n', 'off', '0'].includes(text)) return false;
    throw new SqlError('100037', '22018', `Boolean value '${String(value)}' is not recognized`);
  }
  if (type.type === 'variant' || type.type === 'object' || type.type === 'array') {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return typeof value === 'string' ? value : String(value);
}

/** A value rendered as the JSON result format's string for its column type. */
function render(value, type) {
  if (value === null || value === undefined) return null;
  if (type.type === 'boolean') return value ? '1' : '0';
  if (type.type === 'fixed') return type.scale ? Number(value).toFixed(type.scale) : String(value);
  if (type.type === 'real') return String(value);
  if (type.type === 'variant' || type.type === 'object' || type.type === 'array') return JSON.stringify(value, null, 2);
  return String(value);
}

function rowtypeOf(name, type, table = '') {
  return {
    name,
    database: table ? 'WEFT' : '',
    schema: table ? 'PUBLIC' : '',
    table,
    type: type.type,
    scale: type.type === 'fixed' ? type.scale : null,
    precision: type.type === 'fixed' ? type.precision : null,
    length: type.type === 'text' ? type.length : null,
    byteLength: type.type === 'text' ? type.length : null,
    nullable: true,
    collation: null,
  };
}

/** The tables of one fake account, seeded as `{ NAME: { columns: [{ name, type }], rows: [{ COLUMN: value }] } }`. */
export class Database {
  constructor(tables = {}) {
    this.tables = {};
    for (const [name, table] of Object.entries(tables)) {
      const columns = (table.columns ?? []).map((c) => ({ name: c.name, type: columnType(c.type) }));
      this.tables[name] = { columns, rows: (table.rows ?? []).map((r) => ({ ...r })) };
    }
  }

  /**
   * Runs one statement with its bindings (`{ "1": { type, value } }`, a value may be an array: one
   * execution per row) and answers `{ rowtype, rowset, statementTypeId }`.
   */
  run(sqlText, bindings = {}) {
    const tokens = tokenize(sqlText);
    const keys = Object.keys(bindings ?? {});
    const arrays = keys.filter((k) => Array.isArray(bindings[k]?.value));
    const runs = arrays.length ? bindings[arrays[0]].value.length : 1;
    const bindRow = (r) => {
      const out = {};
      for (const k of keys) out[k] = Array.isArray(bindings[k].value) ? bindings[k].value[r] : bindings[k].value;
      for (const k of keys) out[`type:${k}`] = bindings[k].type;
      return out;
    };
    const first = tokens[0]?.kind === 'ident' ? tokens[0].value : '';
    if (first === 'SELECT') return this.select(new Parser(tokens, bindRow(0)));
    if (first === 'INSERT' || first === 'UPDATE') {
      let count = 0;
      for (let r = 0; r < runs; r++) {
        const parser = new Parser(tokens, bindRow(r));
        count += first === 'INSERT' ? this.insert(parser) : this.update(parser);
      }
      const fixed = columnType('NUMBER');
      if (first === 'INSERT')
        return {
          rowtype: [rowtypeOf('number of rows inserted', fixed)],
          rowset: [[String(count)]],
          statementTypeId: 0x3100,
        };
      return {
        rowtype: [rowtypeOf('number of rows updated', fixed), rowtypeOf('number of multi-joined rows updated', fixed)],
        rowset: [[String(count), '0']],
        statementTypeId: 0x3200,
      };
    }
    const at = tokens[0];
    throw compile(`syntax error line 1 at position ${at?.pos ?? 0} unexpected '${at?.text ?? '<EOF>'}'.`);
  }

  table(parser) {
    const parts = [parser.ident()];
    while (parser.accept('.')) parts.push(parser.ident());
    const name = parts[parts.length - 1];
    const table = this.tables[name];
    if (!table)
      throw new SqlError(
        '002003',
        '42S02',
        `SQL compilation error:\nObject '${parts.join('.')}' does not exist or not authorized.`,
      );
    return { name, table };
  }

  select(p) {
    p.keyword('SELECT');
    const items = [];
    do {
      if (p.accept('*')) {
        items.push({ star: true });
        continue;
      }
      const start = p.peek();
      const expr = p.expr();
      const end = p.tokens[p.i - 1];
      let alias;
      if (p.acceptKeyword('AS')) alias = p.ident();
      else if (p.peek()?.kind === 'ident' && !KEYWORDS.has(p.peek().value) && !p.peek().quoted) alias = p.ident();
      else if (p.peek()?.kind === 'ident' && p.peek().quoted) alias = p.ident();
      const text = p.source(start, end);
      items.push({ expr, name: alias ?? (expr.kind === 'column' ? expr.name : text.toUpperCase()) });
    } while (p.accept(','));
    let from;
    if (p.acceptKeyword('FROM')) from = this.table(p);
    const where = p.acceptKeyword('WHERE') ? p.condition() : undefined;
    let order;
    if (p.acceptKeyword('ORDER')) {
      p.keyword('BY');
      order = { column: p.ident(), desc: false };
      if (p.acceptKeyword('DESC')) order.desc = true;
      else p.acceptKeyword('ASC');
    }
    let limit;
    if (p.acceptKeyword('LIMIT')) limit = Number(p.value(p.expr()));
    p.end();
    const columns = from?.table.columns ?? [];
    const check = (name) => {
      if (!columns.some((c) => c.name === name)) throw invalidIdentifier(name);
    };
    for (const item of items) visitColumns(item.expr, check);
    visitColumns(where, check);
    if (order) check(order.column);
    let rows = from ? from.table.rows.filter((row) => !where || p.truth(where, row, columns)) : [{}];
    if (order) {
      const key = order.column;
      rows = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (order.desc ? -1 : 1));
    }
    if (limit !== undefined) rows = rows.slice(0, limit);
    const out = [];
    for (const item of items) {
      if (item.star)
        for (const c of columns) out.push({ name: c.name, type: c.type, get: (row) => row[c.name], table: from.name });
      else {
        const type = p.typeOf(item.expr, columns);
        out.push({
          name: item.name,
          type,
          get: (row) => p.value(item.expr, row, columns),
          table: item.expr.kind === 'column' ? from?.name : '',
        });
      }
    }
    return {
      rowtype: out.map((c) => rowtypeOf(c.name, c.type, c.table ?? '')),
      rowset: rows.map((row) => out.map((c) => render(c.get(row), c.type))),
      statementTypeId: 0x1000,
    };
  }

  insert(p) {
    p.keyword('INSERT');
    p.keyword('INTO');
    const { table } = this.table(p);
    p.expect('(');
    const names = [];
    do names.push(p.ident());
    while (p.accept(','));
    p.expect(')');
    p.keyword('VALUES');
    let count = 0;
    do {
      p.expect('(');
      const values = [];
      do values.push(p.expr());
      while (p.accept(','));
      p.expect(')');
      if (values.length !== names.length)
        throw new SqlError(
          '002020',
          '21S01',
          `SQL compilation error:\nInsert value list does not match column list expecting ${names.length} but got ${values.length}`,
        );
      const row = Object.fromEntries(table.columns.map((c) => [c.name, null]));
      names.forEach((name, idx) => {
        const column = table.columns.find((c) => c.name === name);
        if (!column) throw invalidIdentifier(name);
        row[name] = coerce(p.value(values[idx]), column.type);
      });
      table.rows.push(row);
      count++;
    } while (p.accept(','));
    p.end();
    return count;
  }

  update(p) {
    p.keyword('UPDATE');
    const { table } = this.table(p);
    p.keyword('SET');
    const sets = [];
    do {
      const name = p.ident();
      p.expect('=');
      sets.push({ name, expr: p.expr() });
    } while (p.accept(','));
    const where = p.acceptKeyword('WHERE') ? p.condition() : undefined;
    p.end();
    for (const s of sets) if (!table.columns.some((c) => c.name === s.name)) throw invalidIdentifier(s.name);
    visitColumns(where, (name) => {
      if (!table.columns.some((c) => c.name === name)) throw invalidIdentifier(name);
    });
    let count = 0;
    for (const row of table.rows) {
      if (where && !p.truth(where, row, table.columns)) continue;
      const values = sets.map((s) =>
        coerce(p.value(s.expr, row, table.columns), table.columns.find((c) => c.name === s.name).type),
      );
      sets.forEach((s, idx) => (row[s.name] = values[idx]));
      count++;
    }
    return count;
  }
}

function invalidIdentifier(name) {
  return new SqlError(
    '000904',
    '42000',
    `SQL compilation error: error line 1 at position 0\ninvalid identifier '${name}'`,
  );
}

function visitColumns(node, visit) {
  if (!node) return;
  if (node.kind === 'column') visit(node.name);
  for (const child of [node.left, node.right]) visitColumns(child, visit);
}

/** A recursive-descent reader over one statement's tokens, with the bind values of one execution. */
class Parser {
  constructor(tokens, binds) {
    this.tokens = tokens;
    this.binds = binds;
    this.i = 0;
    this.positional = 0;
  }
  peek() {
    return this.tokens[this.i];
  }
  unexpected() {
    const t = this.peek();
    return compile(`syntax error line 1 at position ${t?.pos ?? 0} unexpected '${t?.text ?? '<EOF>'}'.`);
  }
  accept(punct) {
    const t = this.peek();
    if (t?.kind === 'punct' && t.value === punct) {
      this.i++;
      return true;
    }
    return false;
  }
  expect(punct) {
    if (!this.accept(punct)) throw this.unexpected();
  }
  acceptKeyword(word) {
    const t = this.peek();
    if (t?.kind === 'ident' && !t.quoted && t.value === word) {
      this.i++;
      return true;
    }
    return false;
  }
  keyword(word) {
    if (!this.acceptKeyword(word)) throw this.unexpected();
  }
  ident() {
    const t = this.peek();
    if (t?.kind !== 'ident' || (!t.quoted && KEYWORDS.has(t.value))) throw this.unexpected();
    this.i++;
    return t.value;
  }
  end() {
    this.accept(';');
    if (this.peek()) throw this.unexpected();
  }
  source(start, end) {
    return start && end
      ? this.tokens
          .slice(this.tokens.indexOf(start), this.tokens.indexOf(end) + 1)
          .map((t) => t.text)
          .join(' ')
          .replace(/ ?([(),.]) ?/g, '$1')
      : '';
  }
  expr() {
    const t = this.peek();
    if (!t) throw this.unexpected();
    if (t.kind === 'punct' && t.value === '-' && this.tokens[this.i + 1]?.kind === 'number') {
      this.i += 2;
      return { kind: 'number', text: `-${this.tokens[this.i - 1].value}` };
    }
    this.i++;
    if (t.kind === 'string') return { kind: 'string', value: t.value };
    if (t.kind === 'number') return { kind: 'number', text: t.value };
    if (t.kind === 'param') {
      const index = t.index ?? ++this.positional;
      if (!(String(index) in this.binds))
        throw new SqlError(
          '002049',
          '42601',
          `SQL compilation error: error line 1 at position ${t.pos}\nBind variable ${t.text === '?' ? `?` : t.text} not set.`,
        );
      return { kind: 'bind', index };
    }
    if (t.kind === 'ident' && !t.quoted && ['TRUE', 'FALSE'].includes(t.value))
      return { kind: 'boolean', value: t.value === 'TRUE' };
    if (t.kind === 'ident' && !t.quoted && t.value === 'NULL') return { kind: 'null' };
    if (t.kind === 'ident' && (t.quoted || !KEYWORDS.has(t.value))) return { kind: 'column', name: t.value };
    this.i--;
    throw this.unexpected();
  }
  condition() {
    let left = this.comparison();
    while (this.acceptKeyword('AND')) left = { kind: 'and', left, right: this.comparison() };
    return left;
  }
  comparison() {
    const left = this.expr();
    const t = this.peek();
    if (t?.kind !== 'punct' || !['=', '!=', '<>', '<', '>', '<=', '>='].includes(t.value)) throw this.unexpected();
    this.i++;
    return { kind: 'compare', op: t.value, left, right: this.expr() };
  }
  value(expr, row = {}, columns = []) {
    switch (expr.kind) {
      case 'string':
        return expr.value;
      case 'number':
        return Number(expr.text);
      case 'boolean':
        return expr.value;
      case 'null':
        return null;
      case 'bind':
        return this.binds[String(expr.index)] ?? null;
      case 'column':
        return row[expr.name] ?? null;
      default:
        return null;
    }
  }
  typeOf(expr, columns) {
    if (expr.kind === 'column') return columns.find((c) => c.name === expr.name).type;
    if (expr.kind === 'number') {
      if (/[eE]/.test(expr.text)) return { type: 'real' };
      const scale = expr.text.includes('.') ? expr.text.split('.')[1].length : 0;
      return { type: 'fixed', precision: Math.max(1, expr.text.replace(/[-.]/g, '').length), scale };
    }
    if (expr.kind === 'boolean') return { type: 'boolean' };
    if (expr.kind === 'bind') {
      const type = this.binds[`type:${expr.index}`];
      if (type === 'FIXED') return { type: 'fixed', precision: 38, scale: 0 };
      if (type === 'REAL') return { type: 'real' };
      if (type === 'BOOLEAN') return { type: 'boolean' };
      if (type === 'VARIANT') return { type: 'variant' };
    }
    const text = expr.kind === 'string' ? expr.value : '';
    return { type: 'text', length: Math.max(1, text.length) };
  }
  truth(cond, row, columns) {
    if (cond.kind === 'and') return this.truth(cond.left, row, columns) && this.truth(cond.right, row, columns);
    let a = this.value(cond.left, row, columns);
    let b = this.value(cond.right, row, columns);
    if (a === null || b === null) return false;
    const numeric = (e) =>
      e.kind === 'column' && ['fixed', 'real'].includes(columns.find((c) => c.name === e.name)?.type.type);
    if (numeric(cond.left) || numeric(cond.right) || typeof a === 'number' || typeof b === 'number') {
      const x = Number(a);
      const y = Number(b);
      if (Number.isNaN(x) || Number.isNaN(y))
        throw new SqlError('100038', '22018', `Numeric value '${Number.isNaN(x) ? a : b}' is not recognized`);
      a = x;
      b = y;
    } else if (typeof a === 'boolean' || typeof b === 'boolean') {
      a = String(a).toLowerCase();
      b = String(b).toLowerCase();
    }
    switch (cond.op) {
      case '=':
        return a === b;
      case '!=':
      case '<>':
        return a !== b;
      case '<':
        return a < b;
      case '>':
        return a > b;
      case '<=':
        return a <= b;
      default:
        return a >= b;
    }
  }
}
