/**
 * Just enough GraphQL for the monday.com fake: parses one query or mutation (its variable
 * definitions skipped) into fields with arguments and selection sets, and projects resolved values
 * onto a selection set, so the fake answers exactly the fields asked for, as a GraphQL server does.
 * Arguments may be variables, numbers, strings, booleans, null, enums, lists and objects.
 */

/** Splits a document into tokens. */
function tokenize(text) {
  const tokens = [];
  const re = /\s+|,|#[^\n]*|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|[A-Za-z_][A-Za-z0-9_]*|[{}()[\]:$!=]/gy;
  let m;
  while (re.lastIndex < text.length) {
    const at = re.lastIndex;
    m = re.exec(text);
    if (!m) throw new Error(`Syntax Error: Unexpected character at ${at}`);
    const t = m[0];
    if (/^\s+$|^,$|^#/.test(t)) continue;
    tokens.push(t);
  }
  return tokens;
}

/** Parses a document: `{ kind: 'query'|'mutation', fields }`, each field `{ name, args, selection? }`. */
export function parseDocument(text) {
  const tokens = tokenize(text);
  let k = 0;
  const peek = () => tokens[k];
  const next = () => tokens[k++];
  const expect = (t) => {
    if (tokens[k] !== t) throw new Error(`Syntax Error: Expected "${t}", found "${tokens[k] ?? '<EOF>'}"`);
    k++;
  };
  let kind = 'query';
  if (peek() === 'query' || peek() === 'mutation') {
    kind = next();
    if (/^[A-Za-z_]/.test(peek() ?? '')) next();
    if (peek() === '(') {
      let depth = 0;
      do {
        const t = next();
        if (t === '(') depth++;
        else if (t === ')') depth--;
      } while (depth > 0 && k < tokens.length);
    }
  }
  function value() {
    const t = next();
    if (t === '$') return { variable: next() };
    if (t === '[') {
      const list = [];
      while (peek() !== ']') list.push(value());
      expect(']');
      return { list };
    }
    if (t === '{') {
      const object = {};
      while (peek() !== '}') {
        const key = next();
        expect(':');
        object[key] = value();
      }
      expect('}');
      return { object };
    }
    if (t?.startsWith('"')) return { literal: JSON.parse(t) };
    if (/^-?\d/.test(t ?? '')) return { literal: Number(t) };
    if (t === 'true' || t === 'false') return { literal: t === 'true' };
    if (t === 'null') return { literal: null };
    if (/^[A-Za-z_]/.test(t ?? '')) return { literal: t };
    throw new Error(`Syntax Error: Unexpected "${t ?? '<EOF>'}"`);
  }
  function selection() {
    expect('{');
    const fields = [];
    while (peek() !== '}') {
      if (peek() === undefined) throw new Error('Syntax Error: Expected Name, found <EOF>');
      const name = next();
      const args = {};
      if (peek() === '(') {
        next();
        while (peek() !== ')') {
          const key = next();
          expect(':');
          args[key] = value();
        }
        expect(')');
      }
      fields.push({ name, args, selection: peek() === '{' ? selection() : undefined });
    }
    expect('}');
    return fields;
  }
  const fields = selection();
  return { kind, fields };
}

/** An argument's value with the request's variables put in. */
export function resolveArg(node, variables) {
  if (node === undefined) return undefined;
  if ('variable' in node) return variables?.[node.variable];
  if ('list' in node) return node.list.map((v) => resolveArg(v, variables));
  if ('object' in node) return Object.fromEntries(Object.entries(node.object).map(([key, v]) => [key, resolveArg(v, variables)]));
  return node.literal;
}

/**
 * The selected fields of `value`: a field of `value` that is a function is called with its
 * arguments (resolved); lists are projected entry by entry; an unknown field is an error.
 */
export function project(value, fields, variables, path = '') {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((v) => project(v, fields, variables, path));
  const out = {};
  for (const f of fields) {
    if (!(f.name in value)) throw new Error(`Field '${f.name}' doesn't exist on type '${path || 'Query'}'`);
    let v = value[f.name];
    if (typeof v === 'function') v = v(Object.fromEntries(Object.entries(f.args).map(([key, a]) => [key, resolveArg(a, variables)])));
    out[f.name] = f.selection ? project(v, f.selection, variables, f.name) : v ?? null;
  }
  return out;
}
