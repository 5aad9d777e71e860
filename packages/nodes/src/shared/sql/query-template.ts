/**
 * Query templates in n8n's (pg-promise's) notation, compiled to SQL whose values all travel as
 * server-side query parameters. `$n` is a value, `$n:name` (or `$n~`) an identifier (a list of
 * identifiers for an array, the keys for an object), `$n:csv` (or `$n:list`) a comma-separated list
 * of values (an object's values). Identifiers are quoted by the driver's `quoteIdentifier`; values
 * are never written into the SQL text.
 */

/** A statement and the values of its placeholders, before compiling. */
export interface QueryTemplate {
  query: string;
  values: unknown[];
  /**
   * Set on a one-row INSERT that may run together with its neighbours as one multi-row INSERT
   * (same `key`: table, columns and RETURNING); each row still answers its own item.
   */
  insertRow?: { key: string; head: QueryTemplate; row: unknown[]; tail: string };
}

/** A compiled statement: SQL text with driver placeholders, and the parameter values. */
export interface CompiledQuery {
  text: string;
  params: unknown[];
}

/** How a driver spells identifiers and placeholders. */
export interface SqlDialect {
  quoteIdentifier(name: string): string;
  /** The placeholder of the `n`th (1-based) parameter: `$1` for PostgreSQL, `?` for MySQL. */
  placeholder(n: number): string;
}

const PLACEHOLDER = /\$(\d+)(:name|:alias|:csv|:list|:json|~)?(?![\d])/g;

function identifiersOf(value: unknown, index: number): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.map((v) => String(v));
  if (value !== null && typeof value === 'object') return Object.keys(value);
  throw new Error(`Parameter $${index} is used as a name, but it is ${value === null ? 'null' : typeof value}`);
}

/**
 * Compiles a template; text inside single-quoted literals, double-quoted identifiers and comments
 * is left as it is. A placeholder without a value is a clear error.
 */
export function compileQuery(
  template: QueryTemplate,
  dialect: SqlDialect,
  toParam: (value: unknown) => unknown = (v) => v,
): CompiledQuery {
  const params: unknown[] = [];
  const { query, values } = template;
  const add = (value: unknown): string => {
    params.push(toParam(value));
    return dialect.placeholder(params.length);
  };
  const replace = (segment: string): string =>
    segment.replace(PLACEHOLDER, (_m, digits: string, modifier: string | undefined) => {
      const index = Number(digits);
      if (index < 1 || index > values.length)
        throw new Error(
          `Query parameter $${index} has no value (there ${values.length === 1 ? 'is 1 value' : `are ${values.length} values`})`,
        );
      const value = values[index - 1];
      switch (modifier) {
        case ':name':
        case ':alias':
        case '~':
          return identifiersOf(value, index)
            .map((n) => dialect.quoteIdentifier(n))
            .join(',');
        case ':csv':
        case ':list': {
          const list = Array.isArray(value)
            ? value
            : value !== null && typeof value === 'object'
              ? Object.values(value)
              : [value];
          return list.map(add).join(',');
        }
        case ':json':
          return add(JSON.stringify(value));
        default:
          return add(value);
      }
    });
  // Split into code and quoted/comment parts so placeholders are only replaced in code.
  let out = '';
  let i = 0;
  let code = '';
  while (i < query.length) {
    const c = query[i]!;
    const next = query[i + 1];
    let end = -1;
    if (c === "'" || c === '"') {
      end = i + 1;
      while (end < query.length) {
        if (query[end] === c) {
          if (query[end + 1] === c) end += 2;
          else break;
        } else end++;
      }
      end = Math.min(end + 1, query.length);
    } else if (c === '-' && next === '-') {
      end = query.indexOf('\n', i);
      if (end === -1) end = query.length;
    } else if (c === '/' && next === '*') {
      end = query.indexOf('*/', i + 2);
      end = end === -1 ? query.length : end + 2;
    }
    if (end === -1) {
      code += c;
      i++;
      continue;
    }
    out += replace(code) + query.slice(i, end);
    code = '';
    i = end;
  }
  out += replace(code);
  return { text: out, params };
}

/**
 * The statements of a query, split at semicolons outside quoted text, quoted identifiers,
 * dollar-quoted bodies and comments; empty statements are left out.
 */
export function splitSqlStatements(query: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  while (i < query.length) {
    const c = query[i]!;
    const next = query[i + 1];
    if (c === "'" || c === '"') {
      let end = i + 1;
      while (end < query.length) {
        if (query[end] === c) {
          if (query[end + 1] === c) end += 2;
          else break;
        } else end++;
      }
      i = end + 1;
    } else if (c === '-' && next === '-') {
      const end = query.indexOf('\n', i);
      i = end === -1 ? query.length : end;
    } else if (c === '/' && next === '*') {
      const end = query.indexOf('*/', i + 2);
      i = end === -1 ? query.length : end + 2;
    } else if (c === '$' && /^\$[A-Za-z_]?[A-Za-z0-9_]*\$/.test(query.slice(i, i + 64))) {
      const tag = /^\$[A-Za-z_]?[A-Za-z0-9_]*\$/.exec(query.slice(i, i + 64))![0];
      const end = query.indexOf(tag, i + tag.length);
      i = end === -1 ? query.length : end + tag.length;
    } else if (c === ';') {
      out.push(query.slice(start, i));
      start = ++i;
    } else i++;
  }
  out.push(query.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== '' && !/^(--[^\n]*\n?\s*)+$/.test(s));
}
